// The reader's SDK: one choice, remembered in the `sdk-language` tab group's storage slot (the one
// every `<Tabs groupId="sdk-language">` opens on), set by picking a tab, by the "This page in"
// switch, or by opening a page of an SDK's guide (/develop/<sdk>/…). Search reads it to rank that
// SDK's pages first.

/** The tab group the SDK tabs share; Docusaurus stores its value under `docusaurus.tab.<group>`. */
export const SDK_TAB_GROUP = 'sdk-language';
export const SDK_STORAGE_KEY = `docusaurus.tab.${SDK_TAB_GROUP}`;

/** The SDKs, by the value their tabs use (the folder of docs/develop/), with the names readers know. */
export const SDKS = {
  go: 'Go',
  java: 'Java',
  python: 'Python',
  typescript: 'TypeScript',
  dotnet: '.NET',
  php: 'PHP',
  ruby: 'Ruby',
} as const;

export type Sdk = keyof typeof SDKS;

export function isSdk(value: unknown): value is Sdk {
  return typeof value === 'string' && Object.prototype.hasOwnProperty.call(SDKS, value);
}

/** The SDK whose guide `pathname` is a page of (`/develop/go/timers` → `go`), or null. */
export function sdkOfPath(pathname: string): Sdk | null {
  const sdk = /^\/develop\/([a-z]+)(?:\/|$)/.exec(pathname)?.[1];
  return isSdk(sdk) ? sdk : null;
}

/** The stored choice read by `read` (Docusaurus's storage slot), or null: none yet, another value, storage that throws. */
export function storedSdk(read: () => string | null): Sdk | null {
  try {
    const value = read();
    return isSdk(value) ? value : null;
  } catch {
    return null;
  }
}

/**
 * Words in a query that name an SDK's language. A query that names one is not re-ranked by the
 * stored choice: the reader asked for that language.
 */
const LANGUAGE_WORDS: Record<string, Sdk> = {
  go: 'go',
  golang: 'go',
  java: 'java',
  python: 'python',
  py: 'python',
  typescript: 'typescript',
  ts: 'typescript',
  javascript: 'typescript',
  js: 'typescript',
  node: 'typescript',
  nodejs: 'typescript',
  dotnet: 'dotnet',
  '.net': 'dotnet',
  net: 'dotnet',
  'c#': 'dotnet',
  csharp: 'dotnet',
  php: 'php',
  ruby: 'ruby',
  rb: 'ruby',
};

/** The SDK one word of a query names (`golang` → `go`, `C#` → `dotnet`), or null. */
export function sdkOfWord(word: string): Sdk | null {
  const key = word.toLowerCase();
  return Object.prototype.hasOwnProperty.call(LANGUAGE_WORDS, key) ? LANGUAGE_WORDS[key]! : null;
}

export function sdkNamedIn(query: string): Sdk | null {
  for (const word of query.split(/[\s,;:()/]+/)) {
    const sdk = sdkOfWord(word);
    if (sdk) return sdk;
  }
  return null;
}
