// Routes that resolve to another page. A redirect is emitted only once its target page exists;
// the route-coverage check in `npm test` reports a language whose timers page is missing.
import fs from 'node:fs';
import path from 'node:path';

export const SDK_LANGUAGES = ['dotnet', 'go', 'java', 'php', 'python', 'ruby', 'typescript'] as const;

export function durableTimerRedirects(docsDir: string) {
  return SDK_LANGUAGES.filter((language) => fs.existsSync(path.join(docsDir, 'develop', language, 'timers.mdx'))).map(
    (language) => ({from: `/develop/${language}/durable-timers`, to: `/develop/${language}/timers`}),
  );
}
