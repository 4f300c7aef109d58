/** Spec §2: /admin/ematerai/transfer-details/{id}. */
export function transferDetailPath(id: number): string {
  return `/admin/ematerai/transfer-details/${id}`;
}
