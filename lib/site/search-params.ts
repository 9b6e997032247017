/** A page's `searchParams` as Next gives them. */
export type SearchParams = Record<string, string | string[] | undefined>;

/** The query string of `search` as it came: every value of a repeated name, in order. */
export function queryStringOf(search: SearchParams): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(search)) for (const one of [value ?? []].flat()) params.append(name, one);
  return params.toString();
}

/** `pathname?query` as the visitor asked for it (unprefixed): the sign-in page sends them back there. */
export function pathWithQuery(pathname: string, search: SearchParams): string {
  const query = queryStringOf(search);
  return query ? `${pathname}?${query}` : pathname;
}
