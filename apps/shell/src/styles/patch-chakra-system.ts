import { chakraStyledSystemModule } from './chakra-module';
import { replaceExpected } from './replace-expected';

/** Chakra's createSystem, which builds the global CSS of every system it creates. */
export const CHAKRA_SYSTEM_MODULE = chakraStyledSystemModule('system.js');

const GLOBAL_STYLES = 'const _global = [getPreflightCss(), getGlobalCss(), getTokenCss()];';

/**
 * createSystem's source without the build of `_global` (preflight, global CSS, token variables),
 * which the provider inserts through Emotion's `Global`: the production build serves the same CSS
 * as a stylesheet made at build time (static-global-css-plugin.mts), so the browser neither builds
 * nor inserts it (the functions that built it stay in the bundle, uncalled). Throws when the
 * statement is not there any more (a Chakra update changed the module): the build then fails
 * instead of serving a page with its global styles twice, or with stale ones.
 */
export function patchChakraSystem(source: string): string {
  return replaceExpected(
    source,
    GLOBAL_STYLES,
    '// Served as a stylesheet built with the app (apps/shell/static-global-css-plugin.mts).\n  const _global = [];',
    "Chakra's createSystem",
    'apps/shell/src/styles/patch-chakra-system.ts',
  );
}
