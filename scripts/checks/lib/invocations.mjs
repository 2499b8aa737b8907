// @ts-check
// Finds the `temporal …`, `tcld …` and `tctl …` command lines in the site's code blocks and splits
// each into words, the way a shell would read it:
//   - shell blocks (bash, sh, shell, zsh, console, powershell, …, and blocks with no language):
//     `$ `/`PS> ` prompts stripped (in a block that uses prompts, lines without one are output and
//     skipped), continuation lines joined (`\`, PowerShell's backtick, cmd's `^`), comments dropped,
//     heredoc bodies skipped, and an invocation found wherever a command can start (start of line,
//     after `|`, `&&`, `||`, `;`, `$(`, a backtick, `sudo`, `env`, `time`, `VAR=value`);
//   - `text` blocks hold usage synopses as well as commands: a line that starts with the tool is read
//     with `[optional]`, `(a | b)` and `...` notation, where `a | b` lists alternatives;
//   - other languages (Go, Java, …): commands quoted in comments (`// Export with: temporal …` or
//     inside backticks).
// Each invocation carries the page and the 1-based MDX line of its first line.

export const TOOLS = ['temporal', 'tcld', 'tctl'];
const SHELL_LANGS = new Set([
  'bash',
  'sh',
  'shell',
  'zsh',
  'console',
  'shell-session',
  'shellsession',
  'powershell',
  'ps1',
  'pwsh',
  'cmd',
  'bat',
  'batch',
  'dockerfile',
  'docker',
  '',
]);
const SYNOPSIS_LANGS = new Set(['text', 'txt', 'plaintext', 'none']);
const PROMPT = /^\s*(?:\$|PS [^>]*>|PS>|>|#\s(?=(?:temporal|tcld|tctl)\s))\s?/;

/**
 * @typedef {{page: string, line: number, tool: string, words: string[], text: string,
 *   synopsis: boolean, alternatives?: string[][]}} Invocation
 */

/**
 * Shell words of one logical command line, with operators as separate tokens
 * ({op: '|'} …). Quotes are removed; `$VAR`, `${VAR}` and `$(…)` stay as text of their word.
 * @param {string} line
 * @returns {({w: string, quoted: boolean} | {op: string})[]}
 */
export function shellTokens(line) {
  /** @type {({w: string, quoted: boolean} | {op: string})[]} */
  const out = [];
  let i = 0;
  let word = '';
  let inWord = false;
  let quoted = false;
  const flush = () => {
    if (inWord) out.push({w: word, quoted});
    word = '';
    inWord = false;
    quoted = false;
  };
  while (i < line.length) {
    const c = line[i];
    if (c === "'") {
      const j = line.indexOf("'", i + 1);
      word += line.slice(i + 1, j < 0 ? line.length : j);
      inWord = true;
      quoted = true;
      i = j < 0 ? line.length : j + 1;
    } else if (c === '"') {
      let j = i + 1;
      while (j < line.length && line[j] !== '"') j += line[j] === '\\' ? 2 : 1;
      word += line.slice(i + 1, j).replace(/\\(["\\$`])/g, '$1');
      inWord = true;
      quoted = true;
      i = j + 1;
    } else if (c === '\\' && i + 1 < line.length) {
      word += line[i + 1];
      inWord = true;
      i += 2;
    } else if (c === '$' && line[i + 1] === '(') {
      // command substitution: its own invocation; here the word is opaque
      flush();
      out.push({op: '$('});
      i += 2;
    } else if (c === '$' && line[i + 1] === '{') {
      const j = line.indexOf('}', i);
      word += line.slice(i, j + 1);
      inWord = true;
      i = j + 1;
    } else if (c === '<' && /^<[^<>\s]+>/.test(line.slice(i))) {
      // a placeholder such as <namespace> or <aws|gcp>, not a redirection
      const m = /** @type {RegExpMatchArray} */ (line.slice(i).match(/^<[^<>\s]+>/));
      word += m[0];
      inWord = true;
      i += m[0].length;
    } else if (/\s/.test(c)) {
      flush();
      i++;
    } else if (c === '#' && !inWord) {
      break; // comment
    } else if ('|&;()`<>'.includes(c)) {
      flush();
      const two = line.slice(i, i + 2);
      const op = ['&&', '||', '>>', '2>', '&>', '<<'].includes(two) ? two : c;
      // 2> and friends: a number glued to a redirection belongs to it
      out.push({op});
      i += op.length;
    } else {
      word += c;
      inWord = true;
      i++;
    }
  }
  flush();
  return out;
}

const COMMAND_PREFIXES = new Set([
  'sudo',
  'env',
  'time',
  'exec',
  'nohup',
  'watch',
  'command',
  'then',
  'do',
  'else',
  '!',
  'xargs',
]);
const ENDS = new Set(['|', '&&', '||', ';', '&', ')', '`', '>', '>>', '2>', '&>', '<', '<<', '(', '$(']);

/**
 * The invocations of the tools in one logical shell line.
 * @param {string} line @returns {string[][]} word lists starting with the tool name
 */
export function invocationsInLine(line) {
  const toks = shellTokens(line);
  /** @type {string[][]} */
  const found = [];
  let atStart = true;
  for (let i = 0; i < toks.length; i++) {
    const t = toks[i];
    if ('op' in t) {
      atStart = ['|', '&&', '||', ';', '&', '(', '$(', '`'].includes(t.op);
      if (['>', '>>', '2>', '&>', '<'].includes(t.op)) i++; // the redirection's target
      continue;
    }
    if (atStart && /^[A-Za-z_][A-Za-z0-9_]*=/.test(t.w)) continue; // VAR=value prefix
    if (atStart && COMMAND_PREFIXES.has(t.w)) continue;
    const tool = t.w.replace(/^\.\//, '').replace(/\.exe$/, '');
    if (atStart && TOOLS.includes(tool) && !t.quoted) {
      const words = [tool];
      let j = i + 1;
      for (; j < toks.length; j++) {
        const u = toks[j];
        if ('op' in u) {
          if (ENDS.has(u.op)) break;
          continue;
        }
        words.push(u.w);
      }
      found.push(words);
      i = j - 1;
    }
    atStart = false;
  }
  return found;
}

/**
 * Logical lines of a shell block: prompts, continuations, comments and heredocs handled.
 * @param {string} body @param {string} lang @returns {{text: string, line: number}[]} line is 0-based within the body
 */
export function logicalLines(body, lang) {
  const raw = body.split('\n');
  const prompted = raw.some((l) => /^\s*(\$|PS [^>]*>|PS>) /.test(l));
  /** @type {{text: string, line: number}[]} */
  const out = [];
  /** @type {string | null} */
  let heredoc = null;
  for (let i = 0; i < raw.length; i++) {
    let l = raw[i];
    if (heredoc !== null) {
      if (l.trim() === heredoc) heredoc = null;
      continue;
    }
    if (prompted) {
      if (!/^\s*(\$|PS [^>]*>|PS>) /.test(l)) continue; // output
      l = l.replace(PROMPT, '');
    }
    const start = i;
    const cont =
      lang === 'powershell' || lang === 'ps1' || lang === 'pwsh'
        ? /`\s*$/
        : lang === 'cmd' || lang === 'bat'
          ? /\^\s*$/
          : /\\\s*$/;
    let text = l;
    while (cont.test(text) && i + 1 < raw.length) {
      text = text.replace(cont, ' ');
      i++;
      const next = raw[i];
      if (/^\s*#/.test(next)) continue; // a comment line inside a continuation (not valid shell, but seen)
      text += prompted ? next.replace(/^\s*>\s?/, '') : next;
    }
    const here = text.match(/<<-?\s*['"]?([A-Za-z_]+)['"]?/);
    if (here) heredoc = here[1];
    if (/^\s*#/.test(text)) continue;
    out.push({text, line: start});
  }
  return out;
}

/**
 * A usage synopsis line (`tcld apikey create --name <name> [--description <text>]`): the words
 * without the notation, and alternatives for `a | b` command words.
 * @param {string} line @returns {{words: string[], alternatives: string[][]}}
 */
export function synopsisWords(line) {
  const words = line
    // notation that names no command or flag: [global flags], [flags], <command>, [subcommand ...]
    .replace(
      /\[(?:global |command )?(?:flags|options)\]|\[subcommand \.\.\.\]|\[arguments\.\.\.\]|<command>|<subcommand>/g,
      ' ',
    )
    .replace(/\.\.\./g, ' ')
    .replace(/[[\](){}]/g, ' ')
    .trim()
    .split(/\s+/)
    .filter(Boolean);
  // Group `a | b | c` into one slot of alternatives.
  /** @type {string[][]} */
  const slots = [];
  for (let i = 0; i < words.length; i++) {
    if (words[i] === '|') continue;
    if (i > 0 && words[i - 1] === '|' && slots.length) slots[slots.length - 1].push(words[i]);
    else slots.push([words[i]]);
  }
  // Expand the alternatives of command words (before the first flag) into separate paths, and
  // keep flag alternatives as plain words.
  /** @type {string[][]} */
  let paths = [[]];
  /** @type {string[]} */
  const rest = [];
  let inFlags = false;
  for (const slot of slots) {
    if (slot[0].startsWith('-')) inFlags = true;
    if (!inFlags && slot.length > 1) paths = paths.flatMap((p) => slot.map((w) => [...p, w]));
    else if (!inFlags) paths = paths.map((p) => [...p, slot[0]]);
    else rest.push(...slot);
  }
  return {words: [...paths[0], ...rest], alternatives: paths.map((p) => [...p, ...rest])};
}

/**
 * Every invocation in a code block.
 * @param {{page: string, line: number, lang: string, body: string}} block
 * @returns {Invocation[]}
 */
export function invocationsInBlock(block) {
  /** @type {Invocation[]} */
  const out = [];
  const lang = block.lang.toLowerCase();
  if (SHELL_LANGS.has(lang)) {
    for (const {text, line} of logicalLines(block.body, lang)) {
      for (const words of invocationsInLine(text)) {
        out.push({
          page: block.page,
          line: block.line + 1 + line,
          tool: words[0],
          words,
          text: text.trim(),
          synopsis: false,
        });
      }
    }
  } else if (SYNOPSIS_LANGS.has(lang)) {
    const lines = logicalLines(block.body, 'bash');
    for (const {text, line} of lines) {
      const t = text.replace(PROMPT, '').trim();
      const tool = t.split(/\s+/)[0];
      if (!TOOLS.includes(tool)) continue;
      const {words, alternatives} = synopsisWords(t);
      out.push({page: block.page, line: block.line + 1 + line, tool, words, text: t, synopsis: true, alternatives});
    }
  } else {
    // Code in another language: commands quoted in its comments.
    block.body.split('\n').forEach((l, k) => {
      const comment = l.match(/(?:\/\/|#|--|\/\*|\*)\s?(.*)$/);
      if (!comment) return;
      const spans = [...comment[1].matchAll(/`([^`]+)`/g)].map((m) => m[1]);
      const after = comment[1].match(/(?:^|:\s)((?:temporal|tcld|tctl)\s+[a-z].*)$/);
      if (after && !spans.some((s) => after[1].includes(s))) spans.push(after[1]);
      for (const s of spans) {
        for (const words of invocationsInLine(s)) {
          out.push({
            page: block.page,
            line: block.line + 1 + k,
            tool: words[0],
            words,
            text: s.trim(),
            synopsis: false,
          });
        }
      }
    });
  }
  return out;
}
