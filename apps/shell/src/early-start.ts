import { prefetchCookieKey } from '@esign/session';

// The page's first script: its own entry of a few hundred bytes, loaded `async` beside the app's
// (early-entry-plugin.mts), so it runs as soon as it arrives instead of after the app's module
// graph has been fetched, compiled and run (~100–200 ms on a busy two-core machine). It starts
// reading the session cookies' key from IndexedDB (40–100 ms there): the app's own call then finds
// it loading or loaded (one key per page, in the module both entries share), and user/me, a
// document's detail and its PDF leave as soon as the app starts instead of after that read.
prefetchCookieKey();
