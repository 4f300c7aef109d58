import { expect, type Page } from '@playwright/test';

export const API = {
  outbox: '/api/tools/api/v1/dev/outbox',
  document: (ref: string) => `/api/admin/api/v1/document/${encodeURIComponent(ref)}`,
  sendCode: (ref: string) => `/api/admin/api/v1/document/${encodeURIComponent(ref)}/otp/send`,
  revoke: (ref: string) => `/api/admin/api/v1/document/${encodeURIComponent(ref)}/revoke`,
};

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** The newest code the development outbox holds for the token's user. */
export async function latestCode(page: Page, token: string): Promise<string> {
  const response = await page.request.get(API.outbox, { headers: bearer(token) });
  expect(response.status()).toBe(200);
  const body = (await response.json()) as { data: { code: string }[] };
  const code = body.data[0]?.code;
  if (!code) throw new Error('The development outbox is empty');
  return code;
}

/** Waits for the code the dialog just requested, then returns it. */
export async function codeSentTo(
  page: Page,
  token: string,
  request: Promise<unknown>,
): Promise<string> {
  await request;
  return latestCode(page, token);
}

/** A 6-digit code that is not `code`. */
export function wrongCodeFor(code: string): string {
  return code === '111111' ? '222222' : '111111';
}
