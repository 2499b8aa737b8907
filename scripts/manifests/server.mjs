#!/usr/bin/env node
// @ts-check
// Generates manifests/server.json from the Temporal Server source (temporalio/temporal) at a
// release tag: every dynamic configuration key (scope, type, default), every metric definition
// (name, type) and metric label name, the static YAML configuration tree (key paths and types),
// the temporal-server command line (flags, environment variables, defaults, commands) and the Go
// ServerOption functions.
//
//   node scripts/manifests/server.mjs <temporal git dir> [tag]
//
// The git dir is a clone or the search tool's fetched snapshot (/work/.mirror/temporalio+temporal/repo);
// the tag defaults to the newest vX.Y.Z release.
import path from 'node:path';
import {
  commitOf,
  blankGoComments,
  findGoCalls,
  goDuration,
  goImports,
  goString,
  listFiles,
  matchBracket,
  repoArgs,
  splitTopLevel,
  tagValue,
  writeManifest,
} from './lib.mjs';
import {GoRepo} from './gopkg.mjs';

const {dir, tag} = repoArgs('node scripts/manifests/server.mjs <temporal git dir> [tag]');
const repo = new GoRepo(dir, tag, 'go.temporal.io/server');
const goFiles = listFiles(
  dir,
  tag,
  '.',
  (f) => f.endsWith('.go') && !f.endsWith('_test.go') && !f.includes('/testdata/'),
);

/** A JSON value for an evaluated Go constant: durations as Go strings ("1m0s"), numbers, booleans, strings. */
function jsonValue(/** @type {{kind: string, value: any} | null} */ v) {
  if (!v) return null;
  if (v.kind === 'duration') return goDuration(v.value);
  if (v.kind === 'float' && !Number.isFinite(v.value)) return v.value > 0 ? '+Inf' : '-Inf';
  return v.value;
}

const compact = (/** @type {string} */ s) => s.replace(/\s+/g, ' ').trim();

// ---------------------------------------------------------------------------------------------
// Dynamic configuration

const SETTING =
  /^New(Global|NamespaceID|Namespace|TaskQueue|ShardID|TaskType|Destination|ChasmTaskType)(Bool|Int|Float|Duration|String|Map|Typed)Setting(WithConstrainedDefault|WithConverter)?$/;
const SCOPES = /** @type {Record<string, string>} */ ({
  Global: 'global',
  Namespace: 'namespace',
  NamespaceID: 'namespaceID',
  TaskQueue: 'taskQueue',
  ShardID: 'shardID',
  TaskType: 'taskType',
  Destination: 'destination',
  ChasmTaskType: 'chasmTaskType',
});

/** @type {Record<string, any>} */
const dynamicConfig = {};
for (const file of goFiles) {
  if (
    file.startsWith('common/dynamicconfig/setting_gen') ||
    (file.includes('/dynamicconfig/') && !file.endsWith('constants.go') && file.startsWith('common/dynamicconfig/'))
  ) {
    continue;
  }
  const raw = repo.source(file);
  if (!/Setting(WithConstrainedDefault|WithConverter)?\s*(\[[^\]]*\])?\s*\(/.test(raw)) continue;
  const src = blankGoComments(raw);
  for (const call of findGoCalls(src, SETTING)) {
    const m = /** @type {RegExpMatchArray} */ (call.fn.match(SETTING));
    const [, scope, type, variant] = m;
    let key = goString(call.args[0]);
    if (key === null) {
      const v = repo.evaluate(call.args[0], file);
      key = v?.kind === 'string' ? v.value : null;
    }
    if (!key) throw new Error(`${file}:${call.line}: cannot read the key of ${call.fn}(${call.args[0]})`);
    const typeParam = type === 'Typed' ? src.slice(call.start).match(/^\w+\s*\[([^\]]*)\]/)?.[1] : undefined;
    const defArg = variant === 'WithConverter' ? call.args[2] : call.args[1];
    /** @type {Record<string, any>} */
    const entry = {
      scope: SCOPES[scope],
      type: type === 'Typed' ? (typeParam ? `typed:${compact(typeParam)}` : 'typed') : type.toLowerCase(),
      default: null,
      file,
      line: call.line,
    };
    if (variant === 'WithConstrainedDefault') {
      const constrained = constrainedDefault(defArg, file);
      entry.default = constrained.fallback;
      entry.constrainedDefaults = constrained.overrides;
    } else {
      const v = repo.evaluate(defArg, file);
      entry.default = jsonValue(v);
      if (v === null) {
        const struct = repo.composite(defArg, file);
        if (struct) entry.default = struct;
        else entry.defaultExpr = compact(defArg).slice(0, 160);
      }
    }
    if (dynamicConfig[key])
      throw new Error(`dynamic config key ${key} defined twice (${dynamicConfig[key].file}, ${file})`);
    dynamicConfig[key] = entry;
  }
}

/**
 * `[]TypedConstrainedValue[T]{{Constraints: …, Value: v}, …}` (or a variable holding one): the
 * value without constraints is the fallback; the others are listed with their constraints.
 * @param {string} expr @param {string} file
 */
function constrainedDefault(expr, file) {
  let text = expr.trim();
  let where = file;
  if (/^\w+$/.test(text)) {
    const c = repo.constantsOf(path.dirname(file)).get(text);
    if (!c) throw new Error(`${file}: unknown constrained default ${text}`);
    text = c.expr;
    where = c.file;
  }
  const open = text.indexOf('{', text.indexOf(']', text.indexOf('TypedConstrainedValue')) + 1);
  const body = text.slice(open + 1, matchBracket(text, open));
  /** @type {any} */
  let fallback = null;
  const overrides = [];
  for (const item of splitTopLevel(body)) {
    const inner = item.replace(/^\{|\}$/g, '');
    const fields = Object.fromEntries(
      splitTopLevel(inner).map((kv) => {
        const i = kv.indexOf(':');
        return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()];
      }),
    );
    const value = jsonValue(repo.evaluate(fields.Value ?? 'nil', where));
    if (fields.Constraints)
      overrides.push({constraints: compact(fields.Constraints.replace(/^Constraints\s*/, '')), value});
    else fallback = value;
  }
  return {fallback, overrides};
}

// ---------------------------------------------------------------------------------------------
// Metrics

const METRIC_DEF = /^New(Counter|Timer|Gauge|BytesHistogram|DimensionlessHistogram)Def$/;
const METRIC_TYPES = /** @type {Record<string, string>} */ ({
  Counter: 'counter',
  Timer: 'timer',
  Gauge: 'gauge',
  BytesHistogram: 'histogram (bytes)',
  DimensionlessHistogram: 'histogram',
});
/** @type {Record<string, any>} */
const metrics = {};
for (const file of goFiles) {
  const raw = repo.source(file);
  if (!/New(Counter|Timer|Gauge|BytesHistogram|DimensionlessHistogram)Def\(/.test(raw)) continue;
  if (file === 'common/metrics/defs.go' || file === 'common/metrics/defs_base.go') continue;
  const src = blankGoComments(raw);
  for (const call of findGoCalls(src, METRIC_DEF)) {
    let name = goString(call.args[0]);
    if (name === null) {
      const v = repo.evaluate(call.args[0], file);
      name = v?.kind === 'string' ? v.value : null;
    }
    if (!name) continue; // a generic helper, not a definition
    const type = METRIC_TYPES[/** @type {RegExpMatchArray} */ (call.fn.match(METRIC_DEF))[1]];
    if (metrics[name] && metrics[name].type !== type) {
      throw new Error(`metric ${name} defined as ${metrics[name].type} and ${type}`);
    }
    metrics[name] ??= {type, file, line: call.line};
  }
}

/** Label (tag) names: the string constants of common/metrics/tags.go and the *Tag / *TagName constants of metric_defs.go. */
const labels = new Set();
for (const [name, c] of repo.constantsOf('common/metrics')) {
  const v = goString(c.expr);
  if (v === null || !/^[a-z][\w-]*$/i.test(v)) continue;
  const fromTags =
    c.file === 'common/metrics/tags.go' &&
    !/Value$|Suffix$|Prefix$|^queryType|Run$|^newRun|^unknown|^false|^true|^tagExcluded|^namespaceAll|^errorPrefix/.test(
      name,
    );
  if (fromTags || /Tag(Name)?$/.test(name)) labels.add(v);
}

// ---------------------------------------------------------------------------------------------
// Static configuration (YAML) tree

/** @type {Record<string, {type: string, file: string, line: number}>} */
const configKeys = {};
/**
 * @param {string} pkg folder of the Go package
 * @param {string} typeName
 * @param {string} prefix YAML path so far
 * @param {string[]} seen types on the current path (cycle guard)
 */
function walkStruct(pkg, typeName, prefix, seen) {
  const s = repo.structsOf(pkg).get(typeName);
  if (!s) throw new Error(`struct ${pkg}.${typeName} not found`);
  const imports = goImports(repo.source(s.file));
  for (const f of s.fields) {
    const yamlTag = tagValue(f.tag, 'yaml');
    if (yamlTag === '-') continue;
    if (!f.name || (yamlTag === '' && /inline/.test(f.tag))) {
      const t = resolveType(f.type, pkg, imports);
      if (t.kind === 'struct') walkStruct(t.pkg, t.name, prefix, seen);
      continue;
    }
    if (!/^[A-Z]/.test(f.name)) continue;
    const key = yamlTag || f.name.toLowerCase();
    const full = prefix ? `${prefix}.${key}` : key;
    addType(full, f.type, pkg, imports, s.file, f.line, seen);
  }
}

/**
 * @param {string} full @param {string} goType @param {string} pkg @param {Map<string, string>} imports
 * @param {string} file @param {number} line @param {string[]} seen
 */
function addType(full, goType, pkg, imports, file, line, seen) {
  const t = resolveType(goType, pkg, imports);
  configKeys[full] = {type: t.display, file, line};
  const id = `${t.pkg}.${t.name}`;
  if (t.kind === 'struct' && !seen.includes(id)) walkStruct(t.pkg, t.name, full, [...seen, id]);
  if ((t.kind === 'map' || t.kind === 'list') && t.elem) {
    const seg = t.kind === 'map' ? `${full}.<name>` : `${full}[]`;
    const e = t.elem;
    const eid = `${e.pkg}.${e.name}`;
    if (e.kind === 'struct' && !seen.includes(eid)) {
      configKeys[seg] = {type: e.display, file, line};
      walkStruct(e.pkg, e.name, seg, [...seen, eid]);
    }
  }
}

/**
 * @param {string} goType @param {string} pkg @param {Map<string, string>} imports
 * @returns {{kind: string, display: string, pkg: string, name: string, elem?: any}}
 */
function resolveType(goType, pkg, imports) {
  const t = goType.trim().replace(/^\*/, '');
  if (t.startsWith('[]')) {
    const elem = resolveType(t.slice(2), pkg, imports);
    return {kind: 'list', display: `list of ${elem.display}`, pkg: '', name: '', elem};
  }
  const map = t.match(/^map\[([^\]]+)\](.+)$/);
  if (map) {
    const elem = resolveType(map[2], pkg, imports);
    return {kind: 'map', display: `map of ${elem.display}`, pkg: '', name: '', elem};
  }
  const primitive = /** @type {Record<string, string>} */ ({
    string: 'string',
    bool: 'bool',
    int: 'int',
    int32: 'int',
    int64: 'int',
    uint: 'int',
    uint16: 'int',
    uint32: 'int',
    float64: 'float',
    float32: 'float',
    'time.Duration': 'duration',
    any: 'any',
    'interface{}': 'any',
  });
  if (primitive[t]) return {kind: 'primitive', display: primitive[t], pkg: '', name: t};
  const q = t.match(/^(\w+)\.(\w+)$/);
  let targetPkg = pkg;
  let name = t;
  if (q) {
    const importPath = imports.get(q[1]);
    const folder = importPath ? repo.folderOf(importPath) : null;
    if (!folder) return {kind: 'external', display: t, pkg: '', name: t};
    targetPkg = folder;
    name = q[2];
  }
  if (repo.structsOf(targetPkg).has(name)) return {kind: 'struct', display: 'object', pkg: targetPkg, name};
  // a named non-struct type (type X string, type X int …)
  for (const f of repo.packageFiles(targetPkg)) {
    const under = repo.source(f).match(new RegExp(`^(?:type\\s+|\\s+)${name}\\s+(\\w+)\\s*$`, 'm'));
    if (under && primitive[under[1]]) return {kind: 'primitive', display: primitive[under[1]], pkg: '', name};
  }
  return {kind: 'named', display: name, pkg: targetPkg, name};
}

walkStruct('common/config', 'Config', '', ['common/config.Config']);

// ---------------------------------------------------------------------------------------------
// temporal-server command line and Go ServerOptions

const mainFile = 'cmd/server/main.go';
const mainSrc = blankGoComments(repo.source(mainFile));
/** @param {string} body the text inside `&cli.XFlag{…}` @param {string} kind */
function flagOf(body, kind) {
  const fields = Object.fromEntries(
    splitTopLevel(body).map((kv) => {
      const i = kv.indexOf(':');
      return [kv.slice(0, i).trim(), kv.slice(i + 1).trim()];
    }),
  );
  const list = (/** @type {string | undefined} */ v) =>
    v
      ? splitTopLevel(v.replace(/^\[\]string\s*\{|\}$/g, '')).map(
          (x) => goString(x) ?? repo.evaluate(x, mainFile)?.value ?? x,
        )
      : [];
  let def = null;
  if (fields.Value) {
    const s = goString(fields.Value);
    def = s ?? (fields.Value.includes('DefaultServices') ? 'DefaultServices' : compact(fields.Value));
  }
  return {
    name: goString(fields.Name),
    kind,
    aliases: list(fields.Aliases),
    envVars: list(fields.EnvVars),
    default: def,
    hidden: fields.Hidden === 'true',
    deprecated: /deprecated/i.test(goString(fields.Usage ?? '""') ?? ''),
  };
}
/** @type {{name: string | null, kind: string}[]} */
const globalFlags = [];
/** @type {Record<string, any>} */
const commands = {};
{
  const flagRe = /&cli\.(\w+)Flag\s*\{/g;
  const cmdStart = mainSrc.indexOf('app.Commands');
  let m;
  while ((m = flagRe.exec(mainSrc))) {
    const open = m.index + m[0].length - 1;
    const close = matchBracket(mainSrc, open);
    const flag = flagOf(mainSrc.slice(open + 1, close), m[1]);
    if (m.index < cmdStart) globalFlags.push(flag);
    flagRe.lastIndex = close;
  }
  const listOpen = mainSrc.indexOf('{', mainSrc.indexOf('[]*cli.Command', cmdStart));
  const listBody = mainSrc.slice(listOpen + 1, matchBracket(mainSrc, listOpen));
  for (const item of splitTopLevel(listBody)) {
    const name = goString(item.match(/Name:\s*("[^"]*")/)?.[1] ?? '""');
    if (!name) continue;
    const flags = [];
    const fre = /&cli\.(\w+)Flag\s*\{/g;
    let f;
    while ((f = fre.exec(item))) {
      const o = f.index + f[0].length - 1;
      const c = matchBracket(item, o);
      flags.push(flagOf(item.slice(o + 1, c), f[1]));
      fre.lastIndex = c;
    }
    commands[name] = {flags, line: mainSrc.slice(0, mainSrc.indexOf(item)).split('\n').length};
  }
}
const defaultServicesExpr = repo.constantsOf('temporal').get('DefaultServices');
const defaultServices = defaultServicesExpr
  ? splitTopLevel(defaultServicesExpr.expr.replace(/^\[\]string\s*\{|\}$/g, '')).map((x) => {
      const q = x.match(/^(\w+)\.(\w+)$/);
      const name = q ? q[2] : x;
      const v = repo.evaluate(`${x}`, defaultServicesExpr.file) ?? repo.evaluate(name, defaultServicesExpr.file);
      return v?.kind === 'string' ? v.value : x;
    })
  : [];

/** @type {Record<string, {params: string, line: number}>} */
const serverOptions = {};
{
  const file = 'temporal/server_option.go';
  const src = blankGoComments(repo.source(file));
  const re = /^func\s+(\w+)\s*\(/gm;
  let m;
  while ((m = re.exec(src))) {
    const open = m.index + m[0].length - 1;
    const close = matchBracket(src, open);
    const after = src.slice(close + 1, src.indexOf('{', close)).trim();
    if (after !== 'ServerOption') continue;
    serverOptions[m[1]] = {
      params: compact(src.slice(open + 1, close)).replace(/,$/, ''),
      line: src.slice(0, m.index).split('\n').length,
    };
  }
}
/** Loader functions of common/config (config.Load, its options, and LoadConfig when present). */
const configLoaders = [];
for (const f of repo.packageFiles('common/config')) {
  const src = repo.source(f);
  for (const m of src.matchAll(/^func\s+(Load\w*|With\w+)\s*\(/gm)) configLoaders.push(m[1]);
}

/** Values some configuration keys accept, read from the constants that name them. */
const stringConsts = (/** @type {string} */ pkg, /** @type {RegExp} */ name) =>
  [...repo.constantsOf(pkg)]
    .filter(([k]) => name.test(k))
    .map(([, c]) => goString(c.expr))
    .filter((v) => v !== null);
const sqlPlugins = listFiles(dir, tag, 'common/persistence/sql/sqlplugin', (f) => f.endsWith('/plugin.go'))
  .map((f) => path.dirname(f))
  .flatMap((pkg) => stringConsts(pkg, /^PluginName\w*$/));
const configValues = {
  'persistence.datastores.<name>.sql.pluginName': sqlPlugins.sort(),
  'dcRedirectionPolicy.policy': stringConsts('common/rpc/interceptor', /^DCRedirectionPolicy\w+$/).filter(Boolean),
  'persistence.datastores.<name>.elasticsearch.indices': stringConsts(
    'common/persistence/visibility/store/elasticsearch/client',
    /^(Secondary)?VisibilityAppName$/,
  ),
  // the roles of common/primitives/role.go that run as services (not "all", "server", "unittest")
  'services.<name>': stringConsts(
    'common/primitives',
    /^(Frontend|InternalFrontend|History|Matching|Worker)Service$/,
  ).sort(),
};

// The constraint names a dynamic configuration file may use (matched case-insensitively) and the
// smallest poll interval the file-based client accepts.
const yamlLoader = 'common/dynamicconfig/yaml_loader.go';
const constraintsFn =
  repo
    .source(yamlLoader)
    .split(/^func /m)
    .find((f) => f.startsWith('convertYamlConstraints')) ?? '';
const dynamicConfigConstraints = [...constraintsFn.matchAll(/case\s+"(\w+)"/g)].map((m) => m[1]);
const minPoll = repo.evaluate('minPollInterval', 'common/dynamicconfig/file_based_client.go');

const sortObject = (/** @type {Record<string, any>} */ o) =>
  Object.fromEntries(Object.entries(o).sort(([a], [b]) => a.localeCompare(b)));

await writeManifest('server', {
  source: 'temporalio/temporal',
  tag,
  commit: commitOf(dir, tag),
  generatedBy: 'scripts/manifests/server.mjs',
  dynamicConfig: sortObject(dynamicConfig),
  dynamicConfigConstraints,
  dynamicConfigMinPollInterval: jsonValue(minPoll),
  metrics: sortObject(metrics),
  metricLabels: [...labels].sort(),
  config: sortObject(configKeys),
  cli: {file: mainFile, globalFlags, commands, defaultServices},
  serverOptions: sortObject(serverOptions),
  configLoaders: [...new Set(configLoaders)].sort(),
  configValues,
});
console.log(
  `${Object.keys(dynamicConfig).length} dynamic config keys, ${Object.keys(metrics).length} metrics, ${labels.size} labels, ` +
    `${Object.keys(configKeys).length} config keys, ${Object.keys(serverOptions).length} server options`,
);
