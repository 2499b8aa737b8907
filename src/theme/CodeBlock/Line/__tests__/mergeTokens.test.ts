import {describe, expect, it} from 'vitest';
import type {Token} from 'prism-react-renderer';
import {isUnstyled, mergeTokens, type StyleOf} from '../mergeTokens';

// A Prism theme as getTokenProps applies it: keywords and strings coloured, punctuation too, the
// rest (plain text, names, operators) left to the line's colour.
const THEME: Record<string, {color: string}> = {
  keyword: {color: '#6cb0e8'},
  string: {color: '#ce9178'},
  punctuation: {color: '#d4d4d4'},
};
const styleOf: StyleOf = (token) => {
  if (token.empty) return {display: 'inline-block'};
  const styles = token.types.map((type) => THEME[type]).filter(Boolean);
  return styles.length === 0 ? undefined : Object.assign({}, ...styles);
};
const t = (content: string, ...types: string[]): Token => ({types: types.length ? types : ['plain'], content});
const text = (line: readonly Token[]) => line.map((token) => token.content).join('');

describe('mergeTokens', () => {
  it('writes unstyled tokens as one plain run and keeps the styled ones', () => {
    const line = [
      t('package', 'keyword'),
      t(' '),
      t('com', 'namespace'),
      t('.', 'namespace', 'punctuation'),
      t('example', 'namespace'),
    ];
    const merged = mergeTokens(line, styleOf);
    expect(merged).toEqual([t('package', 'keyword'), t(' com'), t('.', 'namespace', 'punctuation'), t('example')]);
    expect(text(merged)).toBe(text(line));
  });

  it('joins neighbours of the same style into one token with the first one’s types', () => {
    const line = [t('(', 'punctuation'), t(')', 'punctuation'), t(' '), t('"a"', 'string'), t(';', 'punctuation')];
    expect(mergeTokens(line, styleOf)).toEqual([
      t('()', 'punctuation'),
      t(' '),
      t('"a"', 'string'),
      t(';', 'punctuation'),
    ]);
  });

  it('does not join tokens whose styles differ, even when both are styled', () => {
    const line = [t('if', 'keyword'), t('(', 'punctuation'), t('x'), t(')', 'punctuation')];
    expect(mergeTokens(line, styleOf)).toHaveLength(4);
  });

  it('drops empty tokens but keeps an empty line’s placeholder and a lone token as they are', () => {
    expect(mergeTokens([t(''), t('return', 'keyword'), t('')], styleOf)).toEqual([t('return', 'keyword')]);
    const placeholder: Token = {types: ['plain'], content: '', empty: true};
    expect(mergeTokens([placeholder], styleOf)).toEqual([placeholder]);
    expect(mergeTokens([t('}', 'punctuation')], styleOf)).toEqual([t('}', 'punctuation')]);
  });

  it('keeps every character of a long line, in order', () => {
    const line = Array.from({length: 200}, (_, i) =>
      i % 3 === 0 ? t(`k${i}`, 'keyword') : i % 3 === 1 ? t(' ') : t(`n${i}`, 'name'),
    );
    const merged = mergeTokens(line, styleOf);
    expect(text(merged)).toBe(text(line));
    expect(merged.length).toBeLessThan(line.length);
  });
});

describe('isUnstyled', () => {
  it('is true only for no style or an empty one', () => {
    expect(isUnstyled(undefined)).toBe(true);
    expect(isUnstyled({})).toBe(true);
    expect(isUnstyled({color: 'red'})).toBe(false);
    expect(isUnstyled({display: 'inline-block'})).toBe(false);
  });
});
