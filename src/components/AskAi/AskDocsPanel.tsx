// "Ask the docs": a dialog that offers the example questions and a question box, and sends the
// reader to the documentation search for the question asked. Native <dialog> gives the focus trap
// and Escape handling; closing returns focus to the Ask AI button.
import React, {useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import useBaseUrl from '@docusaurus/useBaseUrl';
import {useHistory} from '@docusaurus/router';
import {EXAMPLE_QUESTIONS, MAX_QUESTION_LENGTH} from './questions';
import styles from './styles.module.css';

export default function AskDocsPanel({onClose}: {onClose: () => void}): ReactNode {
  const dialogRef = useRef<HTMLDialogElement>(null);
  const [question, setQuestion] = useState('');
  const history = useHistory();
  const searchPage = useBaseUrl('/search');

  useEffect(() => {
    const dialog = dialogRef.current;
    dialog?.showModal();
    return () => dialog?.close();
  }, []);

  const ask = (q: string) => {
    const trimmed = q.trim();
    if (!trimmed || trimmed.length > MAX_QUESTION_LENGTH) return;
    onClose();
    history.push(`${searchPage}?q=${encodeURIComponent(trimmed)}`);
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    ask(question);
  };
  const tooLong = question.length > MAX_QUESTION_LENGTH;

  return (
    <dialog
      ref={dialogRef}
      className={styles.dialog}
      aria-labelledby="ask-docs-title"
      onCancel={(e) => {
        e.preventDefault();
        onClose();
      }}>
      <div className={styles.header}>
        <h2 id="ask-docs-title" className={styles.title}>
          Ask the docs
        </h2>
        <button type="button" className={styles.close} aria-label="Close" onClick={onClose}>
          ×
        </button>
      </div>
      <p className={styles.note}>Answers are drawn from the Temporal documentation.</p>
      <form onSubmit={onSubmit}>
        <label htmlFor="ask-docs-question" className={styles.fieldLabel}>
          Your question
        </label>
        <textarea
          id="ask-docs-question"
          className={styles.input}
          rows={3}
          value={question}
          aria-invalid={tooLong}
          aria-describedby="ask-docs-count"
          onChange={(e) => setQuestion(e.target.value)}
        />
        <div id="ask-docs-count" className={tooLong ? styles.error : styles.count}>
          {tooLong
            ? `Questions are limited to ${MAX_QUESTION_LENGTH} characters (${question.length} now).`
            : `${question.length}/${MAX_QUESTION_LENGTH}`}
        </div>
        <button type="submit" className="button button--primary" disabled={!question.trim() || tooLong}>
          Ask
        </button>
      </form>
      <p className={styles.fieldLabel}>Try one of these:</p>
      <ul className={styles.chips}>
        {EXAMPLE_QUESTIONS.map((q) => (
          <li key={q}>
            <button type="button" className={styles.chip} onClick={() => ask(q)}>
              {q}
            </button>
          </li>
        ))}
      </ul>
    </dialog>
  );
}
