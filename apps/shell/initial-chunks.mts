// Which chunk each module of the first load goes into. Left to itself the bundler splits what
// /login and the admin frame load into about 40 files (one per set of pages sharing a module),
// most under 1 KB: each costs a request, and brotli compresses many small files worse than one
// larger file (/login as 40 files: 183 KB; the same code as one file: 170 KB). These groups put the
// packages /login and the frame load into three files by what loads them, and leave every other
// module to the bundler, so lazy pages stay lazy (what most lazy pages share then goes into one
// chunk of its own: shared-page-chunks.mts).
// - A module matched here that only a lazy page uses would load with the first page: keep the
//   patterns to what /login and the frame render. The bundle budget check
//   (tools/scripts/bundle-budget.mjs) measures both pages; `node tools/bench/bundle-composition.mjs`
//   lists what each chunk holds.
// - A group also takes in everything its modules import. Workspace modules are therefore left out:
//   most import a lib's index.ts, and through it every module the lib exports (the contract's
//   index alone would add every schema of the app to /login).

const NM = String.raw`[\\/]node_modules[\\/]`;
const pattern = (...parts: string[]) => new RegExp(parts.join(''));

/** What every page loads: React, the router, Chakra's system and simplest components, axios, zod. */
const CORE = [
  pattern(
    NM,
    String.raw`(react|react-dom|scheduler|react-router|axios|stylis|react-is|hoist-non-react-statics|@emotion[\\/][^\\/]+|@pandacss[\\/]is-valid-prop|@zag-js[\\/]anatomy)[\\/]`,
  ),
  pattern(NM, String.raw`zod[\\/]v4[\\/](core|locales[\\/]en|mini[\\/]schemas)`),
  pattern(NM, String.raw`zustand[\\/]esm[\\/](vanilla|react)\.mjs`),
  pattern(
    NM,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/](styled-system|utils|preset-base|anatomy)`,
  ),
  // The system's recipes (libs/ui-kit/src/theme/app-system.ts); the others load with their pages.
  pattern(
    NM,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]theme[\\/](breakpoints|global-css|text-styles|tokens|recipes[\\/](badge|button|heading|icon|input|input-addon|link|separator|skip-nav-link|spinner|alert|card|field))`,
  ),
  // The components /login, the frame and the loading and error states render.
  pattern(
    NM,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](box|span|text|heading|spinner|stack|center|square|circle|absolute-center|loader|icon|button|flex)[\\/]`,
  ),
  pattern(
    NM,
    String.raw`@zag-js[\\/](utils[\\/]dist[\\/](object|warning|guard|functions)|dom-query[\\/]dist[\\/]shared)\.mjs`,
  ),
  pattern(
    NM,
    String.raw`lucide-react[\\/]dist[\\/]esm[\\/](shared|context\.mjs|Icon\.mjs|createLucideIcon\.mjs)`,
  ),
  pattern(NM, String.raw`@ark-ui[\\/]react[\\/]dist[\\/]components[\\/]field[\\/]field\.anatomy`),
];

/** Form parts: the login form and every form page of the frame (fields, inputs, alerts, cards). */
const FORMS = [
  pattern(
    NM,
    String.raw`@ark-ui[\\/]react[\\/]dist[\\/](utils[\\/](create-context|compose-refs|create-split-props|use-safe-layout-effect)|providers[\\/]environment|components[\\/](factory|field|fieldset[\\/]use-fieldset-context)|_virtual)`,
  ),
  pattern(
    NM,
    String.raw`@zag-js[\\/](core[\\/]dist[\\/]merge-props|dom-query[\\/]dist[\\/](node|computed-style)|auto-resize)`,
  ),
  pattern(
    NM,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](alert|card|group|input|input-addon|input-element|input-group|separator|icons\.js)`,
  ),
];

/**
 * TanStack Query's client and caches, for every admin page but the home (apps/shell/src/app/
 * query-scope.tsx); the hooks (observers) load with the pages that use them.
 */
const QUERY = [
  pattern(
    NM,
    String.raw`@tanstack[\\/](react-query[\\/]build[\\/]modern[\\/]QueryClientProvider|query-core[\\/]build[\\/]modern[\\/](timeoutManager|utils|environmentManager|subscribable|focusManager|notifyManager|onlineManager|retryer|infiniteQueryBehavior|removable|query|mutation|queryClient|queryCache|mutationCache))\.js$`,
  ),
];

/** What every page of the admin frame loads: the menu's icons, the page chrome. */
const FRAME = [
  pattern(
    NM,
    String.raw`@chakra-ui[\\/]react[\\/]dist[\\/]esm[\\/]components[\\/](badge[\\/]|grid[\\/]grid\.js|simple-grid[\\/])`,
  ),
  pattern(
    NM,
    String.raw`lucide-react[\\/]dist[\\/]esm[\\/]icons[\\/](chevron-right|house|file-pen-line|file-text|stamp|monitor|settings)\.mjs`,
  ),
];

const INTERACT = pattern(NM, String.raw`(@interactjs[\\/]|interactjs[\\/])`);

/** The chunks these groups make (the shared-page chunk's plan leaves them as they are). */
export const INITIAL_CHUNK_NAMES = [
  'core',
  'forms',
  'frame',
  'query',
  'vendor-interactjs',
] as const;

export function initialChunk(id: string): (typeof INITIAL_CHUNK_NAMES)[number] | undefined {
  if (CORE.some((test) => test.test(id))) return 'core';
  if (FORMS.some((test) => test.test(id))) return 'forms';
  if (FRAME.some((test) => test.test(id))) return 'frame';
  if (QUERY.some((test) => test.test(id))) return 'query';
  // interact.js (drag and resize of placements) is most of the upload page: on its own it stays
  // cached across releases and the page's chunk stays under the 50 KB route budget.
  if (INTERACT.test(id)) return 'vendor-interactjs';
  return undefined;
}
