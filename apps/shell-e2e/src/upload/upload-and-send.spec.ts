import { expect, test, type Locator, type Page } from '@playwright/test';
import {
  bearer,
  codeFromOutbox,
  codeRequested,
  firstPageDrawn,
  screenshot,
} from '../support/document-helpers';
import { signIn } from '../support/session-helpers';
import {
  draftsOf,
  openUploadPage,
  inkAgainstBoxes,
  ledgerRows,
  makeUploadPdf,
  pdfsigVerdicts,
  placementsOf,
  renderPage,
  temporerOf,
  UPLOAD_API,
  type DraftView,
  type PointRect,
} from '../support/upload-helpers';

// The demo seed (apps/api/src/demo): `signer` is Siti Rahayu of JKT / JKT-SEL / LGL, whose
// cost center holds e-meterai stamps; `superadmin` is Budi Santoso. Each run uploads its own two
// files, so the spec does not depend on what other specs did to the batch.
const UPLOADER = 'Siti Rahayu';
const SECOND = 'Budi Santoso';
const SEND = /\/document-upload\/[^/]+\/send$/;
const SIGN_CODE = /\/document\/[^/]+\/otp\/send$/;
/** pdftoppm renders at this resolution: 2 pixels per point. */
const DPI = 144;

interface PlannedDocument {
  file: string;
  name: string;
  category: RegExp;
  rotate: 0 | 90;
  /** Box centres in points of page 1 as displayed. */
  signatures: { uploader: { x: number; y: number }; second: { x: number; y: number } };
  ematerai?: { x: number; y: number };
  seal?: { x: number; y: number };
}

const ORDINARY: PlannedDocument = {
  file: 'supply-agreement.pdf',
  name: 'Supply Agreement Q4',
  category: /^Partnership Agreement$/,
  rotate: 0,
  signatures: { uploader: { x: 160, y: 200 }, second: { x: 420, y: 200 } },
  ematerai: { x: 160, y: 400 },
  seal: { x: 420, y: 400 },
};

const LANDSCAPE: PlannedDocument = {
  file: 'landscape-order.pdf',
  name: 'Landscape Purchase Order',
  category: /^Purchase Order$/,
  rotate: 90,
  signatures: { uploader: { x: 220, y: 180 }, second: { x: 600, y: 180 } },
  seal: { x: 420, y: 380 },
};

/** The placement editor's drop target of a page: its layer over the rendered page. */
const pageLayer = (page: Page, number: number) => page.locator(`[data-page-layer="${number}"]`);

/** CSS pixels per point of page 1 in the editor now. */
async function editorScale(page: Page, pageWidthPoints: number): Promise<number> {
  const box = await pageLayer(page, 1).boundingBox();
  if (!box) throw new Error('Page 1 of the editor is not on screen');
  return box.width / pageWidthPoints;
}

/**
 * Drags a palette item with the mouse and drops it centred on `at` (points) of page 1. The
 * pointer moves in steps, as a hand does; both ends must be on screen (nothing scrolls).
 */
async function dragOntoPage(
  page: Page,
  item: Locator,
  at: { x: number; y: number },
  scale: number,
): Promise<void> {
  const from = await item.boundingBox();
  const layer = await pageLayer(page, 1).boundingBox();
  if (!from || !layer) throw new Error('The palette item or page 1 is not on screen');
  await page.mouse.move(from.x + from.width / 2, from.y + from.height / 2);
  await page.mouse.down();
  await page.mouse.move(layer.x + at.x * scale, layer.y + at.y * scale, { steps: 8 });
  await page.mouse.up();
}

/** A placed box in the editor, by the start of its accessible name ("Seal, page 1 at …"). */
const placedBox = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${label}, page 1 at `) });

/** A box as the editor names it: "Seal, page 1 at 370, 330, 100 by 100 points". */
interface ShownBox extends PointRect {
  label: string;
}

async function shownBoxes(editor: Locator): Promise<ShownBox[]> {
  const names = await editor
    .locator('[aria-roledescription="placed box"]')
    .evaluateAll((boxes) => boxes.map((box) => box.getAttribute('aria-label') ?? ''));
  return names.map((name) => {
    const parts = /^(.*), page \d+ at (\d+), (\d+), (\d+) by (\d+) points$/.exec(name);
    if (!parts) throw new Error(`Unexpected box name: ${name}`);
    return {
      label: parts[1] ?? '',
      x: Number(parts[2]),
      y: Number(parts[3]),
      width: Number(parts[4]),
      height: Number(parts[5]),
    };
  });
}

/** The draft's boxes on page 1 as the server has them, in points. */
function savedBoxes(draft: DraftView) {
  const signatures = draft.placements
    .filter((box) => box.sign_type === 'sign' && box.sign_page === 1)
    .map((box) => ({ signer: box.signer_id, x: box.pos_x_signer, y: box.pos_y_signer }));
  const stamps = draft.placements
    .filter((box) => box.sign_type === 'e_meterai' && box.page_meterai === 1)
    .map((box) => ({ x: box.pos_x_meterai, y: box.pos_y_meterai }));
  const seals = draft.seals.filter((seal) => seal.page === 1);
  return { signatures, stamps, seals };
}

test.describe('uploading, placing and sending', () => {
  test.use({ viewport: { width: 1600, height: 1000 } });

  test('signer uploads two PDFs (one page turned 90°), places signatures, an e-meterai and the seal, sends them signing first; superadmin signs; the files carry valid signatures and ink only in the boxes, and one stamp is spent', async ({
    page,
    browser,
  }) => {
    test.setTimeout(300_000);
    const { token } = await signIn(page, 'signer');
    const before = await temporerOf(page.request, token);
    expect(before.cost_center_id).not.toBeNull();

    const originals = new Map<string, Buffer>();
    for (const planned of [ORDINARY, LANDSCAPE])
      originals.set(
        planned.file,
        await makeUploadPdf({ title: planned.name, rotate: planned.rotate }),
      );

    await openUploadPage(page, token);
    await expect(page.getByRole('heading', { level: 2, name: 'Upload Document' })).toBeVisible();

    // Both files in one choice: each goes up in its own request and becomes a draft.
    const uploads = page.waitForResponse(
      (response) =>
        response.url().endsWith('/document-upload') &&
        response.request().method() === 'POST' &&
        response.status() === 201,
    );
    await page.getByLabel('PDF files to upload').setInputFiles(
      [ORDINARY, LANDSCAPE].map((planned) => ({
        name: planned.file,
        mimeType: 'application/pdf',
        buffer: originals.get(planned.file) ?? Buffer.alloc(0),
      })),
    );
    await uploads;
    const rows = page.getByTestId('upload-item');
    await expect(rows.filter({ hasText: ORDINARY.file })).toContainText('Uploaded');
    await expect(rows.filter({ hasText: LANDSCAPE.file })).toContainText('Uploaded');
    await screenshot(page, 'upload-two-files-uploaded');

    const drafts = page.getByRole('navigation', { name: 'Drafts' });
    const references = new Map<string, string>();

    for (const planned of [ORDINARY, LANDSCAPE]) {
      const uploadedName = planned.file.replace(/\.pdf$/, '');
      await drafts.getByRole('button', { name: new RegExp(`^${uploadedName}`) }).click();
      const all = await draftsOf(page.request, token);
      const draft = all.find((candidate) => candidate.name === uploadedName);
      if (!draft) throw new Error(`${planned.file} is not a draft`);
      const ref = draft.reference_number;
      references.set(planned.file, ref);
      const pageSize = draft.pages[0];
      if (!pageSize) throw new Error(`${ref} has no pages`);
      // /Rotate 90 shows the A4 page as landscape: the editor works in that space.
      expect([pageSize.width, pageSize.height]).toEqual(
        planned.rotate === 90 ? [842, 595] : [595, 842],
      );

      // Name, category, who signs and in which order.
      const name = page.getByRole('textbox', { name: /^Document name/ });
      await name.fill(planned.name);
      const renamed = page.waitForResponse(
        (response) => response.url().endsWith(`/document-upload/${ref}/name`) && response.ok(),
      );
      await name.press('Enter');
      await renamed;
      await expect(
        drafts.getByRole('button', { name: new RegExp(`^${planned.name}`) }),
      ).toBeVisible();
      const category = page.getByRole('combobox', { name: /^Category/ });
      const categoryValue = await category
        .locator('option')
        .filter({ hasText: planned.category })
        .getAttribute('value');
      await category.selectOption(categoryValue ?? '');
      await page.getByRole('combobox', { name: /^Who signs/ }).selectOption('me_and_others');
      await page.getByRole('combobox', { name: /^Signing order/ }).selectOption('sequential');
      await page.getByRole('textbox', { name: 'Add recipient' }).fill('Budi');
      await page
        .getByRole('group', { name: 'Users' })
        .getByRole('button', { name: new RegExp(SECOND) })
        .click();
      const recipients = page.getByRole('list', { name: 'Recipients' }).getByRole('listitem');
      await expect(recipients).toHaveCount(2);
      await expect(recipients.nth(0)).toContainText(new RegExp(`1\\.\\s*${UPLOADER}`));
      await expect(recipients.nth(1)).toContainText(new RegExp(`2\\.\\s*${SECOND}`));
      // The settings are saved together after a pause: the boxes of a recipient need the
      // recipient on the server first.
      await expect
        .poll(async () => {
          const saved = (await draftsOf(page.request, token)).find(
            (candidate) => candidate.reference_number === ref,
          );
          return saved?.recipients.map((recipient) => `${recipient.order}:${recipient.name}`);
        })
        .toEqual([`1:${UPLOADER}`, `2:${SECOND}`]);

      // Place the boxes with the mouse: each recipient's signature, then the stamp and the seal.
      const editor = page.getByRole('region', { name: `Placement editor of ${planned.name}` });
      await expect(editor).toBeVisible();
      await firstPageDrawn(page);
      // The palette and the drop spots on one screen: a drag must not scroll the window.
      await editor.evaluate((element) => {
        element.scrollIntoView({ block: 'start' });
        // Below the sticky header.
        window.scrollBy(0, -80);
      });
      await expect(editor.getByRole('toolbar', { name: 'Place on the document' })).toBeInViewport({
        ratio: 1,
      });
      const scale = await editorScale(page, pageSize.width);
      const toolbar = editor.getByRole('toolbar', { name: 'Place on the document' });
      await dragOntoPage(
        page,
        toolbar.getByRole('button', { name: `Signature of ${UPLOADER}` }),
        planned.signatures.uploader,
        scale,
      );
      await expect(placedBox(page, `Signature of ${UPLOADER}`)).toBeVisible();
      await dragOntoPage(
        page,
        toolbar.getByRole('button', { name: `Signature of ${SECOND}` }),
        planned.signatures.second,
        scale,
      );
      await expect(placedBox(page, `Signature of ${SECOND}`)).toBeVisible();
      if (planned.ematerai) {
        await dragOntoPage(
          page,
          toolbar.getByRole('button', { name: 'E-meterai', exact: true }),
          planned.ematerai,
          scale,
        );
        await expect(placedBox(page, 'E-meterai')).toBeVisible();
      }
      if (planned.seal) {
        await dragOntoPage(
          page,
          toolbar.getByRole('button', { name: 'Seal', exact: true }),
          planned.seal,
          scale,
        );
        await expect(placedBox(page, 'Seal')).toBeVisible();
      }
      const live = editor.getByRole('status').filter({ hasText: /placed on|moved|removed/ });

      // The second signature moves 3 points right and 10 down with the keyboard.
      const second = placedBox(page, `Signature of ${SECOND}`);
      const startName = (await second.getAttribute('aria-label')) ?? '';
      const start = /page 1 at (\d+), (\d+)/.exec(startName);
      if (!start) throw new Error(`Unexpected box name: ${startName}`);
      const [startX, startY] = [Number(start[1]), Number(start[2])];
      await second.focus();
      await second.press('ArrowRight');
      await second.press('ArrowRight');
      await second.press('ArrowRight');
      await second.press('Shift+ArrowDown');
      const moved = `page 1 at ${startX + 3}, ${startY + 10}`;
      await expect(second).toHaveAccessibleName(new RegExp(`^Signature of ${SECOND}, ${moved},`));
      await expect(live).toHaveText(`Signature of ${SECOND} moved to ${moved}`);

      // Delete the uploader's signature with the keyboard, and undo the delete.
      const mine = placedBox(page, `Signature of ${UPLOADER}`);
      const mineName = (await mine.getAttribute('aria-label')) ?? '';
      await mine.focus();
      await mine.press('Delete');
      await expect(mine).toHaveCount(0);
      await expect(live).toHaveText(`Signature of ${UPLOADER} removed from page 1`);
      await page.keyboard.press('Control+z');
      await expect(placedBox(page, `Signature of ${UPLOADER}`)).toHaveAccessibleName(mineName);
      await screenshot(page, `upload-placed-${planned.rotate === 90 ? 'rotated' : 'ordinary'}`);

      // The boxes landed where they were dropped (the pointer works in whole CSS pixels)...
      const shown = await shownBoxes(editor);
      const near = (box: ShownBox | undefined, centre: { x: number; y: number }) =>
        box !== undefined &&
        Math.abs(box.x + box.width / 2 - centre.x) <= 2 &&
        Math.abs(box.y + box.height / 2 - centre.y) <= 2;
      const find = (label: string) => shown.find((box) => box.label === label);
      expect(near(find(`Signature of ${UPLOADER}`), planned.signatures.uploader)).toBe(true);
      expect(
        near(find(`Signature of ${SECOND}`), {
          x: planned.signatures.second.x + 3,
          y: planned.signatures.second.y + 10,
        }),
      ).toBe(true);
      if (planned.ematerai) expect(near(find('E-meterai'), planned.ematerai)).toBe(true);
      if (planned.seal) expect(near(find('Seal'), planned.seal)).toBe(true);
      // ...and each is saved where the editor shows it (the undo placed the signature again).
      const key = (box: { x: number; y: number }) => `${Math.round(box.x)},${Math.round(box.y)}`;
      await expect
        .poll(async () => {
          const saved = (await draftsOf(page.request, token)).find(
            (candidate) => candidate.reference_number === ref,
          );
          if (!saved) return 'gone';
          const boxes = savedBoxes(saved);
          return {
            signatures: boxes.signatures.map(key).sort(),
            stamps: boxes.stamps.map(key),
            seals: boxes.seals.map((seal) => key({ x: seal.pos_x, y: seal.pos_y })),
          };
        })
        .toEqual({
          signatures: shown
            .filter((box) => box.label.startsWith('Signature of '))
            .map(key)
            .sort(),
          stamps: shown.filter((box) => box.label === 'E-meterai').map(key),
          seals: shown.filter((box) => box.label === 'Seal').map(key),
        });
    }

    // Send each: the uploader signs their part at send with the code from the outbox.
    for (const planned of [ORDINARY, LANDSCAPE]) {
      const ref = references.get(planned.file) ?? '';
      await drafts.getByRole('button', { name: new RegExp(`^${planned.name}`) }).click();
      await expect(
        drafts.getByRole('button', { name: new RegExp(`^${planned.name}`) }),
      ).toHaveAttribute('aria-current', 'true');
      await expect(
        drafts.getByRole('button', {
          name: new RegExp(`^${planned.name}\\s*\\d+ pages? · viewed\\s*Ready`),
        }),
      ).toBeVisible();
      const requested = codeRequested(page, SEND);
      await page.getByRole('button', { name: 'Send', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Sign and Send' });
      const code = await codeFromOutbox(page, token, requested, new RegExp(ref));
      await dialog.getByLabel('One-time password').fill(code);
      await screenshot(
        page,
        `upload-sign-and-send-${planned.rotate === 90 ? 'rotated' : 'ordinary'}`,
      );
      await dialog.getByRole('button', { name: 'Verify' }).click();
      const sent = page.getByRole('dialog', { name: 'Document Sent' });
      await expect(sent.getByRole('link', { name: `${planned.name} (${ref})` })).toBeVisible();
      await screenshot(page, `upload-sent-${planned.rotate === 90 ? 'rotated' : 'ordinary'}`);
      await sent.getByRole('button', { name: 'Close' }).click();
      await expect(sent).toBeHidden();
    }

    // superadmin, second in order, finds both in Need to Sign and signs them.
    const context = await browser.newContext({ viewport: { width: 1600, height: 1000 } });
    const admin = await context.newPage();
    const { token: adminToken } = await signIn(admin, 'superadmin');
    for (const planned of [ORDINARY, LANDSCAPE]) {
      const ref = references.get(planned.file) ?? '';
      await admin.goto('/admin/documents/sign');
      await admin.getByRole('link', { name: ref }).click();
      await expect(admin.getByRole('heading', { name: planned.name })).toBeVisible();
      await firstPageDrawn(admin);
      await screenshot(
        admin,
        `upload-need-to-sign-${planned.rotate === 90 ? 'rotated' : 'ordinary'}`,
      );
      const requested = codeRequested(admin, SIGN_CODE);
      await admin.getByRole('button', { name: 'Sign', exact: true }).click();
      const dialog = admin.getByRole('dialog', { name: 'Sign Document' });
      const code = await codeFromOutbox(admin, adminToken, requested, new RegExp(ref));
      await dialog.getByLabel('One-time password').fill(code);
      await dialog.getByRole('button', { name: 'Verify' }).click();
      const signed = admin.getByRole('dialog', { name: 'Document Signed' });
      await expect(signed).toBeVisible();
      await signed.getByRole('button', { name: 'Close' }).click();
    }

    // Each file: every signature valid; on page 1, ink inside each placed box and nowhere else.
    for (const planned of [ORDINARY, LANDSCAPE]) {
      const ref = references.get(planned.file) ?? '';
      const response = await admin.request.get(UPLOAD_API.pdf(ref), {
        headers: bearer(adminToken),
      });
      expect(response.status()).toBe(200);
      const signedPdf = await response.body();
      const verdicts = pdfsigVerdicts(signedPdf);
      // The uploader's and superadmin's signatures, and the platform's seal of completion.
      expect(verdicts.length).toBeGreaterThanOrEqual(2);
      for (const verdict of verdicts)
        expect(verdict).toBe('Signature Validation: Signature is Valid.');

      const placements = (await placementsOf(admin.request, adminToken, ref)).filter(
        (box) => box.page === 1,
      );
      expect(placements.map((box) => box.type).sort()).toEqual(
        [
          'signature',
          'signature',
          ...(planned.ematerai ? ['e_meterai'] : []),
          ...(planned.seal ? ['seal'] : []),
        ].sort(),
      );
      const boxes: PointRect[] = placements.map(({ x, y, width, height }) => ({
        x,
        y,
        width,
        height,
      }));
      const original = renderPage(originals.get(planned.file) ?? Buffer.alloc(0), 1, DPI);
      const rendered = renderPage(signedPdf, 1, DPI);
      // As displayed: the turned page renders landscape, in the space the boxes are given in.
      expect([rendered.width, rendered.height]).toEqual(
        planned.rotate === 90 ? [842 * 2, 595 * 2] : [595 * 2, 842 * 2],
      );
      const ink = inkAgainstBoxes(original, rendered, boxes);
      for (const [index, count] of ink.inside.entries())
        expect(count, `ink inside ${placements[index]?.type} box ${index + 1}`).toBeGreaterThan(50);
      expect(ink.outside, `ink outside the boxes near ${JSON.stringify(ink.strays)}`).toBe(0);
    }
    await context.close();

    // One e-meterai was spent from the uploader's cost center, written in the ledger.
    const after = await temporerOf(page.request, token);
    expect(after.cost_center_id).toBe(before.cost_center_id);
    expect(after.balance).toBe(before.balance - 1);
    const ordinaryRef = references.get(ORDINARY.file) ?? '';
    const usage = (await ledgerRows(page.request, adminToken, 'usage')).filter(
      (row) => row.reference === `document:${ordinaryRef}`,
    );
    expect(usage).toEqual([
      expect.objectContaining({
        amount: -1,
        cost_center_id: before.cost_center_id,
        balance_after: before.balance - 1,
      }),
    ]);
  });
});
