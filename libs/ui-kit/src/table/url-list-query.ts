/** The page and search of a list as its URL carries them (`?page=2&search=x`). */
export type UrlListQuery = { page: number; per_page: number; search?: string };

/** Reads `page` (a positive whole number, else 1) and `search` (trimmed, at most 100 characters). */
export function urlListQueryOf(params: URLSearchParams, perPage: number): UrlListQuery {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: perPage,
    ...(search ? { search: search.slice(0, 100) } : {}),
  };
}
