import {
  checkVendorPrivyId,
  createVendor,
  downloadVendorNpwpImage,
  endpointUrl,
  ErrorBodySchema,
  industryDropdown,
  listVendors,
  NPWP_IMAGE,
  jobPositionDropdown,
  vendorDropdown,
  type IndustryOption,
  type PrivyIdCheckResponse,
  type VendorListResponse,
  type VendorOption,
  type VendorResponse,
} from '@esign/contract';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { LightMyRequestResponse } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { encodePng } from '../../files';
import { activityLogs } from '../../db/schema/logs';
import { vendors } from '../../db/schema/vendors';
import { makeSamplePdf } from '../../pdf/fixtures/make-sample-pdf';
import { jpegHeader, multipartPayload, pngClaiming, type TestFile } from '../../testing/multipart';
import { bearer, createTestApp, signIn, type TestApp } from '../../testing/test-app';
import { npwpImageSize } from './npwp-image-size';

let t: TestApp;
let admin: Record<string, string>;
let signer: Record<string, string>;
let industryId: number;
let positionId: number;
let serial = 0;

beforeAll(async () => {
  t = await createTestApp();
  admin = bearer((await signIn(t, 'superadmin')).token);
  signer = bearer((await signIn(t, 'signer')).token);
  const industries = await t.app.inject({ url: endpointUrl(industryDropdown), headers: signer });
  industryId = (industries.json() as { data: IndustryOption[] }).data[0]?.id ?? 0;
  const positions = await t.app.inject({
    url: endpointUrl(jobPositionDropdown),
    headers: signer,
  });
  positionId = (positions.json() as { data: IndustryOption[] }).data[0]?.id ?? 0;
});
afterAll(async () => {
  await t?.close();
});

const errorOf = (response: LightMyRequestResponse) =>
  ErrorBodySchema.parse(JSON.parse(response.body));
const messagesOf = (response: LightMyRequestResponse) =>
  JSON.stringify(errorOf(response).messages ?? []);

const cardPng = (): TestFile => ({
  bytes: encodePng(4, 3, new Uint8Array(4 * 3 * 4).fill(200)),
  fileName: 'npwp.png',
  contentType: 'image/png',
});

function uniquePrivyId(): string {
  serial += 1;
  return `newvendor${serial}x${Date.now() % 100_000}`;
}

function validFields(privyId = uniquePrivyId()) {
  return {
    privy_id: privyId,
    position_id: positionId,
    vendor_name: 'PT Sumber Makmur',
    industry_id: industryId,
    npwp: '012345678901234',
  };
}

function create(
  fields: Record<string, string | number | undefined> = validFields(),
  image: TestFile | null = cardPng(),
  headers = admin,
) {
  return t.app.inject({
    method: 'POST',
    url: endpointUrl(createVendor),
    headers,
    payload: multipartPayload({ fields, files: { npwp_image: image ?? undefined } }),
  });
}

const check = (privyId: string, headers = admin) =>
  t.app.inject({
    method: 'POST',
    url: `${endpointUrl(checkVendorPrivyId)}?privy_id=${encodeURIComponent(privyId)}`,
    headers,
  });

async function list(query: Record<string, string | number> = {}) {
  const search = new URLSearchParams(
    Object.entries(query).map(([key, value]) => [key, String(value)]),
  );
  return t.app.inject({ url: `${endpointUrl(listVendors)}?${search}`, headers: admin });
}

async function vendorCount(): Promise<number> {
  const [row] = await t.database.db.select({ total: count() }).from(vendors);
  return row?.total ?? 0;
}

describe('listing vendor accounts', () => {
  it('pages through the demo vendors newest first, with their industry, position and image', async () => {
    const first = await list({ per_page: 10 });
    expect(first.statusCode).toBe(200);
    const body = first.json() as VendorListResponse;
    expect(body.data.data).toHaveLength(10);
    expect(body.meta.pagination.total).toBeGreaterThanOrEqual(24);
    expect(body.meta.pagination.total_pages).toBeGreaterThanOrEqual(3);
    const times = body.data.data.map((vendor) => vendor.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const [vendor] = body.data.data;
    expect(vendor?.industry.name).toBeTruthy();
    expect(vendor?.position.name).toBeTruthy();
    expect(vendor?.npwp_image).toMatchObject({ content_type: 'image/png', width: 480 });
    const second = (await list({ per_page: 10, page: 2 })).json() as VendorListResponse;
    const firstIds = new Set(body.data.data.map((row) => row.id));
    expect(second.data.data.some((row) => firstIds.has(row.id))).toBe(false);
  });

  it('seeds at least one vendor of each status and filters by status', async () => {
    for (const status of ['waiting', 'active', 'inactive'] as const) {
      const body = (await list({ status, per_page: 100 })).json() as VendorListResponse;
      expect(body.data.data.length).toBeGreaterThan(0);
      expect(body.data.data.every((vendor) => vendor.status === status)).toBe(true);
    }
  });

  it('searches PrivyID, name and NPWP', async () => {
    const body = (await list({ search: 'VENDOR007' })).json() as VendorListResponse;
    expect(body.data.data.map((vendor) => vendor.privy_id)).toEqual(['vendor007']);
  });

  it('answers 400, never 500, for page numbers and statuses that are not valid', async () => {
    const queries: Record<string, string | number>[] = [
      { page: 'abc' },
      { per_page: '1e3' },
      { page: -1 },
      { status: 'gone' },
    ];
    for (const query of queries) {
      expect((await list(query)).statusCode).toBe(400);
    }
  });
});

describe('checking a vendor PrivyID', () => {
  it('lowercases the id before checking, and says an existing one already exists', async () => {
    const response = await check('VENDOR001');
    expect(response.statusCode).toBe(200);
    expect((response.json() as PrivyIdCheckResponse).data).toEqual({
      privy_id: 'vendor001',
      is_exist: true,
      message: 'PrivyID vendor001 already exists in the account',
    });
  });

  it('says a free id does not exist', async () => {
    const body = (await check('Nobody123')).json() as PrivyIdCheckResponse;
    expect(body.data).toMatchObject({ privy_id: 'nobody123', is_exist: false });
  });

  it('refuses an id with spaces or without letters and digits with 400', async () => {
    for (const privyId of ['vendor 001', ' vendor001', 'vendor-001', '']) {
      const response = await check(privyId);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain('privy_id');
    }
  });
});

describe('adding a vendor account', () => {
  it('stores the account lowercased and waiting, with its NPWP image, and records the activity', async () => {
    const privyId = `${uniquePrivyId()}ABC`;
    const image = cardPng();
    const response = await create({ ...validFields(privyId), npwp: '3171012345678901' }, image);
    expect(response.statusCode).toBe(201);
    const { vendor } = (response.json() as VendorResponse).data;
    expect(vendor).toMatchObject({
      privy_id: privyId.toLowerCase(),
      vendor_name: 'PT Sumber Makmur',
      npwp: '3171012345678901',
      status: 'waiting',
      industry: { id: industryId },
      position: { id: positionId },
      npwp_image: { file_name: 'npwp.png', content_type: 'image/png', width: 4, height: 3 },
    });

    const download = await t.app.inject({
      url: endpointUrl(downloadVendorNpwpImage, { id: vendor.id }),
      headers: admin,
    });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('image/png');
    expect(Buffer.compare(download.rawPayload, Buffer.from(image.bytes))).toBe(0);

    const [activity] = await t.database.db
      .select()
      .from(activityLogs)
      .where(eq(activityLogs.subjectId, String(vendor.id)));
    expect(activity).toMatchObject({ action: 'vendor.create', subjectType: 'vendor' });

    const again = (await check(privyId.toUpperCase())).json() as PrivyIdCheckResponse;
    expect(again.data.is_exist).toBe(true);
  });

  it('refuses a PrivyID another account has in any case with 409, and adds nothing', async () => {
    const before = await vendorCount();
    const response = await create(validFields('Vendor002'));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).error).toBe('PrivyID vendor002 already exists in the account');
    expect(await vendorCount()).toBe(before);
  });

  it('refuses a PrivyID with spaces with 400 naming it', async () => {
    const response = await create(validFields('new vendor'));
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain('without spaces');
  });

  it('refuses an NPWP of 14 digits, or with separators, with 400 naming it', async () => {
    const before = await vendorCount();
    for (const npwp of ['01234567890123', '01.234.567.8-901.234', '01234567890123x', '']) {
      const response = await create({ ...validFields(), npwp });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain('NPWP has 15 or 16 digits');
    }
    expect(await vendorCount()).toBe(before);
  });

  it('refuses a PDF renamed to .png with 400 naming the image', async () => {
    const pdf = await makeSamplePdf({ pages: 1 });
    const response = await create(validFields(), {
      bytes: pdf,
      fileName: 'npwp.png',
      contentType: 'image/png',
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain('npwp_image');
    expect(messagesOf(response)).toContain('Must be a PNG or JPEG file');
  });

  it('refuses a tiny PNG whose header claims 100,000 × 100,000 pixels before decoding it', async () => {
    const response = await create(validFields(), {
      bytes: pngClaiming(100_000, 100_000),
      fileName: 'flood.png',
    });
    expect(response.statusCode).toBe(400);
    expect(messagesOf(response)).toContain('npwp_image');
  });

  it('refuses images above the NPWP bounds the general upload cap lets through', async () => {
    const floods: [string, Uint8Array][] = [
      ['7000 px wide PNG', pngClaiming(7000, 100)],
      ['25 MP PNG', pngClaiming(5000, 5000)],
      ['6001 px tall JPEG', jpegHeader(10, 6001)],
    ];
    for (const [, bytes] of floods) {
      const response = await create(validFields(), { bytes, fileName: 'npwp.img' });
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain('at most 6000 a side and 24 megapixels');
    }
  });

  it('accepts a JPEG within the bounds and keeps its header size', async () => {
    const response = await create(validFields(), {
      bytes: jpegHeader(1600, 1000),
      fileName: 'npwp.jpg',
    });
    expect(response.statusCode).toBe(201);
    expect((response.json() as VendorResponse).data.vendor.npwp_image).toMatchObject({
      content_type: 'image/jpeg',
      width: 1600,
      height: 1000,
    });
  });

  it('refuses an image larger than 2 MiB with 413', async () => {
    const big = new Uint8Array(NPWP_IMAGE.maxBytes + 1);
    big.set(pngClaiming(100, 100));
    const response = await create(validFields(), { bytes: big, fileName: 'big.png' });
    expect(response.statusCode).toBe(413);
  });

  it('refuses an account without an image, and ids that are not numbers or unknown, with 400', async () => {
    const before = await vendorCount();
    const cases: [Record<string, string | number | undefined>, TestFile | null, string][] = [
      [validFields(), null, 'npwp_image'],
      [{ ...validFields(), industry_id: 'abc' }, cardPng(), 'industry_id'],
      [{ ...validFields(), position_id: '1.5' }, cardPng(), 'position_id'],
      [{ ...validFields(), industry_id: 999_999 }, cardPng(), 'industry_id'],
      [{ ...validFields(), position_id: 999_999 }, cardPng(), 'position_id'],
      [{ ...validFields(), vendor_name: '   ' }, cardPng(), 'Vendor name is required'],
    ];
    for (const [fields, image, named] of cases) {
      const response = await create(fields, image);
      expect(response.statusCode).toBe(400);
      expect(messagesOf(response)).toContain(named);
    }
    expect(await vendorCount()).toBe(before);
  });
});

describe('the NPWP image download', () => {
  it('answers 400 for an id that is not a number and 404 for an unknown one', async () => {
    const bad = await t.app.inject({
      url: endpointUrl(downloadVendorNpwpImage, { id: 'abc' }),
      headers: admin,
    });
    expect(bad.statusCode).toBe(400);
    const unknown = await t.app.inject({
      url: endpointUrl(downloadVendorNpwpImage, { id: 999_999 }),
      headers: admin,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('vendor permissions', () => {
  it('refuses every vendor call to a user without setting.vendor with 403', async () => {
    const calls = [
      t.app.inject({ url: endpointUrl(listVendors), headers: signer }),
      check('vendor001', signer),
      create(validFields(), cardPng(), signer),
      t.app.inject({ url: endpointUrl(downloadVendorNpwpImage, { id: 1 }), headers: signer }),
    ];
    for (const response of await Promise.all(calls)) expect(response.statusCode).toBe(403);
  });
});

describe('vendor, industry and job-position dropdowns', () => {
  it('offers active vendors only, by name, to any signed-in user', async () => {
    const response = await t.app.inject({ url: endpointUrl(vendorDropdown), headers: signer });
    expect(response.statusCode).toBe(200);
    const options = (response.json() as { data: VendorOption[] }).data;
    const active = (await list({ status: 'active', per_page: 100 })).json() as VendorListResponse;
    expect(options.map((option) => option.id).sort()).toEqual(
      active.data.data.map((vendor) => vendor.id).sort(),
    );
    const names = options.map((option) => option.vendor_name);
    expect([...names].sort()).toEqual(names);
  });

  it('offers the seeded industries and job positions by name', async () => {
    for (const endpoint of [industryDropdown, jobPositionDropdown]) {
      const response = await t.app.inject({ url: endpointUrl(endpoint), headers: signer });
      const names = (response.json() as { data: IndustryOption[] }).data.map(
        (option) => option.name,
      );
      expect(names.length).toBeGreaterThan(3);
      expect([...names].sort()).toEqual(names);
    }
  });
});

describe('npwpImageSize', () => {
  it('reads the size from the header and refuses a pixel flood without decoding', () => {
    expect(npwpImageSize({ kind: 'png', bytes: Buffer.from(pngClaiming(6000, 4000)) })).toEqual({
      width: 6000,
      height: 4000,
    });
    expect(() =>
      npwpImageSize({ kind: 'png', bytes: Buffer.from(pngClaiming(100_000, 100_000)) }),
    ).toThrow();
    expect(() => npwpImageSize({ kind: 'pdf', bytes: Buffer.from('%PDF-1.7') })).toThrow();
  });
});
