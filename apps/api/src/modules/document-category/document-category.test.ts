import {
  createDocumentCategory,
  documentCategoryDropdown,
  endpointUrl,
  ErrorBodySchema,
  getDocumentCategory,
  listDocumentCategories,
  updateDocumentCategory,
  type DocumentCategory,
} from '@esign/contract';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { activityLogs } from '../../db/schema/logs';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';

let t: TestApp;
let admin: Record<string, string>;
let signer: Record<string, string>;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await signIn(t, 'superadmin')).token);
  signer = bearer((await signIn(t, 'signer')).token);
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));

async function create(name: string, confidential = false) {
  return t.app.inject({
    method: 'POST',
    url: endpointUrl(createDocumentCategory),
    headers: admin,
    payload: { data: { category_name: name, is_confidential: confidential } },
  });
}

describe('document categories', () => {
  it('creates a category (201) that the list, the detail and the dropdown show, and logs it', async () => {
    const created = await create('  Lease Agreement ', true);
    expect(created.statusCode).toBe(201);
    const category = (created.json() as { data: { category: DocumentCategory } }).data.category;
    expect(category).toMatchObject({ category_name: 'Lease Agreement', is_confidential: true });
    const detail = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getDocumentCategory, { id: category.id }),
      headers: admin,
    });
    expect(detail.json()).toEqual({ data: { category } });
    const listed = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(listDocumentCategories)}?search=lease`,
      headers: admin,
    });
    expect(listed.json()).toMatchObject({
      data: [category],
      meta: { pagination: { total: 1, count: 1 } },
    });
    const dropdown = await t.app.inject({
      method: 'GET',
      url: endpointUrl(documentCategoryDropdown),
      headers: signer,
    });
    expect(dropdown.statusCode).toBe(200);
    expect((dropdown.json() as { data: DocumentCategory[] }).data).toContainEqual(category);
    const logged = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.action, 'document-category.create'));
    expect(logged.map((row) => row.activity)).toContain(
      'Created document category Lease Agreement (Confidential)',
    );
  });

  it('refuses a duplicate name in any case with 409 and changes nothing', async () => {
    expect((await create('Invoice')).statusCode).toBe(201);
    const duplicate = await create('INVOICE');
    expect(duplicate.statusCode).toBe(409);
    expect(errorOf(duplicate.body).error).toBe('A category named "INVOICE" already exists');
    const listed = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(listDocumentCategories)}?search=invoice`,
      headers: admin,
    });
    expect((listed.json() as { data: unknown[] }).data).toHaveLength(1);
  });

  it('keeps exactly one of two identical names created at the same moment', async () => {
    const results = await Promise.all([create('Memo Internal'), create('memo internal')]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
  });

  it('renames and changes confidentiality, keeping its own name free, and 404s an unknown id', async () => {
    const created = await create('Purchase Request');
    const { id } = (created.json() as { data: { category: DocumentCategory } }).data.category;
    const put = (name: string, confidential: boolean, target = id) =>
      t.app.inject({
        method: 'PUT',
        url: endpointUrl(updateDocumentCategory, { id: target }),
        headers: admin,
        payload: { data: { category_name: name, is_confidential: confidential } },
      });
    expect((await put('Purchase Request', true)).json()).toMatchObject({
      data: { category: { is_confidential: true } },
    });
    expect((await put('Purchase Requisition', true)).json()).toMatchObject({
      data: { category: { category_name: 'Purchase Requisition' } },
    });
    await create('Taken Name');
    expect((await put('taken name', false)).statusCode).toBe(409);
    expect((await put('Anything', false, 999_999)).statusCode).toBe(404);
  });

  it('answers 400 for an empty name and 403 to a role without the setting', async () => {
    const empty = await create('   ');
    expect(empty.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(empty.body).messages)).toContain('Category name is required');
    const forbidden = await t.app.inject({
      method: 'GET',
      url: endpointUrl(listDocumentCategories),
      headers: signer,
    });
    expect(forbidden.statusCode).toBe(403);
  });

  it('paginates by name, case-insensitively', async () => {
    for (const name of ['zeta Paging', 'Alpha Paging', 'beta Paging']) await create(name);
    const page = await t.app.inject({
      method: 'GET',
      url: `${endpointUrl(listDocumentCategories)}?search=paging&per_page=2&page=1`,
      headers: admin,
    });
    const body = page.json() as {
      data: DocumentCategory[];
      meta: { pagination: { total: number; total_pages: number } };
    };
    expect(body.data.map((category) => category.category_name)).toEqual([
      'Alpha Paging',
      'beta Paging',
    ]);
    expect(body.meta.pagination).toMatchObject({ total: 3, total_pages: 2 });
  });
});
