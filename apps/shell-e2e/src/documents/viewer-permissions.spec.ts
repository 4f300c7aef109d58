import { expect, test } from '@playwright/test';
import { API, bearer, firstPageDrawn, screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

test.describe('a viewer', () => {
  test('viewer sees no Sign or Void on a completed document, and the server refuses both when asked directly', async ({
    page,
  }) => {
    const { token } = await signIn(page, 'viewer');
    await page.goto('/admin/documents/completed/PKS-2026-0013');
    await expect(page.getByRole('button', { name: 'Download' })).toBeVisible();
    await firstPageDrawn(page);
    await expect(page.getByRole('button', { name: 'Sign', exact: true })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Void' })).toHaveCount(0);
    await screenshot(page, 'viewer-completed-detail');

    // NDA-2026-0201 waits for signing and names viewer as its second signer: only the missing
    // permission can refuse viewer here, not the document's visibility.
    const send = await page.request.get(API.sendCode('NDA-2026-0201'), { headers: bearer(token) });
    expect(send.status()).toBe(403);
    const revoke = await page.request.put(API.revoke('NDA-2026-0201'), {
      headers: bearer(token),
      data: { reason: 'Trying anyway' },
    });
    // Permission first: viewer may not void it, whatever its state.
    expect(revoke.status()).toBe(403);

    // The server enforces each list's code, not only the menu: viewer holds documents.completed
    // only, and NDA-2026-0201 sits in viewer's Blocked list.
    for (const status of ['need_to_sign', 'pending', 'rejected', 'blocked']) {
      const list = await page.request.get(`/api/admin/api/v1/document?status=${status}`, {
        headers: bearer(token),
      });
      expect(list.status(), status).toBe(403);
    }
    const detail = await page.request.get('/api/admin/api/v1/document/NDA-2026-0201', {
      headers: bearer(token),
    });
    expect(detail.status()).toBe(403);
  });
});
