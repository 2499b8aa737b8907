// @ts-check
// Checks one command line's words against a tool's command tree (lib/cli-tools.mjs): every
// command word must be a real subcommand (or alias) and every flag, long or short, a flag of that
// command or one it inherits. Values are not judged: placeholders such as <namespace>, $NS or …
// stand for anything. Returns null when the line is right, or the problem with the nearest real
// command or flag.

/** @param {string} a @param {string} b */
export function distance(a, b) {
  const d = Array.from({length: a.length + 1}, (_, i) => [i, ...Array(b.length).fill(0)]);
  for (let j = 1; j <= b.length; j++) d[0][j] = j;
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++)
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
  return d[a.length][b.length];
}

/** The closest candidates to `word`, best first. @param {string} word @param {string[]} candidates */
export function nearest(word, candidates, n = 1) {
  const w = word.replace(/^-+/, '');
  // compare like with like: a long flag with long flags, a short one with short ones
  const dashes = word.match(/^-*/)?.[0].length ?? 0;
  const same = candidates.filter(
    (c) => (c.match(/^-*/)?.[0].length ?? 0) === dashes || (dashes === 1 && c.startsWith('--')),
  );
  return [...new Set(same.length ? same : candidates)]
    .map((c) => {
      const bare = c.replace(/^-+/, '');
      // a shared prefix or containment counts as close ("--namespace-id" vs "--namespace")
      const bonus = bare.includes(w) || w.includes(bare) ? -2 : 0;
      return {c, d: distance(w, bare) + bonus};
    })
    .sort((x, y) => x.d - y.d || x.c.localeCompare(y.c))
    .slice(0, n)
    .map((x) => x.c);
}

export const isPlaceholder = (/** @type {string} */ w) => /^<.*>$|^\$|^\{.*\}$|…|\.\.\.|^[A-Z_]{2,}$|<.*>/.test(w);

/**
 * @param {import('./cli-tools.mjs').Tool} tool
 * @param {string[]} words the words after the tool name
 * @returns {{ok: true, path: string[], placeholderPath?: boolean} | {ok: false, path: string[], message: string}}
 */
export function checkWords(tool, words) {
  const root = tool.command([]);
  if (!root) return {ok: false, path: [], message: `${tool.name} --help could not be read`};
  /** @type {string[]} */
  let pathWords = [];
  let cmd = root;
  /** @type {{flag: string, level: string[]}[]} */
  const flags = [];
  let placeholderPath = false;
  let positional = 0;
  // deprecated flags are hidden from --help but the tool still accepts them
  const flagsOf = (/** @type {import('./cli-tools.mjs').Command} */ c) => [
    ...c.flags,
    ...c.inherited,
    ...(c.deprecated ?? []),
  ];
  /** @param {string} word @param {import('./cli-tools.mjs').Flag[]} known */
  const lookup = (word, known) => {
    const eq = word.indexOf('=');
    const bare = (eq < 0 ? word : word.slice(0, eq)).replace(/^-+/, '');
    const long = word.startsWith('--') || tool.style === 'urfave';
    return known.find((f) =>
      long
        ? f.name === bare || f.aliases.includes(bare) || (tool.style === 'urfave' && f.short === bare)
        : f.short === bare,
    );
  };
  for (let i = 0; i < words.length; i++) {
    const w = words[i];
    if (w === '--') break;
    if (/^-{1,2}[A-Za-z?]/.test(w)) {
      flags.push({flag: w, level: [...pathWords]});
      const f = lookup(w, flagsOf(cmd)) ?? (tool.style === 'cobra' ? lookup(w, flagsOf(root)) : undefined);
      const next = words[i + 1];
      if (f?.takesValue && !w.includes('=')) i++;
      // cobra: a flag of a subcommand not reached yet (a group's persistent flag written before the
      // group, `temporal --address h:1 workflow list`); its value is not a command word
      else if (
        !f &&
        tool.style === 'cobra' &&
        !w.includes('=') &&
        next !== undefined &&
        !next.startsWith('-') &&
        !cmd.subcommands.some((x) => x.name === next || x.aliases.includes(next))
      )
        i++;
      continue;
    }
    if (cmd.subcommands.length && positional === 0) {
      let sub = cmd.subcommands.find((s) => s.name === w || s.aliases.includes(w));
      // a hidden command (not listed by --help, e.g. tcld feature) still answers its own --help
      if (!sub && /^[a-z][a-z0-9_-]*$/.test(w) && tool.command([...pathWords, w])) sub = {name: w, aliases: []};
      if (sub) {
        const next = tool.command([...pathWords, sub.name]);
        if (!next)
          return {
            ok: false,
            path: pathWords,
            message: `${tool.name} ${[...pathWords, sub.name].join(' ')} --help could not be read`,
          };
        pathWords = [...pathWords, sub.name];
        cmd = next;
        continue;
      }
      if (isPlaceholder(w)) {
        placeholderPath = true;
        break;
      }
      if (!cmd.runnable) {
        const all = cmd.subcommands.map((s) => s.name);
        return {
          ok: false,
          path: pathWords,
          message: `unknown command "${w}" in \`${[tool.name, ...pathWords, w].join(' ')}\`; nearest: \`${[tool.name, ...pathWords, nearest(w, all)[0]].join(' ')}\` (${tool.name} ${tool.version}: ${[tool.name, ...pathWords].join(' ')} has ${cmd.subcommands.map((s) => s.name).join(', ')})`,
        };
      }
    }
    positional++;
  }
  if (placeholderPath) return {ok: true, path: pathWords, placeholderPath: true};
  /** @type {string[]} */
  const problems = [];
  for (const {flag, level} of flags) {
    if (/^--?(help|h)$/.test(flag)) continue;
    // urfave/cli: a flag belongs to the command it follows; cobra: any flag of the final command
    // or one it inherits (persistent flags may come before the subcommand).
    const at = tool.style === 'urfave' ? /** @type {import('./cli-tools.mjs').Command} */ (tool.command(level)) : cmd;
    if (lookup(flag, flagsOf(at))) continue;
    const names = (/** @type {import('./cli-tools.mjs').Flag[]} */ fs) =>
      fs
        .filter((f) => f.name !== 'help')
        .flatMap((f) => [`--${f.name}`, ...f.aliases.map((a) => `--${a}`), ...(f.short ? [`-${f.short}`] : [])]);
    const own = names(at.flags);
    const all = names(flagsOf(at));
    const bare = flag.split('=')[0];
    // the command's own flags first; a global flag only when it is clearly closer
    const ownBest = nearest(bare, own)[0];
    const allBest = nearest(bare, all)[0];
    const d = (/** @type {string | undefined} */ c) =>
      c ? distance(bare.replace(/^-+/, ''), c.replace(/^-+/, '')) : Infinity;
    const best = ownBest && d(ownBest) <= d(allBest) + 2 ? ownBest : allBest;
    const where = [tool.name, ...(tool.style === 'urfave' ? level : pathWords)].join(' ');
    let hint = best ? `nearest: ${best}` : 'it takes no flags';
    // urfave/cli: a flag of the parent or the root given after the subcommand is not accepted
    if (tool.style === 'urfave' && level.length) {
      const rootFlag = lookup(flag, flagsOf(root));
      if (rootFlag)
        hint = `--${rootFlag.name} is a global flag of ${tool.name}: it goes before the command (\`${tool.name} --${rootFlag.name} … ${level.join(' ')}\`)`;
    }
    const line = `unknown flag ${flag.split('=')[0]} for \`${where}\`; ${hint}`;
    if (!problems.includes(line)) problems.push(line);
  }
  if (problems.length) return {ok: false, path: pathWords, message: problems.join('\n')};
  return {ok: true, path: pathWords};
}
