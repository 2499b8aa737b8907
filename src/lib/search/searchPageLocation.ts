// Pure: whether a location is the search page with a query to search (src/clientModules/
// searchPageIndex.ts starts loading the index there before the page hydrates).
export function isSearchPageWithQuery(
  {pathname, search}: {pathname: string; search: string},
  baseUrl: string,
  searchPagePath: string,
): boolean {
  const page = `${baseUrl}${searchPagePath}`;
  return (pathname === page || pathname === `${page}/`) && !!new URLSearchParams(search).get('q')?.trim();
}
