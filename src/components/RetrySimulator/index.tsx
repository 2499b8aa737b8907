// Interactive Activity retry simulator: a form for a Retry Policy, timeouts and a failure pattern,
// and an accessible timeline of the attempts that the policy produces.
import React, {useId, useMemo, useState, type ReactNode} from 'react';
import {
  formatSeconds,
  simulateRetries,
  validateRetryInput,
  type AttemptBehaviour,
  type RetrySimulationInput,
  type ValidationIssue,
} from '@site/src/lib/retrySimulation';
import styles from './styles.module.css';

type Then = 'succeed' | 'fail' | 'hang';

interface FormState {
  initialInterval: string;
  backoffCoefficient: string;
  maximumInterval: string;
  maximumAttempts: string;
  nonRetryableErrorTypes: string;
  failingAttempts: string;
  errorType: string;
  nonRetryable: boolean;
  nextRetryDelay: string;
  then: Then;
  attemptDuration: string;
  startToClose: string;
  scheduleToClose: string;
}

const INITIAL: FormState = {
  initialInterval: '1',
  backoffCoefficient: '2',
  maximumInterval: '',
  maximumAttempts: '0',
  nonRetryableErrorTypes: 'InvalidInput',
  failingAttempts: '4',
  errorType: 'ServiceUnavailable',
  nonRetryable: false,
  nextRetryDelay: '',
  then: 'succeed',
  attemptDuration: '1',
  startToClose: '10',
  scheduleToClose: '',
};

type FieldKey = keyof FormState;

/** Parses a numeric field; empty optional fields become undefined, bad text becomes NaN. */
function parseNumber(text: string, optional: boolean): number | undefined {
  const trimmed = text.trim();
  if (trimmed === '') return optional ? undefined : Number.NaN;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : Number.NaN;
}

interface Built {
  input: RetrySimulationInput;
  issues: Partial<Record<FieldKey, string>>;
}

function buildInput(form: FormState): Built {
  const issues: Partial<Record<FieldKey, string>> = {};
  const failing = parseNumber(form.failingAttempts, false);
  if (failing === undefined || !Number.isInteger(failing) || failing < 0 || failing > 100) {
    issues.failingAttempts = 'Enter a whole number from 0 to 100.';
  }
  const nextRetryDelay = parseNumber(form.nextRetryDelay, true);
  const failure: AttemptBehaviour = {
    kind: 'fail',
    errorType: form.errorType,
    nonRetryable: form.nonRetryable,
    nextRetryDelaySeconds: nextRetryDelay,
  };
  const count = issues.failingAttempts ? 0 : (failing ?? 0);
  const afterPattern: AttemptBehaviour =
    form.then === 'succeed' ? {kind: 'succeed'} : form.then === 'hang' ? {kind: 'hang'} : failure;

  const input: RetrySimulationInput = {
    initialIntervalSeconds: parseNumber(form.initialInterval, false) ?? Number.NaN,
    backoffCoefficient: parseNumber(form.backoffCoefficient, false) ?? Number.NaN,
    maximumIntervalSeconds: parseNumber(form.maximumInterval, true),
    maximumAttempts: parseNumber(form.maximumAttempts, false) ?? Number.NaN,
    nonRetryableErrorTypes: form.nonRetryableErrorTypes
      .split(',')
      .map((t) => t.trim())
      .filter(Boolean),
    pattern: Array.from({length: count}, () => failure),
    afterPattern,
    defaultAttemptDurationSeconds: parseNumber(form.attemptDuration, false) ?? Number.NaN,
    startToCloseTimeoutSeconds: parseNumber(form.startToClose, true),
    scheduleToCloseTimeoutSeconds: parseNumber(form.scheduleToClose, true),
  };

  const fieldFor: Record<ValidationIssue['field'], FieldKey | undefined> = {
    initialIntervalSeconds: 'initialInterval',
    backoffCoefficient: 'backoffCoefficient',
    maximumIntervalSeconds: 'maximumInterval',
    maximumAttempts: 'maximumAttempts',
    nonRetryableErrorTypes: 'nonRetryableErrorTypes',
    pattern: 'errorType',
    afterPattern: 'then',
    defaultAttemptDurationSeconds: 'attemptDuration',
    startToCloseTimeoutSeconds: 'startToClose',
    scheduleToCloseTimeoutSeconds: 'scheduleToClose',
    maxSimulatedAttempts: undefined,
  };
  for (const issue of validateRetryInput(input)) {
    const key = fieldFor[issue.field];
    if (key && !issues[key]) issues[key] = issue.message;
  }
  // Messages about the failure pattern that concern the delay belong to the delay field.
  if (issues.errorType?.includes('next retry delay')) {
    issues.nextRetryDelay = issues.errorType;
    delete issues.errorType;
  }
  return {input, issues};
}

interface NumberFieldProps {
  id: string;
  label: string;
  hint?: string;
  value: string;
  error?: string;
  onChange: (value: string) => void;
  placeholder?: string;
}

function NumberField({id, label, hint, value, error, onChange, placeholder}: NumberFieldProps): ReactNode {
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describedBy = [hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined;
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        type="text"
        inputMode="decimal"
        value={value}
        placeholder={placeholder}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy}
        onChange={(e) => onChange(e.target.value)}
      />
      {hint && (
        <span id={hintId} className={styles.hint}>
          {hint}
        </span>
      )}
      {error && (
        <span id={errorId} className={styles.error} role="alert">
          {error}
        </span>
      )}
    </div>
  );
}

const OUTCOME_LABEL = {succeeded: 'Succeeded', failed: 'Failed', 'timed-out': 'Timed out'} as const;

export default function RetrySimulator(): ReactNode {
  const [form, setForm] = useState<FormState>(INITIAL);
  const baseId = useId();
  const id = (name: string) => `${baseId}-${name}`;
  const set = (key: FieldKey) => (value: string) => setForm((f) => ({...f, [key]: value}));

  const {input, issues} = useMemo(() => buildInput(form), [form]);
  const hasIssues = Object.keys(issues).length > 0;
  const result = useMemo(() => (hasIssues ? null : simulateRetries(input)), [hasIssues, input]);

  return (
    <section className={styles.simulator} aria-labelledby={id('title')}>
      <h2 id={id('title')} className={styles.title}>
        Simulate a Retry Policy
      </h2>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
        <fieldset className={styles.group}>
          <legend>Retry Policy</legend>
          <NumberField
            id={id('initial')}
            label="Initial interval (seconds)"
            value={form.initialInterval}
            error={issues.initialInterval}
            onChange={set('initialInterval')}
          />
          <NumberField
            id={id('coefficient')}
            label="Backoff coefficient"
            hint="1 keeps the delay constant."
            value={form.backoffCoefficient}
            error={issues.backoffCoefficient}
            onChange={set('backoffCoefficient')}
          />
          <NumberField
            id={id('maxInterval')}
            label="Maximum interval (seconds)"
            hint="Empty or 0: 100 × the initial interval."
            value={form.maximumInterval}
            error={issues.maximumInterval}
            onChange={set('maximumInterval')}
          />
          <NumberField
            id={id('maxAttempts')}
            label="Maximum attempts"
            hint="0 means unlimited (the simulation stops after 50 attempts)."
            value={form.maximumAttempts}
            error={issues.maximumAttempts}
            onChange={set('maximumAttempts')}
          />
          <div className={styles.field}>
            <label htmlFor={id('nonRetryable')}>Non-retryable error types</label>
            <input
              id={id('nonRetryable')}
              type="text"
              value={form.nonRetryableErrorTypes}
              aria-describedby={`${id('nonRetryable')}-hint`}
              onChange={(e) => set('nonRetryableErrorTypes')(e.target.value)}
            />
            <span id={`${id('nonRetryable')}-hint`} className={styles.hint}>
              Comma-separated, for example InvalidInput, CardDeclined.
            </span>
          </div>
        </fieldset>

        <fieldset className={styles.group}>
          <legend>Timeouts</legend>
          <NumberField
            id={id('stc')}
            label="Start-To-Close timeout (seconds)"
            hint="Limit for one attempt. Empty: none."
            value={form.startToClose}
            error={issues.startToClose}
            onChange={set('startToClose')}
          />
          <NumberField
            id={id('schtc')}
            label="Schedule-To-Close timeout (seconds)"
            hint="Limit for all attempts together. Empty: none."
            value={form.scheduleToClose}
            error={issues.scheduleToClose}
            onChange={set('scheduleToClose')}
          />
        </fieldset>

        <fieldset className={styles.group}>
          <legend>What the Activity does</legend>
          <NumberField
            id={id('failing')}
            label="Failing attempts at the start"
            value={form.failingAttempts}
            error={issues.failingAttempts}
            onChange={set('failingAttempts')}
          />
          <div className={styles.field}>
            <label htmlFor={id('errorType')}>Error type of the failures</label>
            <input
              id={id('errorType')}
              type="text"
              value={form.errorType}
              aria-invalid={issues.errorType ? true : undefined}
              aria-describedby={issues.errorType ? `${id('errorType')}-error` : undefined}
              onChange={(e) => set('errorType')(e.target.value)}
            />
            {issues.errorType && (
              <span id={`${id('errorType')}-error`} className={styles.error} role="alert">
                {issues.errorType}
              </span>
            )}
          </div>
          <div className={styles.checkbox}>
            <input
              id={id('flagNonRetryable')}
              type="checkbox"
              checked={form.nonRetryable}
              onChange={(e) => setForm((f) => ({...f, nonRetryable: e.target.checked}))}
            />
            <label htmlFor={id('flagNonRetryable')}>Raised as non-retryable</label>
          </div>
          <NumberField
            id={id('nextDelay')}
            label="Next retry delay set by the failure (seconds)"
            hint="Empty: use the backoff."
            value={form.nextRetryDelay}
            error={issues.nextRetryDelay}
            onChange={set('nextRetryDelay')}
          />
          <div className={styles.field}>
            <label htmlFor={id('then')}>Later attempts</label>
            <select
              id={id('then')}
              value={form.then}
              onChange={(e) => setForm((f) => ({...f, then: e.target.value as Then}))}>
              <option value="succeed">Succeed</option>
              <option value="fail">Keep failing with the same error</option>
              <option value="hang">Hang until a timeout</option>
            </select>
            {issues.then && (
              <span className={styles.error} role="alert">
                {issues.then}
              </span>
            )}
          </div>
          <NumberField
            id={id('duration')}
            label="Duration of each attempt (seconds)"
            value={form.attemptDuration}
            error={issues.attemptDuration}
            onChange={set('attemptDuration')}
          />
        </fieldset>
      </form>

      <div className={styles.result} role="status" aria-live="polite">
        {result ? (
          <p className={styles[`outcome-${result.outcome}`]}>
            <strong>
              {result.outcome === 'succeeded'
                ? 'Succeeded. '
                : result.outcome === 'failed'
                  ? 'Failed. '
                  : 'Still retrying. '}
            </strong>
            {result.explanation} Total time: {formatSeconds(result.totalSeconds)}. Maximum interval in effect:{' '}
            {formatSeconds(result.effectiveMaximumIntervalSeconds)}.
          </p>
        ) : (
          <p className={styles.error}>Fix the highlighted fields to see the timeline.</p>
        )}
      </div>

      {result && (
        <div className={styles.tableWrapper}>
          <table className={styles.table}>
            <caption>Attempt timeline (times in seconds since the Activity was scheduled)</caption>
            <thead>
              <tr>
                <th scope="col">Attempt</th>
                <th scope="col">Starts at</th>
                <th scope="col">Ends at</th>
                <th scope="col">Outcome</th>
                <th scope="col">Delay before next attempt</th>
                <th scope="col">Why</th>
              </tr>
            </thead>
            <tbody>
              {result.attempts.map((a) => (
                <tr key={a.attempt}>
                  <th scope="row">{a.attempt}</th>
                  <td>{formatSeconds(a.startSeconds)}</td>
                  <td>{formatSeconds(a.endSeconds)}</td>
                  <td>
                    {OUTCOME_LABEL[a.outcome]}
                    {a.errorType ? ` (${a.errorType})` : ''}
                  </td>
                  <td>{a.delayAfterSeconds === undefined ? '—' : formatSeconds(a.delayAfterSeconds)}</td>
                  <td>{a.note}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </section>
  );
}
