import {
  composePrerenderedHtml,
  gatherEmotionStyles,
  indexHtmlParts,
} from './compose-prerendered-html';

// The shape of the built index.html (apps/shell/index.html after the build's plugins).
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>eSign Back-office</title>
    <!--
      The runtime config gates the first render.
    -->
    <link rel="preload" href="/config.json" as="fetch" crossorigin="anonymous" />
    <link rel="stylesheet" href="/assets/global-abc.css">
    <script type="module" crossorigin src="/assets/index-123.js"></script>
    <link rel="modulepreload" crossorigin href="/assets/core-456.js">
    <link rel="modulepreload" crossorigin href="/assets/src-789.js">
  </head>
  <body>
    <noscript>This back-office needs JavaScript.</noscript>
    <div id="root"></div>
  </body>
</html>`;

const MARKUP =
  '<style data-emotion="css-global 1x">:root{--a:1}</style>' +
  '<style data-emotion="css aa">.css-aa{display:flex}</style><main class="css-aa">' +
  '<style data-emotion="css bb">.css-bb{color:red}</style><form><input class="css-bb" name="username"/>' +
  '<button type="button">Show</button><button type="submit" class="css-cc">Sign in</button></form></main>';

describe('indexHtmlParts', () => {
  it('reads the entry script, its module preloads, the stylesheet and the runtime-config preload', () => {
    expect(indexHtmlParts(INDEX_HTML)).toEqual({
      entry: '/assets/index-123.js',
      preloads: ['/assets/core-456.js', '/assets/src-789.js'],
      stylesheet: '/assets/global-abc.css',
      runtimeConfig: '/config.json',
    });
  });

  it('fails the build when index.html no longer has what the drawn page needs', () => {
    expect(() => indexHtmlParts(INDEX_HTML.replace(/<script[^>]*><\/script>/, ''))).toThrow(
      'The built index.html has no entry script',
    );
  });
});

describe('gatherEmotionStyles', () => {
  it("moves Emotion's rules out of the markup into one element under the names Emotion's browser cache reads, leaving out the global styles", () => {
    const { markup, style } = gatherEmotionStyles(MARKUP);
    expect(markup).not.toContain('<style');
    expect(markup.startsWith('<main class="css-aa">')).toBe(true);
    expect(style).toBe(
      '<style data-emotion="css aa bb">.css-aa{display:flex}.css-bb{color:red}</style>',
    );
  });
});

describe('composePrerenderedHtml', () => {
  const html = composePrerenderedHtml({
    indexHtml: INDEX_HTML,
    stylesheet: 'body{margin:0}',
    markup: MARKUP,
    pageId: 'prerendered-page',
    startScript: '/assets/start-app-xyz.js',
  });

  it('puts the page before #root, with its submit button disabled until the app takes over', () => {
    expect(html).toContain(
      '<div id="prerendered-page"><main class="css-aa"><form><input class="css-bb" name="username"/>' +
        '<button type="button">Show</button><button type="submit" disabled="" class="css-cc">Sign in</button>',
    );
    expect(html.indexOf('id="prerendered-page"')).toBeLessThan(html.indexOf('<div id="root">'));
  });

  it('carries the stylesheet and the page rules inline: the page hidden until all of it is parsed, and in dark mode', () => {
    expect(html).not.toContain('rel="stylesheet"');
    expect(html).toContain(
      '<style>body{margin:0}#prerendered-page:not(:has(~ #root)){display:none}' +
        '@media (prefers-color-scheme: dark){#prerendered-page{display:none}}</style>' +
        '<style data-emotion="css aa bb">',
    );
  });

  it("runs only the start script: the app's modules and the runtime config are requested by it after the first frame", () => {
    expect(html).not.toContain('index-123.js');
    expect(html).not.toContain('modulepreload');
    expect(html).not.toContain('/config.json');
    expect(html).not.toContain('The runtime config gates');
    expect([...html.matchAll(/<script\b[^>]*>/g)].map((match) => match[0])).toEqual([
      '<script type="module" src="/assets/start-app-xyz.js">',
    ]);
  });
});
