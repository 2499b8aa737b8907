// A pure model of how the Temporal Service retries a failing Activity under a Retry Policy.
// Used by the Activity retry simulator page; no React, no I/O, all times in seconds.

/** What happens in one attempt. */
export type AttemptBehaviour =
  | {kind: 'succeed'; durationSeconds?: number}
  | {
      kind: 'fail';
      /** The failure's type, matched against `nonRetryableErrorTypes`. */
      errorType: string;
      /** Set when the Activity raised the failure as non-retryable. */
      nonRetryable?: boolean;
      /** A delay requested by the failure itself, which replaces the computed backoff. */
      nextRetryDelaySeconds?: number;
      durationSeconds?: number;
    }
  /** The attempt does not finish on its own: only a timeout ends it. */
  | {kind: 'hang'};

export interface RetrySimulationInput {
  /** Delay before the first retry. Must be greater than zero. */
  initialIntervalSeconds: number;
  /** Multiplier applied to the delay after each retry. Must be at least 1. */
  backoffCoefficient: number;
  /** Upper bound for the delay. Unset or 0 means 100 times the initial interval. */
  maximumIntervalSeconds?: number;
  /** Total attempts allowed, the first included. 0 means unlimited. */
  maximumAttempts: number;
  /** Failure types that stop retries at once. */
  nonRetryableErrorTypes: readonly string[];
  /** Behaviour of attempts 1, 2, 3… in order. */
  pattern: readonly AttemptBehaviour[];
  /** Behaviour of every attempt after the pattern. Defaults to success. */
  afterPattern?: AttemptBehaviour;
  /** How long an attempt runs when its behaviour gives no duration. Defaults to 1 second. */
  defaultAttemptDurationSeconds?: number;
  /** Limit for a single attempt. Unset means no limit. */
  startToCloseTimeoutSeconds?: number;
  /** Limit for the whole Activity, retries included. Unset means no limit. */
  scheduleToCloseTimeoutSeconds?: number;
  /** Safety cap for unlimited policies; the simulation stops after this many attempts. */
  maxSimulatedAttempts?: number;
}

export type AttemptOutcome = 'succeeded' | 'failed' | 'timed-out';

export interface AttemptRecord {
  attempt: number;
  /** Seconds since the Activity was scheduled. */
  startSeconds: number;
  endSeconds: number;
  outcome: AttemptOutcome;
  /** The failure type, or the timeout type for timed-out attempts. */
  errorType?: string;
  /** Delay before the next attempt, when there is one. */
  delayAfterSeconds?: number;
  /** Why the delay has its value, or why there is no next attempt. */
  note: string;
}

export type FinalReason =
  | 'SUCCEEDED'
  | 'NON_RETRYABLE_FAILURE'
  | 'MAXIMUM_ATTEMPTS_REACHED'
  | 'SCHEDULE_TO_CLOSE_TIMEOUT'
  | 'SIMULATION_CAP';

export interface RetrySimulationResult {
  attempts: AttemptRecord[];
  outcome: 'succeeded' | 'failed' | 'still-retrying';
  reason: FinalReason;
  /** A sentence that explains the final outcome. */
  explanation: string;
  /** Seconds from scheduling to the end of the last simulated attempt. */
  totalSeconds: number;
  /** The maximum interval actually used (after applying the default). */
  effectiveMaximumIntervalSeconds: number;
}

export interface ValidationIssue {
  field: keyof RetrySimulationInput | 'pattern';
  message: string;
}

export const DEFAULT_MAX_SIMULATED_ATTEMPTS = 50;
export const START_TO_CLOSE = 'StartToClose timeout';
export const SCHEDULE_TO_CLOSE = 'ScheduleToClose timeout';

const isFiniteNumber = (n: unknown): n is number => typeof n === 'number' && Number.isFinite(n);

/** Returns every problem with the input; an empty array means the input can be simulated. */
export function validateRetryInput(input: RetrySimulationInput): ValidationIssue[] {
  const issues: ValidationIssue[] = [];
  if (!isFiniteNumber(input.initialIntervalSeconds) || input.initialIntervalSeconds <= 0) {
    issues.push({field: 'initialIntervalSeconds', message: 'Initial interval must be a number greater than 0.'});
  }
  if (!isFiniteNumber(input.backoffCoefficient) || input.backoffCoefficient < 1) {
    issues.push({field: 'backoffCoefficient', message: 'Backoff coefficient must be a number of at least 1.'});
  }
  if (input.maximumIntervalSeconds !== undefined) {
    if (!isFiniteNumber(input.maximumIntervalSeconds) || input.maximumIntervalSeconds < 0) {
      issues.push({
        field: 'maximumIntervalSeconds',
        message: 'Maximum interval must be 0 (default) or a positive number.',
      });
    } else if (
      input.maximumIntervalSeconds > 0 &&
      isFiniteNumber(input.initialIntervalSeconds) &&
      input.maximumIntervalSeconds < input.initialIntervalSeconds
    ) {
      issues.push({
        field: 'maximumIntervalSeconds',
        message: 'Maximum interval cannot be less than the initial interval.',
      });
    }
  }
  if (!Number.isInteger(input.maximumAttempts) || input.maximumAttempts < 0) {
    issues.push({field: 'maximumAttempts', message: 'Maximum attempts must be a whole number, 0 for unlimited.'});
  }
  for (const [name, value] of [
    ['startToCloseTimeoutSeconds', input.startToCloseTimeoutSeconds],
    ['scheduleToCloseTimeoutSeconds', input.scheduleToCloseTimeoutSeconds],
    ['defaultAttemptDurationSeconds', input.defaultAttemptDurationSeconds],
  ] as const) {
    if (value !== undefined && (!isFiniteNumber(value) || value <= 0)) {
      issues.push({field: name, message: 'Leave this empty or enter a number greater than 0.'});
    }
  }
  if (
    input.maxSimulatedAttempts !== undefined &&
    (!Number.isInteger(input.maxSimulatedAttempts) || input.maxSimulatedAttempts < 1)
  ) {
    issues.push({field: 'maxSimulatedAttempts', message: 'The simulation cap must be a whole number of at least 1.'});
  }
  const behaviours = input.afterPattern ? [...input.pattern, input.afterPattern] : input.pattern;
  behaviours.forEach((b, i) => {
    const where = i < input.pattern.length ? `Attempt ${i + 1}` : 'Later attempts';
    if (b.kind === 'fail' && b.errorType.trim() === '') {
      issues.push({field: 'pattern', message: `${where}: a failing attempt needs an error type.`});
    }
    if (
      b.kind !== 'hang' &&
      b.durationSeconds !== undefined &&
      (!isFiniteNumber(b.durationSeconds) || b.durationSeconds < 0)
    ) {
      issues.push({field: 'pattern', message: `${where}: duration must be 0 or more seconds.`});
    }
    if (
      b.kind === 'fail' &&
      b.nextRetryDelaySeconds !== undefined &&
      (!isFiniteNumber(b.nextRetryDelaySeconds) || b.nextRetryDelaySeconds < 0)
    ) {
      issues.push({field: 'pattern', message: `${where}: next retry delay must be 0 or more seconds.`});
    }
  });
  const hangs = behaviours.some((b) => b.kind === 'hang');
  if (hangs && input.startToCloseTimeoutSeconds === undefined && input.scheduleToCloseTimeoutSeconds === undefined) {
    issues.push({
      field: 'startToCloseTimeoutSeconds',
      message: 'An attempt that hangs needs a Start-To-Close or Schedule-To-Close timeout to end it.',
    });
  }
  return issues;
}

/** The backoff before retry number `attempt` (the delay after attempt `attempt` fails). */
export function backoffSeconds(
  attempt: number,
  initialIntervalSeconds: number,
  backoffCoefficient: number,
  maximumIntervalSeconds: number,
): number {
  const raw = initialIntervalSeconds * Math.pow(backoffCoefficient, attempt - 1);
  return !Number.isFinite(raw) || raw > maximumIntervalSeconds ? maximumIntervalSeconds : raw;
}

/** Simulates the attempts of one Activity. Throws if the input is invalid. */
export function simulateRetries(input: RetrySimulationInput): RetrySimulationResult {
  const issues = validateRetryInput(input);
  if (issues.length > 0) {
    throw new Error(`Invalid retry simulation input: ${issues.map((i) => i.message).join(' ')}`);
  }
  const maxInterval =
    input.maximumIntervalSeconds && input.maximumIntervalSeconds > 0
      ? input.maximumIntervalSeconds
      : 100 * input.initialIntervalSeconds;
  const cap = input.maxSimulatedAttempts ?? DEFAULT_MAX_SIMULATED_ATTEMPTS;
  const defaultDuration = input.defaultAttemptDurationSeconds ?? 1;
  const afterPattern: AttemptBehaviour = input.afterPattern ?? {kind: 'succeed'};
  const deadline = input.scheduleToCloseTimeoutSeconds;
  const nonRetryable = new Set(input.nonRetryableErrorTypes.map((t) => t.trim()).filter(Boolean));

  const attempts: AttemptRecord[] = [];
  let now = 0;

  const finish = (
    outcome: RetrySimulationResult['outcome'],
    reason: FinalReason,
    explanation: string,
  ): RetrySimulationResult => ({
    attempts,
    outcome,
    reason,
    explanation,
    totalSeconds: now,
    effectiveMaximumIntervalSeconds: maxInterval,
  });

  for (let attempt = 1; ; attempt++) {
    const behaviour = input.pattern[attempt - 1] ?? afterPattern;
    const start = now;

    // How long the attempt would run if nothing stopped it.
    const natural = behaviour.kind === 'hang' ? Infinity : (behaviour.durationSeconds ?? defaultDuration);
    let end = start + natural;
    let outcome: AttemptOutcome =
      behaviour.kind === 'succeed' ? 'succeeded' : behaviour.kind === 'fail' ? 'failed' : 'timed-out';
    let errorType: string | undefined = behaviour.kind === 'fail' ? behaviour.errorType.trim() : undefined;

    // Start-To-Close bounds a single attempt.
    const stc = input.startToCloseTimeoutSeconds;
    if (stc !== undefined && natural > stc) {
      end = start + stc;
      outcome = 'timed-out';
      errorType = START_TO_CLOSE;
    }
    // Schedule-To-Close bounds everything; it wins if it fires first.
    if (deadline !== undefined && end > deadline) {
      end = deadline;
      now = end;
      attempts.push({
        attempt,
        startSeconds: start,
        endSeconds: end,
        outcome: 'timed-out',
        errorType: SCHEDULE_TO_CLOSE,
        note: 'The Schedule-To-Close Timeout fired during this attempt. Timeouts of the whole Activity are never retried.',
      });
      return finish(
        'failed',
        'SCHEDULE_TO_CLOSE_TIMEOUT',
        `The Activity timed out: the Schedule-To-Close Timeout of ${formatSeconds(deadline)} expired during attempt ${attempt}.`,
      );
    }

    now = end;
    const record: AttemptRecord = {attempt, startSeconds: start, endSeconds: end, outcome, errorType, note: ''};
    attempts.push(record);

    if (outcome === 'succeeded') {
      record.note = 'The attempt returned a result.';
      return finish(
        'succeeded',
        'SUCCEEDED',
        `The Activity succeeded on attempt ${attempt}, ${formatSeconds(end)} after it was scheduled.`,
      );
    }

    // 1. Non-retryable failures stop at once.
    const flaggedNonRetryable = behaviour.kind === 'fail' && behaviour.nonRetryable === true;
    if (outcome === 'failed' && (flaggedNonRetryable || (errorType !== undefined && nonRetryable.has(errorType)))) {
      record.note = flaggedNonRetryable
        ? 'The failure was raised as non-retryable.'
        : `"${errorType}" is listed in nonRetryableErrorTypes.`;
      return finish(
        'failed',
        'NON_RETRYABLE_FAILURE',
        `The Activity failed on attempt ${attempt} with a non-retryable failure (${errorType}); no retry was scheduled.`,
      );
    }

    // 2. The attempt limit.
    if (input.maximumAttempts > 0 && attempt >= input.maximumAttempts) {
      record.note = `This was attempt ${attempt} of at most ${input.maximumAttempts}.`;
      return finish(
        'failed',
        'MAXIMUM_ATTEMPTS_REACHED',
        `The Activity failed: all ${input.maximumAttempts} allowed attempts failed. The last failure was ${errorType}.`,
      );
    }

    // 3. The delay: a delay requested by the failure, or exponential backoff; the server caps either
    // at the maximum interval (service/history/workflow/retry.go, nextBackoffInterval).
    const requested = behaviour.kind === 'fail' && outcome === 'failed' ? behaviour.nextRetryDelaySeconds : undefined;
    const delay =
      requested !== undefined
        ? Math.min(requested, maxInterval)
        : backoffSeconds(attempt, input.initialIntervalSeconds, input.backoffCoefficient, maxInterval);
    const capped = requested === undefined && delayUncapped(attempt, input) > maxInterval;

    // 4. A retry that could not start before the Schedule-To-Close deadline is not scheduled.
    if (deadline !== undefined && end + delay > deadline) {
      record.note = `The next retry would start at ${formatSeconds(end + delay)}, after the Schedule-To-Close deadline.`;
      return finish(
        'failed',
        'SCHEDULE_TO_CLOSE_TIMEOUT',
        `The Activity failed: the retry after attempt ${attempt} would start after the Schedule-To-Close Timeout of ${formatSeconds(deadline)}.`,
      );
    }

    if (attempt >= cap) {
      record.delayAfterSeconds = delay;
      record.note = `Next retry in ${formatSeconds(delay)}. The simulation stops here.`;
      return finish(
        'still-retrying',
        'SIMULATION_CAP',
        `After ${cap} simulated attempts the Activity is still being retried. With unlimited attempts and no Schedule-To-Close Timeout, it retries until it succeeds or the Workflow cancels it.`,
      );
    }

    record.delayAfterSeconds = delay;
    record.note =
      requested !== undefined
        ? requested > maxInterval
          ? `The failure asked for a next retry delay of ${formatSeconds(requested)}, capped at the maximum interval of ${formatSeconds(maxInterval)}.`
          : `The failure asked for a next retry delay of ${formatSeconds(requested)}.`
        : capped
          ? `Backoff capped at the maximum interval of ${formatSeconds(maxInterval)}.`
          : `Backoff = ${formatSeconds(input.initialIntervalSeconds)} × ${input.backoffCoefficient}^${attempt - 1}.`;
    now = end + delay;
  }
}

function delayUncapped(attempt: number, input: RetrySimulationInput): number {
  return input.initialIntervalSeconds * Math.pow(input.backoffCoefficient, attempt - 1);
}

/** Formats seconds for people: 0.5s, 42s, 3m 20s, 2h 5m, 1d 3h. */
export function formatSeconds(seconds: number): string {
  if (!Number.isFinite(seconds)) return '∞';
  if (seconds < 60) {
    const rounded = Math.round(seconds * 100) / 100;
    return `${rounded}s`;
  }
  const total = Math.round(seconds);
  const d = Math.floor(total / 86400);
  const h = Math.floor((total % 86400) / 3600);
  const m = Math.floor((total % 3600) / 60);
  const s = total % 60;
  const parts: string[] = [];
  if (d) parts.push(`${d}d`);
  if (h) parts.push(`${h}h`);
  if (m && !d) parts.push(`${m}m`);
  if (s && !d && !h) parts.push(`${s}s`);
  return parts.join(' ') || '0s';
}
