import {describe, expect, it} from 'vitest';
import type {Hit} from '../../search/engine';
import {hitsToPassages, MAX_PASSAGE_LENGTH, questionToQuery, sitePath} from '../passages';
import {EXAMPLE_QUESTIONS} from '../questions';

const ORIGIN = 'https://docs.temporal.io';

function hit(path: string, anchor: string | null, content: string | null, lvl2: string | null = null): Hit {
  const page = `${ORIGIN}${path}`;
  return {
    objectID: `${path}#${anchor}`,
    url: anchor ? `${page}#${anchor}` : page,
    url_without_anchor: page,
    anchor,
    type: content ? 'content' : 'lvl2',
    hierarchy: {lvl0: 'Docs', lvl1: `Title of ${path}`, lvl2, lvl3: null, lvl4: null, lvl5: null, lvl6: null},
    content,
    _highlightResult: {hierarchy: {}},
    _snippetResult: {hierarchy: {}},
  };
}

describe('questionToQuery', () => {
  it('keeps the topic words of the example questions', () => {
    expect(EXAMPLE_QUESTIONS.map(questionToQuery)).toEqual([
      'Temporal',
      'get started Temporal',
      'Temporal Workflow TypeScript',
      'Signals',
    ]);
  });

  it('falls back to the question when it has only common words', () => {
    expect(questionToQuery('How does it work?')).toBe('How does it work');
  });
});

describe('sitePath', () => {
  it('keeps paths on this site and refuses other origins', () => {
    expect(sitePath(`${ORIGIN}/workflows#signals`, ORIGIN)).toBe('/workflows#signals');
    expect(sitePath('https://evil.example/x', ORIGIN)).toBeNull();
    expect(sitePath('javascript:alert(1)', ORIGIN)).toBeNull();
  });
});

describe('hitsToPassages', () => {
  it('prefers hits with text, at most two per page, then fills with headings', () => {
    const passages = hitsToPassages(
      [
        hit('/a', null, null, 'Heading only'),
        hit('/b', 'one', 'Signals carry data into a running Workflow.'),
        hit('/b', 'two', 'A second passage about Signals.'),
        hit('/b', 'three', 'A third passage about Signals.'),
        hit('/c', 'x', 'Signals and Queries compared.'),
      ],
      'Signals',
      ORIGIN,
    );
    expect(passages.map((p) => p.path)).toEqual(['/b#one', '/b#two', '/c#x', '/a']);
    expect(passages[0]).toEqual({
      page: 'Title of /b',
      section: null,
      text: 'Signals carry data into a running Workflow.',
      path: '/b#one',
    });
    expect(passages[3]!.section).toBe('Heading only');
  });

  it('cuts long passages around the match, at word boundaries, as plain text', () => {
    const long = `${'intro words '.repeat(60)}the <b>Signal</b> handler ${'more text '.repeat(60)}`;
    const [passage] = hitsToPassages([hit('/d', 'h', long)], 'Signal', ORIGIN);
    expect(passage!.text.length).toBeLessThanOrEqual(MAX_PASSAGE_LENGTH + 2);
    expect(passage!.text).toContain('<b>Signal</b> handler');
    expect(passage!.text.startsWith('…')).toBe(true);
    expect(passage!.text.endsWith('…')).toBe(true);
  });

  it('drops hits that point off the site and limits the count', () => {
    const hits = [hit('/e', null, 'text'), {...hit('/f', null, 'text'), url: 'https://other.example/f'}];
    expect(hitsToPassages(hits, 'text', ORIGIN).map((p) => p.path)).toEqual(['/e']);
    const many = Array.from({length: 12}, (_, i) => hit(`/p${i}`, null, 'text'));
    expect(hitsToPassages(many, 'text', ORIGIN)).toHaveLength(5);
  });
});

describe('hitsToPassages with a heading and its paragraph', () => {
  it('shows the heading with the text of a later hit for the same anchor', () => {
    const passages = hitsToPassages(
      [
        hit('/m', 'signals', null, 'Signals'),
        hit('/n', null, 'Other text'),
        hit('/m', 'signals', 'Use Signals for events.', 'Signals'),
      ],
      'Signals',
      ORIGIN,
    );
    expect(passages[0]).toEqual({
      page: 'Title of /m',
      section: 'Signals',
      text: 'Use Signals for events.',
      path: '/m#signals',
    });
    expect(passages.map((p) => p.path)).toEqual(['/m#signals', '/n']);
  });
});
