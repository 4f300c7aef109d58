import { useEffect, useState } from 'react';

/**
 * False until the browser has drawn a frame (the task after the next animation frame) after
 * `ready` became true, or until `maxWaitMs` after mounting, whichever comes first; then true for
 * good. For work that must not hold back what the user sees first: a large download started as
 * the page renders shares the network and the main thread with the smaller requests and the
 * drawing that the first screen is waiting for.
 *
 * A tab opened in the background draws no frame until it is shown: there `maxWaitMs` decides.
 */
export function useStartAfter(ready: boolean, maxWaitMs: number): boolean {
  const [started, setStarted] = useState(false);
  useEffect(() => {
    if (started || !ready) return undefined;
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    const frame = requestAnimationFrame(() => {
      afterFrame = setTimeout(() => setStarted(true), 0);
    });
    return () => {
      cancelAnimationFrame(frame);
      clearTimeout(afterFrame);
    };
  }, [ready, started]);
  useEffect(() => {
    if (started) return undefined;
    const timer = setTimeout(() => setStarted(true), maxWaitMs);
    return () => clearTimeout(timer);
  }, [maxWaitMs, started]);
  return started;
}
