// A link that opens a new issue on a GitHub repository with its title, body and labels filled in.
// Shared by the feedback form's no-endpoint path and the search modal's "Let us know." link.
export function newIssueUrl(
  repository: string,
  {title, body, labels}: {title: string; body: string; labels: string},
): string {
  const query = new URLSearchParams({title, body, labels});
  return `${repository}/issues/new?${query.toString().replace(/\+/g, '%20')}`;
}
