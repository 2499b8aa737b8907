// Pure: the feedback form's rules (lengths, email), the JSON payload POSTed to FEEDBACK_ENDPOINT,
// and the prefilled GitHub issue used when no endpoint is configured.
import {newIssueUrl} from '../issueUrl';

export type Rating = 'helpful' | 'not-helpful';

export interface FeedbackFields {
  rating: Rating | null;
  message: string;
  email: string;
}

export const EMPTY_FIELDS: FeedbackFields = {rating: null, message: '', email: ''};

/** Longest message accepted; longer input is refused with a message, never cut. */
export const MAX_MESSAGE_LENGTH = 1000;
/** RFC 5321's limit on an address. */
export const MAX_EMAIL_LENGTH = 254;

const EMAIL = /^[^\s@<>()[\]\\,;:"]{1,64}@(?:[A-Za-z0-9](?:[A-Za-z0-9-]{0,61}[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

export function isValidEmail(email: string): boolean {
  const value = email.trim();
  return value.length <= MAX_EMAIL_LENGTH && EMAIL.test(value) && !value.includes('..');
}

export interface FeedbackErrors {
  form?: string;
  message?: string;
  email?: string;
}

/** What stops the form from being sent, per field; an empty object means it can be sent. */
export function validateFeedback(fields: FeedbackFields, {withEmail = true} = {}): FeedbackErrors {
  const errors: FeedbackErrors = {};
  if (!fields.rating && !fields.message.trim()) {
    errors.form = 'Choose whether the page was helpful, or write a message.';
  }
  if (fields.message.length > MAX_MESSAGE_LENGTH) {
    errors.message = `Messages are limited to ${MAX_MESSAGE_LENGTH} characters (${fields.message.length} now).`;
  }
  if (withEmail && fields.email.trim() && !isValidEmail(fields.email)) {
    errors.email = 'Enter an email address such as name@example.com, or leave the field empty.';
  }
  return errors;
}

export function hasErrors(errors: FeedbackErrors): boolean {
  return Object.values(errors).some(Boolean);
}

export interface FeedbackPage {
  url: string;
  title: string;
}

export interface FeedbackPayload {
  url: string;
  title: string;
  rating: Rating | null;
  message: string;
  email: string | null;
}

export function buildPayload(fields: FeedbackFields, page: FeedbackPage): FeedbackPayload {
  return {
    url: page.url,
    title: page.title,
    rating: fields.rating,
    message: fields.message.trim(),
    email: fields.email.trim() || null,
  };
}

const RATING_TEXT: Record<Rating, string> = {helpful: 'Yes', 'not-helpful': 'No'};

/**
 * A new-issue link on the docs repository with the page, the rating and the message filled in.
 * The email is left out on purpose: issues are public.
 */
export function buildIssueUrl(repository: string, fields: FeedbackFields, page: FeedbackPage): string {
  const title = `Docs feedback: ${page.title}`;
  const body = [
    `**Page:** ${page.url}`,
    `**Was this page helpful?** ${fields.rating ? RATING_TEXT[fields.rating] : 'Not answered'}`,
    '',
    fields.message.trim() || '_No message._',
  ].join('\n');
  return newIssueUrl(repository, {title, body, labels: 'feedback'});
}

export type SendResult = {ok: true} | {ok: false; error: string};

/** How long the endpoint may take before the attempt counts as failed. */
export const SEND_TIMEOUT_MS = 15_000;

/** POSTs the payload as JSON; any 2xx answer is success, anything else a failure with a reason. */
export async function sendFeedback(
  endpoint: string,
  payload: FeedbackPayload,
  {fetcher = (...args: Parameters<typeof fetch>) => fetch(...args), timeoutMs = SEND_TIMEOUT_MS} = {},
): Promise<SendResult> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), timeoutMs);
  try {
    const response = await fetcher(endpoint, {
      method: 'POST',
      headers: {'Content-Type': 'application/json'},
      body: JSON.stringify(payload),
      signal: controller.signal,
    });
    if (response.ok) return {ok: true};
    return {ok: false, error: `The feedback service answered with an error (HTTP ${response.status}).`};
  } catch {
    return {
      ok: false,
      error: controller.signal.aborted
        ? `The feedback service did not answer within ${Math.round(timeoutMs / 1000)} seconds.`
        : 'The feedback service could not be reached. Check your connection.',
    };
  } finally {
    clearTimeout(timer);
  }
}
