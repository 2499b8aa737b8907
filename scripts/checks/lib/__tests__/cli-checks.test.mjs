// @ts-check
import {describe, expect, it} from 'vitest';
import {compareFlags} from '../../cli-reference.mjs';
import {checkWords, nearest} from '../check-invocation.mjs';
import {Tool, parseCobraFlags, parseUrfaveHelp} from '../cli-tools.mjs';
import {invocationsInBlock, invocationsInLine, logicalLines, synopsisWords} from '../invocations.mjs';
import {cells, flagTable} from '../reference-pages.mjs';

const block = (/** @type {string} */ lang, /** @type {string} */ body) =>
  invocationsInBlock({page: 'p.mdx', line: 10, lang, body});

describe('finding command lines in code blocks', () => {
  it('joins continuation lines and reports the first line', () => {
    const [inv] = block('bash', '# start one\ntemporal workflow start \\\n    --type Order \\\n    --task-queue q');
    expect(inv.words).toEqual(['temporal', 'workflow', 'start', '--type', 'Order', '--task-queue', 'q']);
    expect(inv.line).toBe(12);
  });

  it('strips prompts and skips output lines in console blocks', () => {
    const found = block(
      'console',
      '$ temporal workflow list\n  temporal workflow list is printed here\n$ tcld version',
    );
    expect(found.map((i) => i.words.join(' '))).toEqual(['temporal workflow list', 'tcld version']);
  });

  it('finds commands after pipes, in substitutions and after VAR= prefixes, and skips heredocs', () => {
    const lines = logicalLines(
      'ID=$(temporal workflow start -o json | jq -r .id)\ncat <<EOF\ntemporal not a command\nEOF\nNS=x tcld namespace get -n "$NS"',
      'bash',
    );
    const words = lines.flatMap((l) => invocationsInLine(l.text));
    expect(words).toEqual([
      ['temporal', 'workflow', 'start', '-o', 'json'],
      ['tcld', 'namespace', 'get', '-n', '$NS'],
    ]);
  });

  it('keeps <placeholders> as words and drops comments', () => {
    expect(invocationsInLine('tcld request get --request-id <id> # check it')).toEqual([
      ['tcld', 'request', 'get', '--request-id', '<id>'],
    ]);
  });

  it('reads usage synopses with alternatives', () => {
    const {alternatives} = synopsisWords('tcld account metrics enable | disable [flags]');
    expect(alternatives).toEqual([
      ['tcld', 'account', 'metrics', 'enable'],
      ['tcld', 'account', 'metrics', 'disable'],
    ]);
    expect(synopsisWords('tcld user get (--user-email <e> | --user-id <id>)').words).toEqual([
      'tcld',
      'user',
      'get',
      '--user-email',
      '<e>',
      '--user-id',
      '<id>',
    ]);
  });
});

/**
 * A two-level tool: root flag --address, command `wf start` with --type/-t and a bool --yes.
 * @param {'cobra' | 'urfave'} style
 */
function fakeTool(style) {
  const flag = (/** @type {string} */ name, /** @type {string | null} */ short, takesValue = true) => ({
    name,
    aliases: [],
    short,
    type: takesValue ? 'string' : 'bool',
    default: null,
    required: false,
    takesValue,
  });
  /** @type {Record<string, {subcommands: {name: string, aliases: string[]}[], flags: import('../cli-tools.mjs').Flag[], runnable: boolean}>} */
  const tree = {
    '': {subcommands: [{name: 'wf', aliases: []}], flags: [flag('address', null)], runnable: false},
    wf: {subcommands: [{name: 'start', aliases: ['s']}], flags: [], runnable: false},
    'wf start': {subcommands: [], flags: [flag('type', 't'), flag('yes', 'y', false)], runnable: true},
  };
  return new Tool(
    'x',
    'v1',
    (p) => {
      const c = tree[p.join(' ')];
      return c ? {path: p, inherited: style === 'cobra' ? tree[''].flags : [], aliases: [], ...c} : null;
    },
    {style},
  );
}

describe('checking a command line against the tool', () => {
  it('accepts real commands, aliases, flags and placeholder values', () => {
    expect(checkWords(fakeTool('cobra'), ['wf', 's', '--type', '<T>', '-y']).ok).toBe(true);
    expect(checkWords(fakeTool('cobra'), ['wf', 'start', '--address', 'h:1', '--type=Order']).ok).toBe(true);
  });

  it('accepts a subcommand flag written before the subcommand (cobra)', () => {
    expect(checkWords(fakeTool('cobra'), ['--type', 'Order', 'wf', 'start']).ok).toBe(true);
  });

  it('names an unknown command and the nearest real one', () => {
    const r = checkWords(fakeTool('cobra'), ['wf', 'strat']);
    expect(r.ok).toBe(false);
    expect(r.ok ? '' : r.message).toMatch(/unknown command "strat".*nearest: `x wf start`/);
  });

  it('names an unknown flag and the nearest real one', () => {
    const r = checkWords(fakeTool('cobra'), ['wf', 'start', '--tpye', 'A']);
    expect(r.ok ? '' : r.message).toMatch(/unknown flag --tpye .*nearest: --type/);
  });

  it('rejects a global flag after the command in urfave/cli tools', () => {
    const r = checkWords(fakeTool('urfave'), ['wf', 'start', '--address', 'h:1']);
    expect(r.ok ? '' : r.message).toMatch(/--address is a global flag of x: it goes before the command/);
    expect(checkWords(fakeTool('urfave'), ['--address', 'h:1', 'wf', 'start']).ok).toBe(true);
  });

  it('compares long flags with long flags', () => {
    expect(nearest('--reason', ['-r', '--reasons', '--color'])).toEqual(['--reasons']);
    expect(nearest('-r', ['-r', '--run-id'])).toEqual(['-r']);
  });
});

describe('reading --help', () => {
  it('reads cobra flags with wrapped descriptions, defaults and required', () => {
    const flags = parseCobraFlags([
      '  -t, --task-queue string   Task Queue. Required.',
      '      --task-timeout duration   Start-to-close timeout',
      '                                of a Workflow Task. (default 10s)',
      '      --fail-existing   Fail if it exists.',
    ]);
    expect(flags.map((f) => [f.name, f.short, f.type, f.default, f.required])).toEqual([
      ['task-queue', 't', 'string', null, true],
      ['task-timeout', null, 'duration', '10s', false],
      ['fail-existing', null, 'bool', null, false],
    ]);
  });

  it('reads urfave/cli help, and refuses a parent help printed for a misspelt command', () => {
    const text = [
      'NAME:',
      '   tcld apikey create - Create an API key',
      '',
      'USAGE:',
      '   tcld apikey create [command options] [arguments...]',
      '',
      'OPTIONS:',
      '   --name value, -n value               The name',
      '   --region value, --re value [ --region value, --re value ]  Regions',
      '   --rsa, --r                           Use RSA (default: false)',
      '   --help, -h                           show help',
    ].join('\n');
    const c = parseUrfaveHelp(text, ['apikey', 'create']);
    expect(c?.flags.map((f) => [f.name, f.short, f.aliases, f.type, f.default])).toEqual([
      ['name', 'n', [], 'value', null],
      ['region', null, ['re'], 'value[]', null],
      ['rsa', 'r', [], 'bool', 'false'],
    ]);
    expect(parseUrfaveHelp(text, ['apikey', 'crate'])).toBeNull();
  });
});

describe('comparing a flag table with the tool', () => {
  const table = (/** @type {string[]} */ rows) => ({
    line: 1,
    header: cells('| Flag | Type | Default | Description |'),
    rows: rows.map((r, i) => ({line: 3 + i, cells: cells(r)})),
  });
  const real = [
    {name: 'type', aliases: ['name'], short: null, type: 'string', default: null, required: true, takesValue: true},
    {
      name: 'task-timeout',
      aliases: [],
      short: null,
      type: 'duration',
      default: '10s',
      required: false,
      takesValue: true,
    },
  ];

  it('passes an exact table', () => {
    const doc = flagTable(
      table([
        '| `--type` (alias `--name`) | string | required | Workflow Type. |',
        '| `--task-timeout` | duration | `10s` | Task timeout. |',
      ]),
    );
    expect(compareFlags(doc ?? [], real)).toEqual([]);
  });

  it('reports invented, missing and wrong rows', () => {
    const doc = flagTable(table(['| `--type` | string | | Workflow Type. |', '| `--cron` | string | | Cron. |']));
    expect(compareFlags(doc ?? [], real)).toEqual([
      'line 3: --type aliases --name, the table says none',
      'line 3: --type is required, the table says it is not',
      'line 4: --cron is not a flag of this command (nearest: --name)',
      'missing: --task-timeout duration default `10s`',
    ]);
  });
});
