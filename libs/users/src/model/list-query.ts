import { DEFAULT_PER_PAGE, type UserListQuery } from '@esign/contract';

/** The list query of the URL (`page`, `search`) of either user list. */
export function listQueryOf(params: URLSearchParams): UserListQuery {
  const page = Number(params.get('page'));
  const search = params.get('search')?.trim();
  return {
    page: Number.isInteger(page) && page > 0 ? page : 1,
    per_page: DEFAULT_PER_PAGE,
    ...(search ? { search: search.slice(0, 100) } : {}),
  };
}
