// The feedback widget: a Feedback button at the centre right of doc pages and recipes on a desktop
// (an ordinary button after the article below the desktop breakpoint, where there is no margin to
// put it in), a sidebar-right modal titled "Feedback", a POST to FEEDBACK_ENDPOINT when configured
// and a prefilled GitHub issue otherwise. Nothing typed is lost: failures and reloads keep the draft.
import type {Page, Route} from '@playwright/test';
import {test, expect, gotoHydrated, configureWidgets} from './baseTest';
import {allViolations} from './axe';
import {DOCS_REPOSITORY} from '../config/site';
import {MAX_MESSAGE_LENGTH} from '../src/lib/feedback/feedback';

const ENDPOINT = 'https://feedback.test/api/feedback';
const PAGE = '/workflows';
const PAGE_TITLE = 'What is a Temporal Workflow?';

const feedbackButton = (page: Page) => page.getByRole('button', {name: 'Feedback', exact: true});
const modal = (page: Page) => page.getByRole('dialog', {name: 'Feedback'});

/** Answers the endpoint like a CORS-enabled service: the preflight, then `status` for the POST. */
function endpointStub(statuses: number[]) {
  const bodies: unknown[] = [];
  const handler = async (route: Route) => {
    const cors = {'Access-Control-Allow-Origin': '*', 'Access-Control-Allow-Headers': 'Content-Type'};
    if (route.request().method() === 'OPTIONS') {
      await route.fulfill({status: 204, headers: {...cors, 'Access-Control-Allow-Methods': 'POST'}});
      return;
    }
    bodies.push({
      method: route.request().method(),
      contentType: route.request().headers()['content-type'],
      json: route.request().postDataJSON(),
    });
    await route.fulfill({status: statuses.shift() ?? 201, headers: cors, body: '{}'});
  };
  return {bodies, handler};
}

test.describe('the button and the modal', () => {
  for (const path of [PAGE, '/ai-cookbook/durable-agent-with-tools']) {
    test(`sits at the centre right of ${path} and opens a sidebar-right modal titled Feedback`, async ({page}) => {
      await gotoHydrated(page, path);
      const viewport = page.viewportSize()!;
      const button = feedbackButton(page);
      await expect(button).toBeVisible();
      const box = (await button.boundingBox())!;
      expect(Math.abs(box.x + box.width - viewport.width)).toBeLessThanOrEqual(1);
      expect(Math.abs(box.y + box.height / 2 - viewport.height / 2)).toBeLessThanOrEqual(2);

      await button.click();
      await expect(modal(page)).toBeVisible();
      await expect(modal(page).getByRole('heading', {name: 'Feedback', level: 2})).toBeVisible();
      await expect
        .poll(async () => {
          const b = (await modal(page).boundingBox())!;
          return [Math.round(b.x + b.width), Math.round(b.y), Math.round(b.height)];
        })
        .toEqual([viewport.width, 0, viewport.height]);
      const panelBox = (await modal(page).boundingBox())!;
      expect(panelBox.x).toBeGreaterThan(viewport.width / 2);
      await expect(modal(page).getByRole('radio', {name: 'Helpful', exact: true})).toBeFocused();

      await page.keyboard.press('Escape');
      await expect(modal(page)).toHaveCount(0);
      await expect(button).toBeFocused();
      // The end-of-page row of phones and tablets shows nothing here.
      await expect(page.getByText('Was this page helpful?')).toBeHidden();
      await expect(page.getByRole('button', {name: 'Back to top', exact: true})).toBeHidden();
    });
  }

  for (const viewport of [
    {width: 390, height: 844},
    {width: 768, height: 1024},
  ]) {
    for (const path of [PAGE, '/ai-cookbook/durable-agent-with-tools']) {
      test(`at ${viewport.width}×${viewport.height}, follows the article of ${path} and opens the same modal`, async ({
        page,
      }) => {
        await page.setViewportSize(viewport);
        await gotoHydrated(page, path);
        const button = feedbackButton(page);
        // Not fixed over the text: in the flow of the page, after the article, before the previous/next links.
        await expect(button).toHaveCSS('position', 'static');
        await expect(button).not.toBeInViewport();
        const order = await button.evaluate((el) => {
          const top = (node: Element | null) => node?.getBoundingClientRect().top ?? NaN;
          const article = document.querySelector('main article')!.getBoundingClientRect();
          return {
            afterArticle: el.getBoundingClientRect().top >= article.bottom,
            beforeLinks: el.getBoundingClientRect().bottom <= top(document.querySelector('.pagination-nav')),
          };
        });
        expect(order).toEqual({afterArticle: true, beforeLinks: true});
        await button.scrollIntoViewIfNeeded();
        await expect(page.getByText('Was this page helpful?')).toBeVisible();

        await button.click();
        await expect(modal(page)).toBeVisible();
        await expect(modal(page).getByRole('heading', {name: 'Feedback', level: 2})).toBeVisible();
        await expect(modal(page).getByRole('radio', {name: 'Helpful', exact: true})).toBeFocused();
        await page.keyboard.press('Escape');
        await expect(modal(page)).toHaveCount(0);
        await expect(button).toBeFocused();
      });
    }
  }

  for (const scheme of ['light', 'dark'] as const) {
    test(`at 390×844 in ${scheme} mode, the end of the page with Feedback and Back to top passes axe`, async ({
      page,
    }) => {
      await page.setViewportSize({width: 390, height: 844});
      await page.emulateMedia({colorScheme: scheme});
      await gotoHydrated(page, PAGE);
      await feedbackButton(page).scrollIntoViewIfNeeded();
      await expect(page.getByRole('button', {name: 'Back to top', exact: true})).toBeInViewport();
      // The whole page (tests/axe.ts), every impact, with the phone's end-of-page row on screen.
      expect(await allViolations(page)).toEqual([]);
    });
  }

  test('is not shown on pages that are not docs', async ({page}) => {
    await gotoHydrated(page, '/search?q=workflow');
    await expect(feedbackButton(page)).toHaveCount(0);
  });
});

test.describe('with an endpoint configured', {tag: '@fixtures'}, () => {
  // The default build's Content-Security-Policy lists no feedback host; a configured build's does.
  test.use({bypassCSP: true});
  test.beforeEach(async ({page}) => {
    await configureWidgets(page, {feedback: {endpoint: ENDPOINT}});
  });

  test('validates the rating or message, the message length and the email', async ({page}) => {
    const stub = endpointStub([]);
    await page.route(ENDPOINT, stub.handler);
    await gotoHydrated(page, PAGE);
    await feedbackButton(page).click();
    const send = modal(page).getByRole('button', {name: 'Send feedback'});
    await send.click();
    await expect(modal(page).getByRole('alert')).toHaveText('Choose whether the page was helpful, or write a message.');

    const message = modal(page).getByLabel('Message');
    await message.fill('x'.repeat(MAX_MESSAGE_LENGTH + 1));
    await expect(modal(page)).toContainText(
      `limited to ${MAX_MESSAGE_LENGTH} characters (${MAX_MESSAGE_LENGTH + 1} now)`,
    );
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await message.fill('The Go sample does not compile.');
    await expect(modal(page)).toContainText(`31/${MAX_MESSAGE_LENGTH}`);

    const email = modal(page).getByLabel('Email (optional)');
    await email.fill('not-an-email');
    await email.blur();
    await expect(email).toHaveAttribute('aria-invalid', 'true');
    await expect(modal(page)).toContainText('Enter an email address such as name@example.com');
    await send.click();
    await expect(email).toBeFocused();
    expect(stub.bodies).toEqual([]);

    await email.fill('reader@example.com');
    await expect(email).toHaveAttribute('aria-invalid', 'false');
  });

  test('POSTs the rating, message, email and page URL as JSON and thanks the reader', async ({page, baseURL}) => {
    const stub = endpointStub([201]);
    await page.route(ENDPOINT, stub.handler);
    await gotoHydrated(page, PAGE);
    await feedbackButton(page).click();
    await modal(page).getByRole('radio', {name: 'Not helpful'}).check();
    await modal(page).getByLabel('Message').fill('  The Go sample does not compile.  ');
    await modal(page).getByLabel('Email (optional)').fill('reader@example.com');
    await modal(page).getByRole('button', {name: 'Send feedback'}).click();
    await expect(modal(page).getByRole('status')).toContainText('Thank you for your feedback!');
    expect(stub.bodies).toEqual([
      {
        method: 'POST',
        contentType: 'application/json',
        json: {
          url: `${baseURL}${PAGE}`,
          title: PAGE_TITLE,
          rating: 'not-helpful',
          message: 'The Go sample does not compile.',
          email: 'reader@example.com',
        },
      },
    ]);
    expect(await page.evaluate(() => localStorage.getItem('temporal-docs.feedback.drafts'))).toBeNull();
    await modal(page).getByRole('button', {name: 'Close'}).last().click();
    await expect(feedbackButton(page)).toBeFocused();
  });

  test('keeps everything typed when sending fails, says why, and retries', async ({page}) => {
    const stub = endpointStub([500, 201]);
    await page.route(ENDPOINT, stub.handler);
    await gotoHydrated(page, PAGE);
    await feedbackButton(page).click();
    await modal(page).getByRole('radio', {name: 'Helpful', exact: true}).check();
    await modal(page).getByLabel('Message').fill('Clear, thanks.');
    await modal(page).getByLabel('Email (optional)').fill('reader@example.com');
    await modal(page).getByRole('button', {name: 'Send feedback'}).click();
    const failure = modal(page).getByRole('alert');
    await expect(failure).toContainText('Your feedback was not sent.');
    await expect(failure).toContainText('HTTP 500');
    await expect(modal(page).getByLabel('Message')).toHaveValue('Clear, thanks.');
    await expect(modal(page).getByLabel('Email (optional)')).toHaveValue('reader@example.com');
    await expect(modal(page).getByRole('radio', {name: 'Helpful', exact: true})).toBeChecked();

    await failure.getByRole('button', {name: 'Retry'}).click();
    await expect(modal(page).getByRole('status')).toContainText('Thank you for your feedback!');
    expect(stub.bodies).toHaveLength(2);
  });

  test('keeps unsent feedback across a reload until it is discarded', async ({page}) => {
    await page.route(ENDPOINT, (route) => route.abort('internetdisconnected'));
    await gotoHydrated(page, PAGE);
    await feedbackButton(page).click();
    await modal(page).getByRole('radio', {name: 'Not helpful'}).check();
    await modal(page).getByLabel('Message').fill('Written offline.');
    await modal(page).getByRole('button', {name: 'Send feedback'}).click();
    await expect(modal(page).getByRole('alert')).toContainText('could not be reached');

    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await feedbackButton(page).click();
    await expect(modal(page)).toContainText('Your unsent feedback on this page was kept.');
    await expect(modal(page).getByLabel('Message')).toHaveValue('Written offline.');
    await expect(modal(page).getByRole('radio', {name: 'Not helpful'})).toBeChecked();

    await modal(page).getByRole('button', {name: 'Discard'}).click();
    await expect(modal(page).getByLabel('Message')).toHaveValue('');
    await page.reload();
    await page.waitForSelector('html[data-has-hydrated="true"]');
    await feedbackButton(page).click();
    await expect(modal(page).getByLabel('Message')).toHaveValue('');
  });
});

for (const scheme of ['light', 'dark'] as const) {
  test(
    `the button and the modal, with its errors, pass axe (WCAG 2.1 AA) in ${scheme} mode`,
    {tag: '@fixtures'},
    async ({page}) => {
      await page.emulateMedia({colorScheme: scheme});
      await configureWidgets(page, {feedback: {endpoint: ENDPOINT}});
      await page.route(ENDPOINT, (route) => route.abort('internetdisconnected'));
      await gotoHydrated(page, PAGE);
      // The whole page (tests/axe.ts), every impact: the button in its frame, then the open dialog.
      expect(await allViolations(page)).toEqual([]);
      await feedbackButton(page).click();
      await modal(page).getByRole('button', {name: 'Send feedback'}).click();
      await modal(page).getByLabel('Email (optional)').fill('nope');
      await modal(page)
        .getByLabel('Message')
        .fill('x'.repeat(MAX_MESSAGE_LENGTH + 1));
      expect(await allViolations(page)).toEqual([]);
      await modal(page).getByLabel('Message').fill('Offline.');
      await modal(page).getByLabel('Email (optional)').fill('');
      await modal(page).getByRole('button', {name: 'Send feedback'}).click();
      await expect(modal(page).getByRole('alert')).toContainText('not sent');
      expect(await allViolations(page)).toEqual([]);
    },
  );
}

test.describe('with no endpoint configured', () => {
  test('opens a prefilled issue on the docs repository in a new tab', async ({page, context, baseURL}) => {
    await context.route('https://github.com/**', (route) => route.fulfill({body: 'issue form stub'}));
    await gotoHydrated(page, PAGE);
    await feedbackButton(page).click();
    await expect(modal(page).getByLabel('Email (optional)')).toHaveCount(0);
    await expect(modal(page)).toContainText('opens a prefilled issue on the docs repository');
    await modal(page).getByRole('radio', {name: 'Not helpful'}).check();
    await modal(page).getByLabel('Message').fill('The diagram is missing.');
    const newTab = context.waitForEvent('page');
    await modal(page).getByRole('button', {name: 'Continue on GitHub'}).click();
    const issue = await newTab;
    await issue.waitForLoadState();
    const url = new URL(issue.url());
    expect(`${url.origin}${url.pathname}`).toBe(`${DOCS_REPOSITORY}/issues/new`);
    expect(url.searchParams.get('title')).toBe(`Docs feedback: ${PAGE_TITLE}`);
    const body = url.searchParams.get('body')!;
    expect(body).toContain(`${baseURL}${PAGE}`);
    expect(body).toContain('**Was this page helpful?** No');
    expect(body).toContain('The diagram is missing.');
    await expect(modal(page).getByRole('status')).toContainText('submit it there');
    await expect(modal(page).getByRole('link', {name: 'open the prefilled issue'})).toHaveAttribute('href', url.href);
  });
});
