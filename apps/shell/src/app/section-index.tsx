import { Navigate } from 'react-router';
import type { MenuItem } from '@esign/ui-kit';
import { ErrorPage } from '@esign/ui-kit';
import { firstAllowedPath, useSessionStore } from '@esign/session';

export interface SectionIndexProps {
  /** The section's menu entries (e.g. the children of Document). */
  pages: readonly MenuItem[];
}

/** A bare section path (`/admin/documents`) opens the first page of it the user may see. */
export function SectionIndex({ pages }: SectionIndexProps) {
  const codes = useSessionStore((state) => state.user?.fe_permissions ?? []);
  const target = firstAllowedPath(pages, codes);
  return target ? <Navigate to={target} replace /> : <ErrorPage status={403} embedded />;
}
