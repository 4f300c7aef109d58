// The PDF viewer on the demo's 300-page document (RPT-2025-0001), in Debian's Chromium against the
// built app. Builds nothing itself: `NX_DAEMON=false npx nx run-many -t build -p shell api` must
// have run. Starts the built server on a fresh demo database (serve-built-app.mjs), signs in as
// `signer` through the login form and prints:
//   (a) the browser's memory on a blank page;
//   (b) the time until the first page is visible (the server's image of it, or pdf.js's canvas,
//       whichever shows first), and until pdf.js has drawn it on its canvas, from the navigation
//       start of /admin/documents/sign/RPT-2025-0001 (a full page load; target < 800 ms for the
//       first), and from a click on the reference in the sign list (an in-app navigation);
//   (c) after scrolling the viewer to the end page by page: the mounted page elements near the end
//       and the memory (target: < 400 MB above blank).
// Memory is summed over every Chromium process this script started, from /proc/<pid>/smaps_rollup:
// Pss_Anon + Pss_Shmem, the anonymous and shared-memory pages (heaps, canvases, bitmaps passed
// between renderer and GPU process), each shared page split between the processes sharing it.
// Summed RSS would count shared pages once per process; full PSS also holds the code pages, whose
// share depends on how many other Chromium instances run on the machine (it moved the blank
// figure by 100 MB between two runs here), so it is printed for reference only.
// Figures only; nothing is asserted.
//
//   (d) the waterfall of that full load: every request from the navigation start (the page itself
//       included) with its start, first byte and end, in ms after the navigation start;
//   (e) the first page of (b) again over --repeat N more full loads (default 8), each in a fresh
//       browser context (signed in, the home loaded, then the document: the page's own chunks are
//       not cached), and their median. One load moves by ±300 ms on this machine; the median of
//       (e) is the figure to compare between builds.
//
// Usage: NX_DAEMON=false npx nx run-many -t build -p shell api
//        node tools/bench/run-ts.mjs tools/bench/pdf-viewer.mts [--dist DIR] [--repeat N]   (or npx tsx --tsconfig tsconfig.base.json …)
// --dist DIR serves another build's copy of dist/ (kept inside the repository, e.g. tmp/, so that
// its server finds node_modules): two builds measured alternately in one session.
// (also part of `npm run bench`, which needs the build anyway). Takes ~2 minutes.
import { readdirSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { chromium, type Page, type Request } from '@playwright/test';
import { freePort } from '../../apps/api/src/testing/postgres-tools';
import { describeEnvironment } from './api-bench-support.mts';
import { chromiumLaunchOptions, serveBuiltApp } from './serve-built-app.mjs';

const REFERENCE = 'RPT-2025-0001';
const PAGES = 300;
const TARGET_FIRST_PAGE_MS = 800;
const TARGET_MEMORY_MB = 400;
const USER = { username: 'signer', password: 'Demo#2026' };

/** Chromium processes descended from this one (Playwright starts the browser as our child). */
function chromiumPids(): number[] {
  const parentOf = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      // The command name may hold spaces or parentheses: the fields after the last ')' are fixed.
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
      parentOf.set(Number(entry), ppid);
    } catch {
      // gone meanwhile
    }
  }
  const descends = (pid: number): boolean => {
    for (
      let current = parentOf.get(pid);
      current !== undefined && current > 1;
      current = parentOf.get(current)
    )
      if (current === process.pid) return true;
    return false;
  };
  return [...parentOf.keys()].filter((pid) => {
    if (!descends(pid)) return false;
    try {
      return (
        readFileSync(`/proc/${pid}/cmdline`, 'utf8').split('\0')[0]?.includes('chromium') ?? false
      );
    } catch {
      return false;
    }
  });
}

/**
 * The browser's memory in MB: Pss_Anon + Pss_Shmem of its processes (what it allocated: heaps,
 * canvases, shared bitmaps), by --type, and the full PSS (adds code and other file pages).
 */
function browserMemory(): { mb: number; pssMb: number; processes: number; byType: string } {
  let kb = 0;
  let pssKb = 0;
  const byType = new Map<string, number>();
  const pids = chromiumPids();
  for (const pid of pids) {
    try {
      const rollup = readFileSync(`/proc/${pid}/smaps_rollup`, 'utf8');
      const field = (name: string) =>
        Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(rollup)?.[1] ?? 0);
      const allocated = field('Pss_Anon') + field('Pss_Shmem');
      const type =
        /--type=([\w-]+)/.exec(
          readFileSync(`/proc/${pid}/cmdline`, 'utf8').replace(/\0/g, ' '),
        )?.[1] ?? 'browser';
      kb += allocated;
      pssKb += field('Pss');
      byType.set(type, (byType.get(type) ?? 0) + allocated);
    } catch {
      // gone meanwhile
    }
  }
  const parts = [...byType]
    .sort((a, b) => b[1] - a[1])
    .map(([type, typeKb]) => `${type} ${(typeKb / 1024).toFixed(0)}`);
  return { mb: kb / 1024, pssMb: pssKb / 1024, processes: pids.length, byType: parts.join(', ') };
}

const settle = (ms: number) => new Promise((done) => setTimeout(done, ms));

/** When page 1 first showed and when pdf.js had drawn it (performance.now() of animation frames). */
type FirstPage = { visible: number; drawn: number };

/**
 * Polls every animation frame until page 1's canvas shows drawn content (an opaque, non-white
 * pixel in a thumbnail of it: a canvas element alone may still be blank while pdf.js renders into
 * it). `visible` is the first frame in which either that canvas or the server's image of the page
 * (`[data-first-page-preview] img`, decoded and laid out: the detail page shows it until pdf.js
 * has drawn the page) was there; a build without that image has `visible` = `drawn`.
 */
async function firstPageAt(page: Page): Promise<FirstPage> {
  const handle = await page.waitForFunction(
    () => {
      const state = window as unknown as { previewAt?: number };
      const preview = document.querySelector<HTMLImageElement>('[data-first-page-preview] img');
      if (
        state.previewAt === undefined &&
        preview?.complete &&
        preview.naturalWidth > 0 &&
        preview.getBoundingClientRect().height > 0
      )
        state.previewAt = performance.now();
      const canvas = document.querySelector<HTMLCanvasElement>('[data-page="1"] canvas');
      if (!canvas || canvas.width === 0 || canvas.getBoundingClientRect().height === 0)
        return false;
      const probe = document.createElement('canvas');
      probe.width = 120;
      probe.height = 170;
      const context = probe.getContext('2d');
      if (!context) return false;
      context.drawImage(canvas, 0, 0, probe.width, probe.height);
      const pixels = context.getImageData(0, 0, probe.width, probe.height).data;
      for (let i = 0; i < pixels.length; i += 4) {
        if (
          pixels[i + 3] === 255 &&
          (pixels[i] ?? 255) + (pixels[i + 1] ?? 255) + (pixels[i + 2] ?? 255) < 750
        ) {
          const drawn = performance.now();
          return { visible: Math.min(state.previewAt ?? drawn, drawn), drawn };
        }
      }
      return false;
    },
    undefined,
    { polling: 'raf', timeout: 60_000 },
  );
  return (await handle.jsonValue()) as FirstPage;
}

/** One line per request: its start, first byte and end in ms after the navigation start. */
async function waterfall(
  requests: readonly Request[],
  timeOrigin: number,
  drawnAt: number,
): Promise<string[]> {
  const rows = await Promise.all(
    requests.map(async (request) => {
      const timing = request.timing();
      const start = timing.startTime - timeOrigin;
      const at = (offset: number) =>
        offset < 0 ? '    -' : (start + offset).toFixed(0).padStart(5);
      const end = start + timing.responseEnd;
      const size = request.failure()
        ? `failed ${request.failure()?.errorText ?? ''}`
        : `${((await request.sizes()).responseBodySize / 1024).toFixed(0).padStart(4)} KB`;
      const url = new URL(request.url());
      const name = url.pathname.split('/').slice(-3).join('/');
      return {
        start,
        line: `${start.toFixed(0).padStart(5)} → ${at(timing.responseStart)} → ${at(timing.responseEnd)}${end > drawnAt ? '*' : ' '} ${size}  ${request.method()} ${name}`,
      };
    }),
  );
  return rows.sort((a, b) => a.start - b.start).map((row) => row.line);
}

async function signIn(page: Page, baseUrl: string): Promise<void> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: /username/i }).fill(USER.username);
  await page.locator('input[name="password"]').fill(USER.password);
  await page.getByRole('button', { name: 'Sign in' }).click();
  await page.waitForURL('**/admin');
}

const mounted = (page: Page) =>
  page.evaluate(() => ({
    pages: [...document.querySelectorAll<HTMLElement>('[data-page]')]
      .filter((box) => box.querySelector('.react-pdf__Page'))
      .map((box) => Number(box.dataset['page'])),
    canvases: document.querySelectorAll('[data-page] canvas').length,
    placeholders: document.querySelectorAll('[data-page]').length,
  }));

const { values: options } = parseArgs({
  options: { dist: { type: 'string' }, repeat: { type: 'string', default: '8' } },
});
const repeat = Number(options.repeat);
if (!Number.isInteger(repeat) || repeat < 0) throw new Error('--repeat takes a whole number');

const median = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[middle] ?? 0)
    : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
};
console.log(describeEnvironment());
if (options.dist) console.log(`serving the build in ${resolve(options.dist)}`);
const port = await freePort();
const server = await serveBuiltApp({
  port,
  ...(options.dist ? { distDir: resolve(options.dist) } : {}),
});
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const page = await browser.newPage();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Performance.enable');
  const metric = async (name: string) => {
    const { metrics } = await cdp.send('Performance.getMetrics');
    return metrics.find((item) => item.name === name)?.value ?? 0;
  };
  const jsHeapMb = async () => (await metric('JSHeapUsedSize')) / 2 ** 20;

  // Main-thread tasks over 50 ms, recorded from the start of every document (for the breakdown of (b)).
  await page.addInitScript(() => {
    (window as unknown as { longTasks: number[][] }).longTasks = [];
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { longTasks: number[][] }).longTasks.push([
          entry.startTime,
          entry.duration,
        ]);
    }).observe({ type: 'longtask', buffered: true });
    (window as unknown as { layoutShift: number }).layoutShift = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries())
        (window as unknown as { layoutShift: number }).layoutShift += (
          entry as PerformanceEntry & { value: number }
        ).value;
    }).observe({ type: 'layout-shift', buffered: true });
  });
  await page.goto('about:blank');
  await settle(2000);
  const blank = browserMemory();
  console.log(
    'Memory: Pss_Anon + Pss_Shmem summed over the Chromium processes started here (allocated memory, shared pages split between sharers; full PSS with code pages in brackets).',
  );
  console.log(
    `(a) blank page: ${blank.mb.toFixed(0)} MB [PSS ${blank.pssMb.toFixed(0)}] in ${blank.processes} processes (${blank.byType})`,
  );

  await signIn(page, server.baseUrl);
  const detailUrl = `${server.baseUrl}/admin/documents/sign/${REFERENCE}`;
  const [taskBefore, scriptBefore] = [await metric('TaskDuration'), await metric('ScriptDuration')];
  // Every request of the load, the pdf.js worker's included (the page's Resource Timing holds only
  // the main thread's).
  const requests: Request[] = [];
  const record = (request: Request) => requests.push(request);
  page.on('requestfinished', record);
  page.on('requestfailed', record);
  const navigationStarted = performance.now();
  await page.goto(detailUrl, { waitUntil: 'commit' });
  const first = await firstPageAt(page);
  const drawnAt = first.visible;
  const wall = performance.now() - navigationStarted;
  // The renderer main thread's busy time meanwhile (CDP Performance metrics, cumulative seconds).
  const busy = {
    task: (await metric('TaskDuration')) - taskBefore,
    script: (await metric('ScriptDuration')) - scriptBefore,
  };
  const numbers = await page.evaluate(() => {
    const [navigation] = performance.getEntriesByType(
      'navigation',
    ) as PerformanceNavigationTiming[];
    const longTasks = (window as unknown as { longTasks?: number[][] }).longTasks ?? [];
    return {
      domContentLoaded: navigation?.domContentLoadedEventEnd ?? 0,
      timeOrigin: performance.timeOrigin,
      layoutShift: (window as unknown as { layoutShift?: number }).layoutShift ?? 0,
      longTasks,
    };
  });
  console.log(
    `(b) first page visible ${drawnAt.toFixed(0)} ms after the navigation start of ${REFERENCE}, drawn by pdf.js at ${first.drawn.toFixed(0)} ms (full page load; DOMContentLoaded at ${numbers.domContentLoaded.toFixed(0)} ms; ` +
      `${wall.toFixed(0)} ms as seen from this script) — target < ${TARGET_FIRST_PAGE_MS} ms`,
  );
  console.log(`    layout shift (CLS) until the first page: ${numbers.layoutShift.toFixed(3)}`);
  await settle(1000);
  page.off('requestfinished', record);
  page.off('requestfailed', record);
  console.log(
    `(d) waterfall (ms after the navigation start: start → first byte → end, body size; * = ended after the first page):\n      ${(
      await waterfall(requests, numbers.timeOrigin, drawnAt)
    ).join('\n      ')}`,
  );
  console.log(
    `    renderer main thread busy ${(busy.task * 1000).toFixed(0)} ms (running script ${(busy.script * 1000).toFixed(0)} ms) between the navigation and the first page`,
  );
  const before = numbers.longTasks.filter(([start]) => (start ?? 0) < drawnAt);
  console.log(
    `    main-thread tasks > 50 ms before the first page: ${before.length}, ${before.reduce((sum, [, duration]) => sum + (duration ?? 0), 0).toFixed(0)} ms in all ` +
      `(${before.map(([start, duration]) => `${(start ?? 0).toFixed(0)}+${(duration ?? 0).toFixed(0)}`).join(', ')})`,
  );
  await page.getByText(`of ${PAGES}`).waitFor();
  const afterOpen = browserMemory();
  const atStart = await mounted(page);
  console.log(
    `    on opening: ${atStart.placeholders} page boxes, ${atStart.pages.length} mounted (${atStart.pages.join(', ')}), ${afterOpen.mb.toFixed(0)} MB [PSS ${afterOpen.pssMb.toFixed(0)}]`,
  );

  // Page by page, as a reader holding the arrow key would; sample memory on the way.
  const scroller = page.getByTestId('pdf-scroller');
  let peak = afterOpen.mb;
  const scrollStarted = performance.now();
  for (let number = 2; number <= PAGES; number++) {
    await scroller.evaluate((element, target) => {
      const box = element.querySelector<HTMLElement>(`[data-page="${target}"]`);
      if (box) element.scrollTop = box.offsetTop - 16;
    }, number);
    await page.evaluate(
      () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
    );
    if (number % 25 === 0) peak = Math.max(peak, browserMemory().mb);
  }
  await page.waitForFunction((last) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-page="${last}"] canvas`);
    return canvas !== null && canvas.width > 0;
  }, PAGES);
  const scrollSeconds = (performance.now() - scrollStarted) / 1000;
  await settle(2000);
  const atEnd = await mounted(page);
  const after = browserMemory();
  peak = Math.max(peak, after.mb);
  console.log(
    `(c) scrolled to page ${PAGES} in ${scrollSeconds.toFixed(1)} s: ${atEnd.pages.length} pages mounted (${atEnd.pages.join(', ')}), ${atEnd.canvases} canvases, ` +
      `${atEnd.placeholders} page boxes; memory ${after.mb.toFixed(0)} MB [PSS ${after.pssMb.toFixed(0)}] in ${after.processes} processes (${after.byType}; peak sampled while scrolling ${peak.toFixed(0)} MB), page JS heap ${(await jsHeapMb()).toFixed(0)} MB`,
  );
  // Is it garbage not yet collected, or held? Collect the page's main-thread heap and look again.
  await cdp.send('HeapProfiler.collectGarbage');
  await settle(2000);
  const collected = browserMemory();
  console.log(
    `    after a forced GC of the page's main thread: ${collected.mb.toFixed(0)} MB [PSS ${collected.pssMb.toFixed(0)}] (${collected.byType}), page JS heap ${(await jsHeapMb()).toFixed(0)} MB`,
  );

  // The same document opened the way a user does: a click on its reference in the sign list.
  await page.goto(`${server.baseUrl}/admin/documents/sign`);
  const link = page.getByRole('link', { name: REFERENCE, exact: true });
  await link.waitFor();
  // No named functions inside evaluate: tsx's keep-names helper (__name) does not exist in the page.
  await page.evaluate(() =>
    document.addEventListener(
      'click',
      (event) => {
        (window as unknown as { clickedAt?: number }).clickedAt = event.timeStamp;
      },
      { capture: true, once: true },
    ),
  );
  await link.click();
  const afterClick = await firstPageAt(page);
  const clickedAt = await page.evaluate(
    () => (window as unknown as { clickedAt?: number }).clickedAt ?? 0,
  );
  console.log(
    `    from a click on ${REFERENCE} in the sign list (in-app navigation, code already cached): first page visible after ${(afterClick.visible - clickedAt).toFixed(0)} ms, drawn by pdf.js after ${(afterClick.drawn - clickedAt).toFixed(0)} ms`,
  );

  // The full load again, each time in a fresh context: its own cache, cookies and storage.
  const fresh: number[] = [];
  const freshDrawn: number[] = [];
  for (let run = 0; run < repeat; run++) {
    const context = await browser.newContext();
    try {
      const freshPage = await context.newPage();
      await signIn(freshPage, server.baseUrl);
      await freshPage.waitForLoadState('networkidle');
      await freshPage.goto(detailUrl, { waitUntil: 'commit' });
      const { visible, drawn } = await firstPageAt(freshPage);
      fresh.push(visible);
      freshDrawn.push(drawn);
    } finally {
      await context.close();
    }
  }
  if (repeat > 0)
    console.log(
      `(e) first page visible over ${repeat} more full loads, each in a fresh browser context: ${fresh.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(fresh).toFixed(0)} ms\n` +
        `    drawn by pdf.js: ${freshDrawn.map((ms) => ms.toFixed(0)).join(', ')} ms; median ${median(freshDrawn).toFixed(0)} ms`,
    );

  const above = after.mb - blank.mb;
  console.log('\nSummary:');
  const firstPage = repeat > 0 ? median(fresh) : drawnAt;
  console.log(
    `first page ms (navigation start): ${drawnAt.toFixed(0)} in (b)` +
      (repeat > 0 ? `, median ${firstPage.toFixed(0)} of ${repeat} in (e)` : '') +
      ` (target < ${TARGET_FIRST_PAGE_MS}: ${firstPage < TARGET_FIRST_PAGE_MS ? 'met' : 'missed'})`,
  );
  console.log(
    `first page ms (click in the list): ${(afterClick.visible - clickedAt).toFixed(0)} visible, ${(afterClick.drawn - clickedAt).toFixed(0)} drawn by pdf.js`,
  );
  console.log(`mounted pages near the end: ${atEnd.pages.length} of ${PAGES}`);
  console.log(
    `memory above blank after scrolling: ${above.toFixed(0)} MB (blank ${blank.mb.toFixed(0)}, after ${after.mb.toFixed(0)}, peak ${peak.toFixed(0)}, after GC ${collected.mb.toFixed(0)}; target < ${TARGET_MEMORY_MB}: ${above < TARGET_MEMORY_MB ? 'met' : 'missed'})`,
  );
  console.log(`at the end: ${describeEnvironment()}`);
} finally {
  await browser.close();
  await server.stop();
}
