/**
 * Pages the web app's build writes already drawn (apps/shell/prerender-login-plugin.mts), which the
 * server sends instead of index.html (apps/api/src/http/prerendered-pages.ts): today /login, to a
 * visitor without a session. The files sit under this directory of the build, which the server
 * does not serve as files.
 */
export const PRERENDERED_PAGES_DIR = 'prerendered';

/** /login as drawn for a server without SSO and for one with it (the SSO button below the form). */
export const PRERENDERED_LOGIN_FILES = {
  withoutSso: 'login.html',
  withSso: 'login-sso.html',
} as const;

/** Written where the page shows the runtime config's `poweredBy`; the server puts the text there. */
export const POWERED_BY_PLACEHOLDER = '%ESIGN_POWERED_BY%';

/**
 * The cookie that holds the session's refresh token (written by the web app). A request for /login
 * carrying it gets index.html: the app sends a signed-in visitor on to /admin, and the drawn form
 * would flash first.
 */
export const REFRESH_TOKEN_COOKIE = 'esign_refresh';

/**
 * The user's colour-mode choice ('light' or 'dark'; absent: the system's), mirrored from
 * localStorage by the web app. The drawn /login is light: a visitor who chose dark gets index.html.
 */
export const COLOR_MODE_COOKIE = 'esign_color_mode';
