// The scratch configuration of `npm run bench -- llms`, checked in seconds so that a change to the
// site's configuration or a new docusaurus-plugin-llms release breaks here rather than five minutes
// into the comparison build.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type {LoadContext, Plugin, PluginConfig} from '@docusaurus/types';
import {describe, expect, it} from 'vitest';
import compare from '../llms-compare.config';
import site from '../../docusaurus.config';

const ROOT = path.resolve(__dirname, '../..');
const moduleOf = (plugin: PluginConfig) => (Array.isArray(plugin) ? plugin[0] : plugin);
const sitePlugins = site.plugins as PluginConfig[];
const comparePlugins = (compare.plugins ?? []) as PluginConfig[];

describe('the llms comparison configuration', () => {
  it('is the site with our exporter moved into the comparison plugin, every plugin path made absolute', () => {
    const ours = sitePlugins.map(moduleOf).filter((m) => typeof m === 'string' && m.includes('llms-export'));
    expect(ours).toEqual(['./plugins/llms-export/index.ts']);
    const modules = comparePlugins.map(moduleOf);
    expect(modules).toHaveLength(sitePlugins.length);
    for (const module of modules.filter((m): m is string => typeof m === 'string')) {
      expect(module.startsWith('./'), module).toBe(false);
      if (module.startsWith('/')) expect(fs.existsSync(module), module).toBe(true);
    }
    expect(modules.map((m) => (typeof m === 'string' ? path.relative(ROOT, m) : m))).not.toContain(
      'plugins/llms-export/index.ts',
    );
    const {plugins: _plugins, ...rest} = compare;
    const {plugins: _sitePlugins, ...siteRest} = site;
    expect(rest).toEqual(siteRest);
  });

  it('sets up both exporters, with options docusaurus-plugin-llms accepts', async () => {
    const factory = comparePlugins.at(-1) as (context: LoadContext) => Plugin;
    const outDir = fs.mkdtempSync(path.join(os.tmpdir(), 'llms-compare-'));
    try {
      const context = {siteDir: ROOT, siteConfig: compare, outDir} as unknown as LoadContext;
      const plugin = factory(context);
      expect(plugin.name).toBe('llms-compare');
      expect(typeof plugin.allContentLoaded).toBe('function');
      expect(typeof plugin.postBuild).toBe('function');
    } finally {
      fs.rmSync(outDir, {recursive: true, force: true});
    }
  });
});
