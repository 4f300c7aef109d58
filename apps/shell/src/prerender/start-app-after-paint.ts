/**
 * The one script of a prerendered page (apps/shell/prerender-login-plugin.mts bundles it alone,
 * with no imports, as `assets/start-app-*.js`): it starts the app once the page has been drawn.
 *
 * The page arrives drawn; the app's code is only needed to use it. Requested with the HTML, that
 * code would also be run before the first frame when it arrives first (a fast connection, or a
 * cached copy): 150–300 ms of script on a slow phone between the HTML and the form on screen.
 * Requested after the first frame, it runs after it. On a slow connection the request leaves one
 * frame (about 16 ms) later than it would have.
 */
export interface AppStart {
  /** The app's entry module (what index.html runs). */
  entry: string;
  /**
   * The modules the entry imports (index.html's modulepreload links): fetched beside it, and run
   * before it in this order (the order index.html lists them, each after what it imports).
   */
  preloads: readonly string[];
  /** The runtime config the app fetches before its first render (index.html preloads it too). */
  runtimeConfig: string;
}

/** Without frames (a tab opened in the background) the app starts after this long. */
export const START_WITHOUT_FRAMES_MS = 250;

type ImportModule = (url: string) => Promise<unknown>;

const importModule: ImportModule = (url) => import(/* @vite-ignore */ url);

function addLink(document: Document, attributes: Record<string, string>): void {
  const link = document.createElement('link');
  for (const [name, value] of Object.entries(attributes)) link.setAttribute(name, value);
  document.head.append(link);
}

/** Starts the app after the next frame has been drawn (or after START_WITHOUT_FRAMES_MS). */
export function startAppAfterPaint(
  app: AppStart,
  target: Window = window,
  load: ImportModule = importModule,
): void {
  let started = false;
  const start = () => {
    if (started) return;
    started = true;
    const { document } = target;
    addLink(document, {
      rel: 'preload',
      href: app.runtimeConfig,
      as: 'fetch',
      crossorigin: 'anonymous',
    });
    for (const href of app.preloads)
      addLink(document, { rel: 'modulepreload', href, crossorigin: '' });
    // The modules run one per task, the entry last: the user may be typing into the drawn form
    // meanwhile, and all of them in one task held the main thread 30 ms (120 ms on a phone 4×
    // slower). On Lighthouse's mobile /login, Total Blocking Time went from 80–200 ms to 35–100.
    const nextTask = () => new Promise((resolve) => target.setTimeout(resolve, 0));
    const run = async () => {
      for (const href of app.preloads) {
        await load(href);
        await nextTask();
      }
      await load(app.entry);
    };
    run().catch((error: unknown) => {
      // The form stays on screen, its button disabled: the same as a page whose scripts fail.
      console.error(error);
    });
  };
  // A frame callback runs before that frame is drawn; a task it queues runs after.
  target.requestAnimationFrame(() => target.setTimeout(start, 0));
  target.setTimeout(start, START_WITHOUT_FRAMES_MS);
}
