import { lazy, Suspense, useEffect, useState } from 'react';
import { toaster } from './toaster-store';

const ToasterRegion = lazy(() =>
  import('./toaster-region').then((module) => ({ default: module.ToasterRegion })),
);

/**
 * Renders the popups of `toaster` (inside UiProvider): top right, 400 px wide (spec §9), at most the
 * viewport minus 32 px on phones. The toast stack and its state machine (~14 KB gzip) load with the
 * first toast rather than on page load; toasts created meanwhile are shown once it is there.
 */
export function Toaster() {
  const [active, setActive] = useState(() => toaster.getCount() > 0);
  useEffect(() => {
    if (active) return undefined;
    if (toaster.getCount() > 0) {
      setActive(true);
      return undefined;
    }
    return toaster.subscribe(() => setActive(true));
  }, [active]);

  if (!active) return null;
  return (
    <Suspense fallback={null}>
      <ToasterRegion />
    </Suspense>
  );
}
