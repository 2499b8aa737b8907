// The feedback form in a modal that slides in from the right (the shell is src/components/ModalDialog):
// helpful / not helpful, a message, an optional email, and the page's URL sent along. With FEEDBACK_ENDPOINT configured it
// POSTs JSON there; without one it opens a prefilled issue on the docs repository. What the reader
// typed is kept in localStorage until it is sent or discarded, so a failure or a reload loses nothing.
import React, {useEffect, useMemo, useRef, useState, type FormEvent, type ReactNode} from 'react';
import {useLocation} from '@docusaurus/router';
import {DOCS_REPOSITORY} from '@site/config/site';
import {useWidgetSettings} from '@site/src/lib/widgets/useWidgetSettings';
import ModalDialog, {fieldStyles} from '@site/src/components/ModalDialog';
import {browserStorage, createDraftStore} from '@site/src/lib/feedback/drafts';
import {
  buildIssueUrl,
  buildPayload,
  EMPTY_FIELDS,
  hasErrors,
  MAX_MESSAGE_LENGTH,
  sendFeedback,
  validateFeedback,
  type FeedbackFields,
  type Rating,
} from '@site/src/lib/feedback/feedback';
import styles from './styles.module.css';

type Phase = 'editing' | 'sending' | 'failed' | 'sent' | 'issue-opened';

const RATINGS: Array<{value: Rating; label: string}> = [
  {value: 'helpful', label: 'Helpful'},
  {value: 'not-helpful', label: 'Not helpful'},
];

function ThumbIcon({down}: {down: boolean}): ReactNode {
  return (
    <svg
      className={down ? styles.thumbDown : undefined}
      viewBox="0 0 24 24"
      width="18"
      height="18"
      aria-hidden="true"
      focusable="false">
      <path
        fill="currentColor"
        d="M2 21h4V9H2v12zm20-11a2 2 0 0 0-2-2h-6.3l.95-4.57.03-.32a1.5 1.5 0 0 0-.44-1.06L13.17 1 6.59 7.59A1.96 1.96 0 0 0 6 9v10a2 2 0 0 0 2 2h9c.83 0 1.54-.5 1.84-1.22l3.02-7.05c.09-.23.14-.47.14-.73v-2z"
      />
    </svg>
  );
}

export default function FeedbackDialog({pageTitle, onClose}: {pageTitle: string; onClose: () => void}): ReactNode {
  const firstFieldRef = useRef<HTMLInputElement>(null);
  const doneRef = useRef<HTMLButtonElement>(null);
  const messageRef = useRef<HTMLTextAreaElement>(null);
  const emailRef = useRef<HTMLInputElement>(null);
  const {endpoint} = useWidgetSettings().feedback;
  const {pathname, search} = useLocation();
  const drafts = useMemo(() => createDraftStore(browserStorage()), []);
  const [restored] = useState(() => drafts.load(pathname));
  const [fields, setFields] = useState<FeedbackFields>(restored ?? EMPTY_FIELDS);
  const [showErrors, setShowErrors] = useState(false);
  const [emailTouched, setEmailTouched] = useState(false);
  const [phase, setPhase] = useState<Phase>('editing');
  const [sendError, setSendError] = useState<string | null>(null);
  const [issueUrl, setIssueUrl] = useState<string | null>(null);

  const withEmail = Boolean(endpoint);
  const errors = validateFeedback(fields, {withEmail});
  const formError = showErrors ? errors.form : undefined;
  const messageError = errors.message; // shown as soon as the limit is passed
  const emailError = showErrors || emailTouched ? errors.email : undefined;

  useEffect(() => {
    if (phase === 'sent' || phase === 'issue-opened') doneRef.current?.focus();
  }, [phase]);

  const update = (patch: Partial<FeedbackFields>) => {
    const next = {...fields, ...patch};
    setFields(next);
    drafts.save(pathname, next);
  };

  const discard = () => {
    drafts.discard(pathname);
    setFields(EMPTY_FIELDS);
    setShowErrors(false);
    setEmailTouched(false);
    setSendError(null);
    setPhase('editing');
    firstFieldRef.current?.focus();
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (phase === 'sending') return;
    setShowErrors(true);
    if (hasErrors(errors)) {
      if (errors.message) messageRef.current?.focus();
      else if (errors.email) emailRef.current?.focus();
      else firstFieldRef.current?.focus();
      return;
    }
    const page = {url: `${window.location.origin}${pathname}${search}`, title: pageTitle};
    if (!endpoint) {
      const url = buildIssueUrl(DOCS_REPOSITORY, fields, page);
      window.open(url, '_blank', 'noopener,noreferrer');
      drafts.discard(pathname);
      setIssueUrl(url);
      setPhase('issue-opened');
      return;
    }
    setPhase('sending');
    setSendError(null);
    const result = await sendFeedback(endpoint, buildPayload(fields, page));
    if (result.ok) {
      drafts.discard(pathname);
      setPhase('sent');
    } else {
      setSendError(result.error);
      setPhase('failed');
    }
  };

  const isEmpty = !fields.rating && !fields.message && !fields.email;

  return (
    <ModalDialog title="Feedback" className={styles.dialog} initialFocus={firstFieldRef} onClose={onClose}>
      {phase === 'sent' && (
        <div role="status" className={styles.done}>
          <p className={styles.doneTitle}>Thank you for your feedback!</p>
          <p>It has been sent to the team that writes these docs.</p>
          <button ref={doneRef} type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      )}

      {phase === 'issue-opened' && issueUrl && (
        <div role="status" className={styles.done}>
          <p className={styles.doneTitle}>Thank you!</p>
          <p>
            Your feedback is ready as a new issue on GitHub, in a new tab: submit it there to send it. If no tab opened,{' '}
            <a href={issueUrl} target="_blank" rel="noopener noreferrer">
              open the prefilled issue
            </a>
            .
          </p>
          <button ref={doneRef} type="button" className="button button--primary" onClick={onClose}>
            Close
          </button>
        </div>
      )}

      {phase !== 'sent' && phase !== 'issue-opened' && (
        <form className={styles.form} noValidate onSubmit={(e) => void onSubmit(e)}>
          {restored && !isEmpty && (
            <p className={styles.note}>Your unsent feedback on this page was kept. Send it, or discard it.</p>
          )}
          <fieldset className={styles.rating} aria-describedby={formError ? 'feedback-form-error' : undefined}>
            <legend className={fieldStyles.label}>Was this page helpful?</legend>
            <div className={styles.ratingOptions}>
              {RATINGS.map((option, i) => (
                <label key={option.value} className={styles.ratingOption}>
                  <input
                    ref={i === 0 ? firstFieldRef : undefined}
                    type="radio"
                    name="feedback-rating"
                    value={option.value}
                    checked={fields.rating === option.value}
                    onChange={() => update({rating: option.value})}
                  />
                  <ThumbIcon down={option.value === 'not-helpful'} />
                  {option.label}
                </label>
              ))}
            </div>
          </fieldset>

          <label htmlFor="feedback-message" className={fieldStyles.label}>
            Message
          </label>
          <textarea
            ref={messageRef}
            id="feedback-message"
            className={fieldStyles.input}
            rows={5}
            value={fields.message}
            placeholder="What worked, what was missing or wrong?"
            aria-invalid={Boolean(messageError)}
            aria-describedby="feedback-message-count"
            onChange={(e) => update({message: e.target.value})}
          />
          <div id="feedback-message-count" className={messageError ? styles.error : styles.count}>
            {messageError ?? `${fields.message.length}/${MAX_MESSAGE_LENGTH}`}
          </div>

          {withEmail ? (
            <>
              <label htmlFor="feedback-email" className={fieldStyles.label}>
                Email (optional)
              </label>
              <input
                ref={emailRef}
                id="feedback-email"
                className={fieldStyles.input}
                type="email"
                autoComplete="email"
                value={fields.email}
                aria-invalid={Boolean(emailError)}
                aria-describedby="feedback-email-hint"
                onChange={(e) => update({email: e.target.value})}
                onBlur={() => setEmailTouched(true)}
              />
              <div id="feedback-email-hint" className={emailError ? styles.error : styles.count}>
                {emailError ?? 'Only if you would like an answer.'}
              </div>
            </>
          ) : (
            <p className={styles.note}>
              Sending opens a prefilled issue on the docs repository on GitHub in a new tab, with this page, your rating
              and your message. Issues are public.
            </p>
          )}

          <p className={styles.page}>
            About this page: <span className={styles.pageUrl}>{pathname}</span>
          </p>

          {formError && (
            <p id="feedback-form-error" role="alert" className={styles.error}>
              {formError}
            </p>
          )}
          {phase === 'failed' && sendError && (
            <div role="alert" className={styles.failure}>
              <p>
                <strong>Your feedback was not sent.</strong> {sendError} Everything you wrote is kept here and on this
                device.
              </p>
              <button type="submit" className="button button--secondary button--sm">
                Retry
              </button>
            </div>
          )}

          <div className={styles.actions}>
            <button type="button" className="button button--link" onClick={discard} disabled={isEmpty}>
              Discard
            </button>
            <button type="submit" className="button button--primary" disabled={phase === 'sending'}>
              {phase === 'sending' ? 'Sending…' : endpoint ? 'Send feedback' : 'Continue on GitHub'}
            </button>
          </div>
        </form>
      )}
    </ModalDialog>
  );
}
