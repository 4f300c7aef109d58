import type { AppStart } from './start-app-after-paint';

/** index.html's scripts and preloads, which a prerendered page requests after its first frame. */
export interface IndexHtmlParts extends AppStart {
  /** The build's global stylesheet (linked by index.html; a prerendered page carries it inline). */
  stylesheet: string;
}

const ENTRY_SCRIPT = /\s*<script type="module" crossorigin src="([^"]+)"><\/script>/;
const MODULE_PRELOAD = /\s*<link rel="modulepreload" crossorigin href="([^"]+)">/g;
const STYLESHEET = /\s*<link rel="stylesheet"[^>]* href="([^"]+)">/;
// With the comment above it, when there is one.
const CONFIG_PRELOAD =
  /(?:\s*<!--(?:(?!-->)[\s\S])*-->)?\s*<link\s+rel="preload"\s+href="([^"]+)"\s+as="fetch"[^>]*\/?>/;
const EMOTION_STYLE = /<style data-emotion="([^"]*)"[^>]*>([\s\S]*?)<\/style>/g;

function required(match: RegExpExecArray | null, what: string): string {
  const value = match?.[1];
  if (!value) throw new Error(`The built index.html has no ${what}`);
  return value;
}

/** Reads the built index.html's entry script, module preloads, stylesheet and runtime-config preload. */
export function indexHtmlParts(indexHtml: string): IndexHtmlParts {
  return {
    entry: required(ENTRY_SCRIPT.exec(indexHtml), 'entry script'),
    preloads: [...indexHtml.matchAll(MODULE_PRELOAD)].map((match) => match[1] ?? ''),
    stylesheet: required(STYLESHEET.exec(indexHtml), 'stylesheet'),
    runtimeConfig: required(CONFIG_PRELOAD.exec(indexHtml), 'runtime config preload'),
  };
}

/**
 * Emotion's server output puts a `<style data-emotion="css <name>">` before each element. Gathered
 * into one element for the head, under the attribute Emotion's browser cache reads at start-up:
 * the app then knows those rules are in the page and does not insert them again. Chakra's global
 * styles (`css-global`) are left out: the global stylesheet already has them.
 */
export function gatherEmotionStyles(markup: string): { markup: string; style: string } {
  const names: string[] = [];
  const rules: string[] = [];
  const body = markup.replace(EMOTION_STYLE, (_whole, attribute: string, css: string) => {
    const [key, ...styleNames] = attribute.split(' ');
    if (key === 'css') {
      names.push(...styleNames);
      rules.push(css);
    }
    return '';
  });
  const style =
    names.length > 0
      ? `<style data-emotion="css ${names.join(' ')}">${rules.join('')}</style>`
      : '';
  return { markup: body, style };
}

export interface PrerenderedHtmlInput {
  indexHtml: string;
  /** The text of index.html's stylesheet. */
  stylesheet: string;
  /** The page as React's server renderer wrote it (with Emotion's style elements). */
  markup: string;
  /** The id of the element the page goes in (the app removes it when it draws the page). */
  pageId: string;
  /** The script that starts the app after the first frame (start-app-after-paint.ts, built). */
  startScript: string;
}

/**
 * index.html with the page drawn in it:
 * - the stylesheet and the page's own rules inline, so the first frame needs nothing but the HTML;
 * - the page before #root, in `pageId`; its submit buttons disabled until the app replaces it (the
 *   form cannot be sent without the app: the password would go into the URL);
 * - hidden until the parser has read all of it (until #root, which follows it, is in the
 *   document): a browser may paint a document it has read part of, and the page, centred
 *   vertically, then jumped as the rest came in (Lighthouse measured a layout shift of 0.13). A
 *   browser without `:has()` drops the rule and shows the page as it comes;
 * - hidden when the system is in dark mode: the page is drawn light, and the app follows the
 *   system (such a visitor sees what index.html shows, nothing until the app draws);
 * - no script but `startScript`, which requests the app's modules and the runtime config after the
 *   first frame.
 */
export function composePrerenderedHtml(input: PrerenderedHtmlInput): string {
  // Fails the build on an index.html without the parts replaced below.
  indexHtmlParts(input.indexHtml);
  const { markup, style } = gatherEmotionStyles(input.markup);
  const page = markup.replace(/<button type="submit"/g, '<button type="submit" disabled=""');
  const pageRules =
    `#${input.pageId}:not(:has(~ #root)){display:none}` +
    `@media (prefers-color-scheme: dark){#${input.pageId}{display:none}}`;
  return input.indexHtml
    .replace(ENTRY_SCRIPT, '')
    .replace(MODULE_PRELOAD, '')
    .replace(CONFIG_PRELOAD, '')
    .replace(STYLESHEET, () => `\n    <style>${input.stylesheet}${pageRules}</style>${style}`)
    .replace(
      '<div id="root"></div>',
      () => `<div id="${input.pageId}">${page}</div>\n    <div id="root"></div>`,
    )
    .replace(
      '</body>',
      () => `  <script type="module" src="${input.startScript}"></script>\n  </body>`,
    );
}
