// One lint gate for the site's code. Content (MDX) is checked by the
// content gate and the build, not by ESLint.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import react from 'eslint-plugin-react';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import declaredImports from './scripts/lint/no-undeclared-imports.mjs';

export default tseslint.config(
  {
    ignores: [
      'build/',
      'build-fixtures/',
      '.docusaurus/',
      'node_modules/',
      'reports/',
      'test-results/',
      'playwright-report/',
      'examples/',
      '.tools/',
      '.cache/',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx,mjs,js}'],
    languageOptions: {globals: {...globals.node, ...globals.browser}},
    plugins: {react, 'react-hooks': reactHooks, local: declaredImports},
    settings: {react: {version: '19'}},
    rules: {
      ...react.configs.recommended.rules,
      ...reactHooks.configs.recommended.rules,
      // React 19 with the automatic runtime needs no React import in scope.
      'react/react-in-jsx-scope': 'off',
      // Props are typed with TypeScript.
      'react/prop-types': 'off',
      // Unused arguments are allowed when prefixed with an underscore.
      '@typescript-eslint/no-unused-vars': ['error', {argsIgnorePattern: '^_', varsIgnorePattern: '^_'}],
      // Every imported package is declared in package.json (scripts/lint/no-undeclared-imports.mjs).
      'local/no-undeclared-imports': 'error',
    },
  },
  {
    files: ['**/*.cjs'],
    languageOptions: {sourceType: 'commonjs', globals: globals.node},
    plugins: {local: declaredImports},
    rules: {'@typescript-eslint/no-require-imports': 'off', 'local/no-undeclared-imports': 'error'},
  },
  {
    // Playwright fixtures call a function named `use`, which is not React's hook.
    files: ['tests/**/*.ts'],
    rules: {'react-hooks/rules-of-hooks': 'off'},
  },
);
