// @ts-check
// ESLint rule: every package the code imports is declared in package.json (dependencies or
// devDependencies), so an install never depends on what another package happens to pull in.
// Docusaurus's client aliases (@theme/…, @site/…, @generated/…, @docusaurus/Link and the other
// exports of @docusaurus/core's client) are not packages and are allowed.
import fs from 'node:fs';
import {builtinModules} from 'node:module';
import path from 'node:path';

const ROOT = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..', '..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const declared = new Set([...Object.keys(pkg.dependencies ?? {}), ...Object.keys(pkg.devDependencies ?? {})]);
const ALIASES = /^@(theme|theme-original|theme-init|site|generated)\//;
const CORE_CLIENT_EXPORTS = path.join(ROOT, 'node_modules', '@docusaurus', 'core', 'lib', 'client', 'exports');

/** The package a bare specifier names, or null for relative paths, built-ins and aliases. */
export function packageOf(/** @type {string} */ specifier) {
  if (/^[./]/.test(specifier) || specifier.startsWith('node:') || ALIASES.test(specifier)) return null;
  const name = specifier.startsWith('@') ? specifier.split('/').slice(0, 2).join('/') : specifier.split('/')[0];
  if (builtinModules.includes(name)) return null;
  if (name.startsWith('@docusaurus/') && !declared.has(name)) {
    const alias = specifier.slice('@docusaurus/'.length);
    if (fs.existsSync(path.join(CORE_CLIENT_EXPORTS, `${alias}.js`))) return null;
  }
  return name;
}

/** @type {import('eslint').Rule.RuleModule} */
const rule = {
  meta: {type: 'problem', docs: {description: 'imported packages are declared in package.json'}, schema: []},
  create(context) {
    /** @param {import('estree').Node} node @param {unknown} source @param {boolean} [typesOnly] */
    const check = (node, source, typesOnly = false) => {
      if (typeof source !== 'string') return;
      const name = packageOf(source);
      // `import type {Root} from 'mdast'` needs only the declared @types/mdast.
      const typesPackage = `@types/${name?.replace(/^@(.+)\/(.+)$/, '$1__$2')}`;
      if (name && !declared.has(name) && !(typesOnly && declared.has(typesPackage))) {
        context.report({node, message: `"${name}" is imported but not declared in package.json.`});
      }
    };
    return {
      ImportDeclaration: (node) =>
        check(
          node,
          node.source.value,
          /** @type {{importKind?: string}} */ (node).importKind === 'type' ||
            (node.specifiers.length > 0 &&
              node.specifiers.every((s) => /** @type {{importKind?: string}} */ (s).importKind === 'type')),
        ),
      ExportNamedDeclaration: (node) => node.source && check(node, node.source.value),
      ExportAllDeclaration: (node) => check(node, node.source.value),
      ImportExpression: (node) => node.source.type === 'Literal' && check(node, node.source.value),
      CallExpression: (node) =>
        node.callee.type === 'Identifier' &&
        node.callee.name === 'require' &&
        node.arguments[0]?.type === 'Literal' &&
        check(node, node.arguments[0].value),
    };
  },
};

export default {rules: {'no-undeclared-imports': rule}};
