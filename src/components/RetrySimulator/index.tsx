// Interactive Activity retry simulator: a form for a Retry Policy, timeouts and a failure pattern,
// and an accessible timeline of the attempts that the policy produces.
import React, {useId, useMemo, useState, type ReactNode} from 'react';
import {
  DEFAULT_MAX_SIMULATED_ATTEMPTS,
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

/**
 * One control of the form: a text box (`kind` 'number', the default, or 'text'), the checkbox or the
 * select. Its element id is made from `key`; its validation message, when it has one, is shown under
 * it and named by aria-describedby.
 */
type FieldSpec = {label: string; hint?: string} & (
  | {kind?: 'number' | 'text'; key: Exclude<FieldKey, 'nonRetryable' | 'then'>}
  | {kind: 'checkbox'; key: 'nonRetryable'}
  | {kind: 'select'; key: 'then'; options: Record<Then, string>}
);

/** The form, fieldset by fieldset: <Field> renders every control from this table. */
const FIELDSETS: Array<{legend: string; fields: FieldSpec[]}> = [
  {
    legend: 'Retry Policy',
    fields: [
      {key: 'initialInterval', label: 'Initial interval (seconds)'},
      {key: 'backoffCoefficient', label: 'Backoff coefficient', hint: '1 keeps the delay constant.'},
      {key: 'maximumInterval', label: 'Maximum interval (seconds)', hint: 'Empty or 0: 100 × the initial interval.'},
      {
        key: 'maximumAttempts',
        label: 'Maximum attempts',
        hint: `0 means unlimited (the simulation stops after ${DEFAULT_MAX_SIMULATED_ATTEMPTS} attempts).`,
      },
      {
        kind: 'text',
        key: 'nonRetryableErrorTypes',
        label: 'Non-retryable error types',
        hint: 'Comma-separated, for example InvalidInput, CardDeclined.',
      },
    ],
  },
  {
    legend: 'Timeouts',
    fields: [
      {key: 'startToClose', label: 'Start-To-Close timeout (seconds)', hint: 'Limit for one attempt. Empty: none.'},
      {
        key: 'scheduleToClose',
        label: 'Schedule-To-Close timeout (seconds)',
        hint: 'Limit for all attempts together. Empty: none.',
      },
    ],
  },
  {
    legend: 'What the Activity does',
    fields: [
      {key: 'failingAttempts', label: 'Failing attempts at the start'},
      {kind: 'text', key: 'errorType', label: 'Error type of the failures'},
      {kind: 'checkbox', key: 'nonRetryable', label: 'Raised as non-retryable'},
      {key: 'nextRetryDelay', label: 'Next retry delay set by the failure (seconds)', hint: 'Empty: use the backoff.'},
      {
        kind: 'select',
        key: 'then',
        label: 'Later attempts',
        options: {succeed: 'Succeed', fail: 'Keep failing with the same error', hang: 'Hang until a timeout'},
      },
      {key: 'attemptDuration', label: 'Duration of each attempt (seconds)'},
    ],
  },
];

interface FieldProps {
  field: FieldSpec;
  id: string;
  form: FormState;
  error?: string;
  set: <K extends FieldKey>(key: K, value: FormState[K]) => void;
}

/** One row of FIELDSETS: its label, control, hint and validation message. */
function Field({field, id, form, error, set}: FieldProps): ReactNode {
  if (field.kind === 'checkbox') {
    return (
      <div className={styles.checkbox}>
        <input id={id} type="checkbox" checked={form[field.key]} onChange={(e) => set(field.key, e.target.checked)} />
        <label htmlFor={id}>{field.label}</label>
      </div>
    );
  }
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const described = {
    'aria-invalid': error ? true : undefined,
    'aria-describedby': [field.hint ? hintId : null, error ? errorId : null].filter(Boolean).join(' ') || undefined,
  };
  return (
    <div className={styles.field}>
      <label htmlFor={id}>{field.label}</label>
      {field.kind === 'select' ? (
        <select id={id} value={form[field.key]} {...described} onChange={(e) => set(field.key, e.target.value as Then)}>
          {Object.entries(field.options).map(([value, label]) => (
            <option key={value} value={value}>
              {label}
            </option>
          ))}
        </select>
      ) : (
        <input
          id={id}
          type="text"
          inputMode={field.kind === 'text' ? undefined : 'decimal'}
          value={form[field.key]}
          {...described}
          onChange={(e) => set(field.key, e.target.value)}
        />
      )}
      {field.hint && (
        <span id={hintId} className={styles.hint}>
          {field.hint}
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
  const set = <K extends FieldKey>(key: K, value: FormState[K]) => setForm((f) => ({...f, [key]: value}));

  const {input, issues} = useMemo(() => buildInput(form), [form]);
  const hasIssues = Object.keys(issues).length > 0;
  const result = useMemo(() => (hasIssues ? null : simulateRetries(input)), [hasIssues, input]);

  return (
    <section className={styles.simulator} aria-labelledby={id('title')}>
      <h2 id={id('title')} className={styles.title}>
        Simulate a Retry Policy
      </h2>
      <form className={styles.form} onSubmit={(e) => e.preventDefault()} noValidate>
        {FIELDSETS.map(({legend, fields}) => (
          <fieldset key={legend} className={styles.group}>
            <legend>{legend}</legend>
            {fields.map((field) => (
              <Field key={field.key} field={field} id={id(field.key)} form={form} error={issues[field.key]} set={set} />
            ))}
          </fieldset>
        ))}
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
