/** Full page loads and the current path, in one place so tests can replace them (jsdom cannot navigate). */
export const browserLocation = {
  pathname: (): string => window.location.pathname,
  isHttps: (): boolean => window.location.protocol === 'https:',
  assign: (url: string): void => window.location.assign(url),
  replace: (url: string): void => window.location.replace(url),
  /** Changes the address without loading it (before the router starts, it then starts there). */
  rewrite: (path: string): void => window.history.replaceState(window.history.state, '', path),
};
