import {describe, expect, it} from 'vitest';
import {belongsInSidebar} from '../sidebarItems';

const doc = (sourceDirName: string, frontMatter: Record<string, unknown> = {}) =>
  ({id: 'x', sourceDirName, frontMatter}) as unknown as Parameters<typeof belongsInSidebar>[0];

describe('belongsInSidebar', () => {
  it('keeps ordinary pages in the documentation sidebar', () => {
    expect(belongsInSidebar(doc('develop/go'), '.')).toBe(true);
  });

  it('leaves pages marked sidebar_exclude out of every sidebar', () => {
    expect(belongsInSidebar(doc('develop/go', {sidebar_exclude: true}), '.')).toBe(false);
    expect(belongsInSidebar(doc('tctl-v1', {sidebar_exclude: true}), 'tctl-v1')).toBe(false);
  });

  it('keeps the tctl v1 pages out of the documentation sidebar but in their own', () => {
    expect(belongsInSidebar(doc('tctl-v1'), '.')).toBe(false);
    expect(belongsInSidebar(doc('tctl-v1/sub'), '.')).toBe(false);
    expect(belongsInSidebar(doc('tctl-v1'), 'tctl-v1')).toBe(true);
    expect(belongsInSidebar(doc('tctl-v1-notes'), '.')).toBe(true);
  });
});
