import { useCallback, useEffect, useLayoutEffect, useMemo, useState, type ReactNode } from 'react';
import { useMediaQuery } from '../layout/use-media-query';
import { applyColorMode } from './apply-color-mode';
import { ColorModeContext, type ColorModeChoice, type ColorModeValue } from './color-mode-context';

// The key and values next-themes used, so a choice saved before keeps working.
const STORAGE_KEY = 'theme';
const DARK_QUERY = '(prefers-color-scheme: dark)';

function choiceOf(stored: string | null): ColorModeChoice {
  return stored === 'light' || stored === 'dark' ? stored : 'system';
}

function storedChoice(): ColorModeChoice {
  try {
    return choiceOf(localStorage.getItem(STORAGE_KEY));
  } catch {
    // Storage can be refused (privacy settings): the OS decides.
    return 'system';
  }
}

/** A year: the choice outlives the session, as it does in localStorage. */
const CHOICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Mirrors the choice into cookie `name` (removed for 'system'), where the server can read it. */
function writeChoiceCookie(name: string, choice: ColorModeChoice): void {
  document.cookie =
    choice === 'system'
      ? `${name}=; Path=/; Max-Age=0; SameSite=Lax`
      : `${name}=${choice}; Path=/; Max-Age=${CHOICE_COOKIE_MAX_AGE_SECONDS}; SameSite=Lax`;
}

export type ColorModeProviderProps = {
  children: ReactNode;
  /**
   * A cookie to mirror the choice in, for the server: a page it sends already drawn (light) is not
   * sent to a visitor who chose dark. The choice itself stays in localStorage.
   */
  choiceCookie?: string;
};

/**
 * The page's colour mode: the OS's (followed live) until the user picks light or dark; the pick is
 * remembered in localStorage and followed across tabs.
 */
export function ColorModeProvider({ children, choiceCookie }: ColorModeProviderProps) {
  const [choice, setChoice] = useState(storedChoice);
  const systemDark = useMediaQuery(DARK_QUERY);
  const colorMode = choice === 'system' ? (systemDark ? 'dark' : 'light') : choice;

  // Before the browser paints: a dark-mode user never sees a first frame in light.
  useLayoutEffect(() => applyColorMode(colorMode), [colorMode]);

  // Also on start: a choice saved before the cookie existed (or in another tab) reaches it.
  useEffect(() => {
    if (choiceCookie) writeChoiceCookie(choiceCookie, choice);
  }, [choiceCookie, choice]);

  useEffect(() => {
    const onStorage = (event: StorageEvent) => {
      if (event.key === STORAGE_KEY) setChoice(choiceOf(event.newValue));
    };
    window.addEventListener('storage', onStorage);
    return () => window.removeEventListener('storage', onStorage);
  }, []);

  const setColorMode = useCallback((next: ColorModeChoice) => {
    setChoice(next);
    try {
      localStorage.setItem(STORAGE_KEY, next);
    } catch {
      // Not remembered, still shown.
    }
  }, []);

  const value = useMemo<ColorModeValue>(
    () => ({ choice, colorMode, setColorMode }),
    [choice, colorMode, setColorMode],
  );
  return <ColorModeContext.Provider value={value}>{children}</ColorModeContext.Provider>;
}
