import { randomUUID } from 'node:crypto';
import {
  createDocumentCategory,
  documentCategoryDropdown,
  endpointUrl,
  ErrorBodySchema,
  getDocumentCategory,
  getMe,
  listDocumentCategories,
  updateDocumentCategory,
  type DocumentCategory,
  type Pagination,
} from '@esign/contract';
import { and, count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { documentCategories } from '../../db/schema/documents';
import { activityLogs } from '../../db/schema/logs';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { isUniqueViolation } from '../../db/is-unique-violation';

let t: TestApp;
let admin: Record<string, string>;
let signer: Record<string, string>;
let adminUserId: number;

beforeAll(async () => {
  t = await createTestApp();
  const adminTokens = await signIn(t, 'superadmin');
  admin = bearer(adminTokens.token);
  signer = bearer((await signIn(t, 'signer')).token);
  const me = await t.app.inject({ method: 'GET', url: endpointUrl(getMe), headers: admin });
  adminUserId = (me.json() as { data: { user: { id: number } } }).data.user.id;
});
afterAll(async () => {
  await t?.close();
});

// The demo seed may hold categories of its own: every name here carries a marker no seed uses,
// and counts are compared before and after rather than assumed.
let sequence = 0;
function uniqueTag(): string {
  sequence += 1;
  return `zq${randomUUID().slice(0, 6)}${sequence}`;
}

type ListBody = { data: DocumentCategory[]; meta: { pagination: Pagination } };
type CategoryBody = { data: { category: DocumentCategory } };

const errorOf = (body: string) => ErrorBodySchema.parse(JSON.parse(body));

function create(name: string, confidential = false, headers: Record<string, string> = admin) {
  return t.app.inject({
    method: 'POST',
    url: endpointUrl(createDocumentCategory),
    headers,
    payload: { data: { category_name: name, is_confidential: confidential } },
  });
}

async function createOk(name: string, confidential = false): Promise<DocumentCategory> {
  const response = await create(name, confidential);
  expect(response.statusCode).toBe(201);
  return (response.json() as CategoryBody).data.category;
}

function update(
  id: number,
  name: string,
  confidential: boolean,
  headers: Record<string, string> = admin,
) {
  return t.app.inject({
    method: 'PUT',
    url: endpointUrl(updateDocumentCategory, { id }),
    headers,
    payload: { data: { category_name: name, is_confidential: confidential } },
  });
}

async function list(query: Record<string, string | number> = {}, headers = admin) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  ).toString();
  return t.app.inject({
    method: 'GET',
    url: `${endpointUrl(listDocumentCategories)}${search ? `?${search}` : ''}`,
    headers,
  });
}

async function listOk(query: Record<string, string | number> = {}): Promise<ListBody> {
  const response = await list(query);
  expect(response.statusCode).toBe(200);
  return response.json() as ListBody;
}

async function categoryCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(documentCategories);
  return row?.total ?? 0;
}

async function activitiesOf(categoryId: number) {
  return t.database.db
    .select()
    .from(activityLogs)
    .where(
      and(
        eq(activityLogs.subjectType, 'document_category'),
        eq(activityLogs.subjectId, String(categoryId)),
      ),
    )
    .orderBy(activityLogs.id);
}

describe('creating a document category', () => {
  it('answers 201 with the trimmed category, which the detail and the list then show', async () => {
    const tag = uniqueTag();
    const before = await categoryCount();
    const created = await create(`  Lease Agreement ${tag} `, true);
    expect(created.statusCode).toBe(201);
    const category = (created.json() as CategoryBody).data.category;
    expect(category).toEqual({
      id: expect.any(Number),
      category_name: `Lease Agreement ${tag}`,
      is_confidential: true,
    });
    expect(await categoryCount()).toBe(before + 1);

    const detail = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getDocumentCategory, { id: category.id }),
      headers: admin,
    });
    expect(detail.statusCode).toBe(200);
    expect(detail.json()).toEqual({ data: { category } });

    const listed = await listOk({ per_page: 100 });
    expect(listed.meta.pagination.total).toBe(before + 1);
    const all = [...listed.data];
    for (let page = 2; page <= listed.meta.pagination.total_pages; page += 1) {
      all.push(...(await listOk({ per_page: 100, page })).data);
    }
    expect(all).toContainEqual(category);
  });

  it('defaults is_confidential to false when it is left out', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: endpointUrl(createDocumentCategory),
      headers: admin,
      payload: { data: { category_name: `Memo ${uniqueTag()}` } },
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as CategoryBody).data.category.is_confidential).toBe(false);
  });

  it('writes an activity row naming the category, its author and the confidentiality', async () => {
    const tag = uniqueTag();
    const category = await createOk(`Board Resolution ${tag}`, true);
    const rows = await activitiesOf(category.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      userId: adminUserId,
      action: 'document-category.create',
      activity: `Created document category Board Resolution ${tag} (Confidential)`,
    });
  });

  it('refuses a name another category has in a different case or with spaces (409), changing nothing', async () => {
    const tag = uniqueTag();
    const original = await createOk(`Invoice ${tag}`);
    const before = await categoryCount();
    const [logsBefore] = await t.database.db.select({ total: count() }).from(activityLogs);

    for (const name of [`INVOICE ${tag.toUpperCase()}`, `  invoice ${tag}  `]) {
      const duplicate = await create(name, true);
      expect(duplicate.statusCode).toBe(409);
      const error = errorOf(duplicate.body);
      expect(error.error).toBe(`A category named "${name.trim()}" already exists`);
    }

    expect(await categoryCount()).toBe(before);
    const [logsAfter] = await t.database.db.select({ total: count() }).from(activityLogs);
    expect(logsAfter?.total).toBe(logsBefore?.total);
    expect((await listOk({ search: tag })).data).toEqual([original]);
  });

  it('keeps exactly one of two same-named categories created at the same moment', async () => {
    const tag = uniqueTag();
    const before = await categoryCount();
    const results = await Promise.all([create(`Memo ${tag}`), create(`MEMO ${tag}`)]);
    expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
    expect(await categoryCount()).toBe(before + 1);
  });

  it('recognises the unique violation the database driver raises for a duplicate name', async () => {
    // Two racing requests both pass the name check; this is how the loser's insert fails.
    const tag = uniqueTag();
    await createOk(`Receipt ${tag}`);
    const now = t.clock.clock();
    const failure = await t.database.db
      .insert(documentCategories)
      .values({ categoryName: `receipt ${tag}`, createdAt: now, updatedAt: now })
      .then(
        () => null,
        (error: unknown) => error,
      );
    expect(failure).not.toBeNull();
    expect(isUniqueViolation(failure)).toBe(true);
    expect(isUniqueViolation(new Error('something else'))).toBe(false);
  });

  it('answers 400 for an empty or blank name, and creates nothing', async () => {
    const before = await categoryCount();
    for (const name of ['', '   ']) {
      const response = await create(name);
      expect(response.statusCode).toBe(400);
      expect(JSON.stringify(errorOf(response.body).messages)).toContain(
        'Category name is required',
      );
    }
    expect(await categoryCount()).toBe(before);
  });
});

describe('listing document categories', () => {
  it('searches by any part of the name, in any case, matching % and _ literally', async () => {
    const tag = uniqueTag();
    const lease = await createOk(`Lease ${tag} Agreement`);
    const discount = await createOk(`Discount 50% ${tag}`);
    await createOk(`Discount 500 ${tag}`);

    expect((await listOk({ search: `${tag.toUpperCase()} agree` })).data).toEqual([lease]);
    expect((await listOk({ search: `50% ${tag}` })).data).toEqual([discount]);
    expect((await listOk({ search: `disc_unt 50 ${tag}` })).data).toEqual([]);
  });

  it('sorts by name case-insensitively and pages with the pagination meta', async () => {
    const tag = uniqueTag();
    for (const name of [`zeta ${tag}`, `Alpha ${tag}`, `beta ${tag}`]) await createOk(name);

    const first = await listOk({ search: tag, per_page: 2, page: 1 });
    expect(first.data.map((category) => category.category_name)).toEqual([
      `Alpha ${tag}`,
      `beta ${tag}`,
    ]);
    expect(first.meta.pagination).toEqual({
      total: 3,
      count: 2,
      per_page: 2,
      current_page: 1,
      total_pages: 2,
    });

    const second = await listOk({ search: tag, per_page: 2, page: 2 });
    expect(second.data.map((category) => category.category_name)).toEqual([`zeta ${tag}`]);
    expect(second.meta.pagination).toMatchObject({ total: 3, count: 1, current_page: 2 });

    const beyond = await listOk({ search: tag, per_page: 2, page: 3 });
    expect(beyond.data).toEqual([]);
    expect(beyond.meta.pagination).toMatchObject({ total: 3, count: 0, current_page: 3 });
  });

  it('counts every category when there is no search', async () => {
    const before = (await listOk()).meta.pagination.total;
    await createOk(`Counted ${uniqueTag()}`);
    expect((await listOk()).meta.pagination.total).toBe(before + 1);
    expect(before + 1).toBe(await categoryCount());
  });
});

describe('updating a document category', () => {
  it('renames a category, also in letter case only, and logs the rename', async () => {
    const tag = uniqueTag();
    const category = await createOk(`Purchase Request ${tag}`);

    const renamed = await update(category.id, `  Purchase Requisition ${tag} `, false);
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json()).toEqual({
      data: { category: { ...category, category_name: `Purchase Requisition ${tag}` } },
    });

    const recased = await update(category.id, `PURCHASE REQUISITION ${tag}`, false);
    expect(recased.statusCode).toBe(200);
    expect((recased.json() as CategoryBody).data.category.category_name).toBe(
      `PURCHASE REQUISITION ${tag}`,
    );

    const rows = await activitiesOf(category.id);
    expect(rows.map((row) => [row.action, row.activity, row.userId])).toEqual([
      [
        'document-category.create',
        `Created document category Purchase Request ${tag}`,
        adminUserId,
      ],
      [
        'document-category.update',
        `Renamed document category Purchase Request ${tag} to Purchase Requisition ${tag}`,
        adminUserId,
      ],
      [
        'document-category.update',
        `Renamed document category Purchase Requisition ${tag} to PURCHASE REQUISITION ${tag}`,
        adminUserId,
      ],
    ]);
  });

  it('turns confidentiality on and off, which the detail and the dropdown reflect', async () => {
    const tag = uniqueTag();
    const category = await createOk(`Payroll ${tag}`);

    const on = await update(category.id, category.category_name, true);
    expect(on.statusCode).toBe(200);
    expect((on.json() as CategoryBody).data.category.is_confidential).toBe(true);
    const dropdown = await t.app.inject({
      method: 'GET',
      url: endpointUrl(documentCategoryDropdown),
      headers: signer,
    });
    expect((dropdown.json() as { data: DocumentCategory[] }).data).toContainEqual({
      ...category,
      is_confidential: true,
    });

    const off = await update(category.id, category.category_name, false);
    expect((off.json() as CategoryBody).data.category.is_confidential).toBe(false);
    const detail = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getDocumentCategory, { id: category.id }),
      headers: admin,
    });
    expect(detail.json()).toEqual({ data: { category } });

    const rows = await activitiesOf(category.id);
    expect(rows.slice(1).map((row) => row.activity)).toEqual([
      `Made document category Payroll ${tag} confidential`,
      `Made document category Payroll ${tag} not confidential`,
    ]);
  });

  it('answers a PUT that changes nothing with the category and logs nothing', async () => {
    const category = await createOk(`Unchanged ${uniqueTag()}`, true);
    const response = await update(category.id, category.category_name, true);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ data: { category } });
    expect(await activitiesOf(category.id)).toHaveLength(1);
  });

  it('refuses to rename onto another category name in any case (409), changing nothing', async () => {
    const tag = uniqueTag();
    await createOk(`Taken ${tag}`);
    const category = await createOk(`Free ${tag}`);
    const response = await update(category.id, `TAKEN ${tag}`, true);
    expect(response.statusCode).toBe(409);
    expect(errorOf(response.body).error).toBe(`A category named "TAKEN ${tag}" already exists`);
    const detail = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getDocumentCategory, { id: category.id }),
      headers: admin,
    });
    expect(detail.json()).toEqual({ data: { category } });
    expect(await activitiesOf(category.id)).toHaveLength(1);
  });

  it('answers 400 for a blank name', async () => {
    const category = await createOk(`Blank ${uniqueTag()}`);
    const response = await update(category.id, '  ', false);
    expect(response.statusCode).toBe(400);
    expect(JSON.stringify(errorOf(response.body).messages)).toContain('Category name is required');
  });
});

describe('unknown categories', () => {
  it('answers 404 to a detail or an update of an id that does not exist', async () => {
    const missing = 2_000_000_000;
    const detail = await t.app.inject({
      method: 'GET',
      url: endpointUrl(getDocumentCategory, { id: missing }),
      headers: admin,
    });
    expect(detail.statusCode).toBe(404);
    expect(errorOf(detail.body).error).toBe('Document category not found');

    const before = await categoryCount();
    const put = await update(missing, `Ghost ${uniqueTag()}`, false);
    expect(put.statusCode).toBe(404);
    expect(await categoryCount()).toBe(before);
  });
});

describe('access', () => {
  it('refuses every admin endpoint (403) to a role without setting.document-category', async () => {
    const category = await createOk(`Guarded ${uniqueTag()}`);
    const before = await categoryCount();
    const responses = [
      await list({}, signer),
      await t.app.inject({
        method: 'GET',
        url: endpointUrl(getDocumentCategory, { id: category.id }),
        headers: signer,
      }),
      await create(`Sneaky ${uniqueTag()}`, false, signer),
      await update(category.id, `Sneaky ${uniqueTag()}`, true, signer),
    ];
    expect(responses.map((response) => response.statusCode)).toEqual([403, 403, 403, 403]);
    expect(await categoryCount()).toBe(before);
    expect(await activitiesOf(category.id)).toHaveLength(1);
  });

  it('gives any signed-in user the dropdown of every category, sorted by name', async () => {
    const tag = uniqueTag();
    const b = await createOk(`b Dropdown ${tag}`);
    const a = await createOk(`A Dropdown ${tag}`, true);

    const response = await t.app.inject({
      method: 'GET',
      url: endpointUrl(documentCategoryDropdown),
      headers: signer,
    });
    expect(response.statusCode).toBe(200);
    const options = (response.json() as { data: DocumentCategory[] }).data;
    expect(options).toHaveLength(await categoryCount());
    const names = options.map((option) => option.category_name.toLowerCase());
    expect(names).toEqual([...names].sort());
    expect(options.filter((option) => option.category_name.includes(tag))).toEqual([a, b]);

    const anonymous = await t.app.inject({
      method: 'GET',
      url: endpointUrl(documentCategoryDropdown),
    });
    expect(anonymous.statusCode).toBe(401);
  });
});
