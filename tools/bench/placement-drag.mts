// Dragging a placed box in the placement editor of a 300-page draft, in Debian's Chromium against
// the built app. Builds nothing itself: `NX_DAEMON=false npx nx run-many -t build -p shell api`
// must have run. Starts the built server on a fresh demo database (serve-built-app.mjs), signs in
// as `signer` through the login form, and through the API: downloads the demo's 300-page PDF
// (RPT-2025-0001), uploads it as a draft, makes the signer its recipient and places a signature
// box on page 150. Then opens /admin/upload-document on that draft, goes to page 150 and drags
// the box with the mouse in 60 small steps. Prints, for the drag:
//   - the worst interaction-to-next-paint: the longest PerformanceEventTiming entry (observer of
//     type 'event' with durationThreshold 16, and 'first-input'), for pointer events of the drag
//     and for all events, with the slowest one split into input delay, handlers and the wait for
//     the next paint; target < 50 ms;
//   - the longest long task (> 50 ms) on the main thread;
//   - frames per second while dragging: requestAnimationFrame callbacks over the drag's time;
//   - for comparison, the worst event of a click on an empty spot of the same page.
// Figures only; nothing is asserted.
//
// Usage: NX_DAEMON=false npx nx run-many -t build -p shell api
//        node tools/bench/run-ts.mjs tools/bench/placement-drag.mts
import { chromium, type APIRequestContext, type Page } from '@playwright/test';
import { freePort } from '../../apps/api/src/testing/postgres-tools';
import { chromiumLaunchOptions, serveBuiltApp } from './serve-built-app.mjs';

const SOURCE = 'RPT-2025-0001';
const PAGE = 150;
const STEPS = 60;
/** CSS pixels per step of the drag (right and down). */
const STEP_PX = { x: 3, y: 2 };
const TARGET_INP_MS = 50;
const USER = { username: 'signer', password: 'Demo#2026' };
const API = {
  me: '/api/admin/api/v1/user/me',
  pdf: `/api/downloader/v1/pdf/document/${SOURCE}`,
  upload: '/api/admin/api/v1/document-upload',
  placeSigner: (ref: string) => `/api/admin/api/v1/signer/${ref}`,
};

async function signIn(page: Page, baseUrl: string): Promise<string> {
  await page.goto(`${baseUrl}/login`);
  await page.getByRole('textbox', { name: /username/i }).fill(USER.username);
  await page.locator('input[name="password"]').fill(USER.password);
  const answered = page.waitForResponse(
    (response) => response.url().endsWith('/auth/login') && response.request().method() === 'POST',
  );
  await page.getByRole('button', { name: 'Sign in' }).click();
  const { data } = (await (await answered).json()) as { data: { token: string } };
  await page.waitForURL('**/admin');
  return data.token;
}

async function ok<T>(what: string, response: Awaited<ReturnType<APIRequestContext['get']>>) {
  if (!response.ok()) throw new Error(`${what}: ${response.status()} ${await response.text()}`);
  return (await response.json()) as T;
}

/** The 300-page draft with the signer as recipient and one signature box on page 150. */
async function prepareDraft(request: APIRequestContext, token: string) {
  const headers = { authorization: `Bearer ${token}` };
  const me = await ok<{ data: { user: { id: number } } }>(
    'user/me',
    await request.get(API.me, { headers }),
  );
  const userId = me.data.user.id;
  const pdf = await request.get(API.pdf, { headers });
  if (!pdf.ok()) throw new Error(`The demo PDF: ${pdf.status()}`);
  const uploaded = await ok<{
    data: { documents: { reference_number: string; page_count: number }[] };
  }>(
    'upload',
    await request.post(API.upload, {
      headers,
      multipart: {
        files: {
          name: 'Annual Report 2025 placement.pdf',
          mimeType: 'application/pdf',
          buffer: await pdf.body(),
        },
      },
    }),
  );
  const draft = uploaded.data.documents[0];
  if (!draft) throw new Error('The upload made no draft');
  const ref = draft.reference_number;
  await ok(
    'recipients',
    await request.put(API.upload, {
      headers,
      data: {
        // The uploader as the one recipient.
        datas: [{ reference_number: ref, signing_type: 'only_me' }],
      },
    }),
  );
  await ok(
    'place',
    await request.post(API.placeSigner(ref), {
      headers,
      data: {
        sign_type: 'sign',
        signer_id: userId,
        pos_x_signer: 150,
        pos_y_signer: 200,
        sign_page: PAGE,
        width: 150,
        height: 75,
      },
    }),
  );
  return { ref, name: 'Annual Report 2025 placement', pages: draft.page_count };
}

interface DragEntry {
  name: string;
  duration: number;
  interactionId: number;
  delay: number;
  processing: number;
  presentation: number;
}

const port = await freePort();
const server = await serveBuiltApp({ port });
const browser = await chromium.launch(chromiumLaunchOptions);
try {
  const context = await browser.newContext({
    baseURL: server.baseUrl,
    viewport: { width: 1600, height: 1000 },
  });
  const page = await context.newPage();
  const token = await signIn(page, server.baseUrl);
  const draft = await prepareDraft(page.request, token);
  console.log(`Draft ${draft.ref}: ${draft.pages} pages, a signature box on page ${PAGE}`);

  await page.goto(`${server.baseUrl}/admin/upload-document`);
  // The signer's demo batch (and this draft) is unfinished: continue it.
  await page
    .getByRole('dialog', { name: 'Unfinished upload' })
    .getByRole('button', { name: 'Continue' })
    .click();
  await page
    .getByRole('navigation', { name: 'Drafts' })
    .getByRole('button', { name: new RegExp(`^${draft.name}`) })
    .click();
  const editor = page.getByRole('region', { name: `Placement editor of ${draft.name}` });
  await editor.getByText(`of ${draft.pages}`).waitFor();
  await editor.getByRole('textbox', { name: 'Go to page' }).fill(String(PAGE));
  await editor.getByRole('textbox', { name: 'Go to page' }).press('Enter');
  const box = page.locator(`[data-page-layer="${PAGE}"] [aria-roledescription="placed box"]`);
  await box.waitFor();
  await page.waitForFunction((number) => {
    const canvas = document.querySelector<HTMLCanvasElement>(`[data-page="${number}"] canvas`);
    return canvas !== null && canvas.width > 0;
  }, PAGE);
  await box.scrollIntoViewIfNeeded();
  const nameBefore = await box.getAttribute('aria-label');

  // Observers from now on; the frame counter runs until the drag ends. No named functions inside
  // evaluate: tsx's keep-names helper (__name) does not exist in the page.
  await page.evaluate(() => {
    const store = window as unknown as {
      dragEvents: DragEntry[];
      dragLongTasks: number[];
      dragFrames: number;
      dragCounting: boolean;
    };
    store.dragEvents = [];
    store.dragLongTasks = [];
    store.dragFrames = 0;
    store.dragCounting = true;
    const record = (list: PerformanceObserverEntryList) => {
      for (const entry of list.getEntries()) {
        const timing = entry as PerformanceEventTiming & { interactionId?: number };
        store.dragEvents.push({
          name: entry.name,
          duration: entry.duration,
          interactionId: timing.interactionId ?? 0,
          // Input delay, processing and presentation delay of the entry.
          delay: timing.processingStart - timing.startTime,
          processing: timing.processingEnd - timing.processingStart,
          presentation: timing.startTime + timing.duration - timing.processingEnd,
        });
      }
    };
    new PerformanceObserver(record).observe({
      type: 'event',
      durationThreshold: 16,
    } as PerformanceObserverInit);
    new PerformanceObserver(record).observe({ type: 'first-input', buffered: true });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries()) store.dragLongTasks.push(entry.duration);
    }).observe({ type: 'longtask' });
    const tick = () => {
      if (!store.dragCounting) return;
      store.dragFrames += 1;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });

  const start = await box.boundingBox();
  const layer = await page.locator(`[data-page-layer="${PAGE}"]`).boundingBox();
  if (!start || !layer) throw new Error('The box is not on screen');
  // For comparison: a click on an empty spot of the same page (it only clears the selection).
  await page.mouse.click(layer.x + 20, layer.y + 20);
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const baseline = await page.evaluate(() => {
    const store = window as unknown as { dragEvents: DragEntry[] };
    const entries = store.dragEvents;
    store.dragEvents = [];
    return entries;
  });
  const from = { x: start.x + start.width / 2, y: start.y + start.height / 2 };
  await page.mouse.move(from.x, from.y);
  const framesBefore = await page.evaluate(
    () => (window as unknown as { dragFrames: number }).dragFrames,
  );
  const began = performance.now();
  await page.mouse.down();
  for (let step = 1; step <= STEPS; step++)
    await page.mouse.move(from.x + step * STEP_PX.x, from.y + step * STEP_PX.y);
  await page.mouse.up();
  const dragMs = performance.now() - began;
  // The frame after the drop, so the last entries are in.
  await page.evaluate(
    () => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))),
  );
  const result = await page.evaluate(() => {
    const store = window as unknown as {
      dragEvents: DragEntry[];
      dragLongTasks: number[];
      dragFrames: number;
      dragCounting: boolean;
    };
    store.dragCounting = false;
    return {
      events: store.dragEvents,
      longTasks: store.dragLongTasks,
      frames: store.dragFrames,
    };
  });
  // The drop is committed to the model once the gesture ends: the box's name gives its new spot.
  await page.waitForFunction(
    ([number, before]) =>
      document
        .querySelector(`[data-page-layer="${number}"] [aria-roledescription="placed box"]`)
        ?.getAttribute('aria-label') !== before,
    [PAGE, nameBefore] as const,
  );
  const nameAfter = await box.getAttribute('aria-label');

  const worst = (entries: { duration: number }[]) =>
    entries.reduce((max, entry) => Math.max(max, entry.duration), 0);
  const pointer = result.events.filter((entry) => /^pointer|^mouse|^click/.test(entry.name));
  const interactions = result.events.filter((entry) => entry.interactionId > 0);
  const byName = new Map<string, number>();
  for (const entry of result.events)
    byName.set(entry.name, Math.max(byName.get(entry.name) ?? 0, entry.duration));
  const frames = result.frames - framesBefore;
  const inp = worst(interactions.length > 0 ? interactions : pointer);

  console.log(`Box before: ${nameBefore}`);
  console.log(`Box after:  ${nameAfter}`);
  console.log(
    `Drag: ${STEPS} mouse steps of ${STEP_PX.x},${STEP_PX.y} px in ${dragMs.toFixed(0)} ms; ${frames} frames → ${((frames * 1000) / dragMs).toFixed(1)} frames/s`,
  );
  console.log(
    `Event entries ≥ 16 ms: ${result.events.length} (worst per type: ${[...byName].map(([name, ms]) => `${name} ${ms.toFixed(0)}`).join(', ') || 'none'})`,
  );
  console.log(
    `Worst interaction-to-next-paint (pointerdown/up, click): ${inp.toFixed(0)} ms — target < ${TARGET_INP_MS} ms: ${inp < TARGET_INP_MS ? 'met' : 'missed'}`,
  );
  console.log(`Worst event of the drag (pointer moves included): ${worst(pointer).toFixed(0)} ms`);
  const baselineWorst = [...baseline].sort((a, b) => b.duration - a.duration)[0];
  console.log(
    `For comparison, a click on an empty spot of page ${PAGE}: worst event ${baselineWorst ? `${baselineWorst.name} ${baselineWorst.duration.toFixed(0)} ms (until the next paint ${baselineWorst.presentation.toFixed(0)} ms)` : 'none ≥ 16 ms'}`,
  );
  const slowest = [...result.events].sort((a, b) => b.duration - a.duration)[0];
  if (slowest)
    console.log(
      `  the slowest, ${slowest.name}: input delay ${slowest.delay.toFixed(0)} ms, handlers ${slowest.processing.toFixed(0)} ms, until the next paint ${slowest.presentation.toFixed(0)} ms`,
    );
  console.log(
    `Long tasks during the drag: ${result.longTasks.length}, longest ${worst(result.longTasks.map((duration) => ({ duration }))).toFixed(0)} ms`,
  );
} finally {
  await browser.close();
  await server.stop();
}
