// Where a page's Markdown twin is published: its route plus `.md`. Shared by the plugin, which
// writes the files, and the theme, which links to them (src/theme/DocItem/Content).

/** `/workflows` → `/workflows.md`, `/develop/` → `/develop.md`, `/` → `/index.md` (base URL kept). */
export function markdownPath(permalink: string): string {
  const trimmed = permalink.replace(/\/+$/, '');
  return trimmed === '' ? '/index.md' : `${trimmed}.md`;
}
