import { expect, test } from '@playwright/test';
import { firstPageDrawn, screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('the PDF viewer', () => {
  test('shows the first page of a 300-page document without rendering every page', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/RPT-2025-0001');
    await firstPageDrawn(page);
    await expect(page.getByText('of 300')).toBeVisible();
    // Every page has a sized placeholder; only those near the viewport mount a react-pdf page.
    expect(await page.locator('.react-pdf__Page').count()).toBeLessThan(30);
    expect(await page.locator('[data-page] canvas').count()).toBeLessThan(30);
    await screenshot(page, 'pdf-viewer-300-pages');
  });

  test('keeps the page being read in view, and in the page field, when zooming', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.goto('/admin/documents/sign/RPT-2025-0001');
    await firstPageDrawn(page);
    const field = page.getByLabel('Go to page');
    await field.fill('40');
    await field.press('Enter');
    const page40 = page.getByRole('region', { name: 'Page 40', exact: true });
    await expect(page40.locator('canvas')).toBeVisible();
    for (const zoom of ['Zoom in', 'Zoom in', 'Zoom out', 'Zoom out', 'Zoom out']) {
      await page.getByRole('button', { name: zoom }).click();
      await expect(page40).toBeInViewport();
      await expect(field).toHaveValue('40');
    }
  });

  test('loads in the place its placeholder held: the page below it does not move', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    await page.addInitScript(() => {
      const shifts: number[] = [];
      (window as unknown as { layoutShifts: number[] }).layoutShifts = shifts;
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries())
          shifts.push((entry as PerformanceEntry & { value: number }).value);
      }).observe({ type: 'layout-shift', buffered: true });
    });
    await page.goto('/admin/documents/sign/RPT-2025-0001');
    await firstPageDrawn(page);
    await expect(page.getByText('of 300')).toBeVisible();
    const shifts = await page.evaluate(
      () => (window as unknown as { layoutShifts: number[] }).layoutShifts,
    );
    // The page header and the details arrive with the detail; the viewer's placeholder already
    // has the viewer's size, so what is under it stays where it was.
    expect(shifts.reduce((sum, value) => sum + value, 0)).toBeLessThan(0.05);
  });

  test('fetches pdf.js fonts under the build of its worker, kept in the browser cache for good', async ({
    page,
  }) => {
    await signIn(page, 'signer');
    const fonts: { path: string; cacheControl: string | undefined }[] = [];
    page.on('response', (response) => {
      const { pathname } = new URL(response.url());
      if (pathname.startsWith('/pdfjs/'))
        fonts.push({ path: pathname, cacheControl: response.headers()['cache-control'] });
    });
    await page.goto('/admin/documents/sign/RPT-2025-0001');
    await firstPageDrawn(page);
    await expect.poll(() => fonts.length).toBeGreaterThan(0);
    for (const font of fonts) {
      expect(font.path).toMatch(/^\/pdfjs\/build-pdf\.worker\.min-[\w-]+\/standard_fonts\//);
      expect(font.cacheControl).toBe('public, max-age=31536000, immutable');
    }
  });
});
