import {describe, expect, it} from 'vitest';
import {
  backoffSeconds,
  formatSeconds,
  SCHEDULE_TO_CLOSE,
  simulateRetries,
  START_TO_CLOSE,
  validateRetryInput,
  type RetrySimulationInput,
} from '../retrySimulation';

const base: RetrySimulationInput = {
  initialIntervalSeconds: 1,
  backoffCoefficient: 2,
  maximumAttempts: 0,
  nonRetryableErrorTypes: [],
  pattern: [],
  defaultAttemptDurationSeconds: 1,
};

const fail = (errorType = 'Boom') => ({kind: 'fail' as const, errorType});

describe('backoffSeconds', () => {
  it('grows exponentially and stops at the maximum interval', () => {
    expect([1, 2, 3, 4, 5].map((n) => backoffSeconds(n, 1, 2, 10))).toEqual([1, 2, 4, 8, 10]);
  });

  it('stays constant with a coefficient of 1', () => {
    expect([1, 2, 3].map((n) => backoffSeconds(n, 30, 1, 3000))).toEqual([30, 30, 30]);
  });

  it('caps overflowing values', () => {
    expect(backoffSeconds(5000, 1, 2, 100)).toBe(100);
  });
});

describe('simulateRetries', () => {
  it('succeeds on the first attempt when nothing fails', () => {
    const r = simulateRetries(base);
    expect(r.outcome).toBe('succeeded');
    expect(r.reason).toBe('SUCCEEDED');
    expect(r.attempts).toHaveLength(1);
    expect(r.totalSeconds).toBe(1);
  });

  it('lays out start times from attempt durations and backoff delays', () => {
    const r = simulateRetries({...base, pattern: [fail(), fail(), fail()]});
    expect(r.outcome).toBe('succeeded');
    expect(r.attempts.map((a) => a.startSeconds)).toEqual([0, 2, 5, 10]);
    expect(r.attempts.map((a) => a.delayAfterSeconds)).toEqual([1, 2, 4, undefined]);
    expect(r.attempts[3]?.outcome).toBe('succeeded');
  });

  it('defaults the maximum interval to 100 times the initial interval', () => {
    const r = simulateRetries({...base, initialIntervalSeconds: 2, pattern: Array(12).fill(fail())});
    expect(r.effectiveMaximumIntervalSeconds).toBe(200);
    expect(Math.max(...r.attempts.map((a) => a.delayAfterSeconds ?? 0))).toBe(200);
  });

  it('respects an explicit maximum interval', () => {
    const r = simulateRetries({...base, maximumIntervalSeconds: 3, pattern: [fail(), fail(), fail(), fail()]});
    expect(r.attempts.map((a) => a.delayAfterSeconds)).toEqual([1, 2, 3, 3, undefined]);
    expect(r.attempts[2]?.note).toMatch(/capped/);
  });

  it('stops at the maximum number of attempts', () => {
    const r = simulateRetries({...base, maximumAttempts: 3, afterPattern: fail('Flaky')});
    expect(r.outcome).toBe('failed');
    expect(r.reason).toBe('MAXIMUM_ATTEMPTS_REACHED');
    expect(r.attempts).toHaveLength(3);
    expect(r.attempts[2]?.delayAfterSeconds).toBeUndefined();
    expect(r.explanation).toContain('Flaky');
  });

  it('treats maximumAttempts 1 as no retries', () => {
    const r = simulateRetries({...base, maximumAttempts: 1, pattern: [fail()]});
    expect(r.attempts).toHaveLength(1);
    expect(r.reason).toBe('MAXIMUM_ATTEMPTS_REACHED');
  });

  it('stops at once on a type listed in nonRetryableErrorTypes', () => {
    const r = simulateRetries({
      ...base,
      nonRetryableErrorTypes: ['InvalidInput'],
      pattern: [fail('Timeout'), fail('InvalidInput')],
    });
    expect(r.reason).toBe('NON_RETRYABLE_FAILURE');
    expect(r.attempts).toHaveLength(2);
  });

  it('checks non-retryable before the attempt limit', () => {
    const r = simulateRetries({...base, maximumAttempts: 1, nonRetryableErrorTypes: ['Bad'], pattern: [fail('Bad')]});
    expect(r.reason).toBe('NON_RETRYABLE_FAILURE');
  });

  it('stops at once on a failure raised as non-retryable', () => {
    const r = simulateRetries({...base, pattern: [{kind: 'fail', errorType: 'Declined', nonRetryable: true}]});
    expect(r.reason).toBe('NON_RETRYABLE_FAILURE');
    expect(r.attempts[0]?.note).toMatch(/raised as non-retryable/);
  });

  it('uses a delay requested by the failure instead of the backoff', () => {
    const r = simulateRetries({
      ...base,
      pattern: [{kind: 'fail', errorType: 'RateLimited', nextRetryDelaySeconds: 60}],
    });
    expect(r.attempts[0]?.delayAfterSeconds).toBe(60);
    expect(r.attempts[1]?.startSeconds).toBe(61);
  });

  it('caps a delay the failure asks for at the maximum interval, as the server does', () => {
    const r = simulateRetries({
      ...base,
      maximumIntervalSeconds: 30,
      pattern: [{kind: 'fail', errorType: 'RateLimited', nextRetryDelaySeconds: 60}],
    });
    expect(r.attempts[0]?.delayAfterSeconds).toBe(30);
    expect(r.attempts[0]?.note).toMatch(/next retry delay of 1m, capped at the maximum interval of 30s/);
  });

  it('times out attempts that exceed Start-To-Close and retries them', () => {
    const r = simulateRetries({...base, startToCloseTimeoutSeconds: 5, pattern: [{kind: 'hang'}]});
    expect(r.attempts[0]).toMatchObject({
      outcome: 'timed-out',
      errorType: START_TO_CLOSE,
      endSeconds: 5,
      delayAfterSeconds: 1,
    });
    expect(r.outcome).toBe('succeeded');
    expect(r.attempts[1]?.startSeconds).toBe(6);
  });

  it('ends the Activity when Schedule-To-Close fires during an attempt', () => {
    const r = simulateRetries({
      ...base,
      scheduleToCloseTimeoutSeconds: 8,
      defaultAttemptDurationSeconds: 3,
      afterPattern: fail(),
    });
    // Attempts start at 0, 4 (3 + 1) and 9 would be too late: 7 + 2 = 9 > 8.
    expect(r.reason).toBe('SCHEDULE_TO_CLOSE_TIMEOUT');
    expect(r.attempts).toHaveLength(2);
    expect(r.attempts[1]?.note).toMatch(/after the Schedule-To-Close deadline/);
  });

  it('cuts an attempt short at the Schedule-To-Close deadline', () => {
    const r = simulateRetries({...base, scheduleToCloseTimeoutSeconds: 10, pattern: [{kind: 'hang'}]});
    expect(r.attempts).toHaveLength(1);
    expect(r.attempts[0]).toMatchObject({outcome: 'timed-out', errorType: SCHEDULE_TO_CLOSE, endSeconds: 10});
    expect(r.totalSeconds).toBe(10);
  });

  it('caps unlimited simulations', () => {
    const r = simulateRetries({...base, afterPattern: fail(), maxSimulatedAttempts: 20});
    expect(r.outcome).toBe('still-retrying');
    expect(r.reason).toBe('SIMULATION_CAP');
    expect(r.attempts).toHaveLength(20);
  });

  it('throws on invalid input', () => {
    expect(() => simulateRetries({...base, backoffCoefficient: 0.5})).toThrow(/Backoff coefficient/);
  });
});

describe('validateRetryInput', () => {
  it('accepts a valid policy', () => {
    expect(validateRetryInput(base)).toEqual([]);
  });

  it('reports each bad field', () => {
    const issues = validateRetryInput({
      ...base,
      initialIntervalSeconds: 0,
      backoffCoefficient: Number.NaN,
      maximumAttempts: -1,
      startToCloseTimeoutSeconds: -5,
    });
    expect(issues.map((i) => i.field).sort()).toEqual(
      ['backoffCoefficient', 'initialIntervalSeconds', 'maximumAttempts', 'startToCloseTimeoutSeconds'].sort(),
    );
  });

  it('rejects a maximum interval below the initial interval', () => {
    expect(validateRetryInput({...base, initialIntervalSeconds: 10, maximumIntervalSeconds: 5})[0]?.field).toBe(
      'maximumIntervalSeconds',
    );
  });

  it('requires a timeout when an attempt hangs', () => {
    expect(validateRetryInput({...base, pattern: [{kind: 'hang'}]})[0]?.field).toBe('startToCloseTimeoutSeconds');
  });

  it('requires an error type on failing attempts', () => {
    expect(validateRetryInput({...base, pattern: [fail(' ')]})[0]?.field).toBe('pattern');
  });
});

describe('formatSeconds', () => {
  it('formats short and long durations', () => {
    expect(formatSeconds(0.5)).toBe('0.5s');
    expect(formatSeconds(42)).toBe('42s');
    expect(formatSeconds(200)).toBe('3m 20s');
    expect(formatSeconds(7500)).toBe('2h 5m');
    expect(formatSeconds(97200)).toBe('1d 3h');
  });
});
