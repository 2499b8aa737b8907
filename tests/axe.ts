// axe-core on the whole page — navbar, sidebar, footer and any open dialog — with the WCAG 2.1 A
// and AA rules, plus "label in name" (label-content-name-mismatch, WCAG 2.5.3), which axe tags
// experimental and so leaves off unless it is asked for. No rule is disabled and no region left out.
import AxeBuilder from '@axe-core/playwright';
import type {Page} from '@playwright/test';

export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'];

export async function axeResults(page: Page) {
  // One options object: AxeBuilder's options() replaces what withTags() would have set.
  return new AxeBuilder({page})
    .options({
      runOnly: {type: 'tag', values: WCAG_TAGS},
      rules: {'label-content-name-mismatch': {enabled: true}},
    })
    .analyze();
}

type Violation = Awaited<ReturnType<typeof axeResults>>['violations'][number];

const describe = (v: Violation) =>
  `${v.id} (${v.impact}): ${v.nodes
    .slice(0, 3)
    .map((n) => n.target.join(' '))
    .join('; ')}`;

/**
 * The rules whose outcome depends on the colour mode. Switching the mode changes the palette, not
 * the markup, so a page already checked with every rule in one mode is checked with these in the
 * other (tests/crawl.spec.ts); dialogs and sample pages get every rule in both.
 */
export const COLOUR_RULES = ['color-contrast', 'link-in-text-block'];

export async function colourResults(page: Page) {
  return new AxeBuilder({page}).withRules(COLOUR_RULES).analyze();
}

/** The serious and critical violations on the whole page, one line each (`colourOnly`: COLOUR_RULES). */
export async function seriousViolations(page: Page, {colourOnly = false} = {}): Promise<string[]> {
  const {violations} = await (colourOnly ? colourResults(page) : axeResults(page));
  return violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map(describe);
}

/** Every violation on the whole page, whatever its impact, one line each. */
export async function allViolations(page: Page): Promise<string[]> {
  const {violations} = await axeResults(page);
  return violations.map(describe);
}

/** Waits until colours that ease into a new palette (CSS transitions, e.g. the search button's) have arrived. */
export async function coloursSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation instanceof CSSTransition)
        .map((transition) => transition.finished.catch(() => undefined)),
    ),
  );
}
