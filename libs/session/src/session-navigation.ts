import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { browserLocation } from './browser-location';

type Navigator = (to: string, options: { replace: boolean }) => void;

let current: Navigator | null = null;

/**
 * Navigates from outside React (the 403 handler, logout). Uses the router once a session
 * component has registered it, otherwise a full page load.
 */
export function navigateTo(to: string, { replace = false }: { replace?: boolean } = {}): void {
  if (current) current(to, { replace });
  else if (replace) browserLocation.replace(to);
  else browserLocation.assign(to);
}

/** Lets `navigateTo` use the data router while this component is mounted. */
export function useSessionNavigator(): void {
  const navigate = useNavigate();
  useEffect(() => {
    const navigator: Navigator = (to, options) => {
      void navigate(to, options);
    };
    current = navigator;
    return () => {
      if (current === navigator) current = null;
    };
  }, [navigate]);
}
