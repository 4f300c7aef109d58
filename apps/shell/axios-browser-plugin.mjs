// Trims axios in the shell's browser build, where two of its parts never run (measured: /login
// 171.3 → 170.0 KB brotli for both together, the fetch adapter alone 174.7 → 171.3 KB):
// - `axios` as imported by the app's code resolves to ./axios-browser.mjs: the same default
//   instance and helpers without the extras axios's entry attaches to the instance (CancelToken,
//   HttpStatusCode, toFormData, formToJSON, all, spread), which no bundler can drop. A named import
//   of one of those fails the build (missing export); the types still come from axios.
// - axios's fetch adapter (and what only it uses: stream tracking, signal composition, multipart
//   bodies, data-URL sizing) is replaced by one that reports itself unsupported. The default
//   adapter list is ['xhr', 'http', 'fetch'] and every browser has XMLHttpRequest, so the app's
//   requests always went through the XHR adapter; only an explicit `adapter: 'fetch'` would now
//   fail ("adapter fetch is not supported by the environment"), and the app sets none.
// Tests: tools/scripts/axios-browser.test.mjs; the end-to-end specs run the built app.
import { fileURLToPath } from 'node:url';

export const AXIOS_BROWSER_ENTRY = fileURLToPath(new URL('./axios-browser.mjs', import.meta.url));
export const NO_FETCH_ADAPTER = '\0esign-axios-no-fetch-adapter';

const IN_NODE_MODULES = /[\\/]node_modules[\\/]/;
const AXIOS_ADAPTERS = /[\\/]node_modules[\\/]axios[\\/]lib[\\/]adapters[\\/]adapters\.js$/;

/** @returns {import('vite').Plugin} */
export function axiosBrowser() {
  return {
    name: 'esign-axios-browser',
    apply: 'build',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer) return null;
      if (source === 'axios' && !IN_NODE_MODULES.test(importer) && importer !== AXIOS_BROWSER_ENTRY)
        return AXIOS_BROWSER_ENTRY;
      if (source === './fetch.js' && AXIOS_ADAPTERS.test(importer)) return NO_FETCH_ADAPTER;
      return null;
    },
    load(id) {
      // adapters.js reads `getFetch(config)`: false means "not supported by the environment".
      if (id === NO_FETCH_ADAPTER) return 'export const getFetch = () => false;\n';
      return null;
    },
  };
}
