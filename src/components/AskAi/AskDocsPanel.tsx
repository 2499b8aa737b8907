// "Ask the docs": what the Ask AI button opens when the third-party widget is not configured or has
// not loaded. The reader's question (or an example) is answered with the most relevant passages of
// the documentation, found in the embedded search index and clearly labelled as quotes from the
// docs. It opens in the site's modal dialog shell (src/components/ModalDialog).
import React, {useCallback, useEffect, useRef, useState, type FormEvent, type ReactNode} from 'react';
import Link from '@docusaurus/Link';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import {getLocalSearchClient} from '@site/src/lib/search/provider';
import {hitsToPassages, questionToQuery, type Passage} from '@site/src/lib/askAi/passages';
import {EXAMPLE_QUESTIONS, MAX_QUESTION_LENGTH} from '@site/src/lib/askAi/questions';
import ModalDialog, {fieldStyles} from '@site/src/components/ModalDialog';
import styles from './styles.module.css';

/** Hits fetched per question: enough to find the text under matching headings and five passages. */
const HITS_PER_QUESTION = 60;

type Answer =
  | {status: 'idle'}
  | {status: 'searching'; question: string}
  | {status: 'answered'; question: string; query: string; passages: Passage[]}
  | {status: 'failed'; question: string};

function AnswerView({answer, onRetry, onNavigate}: {answer: Answer; onRetry: () => void; onNavigate: () => void}) {
  if (answer.status === 'idle') return null;
  if (answer.status === 'searching') return <p className={styles.note}>Searching the documentation…</p>;
  if (answer.status === 'failed') {
    return (
      <p className={styles.error}>
        The documentation index could not be loaded, so there is no answer yet.{' '}
        <button type="button" className={styles.linkButton} onClick={onRetry}>
          Try again
        </button>
      </p>
    );
  }
  const searchLink = `/search?q=${encodeURIComponent(answer.query)}`;
  if (answer.passages.length === 0) {
    return (
      <p>
        No passage of the documentation matches “{answer.question}”. Try other words, or{' '}
        <Link to={searchLink} onClick={onNavigate}>
          open the search page
        </Link>
        .
      </p>
    );
  }
  return (
    <>
      <h3 id="ask-docs-answer-title" className={styles.answerTitle}>
        From the documentation
      </h3>
      <p className={styles.note}>
        Passages quoted from the Temporal docs that best match your question. They are found by search, not written by
        AI: follow a link to read them in context.
      </p>
      <ol className={styles.passages}>
        {answer.passages.map((passage) => (
          <li key={passage.path} className={styles.passage}>
            <Link to={passage.path} className={styles.passageLink} onClick={onNavigate}>
              {passage.page}
              {passage.section && <span className={styles.passageSection}> › {passage.section}</span>}
            </Link>
            {passage.text && <blockquote className={styles.passageText}>{passage.text}</blockquote>}
          </li>
        ))}
      </ol>
      <p className={styles.note}>
        <Link to={searchLink} onClick={onNavigate}>
          See every result for “{answer.query}”
        </Link>
      </p>
    </>
  );
}

export default function AskDocsPanel({onClose}: {onClose: () => void}): ReactNode {
  const inputRef = useRef<HTMLTextAreaElement>(null);
  const latest = useRef(0);
  const [question, setQuestion] = useState('');
  const [answer, setAnswer] = useState<Answer>({status: 'idle'});
  const {siteConfig} = useDocusaurusContext();

  // Start loading the index while the reader types the question.
  useEffect(() => {
    void getLocalSearchClient(siteConfig.baseUrl, siteConfig.url).warm();
  }, [siteConfig.baseUrl, siteConfig.url]);

  const ask = useCallback(
    async (asked: string) => {
      const trimmed = asked.trim();
      if (!trimmed || trimmed.length > MAX_QUESTION_LENGTH) return;
      const request = ++latest.current;
      const query = questionToQuery(trimmed);
      setAnswer({status: 'searching', question: trimmed});
      try {
        const client = getLocalSearchClient(siteConfig.baseUrl, siteConfig.url);
        const {results} = await client.search({requests: [{query, hitsPerPage: HITS_PER_QUESTION}]});
        if (request !== latest.current) return;
        const passages = hitsToPassages(results[0]?.hits ?? [], query, siteConfig.url);
        setAnswer({status: 'answered', question: trimmed, query, passages});
      } catch {
        if (request === latest.current) setAnswer({status: 'failed', question: trimmed});
      }
    },
    [siteConfig.baseUrl, siteConfig.url],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void ask(question);
  };
  const askExample = (example: string) => {
    setQuestion(example);
    void ask(example);
  };
  const tooLong = question.length > MAX_QUESTION_LENGTH;

  return (
    <ModalDialog
      title="Ask the docs"
      describedBy="ask-docs-about"
      className={styles.dialog}
      initialFocus={inputRef}
      onClose={onClose}>
      <p id="ask-docs-about" className={styles.note}>
        Answers are passages drawn from the Temporal documentation.
      </p>
      <form onSubmit={onSubmit}>
        <label htmlFor="ask-docs-question" className={fieldStyles.label}>
          Your question
        </label>
        <textarea
          ref={inputRef}
          id="ask-docs-question"
          className={fieldStyles.input}
          rows={2}
          value={question}
          aria-invalid={tooLong}
          aria-describedby="ask-docs-count"
          onChange={(e) => setQuestion(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter' && !e.shiftKey) {
              e.preventDefault();
              void ask(question);
            }
          }}
        />
        <div className={styles.formRow}>
          <span id="ask-docs-count" className={tooLong ? styles.error : styles.count}>
            {tooLong
              ? `Questions are limited to ${MAX_QUESTION_LENGTH} characters (${question.length} now).`
              : `${question.length}/${MAX_QUESTION_LENGTH}`}
          </span>
          <button type="submit" className="button button--primary" disabled={!question.trim() || tooLong}>
            Ask
          </button>
        </div>
      </form>
      <p className={fieldStyles.label} id="ask-docs-examples">
        Try one of these:
      </p>
      <ul className={styles.chips} aria-labelledby="ask-docs-examples">
        {EXAMPLE_QUESTIONS.map((example) => (
          <li key={example}>
            <button type="button" className={styles.chip} onClick={() => askExample(example)}>
              {example}
            </button>
          </li>
        ))}
      </ul>
      <section className={styles.answer} aria-live="polite" aria-busy={answer.status === 'searching'}>
        <AnswerView
          answer={answer}
          onRetry={() => void ask(answer.status === 'idle' ? question : answer.question)}
          onNavigate={onClose}
        />
      </section>
    </ModalDialog>
  );
}
