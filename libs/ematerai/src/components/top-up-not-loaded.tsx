import { Receipt } from 'lucide-react';
import type { ReactNode } from 'react';
import { useAlertStore } from '@esign/api-client';
import { EmptyState } from '@esign/ui-kit';

export type TopUpNotLoadedProps = { id: number; action: ReactNode };

/** A top-up page whose top-up did not load: not found (404/400) or a failure. */
export function TopUpNotLoaded({ id, action }: TopUpNotLoadedProps) {
  const alertCode = useAlertStore((state) => state.alertCode);
  const notFound = alertCode === 404 || alertCode === 400;
  return (
    <EmptyState
      icon={Receipt}
      title={notFound ? 'Top up not found' : 'The top up could not be loaded'}
      description={notFound ? `There is no top up ${id}.` : 'Please try again later.'}
      action={action}
    />
  );
}
