import {describe, expect, it, vi} from 'vitest';
import {
  buildIssueUrl,
  buildPayload,
  hasErrors,
  isValidEmail,
  MAX_MESSAGE_LENGTH,
  sendFeedback,
  validateFeedback,
  type FeedbackFields,
} from '../feedback';

const page = {url: 'https://docs.temporal.io/workflows', title: 'Workflows'};
const fields = (patch: Partial<FeedbackFields> = {}): FeedbackFields => ({
  rating: null,
  message: '',
  email: '',
  ...patch,
});

describe('isValidEmail', () => {
  it.each(['name@example.com', 'first.last+docs@sub.example.co.uk', ' padded@example.io '])('accepts %s', (e) =>
    expect(isValidEmail(e)).toBe(true),
  );
  it.each(['', 'name', 'name@', '@example.com', 'name@example', 'a b@example.com', 'x@exa..mple.com', 'x@-bad.com'])(
    'refuses %j',
    (e) => expect(isValidEmail(e)).toBe(false),
  );
  it('refuses addresses longer than 254 characters', () => {
    const label = 'b'.repeat(60);
    expect(isValidEmail(`${'a'.repeat(60)}@${label}.${label}.${label}.com`)).toBe(true);
    expect(isValidEmail(`${'a'.repeat(60)}@${label}.${label}.${label}.${label}.com`)).toBe(false);
  });
});

describe('validateFeedback', () => {
  it('needs a rating or a message', () => {
    expect(validateFeedback(fields()).form).toMatch(/helpful, or write a message/);
    expect(hasErrors(validateFeedback(fields({rating: 'helpful'})))).toBe(false);
    expect(hasErrors(validateFeedback(fields({message: 'Typo in step 2'})))).toBe(false);
    expect(validateFeedback(fields({message: '   '})).form).toBeDefined();
  });

  it('refuses messages over the limit, saying how long they are', () => {
    const errors = validateFeedback(fields({message: 'x'.repeat(MAX_MESSAGE_LENGTH + 5)}));
    expect(errors.message).toBe(
      `Messages are limited to ${MAX_MESSAGE_LENGTH} characters (${MAX_MESSAGE_LENGTH + 5} now).`,
    );
    expect(validateFeedback(fields({message: 'x'.repeat(MAX_MESSAGE_LENGTH)})).message).toBeUndefined();
  });

  it('checks the email only when given and only when the form asks for one', () => {
    expect(validateFeedback(fields({rating: 'helpful', email: 'nope'})).email).toMatch(/name@example\.com/);
    expect(validateFeedback(fields({rating: 'helpful', email: 'nope'}), {withEmail: false}).email).toBeUndefined();
    expect(validateFeedback(fields({rating: 'helpful', email: ''})).email).toBeUndefined();
  });
});

describe('buildPayload', () => {
  it('sends the page URL and title with the trimmed fields, and null for no email', () => {
    expect(buildPayload(fields({rating: 'not-helpful', message: '  Missing Go sample \n'}), page)).toEqual({
      url: page.url,
      title: 'Workflows',
      rating: 'not-helpful',
      message: 'Missing Go sample',
      email: null,
    });
    expect(buildPayload(fields({rating: 'helpful', email: ' a@b.io '}), page).email).toBe('a@b.io');
  });
});

describe('buildIssueUrl', () => {
  it('prefills a feedback issue with the page, the rating and the message, never the email', () => {
    const url = new URL(
      buildIssueUrl(
        'https://github.com/temporalio/documentation',
        fields({rating: 'helpful', message: 'Great & clear #1', email: 'secret@example.com'}),
        page,
      ),
    );
    expect(`${url.origin}${url.pathname}`).toBe('https://github.com/temporalio/documentation/issues/new');
    expect(url.searchParams.get('title')).toBe('Docs feedback: Workflows');
    expect(url.searchParams.get('labels')).toBe('feedback');
    const body = url.searchParams.get('body')!;
    expect(body).toContain('**Page:** https://docs.temporal.io/workflows');
    expect(body).toContain('**Was this page helpful?** Yes');
    expect(body).toContain('Great & clear #1');
    expect(url.href).not.toContain('secret');
    expect(url.search).not.toContain('+');
  });

  it('says when there was no rating or no message', () => {
    const body = new URL(buildIssueUrl('https://github.com/o/r', fields({message: 'x'}), page)).searchParams.get(
      'body',
    );
    expect(body).toContain('Not answered');
    const noMessage = new URL(buildIssueUrl('https://github.com/o/r', fields({rating: 'not-helpful'}), page));
    expect(noMessage.searchParams.get('body')).toContain('**Was this page helpful?** No');
    expect(noMessage.searchParams.get('body')).toContain('_No message._');
  });
});

describe('sendFeedback', () => {
  const payload = buildPayload(fields({rating: 'helpful', message: 'hi'}), page);

  it('POSTs the payload as JSON and reports success for any 2xx', async () => {
    const fetcher = vi.fn(async () => new Response(null, {status: 201}));
    await expect(sendFeedback('https://f.example/api', payload, {fetcher})).resolves.toEqual({ok: true});
    const [url, init] = fetcher.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('https://f.example/api');
    expect(init.method).toBe('POST');
    expect(init.headers).toEqual({'Content-Type': 'application/json'});
    expect(JSON.parse(init.body as string)).toEqual(payload);
  });

  it('reports the HTTP status of a refusal', async () => {
    const fetcher = async () => new Response('no', {status: 503});
    await expect(sendFeedback('https://f.example/api', payload, {fetcher})).resolves.toEqual({
      ok: false,
      error: 'The feedback service answered with an error (HTTP 503).',
    });
  });

  it('reports an unreachable service and a time-out', async () => {
    const offline = async () => {
      throw new TypeError('Failed to fetch');
    };
    const result = await sendFeedback('https://f.example/api', payload, {fetcher: offline});
    expect(result).toEqual({ok: false, error: expect.stringMatching(/could not be reached/)});

    const hanging = (_url: string | URL | Request, init?: RequestInit) =>
      new Promise<Response>((_resolve, reject) =>
        init?.signal?.addEventListener('abort', () => reject(new Error('aborted'))),
      );
    const late = await sendFeedback('https://f.example/api', payload, {fetcher: hanging, timeoutMs: 20});
    expect(late).toEqual({ok: false, error: 'The feedback service did not answer within 0 seconds.'});
  });
});
