import { expect, test } from '@playwright/test';
import { bearer, screenshot } from '../support/document-helpers';
import {
  bellOf,
  choose,
  downloaded,
  EMATERAI,
  grouped,
  isPdf,
  purchaseOrderPdf,
  STAMP_PRICE,
  stampsOf,
  unreadCount,
} from '../support/ematerai-helpers';
import { signIn } from '../support/session-helpers';

/** GET user/me, the call the shell makes for the header's unread count (libs/contract/src/session.ts). */
const USER_ME = '/api/admin/api/v1/user/me';

// A demo cost center no other spec moves (apps/api/src/demo/seed-demo-ematerai.ts).
const BRANCH = 'BDG-KTA';
const DEPARTMENT = 'FIN';
const STAMPS = 12;
const PO = 'PO-E2E-SINGLE-0001';

test.describe('top up balance', () => {
  test('finance tops up with a PO attachment, superadmin approves it, finance is credited, notified and downloads the invoice', async ({
    page,
    browser,
  }) => {
    // Two sessions and four downloads: longer than the default on a loaded machine.
    test.setTimeout(60_000);
    const { token } = await signIn(page, 'finance');
    const before = await stampsOf(page, BRANCH, DEPARTMENT);
    const unreadBefore = await unreadCount(page);

    await page.goto(EMATERAI.topUps);
    await page.getByRole('link', { name: 'Top Up', exact: true }).click();
    await expect(page).toHaveURL(EMATERAI.addTopUp);
    await expect(
      page.getByRole('heading', { level: 2, name: 'Top Up', exact: true }),
    ).toBeVisible();
    await choose(page.getByRole('combobox', { name: /Office area/ }), /^BDG - /);
    await choose(page.getByRole('combobox', { name: /Office branch/ }), /^BDG-KTA - /);
    await choose(page.getByRole('combobox', { name: /Office department/ }), /^FIN - /);
    await page.getByRole('textbox', { name: /PO number/ }).fill(PO);
    await page.getByRole('textbox', { name: /Line item number/ }).fill('10');
    await page.getByRole('textbox', { name: /Amount/ }).fill(String(STAMPS * STAMP_PRICE));
    await expect(page.getByText(`Buys ${STAMPS} stamps`)).toBeVisible();
    await page.locator('input[type="file"]').setInputFiles({
      name: `${PO}.pdf`,
      mimeType: 'application/pdf',
      buffer: await purchaseOrderPdf(PO),
    });
    await screenshot(page, 'top-up-add', { fullPage: true });
    await page.getByRole('button', { name: 'Top Up', exact: true }).click();

    await expect(page.getByText('Your top up is being processed.')).toBeVisible();
    await expect(page).toHaveURL(EMATERAI.topUps);
    const listed = page.getByRole('row').filter({ hasText: PO });
    await expect(listed.getByText('Waiting Verification')).toBeVisible();
    await expect(listed).toContainText(String(STAMPS));
    // The requester never decides their own top-up.
    await listed.getByRole('link', { name: `Detail of PO ${PO}` }).click();
    await expect(page.getByRole('heading', { level: 2, name: `Top up ${PO}` })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await expect(page.getByText(`${PO}.pdf`)).toBeVisible();
    const id = Number(/\/detail\/(\d+)$/.exec(page.url())?.[1]);
    expect(id).toBeGreaterThan(0);
    await screenshot(page, 'top-up-waiting');

    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'superadmin');
    await admin.goto(EMATERAI.topUps);
    await admin
      .getByRole('row')
      .filter({ hasText: PO })
      .getByRole('link', { name: `Detail of PO ${PO}` })
      .click();
    await expect(admin).toHaveURL(`${EMATERAI.topUps}/detail/${id}`);
    // The URL moves before the detail replaces the list (whose rows show the same badge).
    await expect(admin.getByRole('heading', { level: 2, name: `Top up ${PO}` })).toBeVisible();
    await expect(admin.getByText('Waiting Verification')).toBeVisible();
    // The PO attachment the requester sent is the PDF on file.
    const attachment = await downloaded(admin, () =>
      admin.getByRole('button', { name: 'Download', exact: true }).click(),
    );
    expect(isPdf(attachment.bytes)).toBe(true);
    await admin.getByRole('button', { name: 'Approve', exact: true }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Approve top up' });
    await expect(confirm).toContainText(`Credit ${STAMPS} stamps`);
    await screenshot(admin, 'top-up-approve-dialog');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Top up approved')).toBeVisible();
    await expect(admin.getByText('Success', { exact: true })).toBeVisible();
    await expect(admin.getByRole('button', { name: 'Approve', exact: true })).toHaveCount(0);
    await screenshot(admin, 'top-up-approved');

    // The cost center holds the new stamps.
    const after = await stampsOf(page, BRANCH, DEPARTMENT);
    expect(after).toBe(before + STAMPS);
    await screenshot(page, 'top-up-balance-credited', { fullPage: true });

    // The decision is announced: the header's unread count (user/me) grows by one. The shell has
    // no notification list yet (the bell links to /admin/notification, which no route serves).
    await expect(bellOf(page)).toHaveAttribute(
      'aria-label',
      `${unreadBefore + 1} unread notification${unreadBefore === 0 ? '' : 's'}`,
    );
    const me = await page.request.get(USER_ME, { headers: bearer(token) });
    expect(me.status()).toBe(200);
    const { data } = (await me.json()) as { data: { user: { unread_notification: number } } };
    expect(data.user.unread_notification).toBe(unreadBefore + 1);

    await page.goto(`${EMATERAI.topUps}/detail/${id}`);
    await expect(page.getByText('Success', { exact: true })).toBeVisible();
    const invoice = await downloaded(page, () =>
      page.getByRole('button', { name: 'Download invoice' }).click(),
    );
    expect(invoice.download.suggestedFilename()).toMatch(/\.pdf$/);
    expect(isPdf(invoice.bytes)).toBe(true);
    await expect(page.getByText('Successfully download invoice!')).toBeVisible();
    await screenshot(page, 'top-up-invoice');

    // Balance History shows the credit, its reference and the balance it left.
    await page.goto(`${EMATERAI.history}?kind=top_up`);
    const credit = page.getByRole('row').filter({ hasText: `top-up:${id}` });
    await expect(credit.getByRole('cell', { name: 'Top up', exact: true })).toBeVisible();
    await expect(credit).toContainText(`+${STAMPS}`);
    await expect(credit).toContainText(`${grouped(after)} stamps`);
    await expect(credit).toContainText('Bandung Kota');
    await screenshot(page, 'history-top-up-credit', { fullPage: true });
  });
});
