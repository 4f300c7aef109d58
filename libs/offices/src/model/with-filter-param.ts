/** The offices under each office filter: choosing another area or branch clears them. */
const OFFICES_UNDER: Readonly<Record<string, readonly string[]>> = {
  office_area_id: ['office_branch_id', 'office_department_id'],
  office_branch_id: ['office_department_id'],
};

/**
 * A copy of a list page's URL search params with one filter changed (an empty value removes it).
 * Changing an office clears the offices under it, and any change but the page itself goes back
 * to page 1: the rule every list with office filters follows.
 */
export function withFilterParam(
  params: URLSearchParams,
  name: string,
  value: string | number | null | undefined,
): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const under of OFFICES_UNDER[name] ?? []) next.delete(under);
  if (value === null || value === undefined || value === '') next.delete(name);
  else next.set(name, String(value));
  if (name !== 'page') next.delete('page');
  return next;
}
