import type { ReactNode } from 'react';

/** The optional panel sliding in from the right of the admin layout (spec §2), e.g. a detail or filter panel. */
export type RightDrawerOptions = {
  open: boolean;
  title: string;
  onClose(): void;
  content: ReactNode;
};
