import {describe, expect, it} from 'vitest';
import {codeTheme, HIGHLIGHTED_LINE_BACKGROUND} from '../prism';

function rgb(colour: string): [number, number, number] {
  const m = colour.match(/rgba?\((\d+), (\d+), (\d+)/);
  if (m) return [Number(m[1]), Number(m[2]), Number(m[3])];
  const hex = colour.replace('#', '');
  return [0, 2, 4].map((i) => parseInt(hex.slice(i, i + 2), 16)) as [number, number, number];
}

function luminance([r, g, b]: [number, number, number]): number {
  const f = (v: number) => ((v /= 255) <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4);
  return 0.2126 * f(r) + 0.7152 * f(g) + 0.0722 * f(b);
}

function contrast(a: [number, number, number], b: [number, number, number]): number {
  const [x, y] = [luminance(a), luminance(b)];
  return (Math.max(x, y) + 0.05) / (Math.min(x, y) + 0.05);
}

describe('code theme', () => {
  const background = rgb(codeTheme.plain.backgroundColor!);
  const alpha = Number(HIGHLIGHTED_LINE_BACKGROUND.match(/[\d.]+\)$/)![0].slice(0, -1));
  const highlighted = background.map((c) => Math.round(c * (1 - alpha) + 255 * alpha)) as [number, number, number];

  it('is dark', () => {
    expect(luminance(background)).toBeLessThan(0.05);
  });

  it('keeps every token colour at WCAG AA contrast on plain and highlighted lines', () => {
    const colours = [codeTheme.plain.color!, ...codeTheme.styles.map((s) => s.style.color).filter(Boolean)] as string[];
    const failing = colours.filter((c) => contrast(rgb(c), background) < 4.5 || contrast(rgb(c), highlighted) < 4.5);
    expect(failing).toEqual([]);
  });
});
