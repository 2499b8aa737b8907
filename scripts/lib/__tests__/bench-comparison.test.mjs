// @ts-check
import {describe, expect, it} from 'vitest';
import {
  atMost,
  formatDifference,
  formatRatio,
  inpFromEntries,
  markdownTable,
  medianByField,
  ratioAtMost,
  scoreAtLeast,
  verdictWord,
} from '../bench-measures.mjs';

describe('INP from Event Timing entries', () => {
  it('takes the longest entry of each interaction and the worst interaction', () => {
    const entries = [
      {interactionId: 7, duration: 24, name: 'pointerdown'},
      {interactionId: 7, duration: 56, name: 'click'},
      {interactionId: 8, duration: 40, name: 'keydown'},
      {interactionId: 0, duration: 300, name: 'mousemove'},
    ];
    expect(inpFromEntries(entries)).toBe(56);
  });

  it('ignores events outside interactions and reports 0 when none passed the threshold', () => {
    expect(inpFromEntries([{interactionId: 0, duration: 120}, {duration: 90}])).toBe(0);
    expect(inpFromEntries([])).toBe(0);
  });

  it('skips the worst interaction for every 50, as web-vitals does', () => {
    const entries = Array.from({length: 60}, (_, i) => ({interactionId: i + 1, duration: i === 59 ? 500 : 20 + i}));
    expect(inpFromEntries(entries)).toBe(78);
    expect(inpFromEntries(entries.slice(10, 59))).toBe(78);
  });
});

describe('comparison with the stock template', () => {
  it('formats ratios and differences, and says when a figure is missing', () => {
    expect(formatRatio(45, 150)).toBe('0.30×');
    expect(formatRatio(0, 0)).toBe('1.00×');
    expect(formatRatio(12, 0)).toBe('∞');
    expect(formatRatio(null, 3)).toBeNull();
    expect(formatDifference(97, 85)).toBe('+12');
    expect(formatDifference(80, 85)).toBe('−5');
    expect(formatDifference(85, 85)).toBe('±0');
    expect(formatDifference(85, undefined)).toBeNull();
  });

  it('judges the goals at their boundaries', () => {
    expect(ratioAtMost(50, 100, 0.5).met).toBe(true);
    expect(ratioAtMost(51, 100, 0.5).met).toBe(false);
    expect(ratioAtMost(1, 0, 0.5).met).toBe(false);
    expect(ratioAtMost(null, 100, 0.5).met).toBeNull();
    expect(scoreAtLeast(95, 85, 10).met).toBe(true);
    expect(scoreAtLeast(94, 85, 10).met).toBe(false);
    expect(atMost(60, 60, '≤ 60 s')).toEqual({met: true, text: '≤ 60 s'});
    expect(atMost(60.1, 60, '≤ 60 s').met).toBe(false);
    expect([true, false, null].map(verdictWord)).toEqual(['yes', 'NO', 'n/a']);
  });

  it('takes the median of each figure over runs, leaving out missing values', () => {
    const runs = [
      {tbt: 120, lcp: 2400, performance: null},
      {tbt: 80, lcp: 2600, performance: null},
      {tbt: 300, lcp: 2500, performance: null},
    ];
    expect(medianByField(runs)).toEqual({tbt: 120, lcp: 2500, performance: null});
    expect(medianByField([{seconds: 30}, {seconds: 40}])).toEqual({seconds: 35});
  });

  it('writes a Markdown table with missing cells as – and pipes escaped', () => {
    expect(
      markdownTable(
        ['figure', 'site'],
        [
          ['cold build', '29.6 s'],
          ['a|b', null],
        ],
      ),
    ).toBe(['| figure | site |', '| --- | --- |', '| cold build | 29.6 s |', '| a\\|b | – |'].join('\n'));
  });
});
