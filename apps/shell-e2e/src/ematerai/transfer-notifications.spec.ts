import { expect, test, type Page } from '@playwright/test';
import { screenshot } from '../support/document-helpers';
import { bellOf, choose, EMATERAI, stampsOf, unreadCount } from '../support/ematerai-helpers';
import { signIn } from '../support/session-helpers';

// Two demo cost centers the other transfer spec does not move (seed-demo-ematerai.ts).
const SOURCE = { branch: 'JKT-SEL', department: 'LGL', option: /JKT-SEL - .*LGL - / };
const RECIPIENT = { branch: 'SBY-TMR', department: 'OPS', option: /SBY-TMR - .*OPS - / };
const AMOUNT = 23;

const transfersOf = (page: Page) => page.getByRole('region', { name: 'Transfer balance' });

/** Opens the request dialog on the balance page and fills it. */
async function fillTransfer(page: Page, amount: number) {
  await transfersOf(page).getByRole('button', { name: 'Request transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request transfer' });
  await choose(dialog.getByRole('combobox', { name: /Source cost center/ }), SOURCE.option);
  await choose(dialog.getByRole('combobox', { name: /Recipient cost center/ }), RECIPIENT.option);
  await dialog.getByRole('textbox', { name: /Amount/ }).fill(String(amount));
  return dialog;
}

const unreadLabel = (count: number) => `${count} unread notification${count === 1 ? '' : 's'}`;

test.describe('transfer notifications', () => {
  test('a transfer above the source balance is refused; a request notifies the approver and its approval the requester', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    await signIn(page, 'finance');
    const before = {
      source: await stampsOf(page, SOURCE.branch, SOURCE.department),
      recipient: await stampsOf(page, RECIPIENT.branch, RECIPIENT.department),
    };
    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'superadmin');
    const adminUnread = await unreadCount(admin);

    // More than the source holds: the form says so and sends nothing.
    const tooMuch = await fillTransfer(page, before.source + 1);
    await tooMuch.getByRole('button', { name: 'Request transfer' }).click();
    await expect(tooMuch.getByText('Must not exceed the source balance')).toBeVisible();
    await screenshot(page, 'transfer-above-balance');
    await tooMuch.getByRole('button', { name: 'Cancel' }).click();
    await expect(tooMuch).toBeHidden();

    const dialog = await fillTransfer(page, AMOUNT);
    await dialog.getByRole('button', { name: 'Request transfer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Transfer requested')).toBeVisible();
    await page.reload();
    const financeUnread = await unreadCount(page);

    // The approver hears of the request.
    await admin.goto(EMATERAI.balance);
    await expect(bellOf(admin)).toHaveAttribute('aria-label', unreadLabel(adminUnread + 1));
    const waiting = transfersOf(admin)
      .getByRole('row')
      .filter({ hasText: `${AMOUNT} stamps` });
    await waiting.getByRole('button', { name: /Approve transfer/ }).click();
    await admin
      .getByRole('alertdialog', { name: 'Approve transfer' })
      .getByRole('button', { name: 'Approve' })
      .click();
    await expect(waiting.getByText('Approved', { exact: true })).toBeVisible();

    // The requester hears of the decision, and both balances moved.
    expect(await stampsOf(page, SOURCE.branch, SOURCE.department)).toBe(before.source - AMOUNT);
    await expect(bellOf(page)).toHaveAttribute('aria-label', unreadLabel(financeUnread + 1));
    expect(await stampsOf(page, RECIPIENT.branch, RECIPIENT.department)).toBe(
      before.recipient + AMOUNT,
    );
    await screenshot(page, 'transfer-approved-notified', { fullPage: true });
  });
});
