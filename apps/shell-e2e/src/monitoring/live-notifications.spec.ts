import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { bearer, screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

const ADMIN = '/api/admin/api/v1';

interface ListedDocument {
  reference_number: string;
  uploader: { privy_id: string };
  can_void: boolean;
}

/** A document uploaded by `uploaderPrivyId` that superadmin may void, and the list it is in. */
async function voidableDocumentOf(
  request: APIRequestContext,
  token: string,
  uploaderPrivyId: string,
): Promise<{ ref: string; list: string }> {
  // The list routes of spec §2 for the lists super_admin may void from.
  const lists = { pending: 'pending', need_to_sign: 'sign', blocked: 'blocked' } as const;
  for (const [status, list] of Object.entries(lists)) {
    const response = await request.get(`${ADMIN}/document`, {
      headers: bearer(token),
      params: { status, per_page: 100 },
    });
    expect(response.status()).toBe(200);
    const body = (await response.json()) as { data: { data: ListedDocument[] } };
    const found = body.data.data.find(
      (document) => document.uploader.privy_id === uploaderPrivyId && document.can_void,
    );
    if (found) return { ref: found.reference_number, list };
  }
  throw new Error(`No document of ${uploaderPrivyId} that superadmin may void`);
}

/** The bell's accessible name carries the unread count ('n unread notifications'). */
async function unreadCount(page: Page): Promise<number> {
  const label = await page
    .getByRole('banner')
    .getByRole('link', { name: /notification/i })
    .getAttribute('aria-label');
  const match = /^(\d+)\+? unread/.exec(label ?? '');
  return match ? Number(match[1]) : 0;
}

test.describe('live notifications and logs', () => {
  test('a void by superadmin pops up for its uploader at once, is found in both logs, and mark-all clears the badge', async ({
    browser,
  }) => {
    const signerContext = await browser.newContext();
    const signer = await signerContext.newPage();
    const streamOpened = signer.waitForRequest((request) =>
      request.url().includes('/notification/stream?'),
    );
    const signerTokens = await signIn(signer, 'signer');
    await streamOpened;
    const me = await signer.request.get(`${ADMIN}/user/me`, {
      headers: bearer(signerTokens.token),
    });
    const signerUser = ((await me.json()) as { data: { user: { privy_id: string } } }).data.user;
    const before = await unreadCount(signer);

    const adminContext = await browser.newContext();
    const admin = await adminContext.newPage();
    const adminTokens = await signIn(admin, 'superadmin');
    const { ref, list } = await voidableDocumentOf(
      admin.request,
      adminTokens.token,
      signerUser.privy_id,
    );

    // superadmin voids it from its detail page, as in the documents spec.
    await admin.goto(`/admin/documents/${list}/${ref}`);
    await admin.getByRole('button', { name: 'Void' }).click();
    const dialog = admin.getByRole('dialog', { name: 'Void Document' });
    await dialog.getByRole('textbox', { name: 'Reason' }).fill('Voided to test live notifications');
    await dialog.getByRole('button', { name: 'Void' }).click();
    const voided = admin.waitForResponse(
      (response) =>
        response.url().endsWith(`/document/${encodeURIComponent(ref)}/revoke`) &&
        response.request().method() === 'PUT',
    );
    await admin
      .getByRole('alertdialog', { name: 'Void Document' })
      .getByRole('button', { name: 'Void' })
      .click();
    const voidResponse = await voided;
    expect(voidResponse.status()).toBe(200);
    const transactionId = voidResponse.headers()['x-transaction-id'] ?? '';
    expect(transactionId).toMatch(/^[0-9a-f-]{36}$/);

    // The signer, without reloading: a popup at the top right and one more on the badge.
    const popup = signer.getByRole('region', { name: 'New notifications' }).getByRole('status');
    await expect(popup.first()).toBeVisible({ timeout: 5_000 });
    await expect(popup.first()).toContainText(ref);
    await expect.poll(() => unreadCount(signer)).toBe(before + 1);
    const box = await popup.first().boundingBox();
    expect(box?.width).toBe(400);
    await screenshot(signer, 'live-notification-popup');

    await signer
      .getByRole('banner')
      .getByRole('link', { name: /notification/i })
      .click();
    await expect(signer).toHaveURL(/\/admin\/notification$/);
    await expect(
      signer.getByRole('list', { name: 'Notifications' }).getByRole('listitem').first(),
    ).toContainText(ref);
    await signer.getByRole('button', { name: 'Mark all as read' }).click();
    await expect.poll(() => unreadCount(signer)).toBe(0);
    await expect(
      signer.getByRole('banner').getByRole('link', { name: 'Notifications', exact: true }),
    ).toBeVisible();
    await screenshot(signer, 'notification-page', { fullPage: true });

    // superadmin finds the void request in the HTTP log by its transaction id.
    await admin.goto('/admin/monitoring/http-log?method=PUT&search=revoke');
    await admin.getByRole('button', { name: `Show detail of ${transactionId}` }).click();
    const drawer = admin.getByRole('dialog', { name: 'HTTP Log Detail' });
    await expect(drawer.getByText(transactionId, { exact: true })).toBeVisible();
    const header = drawer.getByLabel('Request header');
    await expect(header).toContainText(/"authorization": "\[REDACTED\]"/i);
    await expect(header).not.toContainText(adminTokens.token);
    await expect(drawer.getByLabel('Request body')).toContainText(
      'Voided to test live notifications',
    );
    await screenshot(admin, 'http-log-detail');
    await admin.keyboard.press('Escape');

    // … and the activity row of the void.
    await admin.goto(`/admin/monitoring/activity-log?search=${encodeURIComponent(ref)}`);
    await expect(admin.getByRole('row', { name: new RegExp(ref) }).first()).toBeVisible();
    await screenshot(admin, 'activity-log', { fullPage: true });

    await signerContext.close();
    await adminContext.close();
  });
});
