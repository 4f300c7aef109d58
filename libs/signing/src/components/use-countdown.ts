import { useEffect, useState } from 'react';
import { secondsUntil } from '../model/seconds-until';
import { signingClock } from '../model/signing-clock';

/** Seconds left until `until`, re-read from the clock every second. */
export function useCountdown(until: string | null | undefined): number {
  const [now, setNow] = useState(() => signingClock.now());
  useEffect(() => {
    setNow(signingClock.now());
    const timer = setInterval(() => setNow(signingClock.now()), 1000);
    return () => clearInterval(timer);
  }, [until]);
  return secondsUntil(until, now);
}
