import fs from 'node:fs';
import {createRequire} from 'node:module';
import {describe, expect, it} from 'vitest';

const require = createRequire(import.meta.url);
const {patchClientEntry} = require('../firstLoadRetry.cjs') as {patchClientEntry: (s: string) => string};
const clientEntry = () => fs.readFileSync(require.resolve('@docusaurus/core/lib/client/clientEntry.js'), 'utf8');

describe('first-load retry patch', () => {
  it('adds a failure handler to the installed clientEntry.js that renders without hydrating, once', () => {
    const source = clientEntry();
    const patched = patchClientEntry(source);
    expect(patched).not.toBe(source);
    expect(patched).toMatch(/\}, \(error\) => \{[\s\S]*ReactDOM\.createRoot\(container/);
    // The first route is preloaded after the first frame (at once in a hidden tab).
    expect(patched).toMatch(
      /visibilityState === 'hidden'[\s\S]*requestAnimationFrame[\s\S]*\.then\(\(\) => preload\(window\.location\.pathname\)\)/,
    );
    expect(patchClientEntry(patched)).toBe(patched);
  });

  it('fails the build with a clear message when the package has changed', () => {
    expect(() => patchClientEntry('something else')).toThrow(/found it 0 times/);
  });
});
