import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, test, type Page, type Response } from '@playwright/test';

/** Server paths the document specs call directly (contract: libs/contract/src/documents.ts). */
export const API = {
  outbox: '/api/tools/api/v1/dev/outbox',
  sendCode: (ref: string) => `/api/admin/api/v1/document/${encodeURIComponent(ref)}/otp/send`,
  revoke: (ref: string) => `/api/admin/api/v1/document/${encodeURIComponent(ref)}/revoke`,
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

interface OutboxMessage {
  code: string;
  subject: string;
  created_at: string;
}

/**
 * Resolves once the dialog's code request has succeeded. Start it before the click that opens
 * the dialog, so the response cannot slip past.
 */
export function codeRequested(page: Page, path: RegExp): Promise<Response> {
  return page.waitForResponse(
    (response) => path.test(new URL(response.url()).pathname) && response.ok(),
  );
}

/**
 * Resolves once a code request has been refused as too soon (429: a code went out less than
 * 60 s ago). Start it before the click that opens the dialog.
 */
export function codeRefused(page: Page, path: RegExp): Promise<Response> {
  return page.waitForResponse(
    (response) => path.test(new URL(response.url()).pathname) && response.status() === 429,
  );
}

/**
 * The newest code the development outbox holds for the token's user whose subject matches,
 * read after `requested` (see `codeRequested`) so it is the code the dialog just asked for.
 */
export async function codeFromOutbox(
  page: Page,
  token: string,
  requested: Promise<Response>,
  subject: RegExp,
): Promise<string> {
  await requested;
  const response = await page.request.get(API.outbox, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: OutboxMessage[] };
  const message = body.data.find((candidate) => subject.test(candidate.subject));
  if (!message) throw new Error(`No code in the development outbox for ${subject}`);
  return message.code;
}

/** A 6-digit code that is certainly not `code`. */
export function wrongCodeFor(code: string): string {
  return code === '000000' ? '999999' : '000000';
}

/**
 * Saves a screenshot to dist/.playwright/shell-e2e/screenshots/<name>.png, next to the run's
 * test-output (resolved from the config, so it does not depend on the working directory).
 * `fullPage` suits long lists; dialogs read better as the viewport (the sticky sidebar and the
 * dialog backdrop only cover the viewport in a full-page capture).
 */
export async function screenshot(
  page: Page,
  name: string,
  options: { fullPage?: boolean } = {},
): Promise<void> {
  const path = join(dirname(test.info().project.outputDir), 'screenshots', `${name}.png`);
  mkdirSync(dirname(path), { recursive: true });
  await page.screenshot({ path, fullPage: options.fullPage ?? false });
}

/** Waits until the PDF viewer has drawn the document's first page. */
export async function firstPageDrawn(page: Page): Promise<void> {
  await expect(
    page.getByRole('region', { name: 'Page 1', exact: true }).locator('canvas'),
  ).toBeVisible();
}
