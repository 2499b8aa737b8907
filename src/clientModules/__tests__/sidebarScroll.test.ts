import {describe, expect, it} from 'vitest';
import {centringScrollTop} from '../sidebarScroll';

describe('centringScrollTop', () => {
  const box = {scrollTop: 0, clientHeight: 600, top: 100};

  it('leaves a link that is fully visible where it is', () => {
    expect(centringScrollTop(box, {top: 120, bottom: 150})).toBeNull();
    expect(centringScrollTop(box, {top: 670, bottom: 700})).toBeNull();
  });

  it('centres a link below or above the visible part of the box', () => {
    // 1,000 px below the box's top edge, 30 px tall: centred, it sits 285 px from the top.
    expect(centringScrollTop(box, {top: 1100, bottom: 1130})).toBe(1000 - 285);
    expect(centringScrollTop({...box, scrollTop: 2000}, {top: 50, bottom: 80})).toBe(2000 - 50 - 285);
  });

  it('never scrolls above the top', () => {
    expect(centringScrollTop({...box, scrollTop: 10}, {top: 60, bottom: 90})).toBe(0);
  });
});
