// Public API of @esign/ui-kit/global-css: the app system's global CSS as text, for the web app's
// build, which serves it as a stylesheet (apps/shell/static-global-css-plugin.mts). A separate
// entry point: it runs in Node at build time and must not pull in the kit's components.
import { getAppSystem } from './theme/app-system';
import { globalCssText } from './theme/global-css-text';

/** What Chakra's provider would insert at run time for the app's system (layers, preflight, global CSS, tokens). */
export function appGlobalCss(): string {
  return globalCssText(getAppSystem());
}
