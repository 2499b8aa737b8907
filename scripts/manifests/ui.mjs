#!/usr/bin/env node
// @ts-check
// Generates manifests/ui.json from the Temporal Web UI source (temporalio/ui) at a release tag:
// every field of the UI server's YAML configuration (server/server/config/config.go, through its
// `yaml:"…"` tags) with its type, and every environment variable the container image's
// configuration template (server/config/docker.yaml) reads, with the field it sets and its default.
//
//   node scripts/manifests/ui.mjs <ui git dir> [tag]
import {commitOf, goImports, repoArgs, show, tagValue, writeManifest} from './lib.mjs';
import {GoRepo} from './gopkg.mjs';

const {dir, tag} = repoArgs('node scripts/manifests/ui.mjs <ui git dir> [tag]');
const repo = new GoRepo(dir, tag, 'github.com/temporalio/ui-server/v2');
const CONFIG_PKG = 'server/server/config';

/** @type {Record<string, {type: string, file: string, line: number}>} */
const fields = {};
const PRIMITIVE = /** @type {Record<string, string>} */ ({
  string: 'string',
  bool: 'bool',
  int: 'int',
  'time.Duration': 'duration',
  'map[string]interface{}': 'map',
  'map[string]any': 'map',
});
/** @param {string} typeName @param {string} prefix */
function walk(typeName, prefix) {
  const s = repo.structsOf(CONFIG_PKG).get(typeName);
  if (!s) throw new Error(`struct ${typeName} not found in ${CONFIG_PKG}`);
  goImports(repo.source(s.file));
  for (const f of s.fields) {
    const key = tagValue(f.tag, 'yaml');
    if (!f.name || !key || key === '-') continue;
    const path = prefix ? `${prefix}.${key}` : key;
    const t = f.type.replace(/^\*/, '');
    if (PRIMITIVE[t]) fields[path] = {type: PRIMITIVE[t], file: s.file, line: f.line};
    else if (t === '[]string') fields[path] = {type: 'list of strings', file: s.file, line: f.line};
    else if (t.startsWith('[]')) {
      fields[path] = {type: 'list', file: s.file, line: f.line};
      walk(t.slice(2), `${path}[]`);
    } else {
      fields[path] = {type: 'object', file: s.file, line: f.line};
      walk(t, path);
    }
  }
}
walk('Config', '');

// The container image's template: `key: {{ env "NAME" | default "value" }}` lines and
// `{{- range env "NAME" | split "," }}` list blocks, with the YAML path from the indentation.
const TEMPLATE = 'server/config/docker.yaml';
const template = show(dir, tag, TEMPLATE);
/** @type {Record<string, {field: string, default: string | null, list: boolean, line: number}>} */
const envVars = {};
/** @type {{indent: number, key: string, item?: boolean}[]} */
const stack = [];
const pathOf = () =>
  stack
    .map((s) => s.key)
    .join('.')
    .replace(/\.\[\]/g, '[]');
template.split('\n').forEach((line, i) => {
  const keyMatch = line.match(/^(\s*)(- )?([A-Za-z]\w*):/);
  if (keyMatch) {
    const dash = keyMatch[1].length;
    if (keyMatch[2]) {
      // a list item: it belongs to the key that owns the list
      while (
        stack.length &&
        (stack[stack.length - 1].indent > dash ||
          (stack[stack.length - 1].item && stack[stack.length - 1].indent === dash))
      )
        stack.pop();
      stack.push({indent: dash, key: '[]', item: true});
      stack.push({indent: dash + 2, key: keyMatch[3]});
    } else {
      while (stack.length && stack[stack.length - 1].indent >= dash) stack.pop();
      stack.push({indent: dash, key: keyMatch[3]});
    }
    const fieldPath = pathOf();
    const env = line.match(/\{\{\s*env\s+"(\w+)"\s*(?:\|\s*default\s+"([^"]*)")?\s*\}\}/);
    if (env) envVars[env[1]] = {field: fieldPath, default: env[2] ?? null, list: false, line: i + 1};
    return;
  }
  const range = line.match(/range\s+env\s+"(\w+)"\s*\|\s*split/);
  if (range) envVars[range[1]] = {field: pathOf(), default: null, list: true, line: i + 1};
});
// A list's default: the literal items of the `{{- else }}` branch that follows the range's `{{- end }}`
// (cors.allowOrigins).
{
  const lines = template.split('\n');
  const directive = (/** @type {string} */ l) => l.match(/\{\{-?\s*(if|range|else|end)\b/)?.[1];
  for (const v of Object.values(envVars)) {
    if (!v.list) continue;
    let j = v.line; // the line after the range
    while (j < lines.length && directive(lines[j]) !== 'end') j++;
    j++;
    while (j < lines.length && !directive(lines[j]) && !lines[j].trim()) j++;
    if (directive(lines[j] ?? '') !== 'else') continue;
    const items = [];
    for (j++; j < lines.length && !directive(lines[j]); j++) {
      const item = lines[j].match(/^\s*-\s*"?([^"]*?)"?\s*$/);
      if (item) items.push(item[1]);
    }
    v.default = items.join(',');
  }
}
for (const [name, v] of Object.entries(envVars)) {
  if (!fields[v.field])
    throw new Error(`${TEMPLATE}:${v.line}: ${name} sets ${v.field}, which config.go does not define`);
}

await writeManifest('ui', {
  source: 'temporalio/ui',
  tag,
  commit: commitOf(dir, tag),
  generatedBy: 'scripts/manifests/ui.mjs',
  configFile: `${CONFIG_PKG}/config.go`,
  fields,
  template: TEMPLATE,
  envVars,
});
console.log(`${Object.keys(fields).length} config fields, ${Object.keys(envVars).length} environment variables`);
