import { expect, test, type Locator, type Page } from '@playwright/test';
import { screenshot } from '../support/document-helpers';
import { signIn } from '../support/session-helpers';

const BALANCE = '/admin/ematerai/ematerai-balance';
// Two demo cost centers (apps/api/src/demo/seed-demo-ematerai.ts): JKT/JKT-SEL/HCM and MDN/MDN-BRT/OPS.
const SOURCE = /JKT-SEL - .*HCM - /;
const RECIPIENT = /MDN-BRT - .*OPS - /;

const costCenterRow = (page: Page, branch: string, department: string) =>
  page
    .getByRole('region', { name: 'Cost center balances' })
    .getByRole('row')
    .filter({ hasText: `${branch} - ` })
    .filter({ hasText: `${department} - ` });

const grouped = (count: number) => String(count).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

const transfersOf = (page: Page) => page.getByRole('region', { name: 'Transfer balance' });

async function stampsIn(row: Locator): Promise<number> {
  const text = await row.getByText(/ stamps?$/).innerText();
  return Number(text.replace(/[^0-9]/g, ''));
}

async function balances(page: Page) {
  await page.goto(BALANCE);
  return {
    source: await stampsIn(costCenterRow(page, 'JKT-SEL', 'HCM')),
    recipient: await stampsIn(costCenterRow(page, 'MDN-BRT', 'OPS')),
  };
}

async function optionValue(select: Locator, label: RegExp): Promise<string> {
  const option = select.locator('option').filter({ hasText: label });
  return (await option.getAttribute('value')) ?? '';
}

async function requestTransfer(page: Page, amount: string) {
  await transfersOf(page).getByRole('button', { name: 'Request transfer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Request transfer' });
  const source = dialog.getByRole('combobox', { name: /Source cost center/ });
  const recipient = dialog.getByRole('combobox', { name: /Recipient cost center/ });
  await expect(source.locator('option')).not.toHaveCount(1);
  await source.selectOption(await optionValue(source, SOURCE));
  await recipient.selectOption(await optionValue(recipient, RECIPIENT));
  await dialog.getByRole('textbox', { name: /Amount/ }).fill(amount);
  return dialog;
}

const needApproval = async (page: Page) =>
  Number((await page.getByText(/\d+ need approval/).innerText()).replace(/[^0-9]/g, '') || '0');

test.describe('transfer balance', () => {
  test('finance requests a transfer, superadmin approves it and both balances move; a second is rejected with a reason', async ({
    page,
    browser,
  }) => {
    // Two users, two transfers and four balance checks: 18–23 s on a quiet machine, so the
    // default 30 s ran out on a loaded one. The same allowance as the other two-user flows.
    test.setTimeout(60_000);
    await signIn(page, 'finance');
    const before = await balances(page);
    await screenshot(page, 'ematerai-balance', { fullPage: true });

    // The form checks before sending: nothing chosen yet.
    await transfersOf(page).getByRole('button', { name: 'Request transfer' }).click();
    const empty = page.getByRole('dialog', { name: 'Request transfer' });
    await empty.getByRole('button', { name: 'Request transfer' }).click();
    await expect(empty.getByText('Choose the source cost center')).toBeVisible();
    await screenshot(page, 'request-transfer-errors');
    await empty.getByRole('button', { name: 'Cancel' }).click();
    await expect(empty).toBeHidden();

    const dialog = await requestTransfer(page, '37');
    await screenshot(page, 'request-transfer-dialog');
    await dialog.getByRole('button', { name: 'Request transfer' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Transfer requested')).toBeVisible();
    const mine = transfersOf(page).getByRole('row').filter({ hasText: '37 stamps' });
    await expect(mine.getByText('Waiting for approval')).toBeVisible();
    // A requester never decides their own transfer.
    await expect(mine.getByRole('button', { name: /Approve/ })).toHaveCount(0);

    const admin = await (await browser.newContext()).newPage();
    await signIn(admin, 'superadmin');
    await admin.goto(BALANCE);
    const waiting = transfersOf(admin).getByRole('row').filter({ hasText: '37 stamps' });
    await expect(waiting.getByRole('button', { name: /Approve transfer/ })).toBeVisible();
    const countBefore = await needApproval(admin);
    expect(countBefore).toBeGreaterThanOrEqual(1);
    await screenshot(admin, 'transfer-need-approval', { fullPage: true });
    await waiting.getByRole('button', { name: /Approve transfer/ }).click();
    const confirm = admin.getByRole('alertdialog', { name: 'Approve transfer' });
    await expect(confirm).toContainText('Move 37 stamps');
    await confirm.getByRole('button', { name: 'Approve' }).click();
    await expect(admin.getByText('Transfer approved')).toBeVisible();
    await expect(waiting.getByText('Approved', { exact: true })).toBeVisible();
    await expect.poll(() => needApproval(admin).catch(() => 0)).toBe(countBefore - 1);

    const after = await balances(page);
    expect(after).toEqual({ source: before.source - 37, recipient: before.recipient + 37 });

    // A second request, rejected with a reason: no balance moves.
    const second = await requestTransfer(page, '11');
    await second.getByRole('button', { name: 'Request transfer' }).click();
    await expect(second).toBeHidden();
    await admin.goto(BALANCE);
    const rejecting = transfersOf(admin).getByRole('row').filter({ hasText: '11 stamps' });
    await rejecting.getByRole('button', { name: /Reject transfer/ }).click();
    const reject = admin.getByRole('dialog', { name: 'Reject transfer' });
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject.getByText('Enter the reason for rejecting')).toBeVisible();
    await reject.getByRole('textbox', { name: /Reason/ }).fill('Budget moved to next quarter');
    await screenshot(admin, 'reject-transfer-dialog');
    await reject.getByRole('button', { name: 'Reject' }).click();
    await expect(reject).toBeHidden();
    await expect(rejecting.getByText('Rejected', { exact: true })).toBeVisible();
    await expect(rejecting.getByText('Reason: Budget moved to next quarter')).toBeVisible();
    expect(await balances(page)).toEqual(after);
    // The spec's transfer-details/{id} page, from the row's link.
    await rejecting.getByRole('link', { name: /^Transfer \d+ of / }).click();
    await expect(admin).toHaveURL(/\/admin\/ematerai\/transfer-details\/\d+$/);
    await expect(admin.getByText('Budget moved to next quarter', { exact: true })).toBeVisible();
    await expect(admin.getByText('Rejected', { exact: true })).toBeVisible();
    await screenshot(admin, 'transfer-detail');
    await page.reload();
    await expect(
      page
        .getByRole('row')
        .filter({ hasText: '11 stamps' })
        .getByText(/Budget moved/),
    ).toBeVisible();
    await screenshot(page, 'transfers-after', { fullPage: true });
    // The spec's transfer-balance sub page lists the same transfers.
    await page.goto(`${BALANCE}/transfer-balance`);
    await expect(transfersOf(page).getByRole('row').filter({ hasText: '11 stamps' })).toBeVisible();

    // Balance History shows the approved transfer's two movements.
    await admin.goto('/admin/ematerai/history-balance?kind=transfer_in');
    const credited = admin.getByRole('row').filter({ hasText: '+37' });
    await expect(credited.getByRole('cell', { name: 'Transfer in' })).toBeVisible();
    await expect(credited).toContainText(`${grouped(after.recipient)} stamps`);
    await admin.goto('/admin/ematerai/history-balance?kind=transfer_out');
    const debited = admin.getByRole('row').filter({ hasText: '−37' });
    await expect(debited.getByRole('cell', { name: 'Transfer out' })).toBeVisible();
    await expect(debited).toContainText(/transfer:\d+/);
    await admin.goto('/admin/ematerai/history-balance');
    await expect(admin.getByRole('cell', { name: 'Transfer in' }).first()).toBeVisible();
    await screenshot(admin, 'history-balance', { fullPage: true });
  });
});
