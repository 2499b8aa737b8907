// The versions the site's facts are checked against, each read from the one file that pins it, so
// that bumping a pin updates every page that names the version and the check that uses it:
//   SDKs compiled here       examples/go/go.mod, examples/java/pom.xml, examples/python/requirements.txt,
//                            package.json (@temporalio/client)
//   tools run here           scripts/tools/versions.json (temporal, tcld)
//   sources read for facts   manifests/<name>.json ("tag"): server, api, ui, tctl, sdk-dotnet, …
// Pages name a version with <PinnedVersion name="go-sdk" /> (plugins/remark-pinned-version).
import fs from 'node:fs';
import path from 'node:path';
import type {Sdk} from '../src/lib/sdkChoice';

export interface Pin {
  /** The version without a leading "v": `1.31.0`. */
  version: string;
  /** The file that pins it, relative to the site directory. */
  source: string;
}

function read(siteDir: string, file: string, pin: string): string {
  const absolute = path.join(siteDir, file);
  if (!fs.existsSync(absolute)) throw new Error(`Pinned version "${pin}": ${file} does not exist.`);
  return fs.readFileSync(absolute, 'utf8');
}

function found(version: string | undefined, pin: string, file: string, what: string): Pin {
  if (!version) throw new Error(`Pinned version "${pin}": ${file} does not pin ${what}.`);
  return {version: version.replace(/^v/, ''), source: file};
}

/** The version of `<artifactId>` in a pom.xml, with `${property}` references resolved. */
export function mavenVersion(pom: string, artifactId: string): string | undefined {
  const dependency = pom
    .split(/<dependency>/)
    .find((d) => d.includes(`<artifactId>${artifactId}</artifactId>`) && d.includes('<version>'));
  const version = dependency?.match(/<version>\s*([^<\s]+)\s*<\/version>/)?.[1];
  const property = version?.match(/^\$\{(.+)\}$/)?.[1];
  if (!property) return version;
  return pom.match(new RegExp(`<${property.replace(/\./g, '\\.')}>\\s*([^<\\s]+)\\s*</`))?.[1];
}

const RESOLVERS: Record<string, (siteDir: string) => Pin> = {
  'go-sdk': (dir) => {
    const file = 'examples/go/go.mod';
    return found(
      read(dir, file, 'go-sdk').match(/go\.temporal\.io\/sdk\s+(v[\w.-]+)/)?.[1],
      'go-sdk',
      file,
      'go.temporal.io/sdk',
    );
  },
  'java-sdk': (dir) => {
    const file = 'examples/java/pom.xml';
    const pom = read(dir, file, 'java-sdk');
    // The SDK's own version, or the version of the BOM that manages it.
    const version = mavenVersion(pom, 'temporal-sdk') ?? mavenVersion(pom, 'temporal-bom');
    return found(version, 'java-sdk', file, 'io.temporal:temporal-sdk (or io.temporal:temporal-bom)');
  },
  'python-sdk': (dir) => {
    const file = 'examples/python/requirements.txt';
    return found(
      read(dir, file, 'python-sdk').match(/^temporalio==([\w.-]+)/m)?.[1],
      'python-sdk',
      file,
      'temporalio==',
    );
  },
  'typescript-sdk': (dir) => {
    const file = 'package.json';
    const pkg = JSON.parse(read(dir, file, 'typescript-sdk')) as {devDependencies?: Record<string, string>};
    return found(pkg.devDependencies?.['@temporalio/client'], 'typescript-sdk', file, '@temporalio/client');
  },
  'temporal-cli': (dir) => tool(dir, 'temporal-cli', 'temporal'),
  tcld: (dir) => tool(dir, 'tcld', 'tcld'),
  'dotnet-sdk': (dir) => manifest(dir, 'dotnet-sdk', 'sdk-dotnet'),
  'php-sdk': (dir) => manifest(dir, 'php-sdk', 'sdk-php'),
  'ruby-sdk': (dir) => manifest(dir, 'ruby-sdk', 'sdk-ruby'),
};

function tool(siteDir: string, pin: string, key: string): Pin {
  const file = 'scripts/tools/versions.json';
  const versions = JSON.parse(read(siteDir, file, pin)) as Record<string, {version?: string}>;
  return found(versions[key]?.version, pin, file, key);
}

function manifest(siteDir: string, pin: string, name: string): Pin {
  const file = `manifests/${name}.json`;
  const data = JSON.parse(read(siteDir, file, pin)) as {tag?: string};
  return found(data.tag, pin, file, '"tag"');
}

/** The pin called `name`: one of the names above, or any manifests/<name>.json. */
export function pinnedVersion(siteDir: string, name: string): Pin {
  const resolve = RESOLVERS[name];
  if (resolve) return resolve(siteDir);
  if (!/^[\w-]+$/.test(name)) throw new Error(`Pinned version "${name}" is not a valid name.`);
  return manifest(siteDir, name, name);
}

/** The SDK that each folder of docs/develop/ documents: its pin, the name readers know, and whether its code is compiled here. */
export const SDK_GUIDES: Record<Sdk, {pin: string; label: string; compiled: boolean}> = {
  go: {pin: 'go-sdk', label: 'Go SDK', compiled: true},
  java: {pin: 'java-sdk', label: 'Java SDK', compiled: true},
  python: {pin: 'python-sdk', label: 'Python SDK', compiled: true},
  typescript: {pin: 'typescript-sdk', label: 'TypeScript SDK', compiled: true},
  dotnet: {pin: 'dotnet-sdk', label: '.NET SDK', compiled: false},
  php: {pin: 'php-sdk', label: 'PHP SDK', compiled: false},
  ruby: {pin: 'ruby-sdk', label: 'Ruby SDK', compiled: false},
};
