#!/usr/bin/env node
// @ts-check
// `npm start`: builds the whole site (search index, exports and all) and serves it at
// http://localhost:3000 — every feature works offline. For live-reload authoring use `npm run dev`.
import {spawnSync, spawn} from 'node:child_process';

const env = {...process.env, NO_UPDATE_NOTIFIER: '1'};
console.log(
  'Building the site (about a minute on two cores the first time; about ten seconds once node_modules/.cache holds an earlier build)…',
);
const build = spawnSync('npx', ['docusaurus', 'build'], {stdio: 'inherit', env});
if (build.status !== 0) process.exit(build.status ?? 1);
const serve = spawn(
  process.execPath,
  ['scripts/serve.mjs', '--port', process.env.PORT ?? '3000', '--host', process.env.HOST ?? '127.0.0.1'],
  {stdio: 'inherit', env},
);
serve.on('exit', (code) => process.exit(code ?? 0));
