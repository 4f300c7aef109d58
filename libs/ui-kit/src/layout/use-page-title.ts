import { useEffect } from 'react';

/**
 * Puts the page's title before the tab's own title (index.html's app name) while the caller is
 * mounted, so tabs, history and screen readers name the page; restored when it unmounts (the
 * login page keeps the app name alone).
 */
export function usePageTitle(title: string): void {
  useEffect(() => {
    const appTitle = document.title;
    document.title = `${title} · ${appTitle}`;
    return () => {
      document.title = appTitle;
    };
  }, [title]);
}
