import {describe, expect, it} from 'vitest';
import {NAMED_SDK_WEIGHTS, rewriteQuery} from '../queryRewrite';
import {optionalFilterWeight} from '../facets';
import {sdkNamedIn, sdkOfWord} from '../../sdkChoice';

describe('rewriteQuery', () => {
  const [named, neutral] = NAMED_SDK_WEIGHTS;

  it('takes an SDK named in the query out of the text and ranks its guide first', () => {
    expect(rewriteQuery('dotnet client hangs')).toEqual({
      query: 'client hangs',
      optionalFilters: [`sdk:dotnet<score=${named}>`, `sdk:<score=${neutral}>`],
    });
    expect(rewriteQuery('golang send signal').optionalFilters).toEqual([
      `sdk:go<score=${named}>`,
      `sdk:<score=${neutral}>`,
    ]);
    expect(rewriteQuery('C# worker').query).toBe('worker');
    expect(rewriteQuery('.NET SDK worker')).toMatchObject({
      query: 'worker',
      optionalFilters: [`sdk:dotnet<score=${named}>`, `sdk:<score=${neutral}>`],
    });
    expect(rewriteQuery('typescript node module in workflow').query).toBe('module in workflow');
  });

  it('keeps the SDK word when it is the whole query', () => {
    expect(rewriteQuery('python')).toMatchObject({
      query: 'python',
      optionalFilters: [`sdk:python<score=${named}>`, `sdk:<score=${neutral}>`],
    });
  });

  it("passes the caller's optional filters through when the query names no SDK, and replaces them when it does", () => {
    expect(rewriteQuery('retry policy', ['sdk:go'])).toEqual({query: 'retry policy', optionalFilters: ['sdk:go']});
    expect(rewriteQuery('retry policy')).toEqual({query: 'retry policy'});
    expect(rewriteQuery('java retry policy', ['sdk:go']).optionalFilters).toEqual([
      `sdk:java<score=${named}>`,
      `sdk:<score=${neutral}>`,
    ]);
  });

  it('normalises pasted error text', () => {
    expect(rewriteQuery('"Workflow task timed out"').query).toBe('workflow task timeout');
    expect(rewriteQuery('activity times out (StartToClose)').query).toBe('activity timeout starttoclose');
    expect(rewriteQuery('error: [TMPRL1100] nondeterminism!').query).toBe('error tmprl1100 nondeterminism');
    expect(rewriteQuery('temporal server start-dev').query).toBe('temporal server start-dev');
  });
});

describe('sdkOfWord', () => {
  it('knows the names and nicknames of the SDKs, and nothing inherited', () => {
    expect(sdkOfWord('Golang')).toBe('go');
    expect(sdkOfWord('py')).toBe('python');
    expect(sdkOfWord('c#')).toBe('dotnet');
    expect(sdkOfWord('constructor')).toBeNull();
    expect(sdkNamedIn('toString workflow')).toBeNull();
  });
});

describe('optionalFilterWeight', () => {
  const facets = {language: 'en', sdk: ''};
  it('gives the best matching weight, the default for a filter without a score, and 1 without a match', () => {
    expect(optionalFilterWeight({...facets, sdk: 'go'}, ['sdk:go<score=20>', 'sdk:<score=4>'], 3)).toBe(20);
    expect(optionalFilterWeight(facets, ['sdk:go<score=20>', 'sdk:<score=4>'], 3)).toBe(4);
    expect(optionalFilterWeight({...facets, sdk: 'java'}, ['sdk:go<score=20>', 'sdk:<score=4>'], 3)).toBe(1);
    expect(optionalFilterWeight({...facets, sdk: 'go'}, ['sdk:go'], 3)).toBe(3);
    expect(optionalFilterWeight(facets, undefined, 3)).toBe(1);
  });
});
