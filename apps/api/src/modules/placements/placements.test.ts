import {
  addEmateraiTemporer,
  deleteSignerPlacement,
  discardSeal,
  EmateraiAllocationResponseSchema,
  EmateraiTemporerResponseSchema,
  endpointUrl,
  ErrorBodySchema,
  getEmateraiTemporer,
  MAX_PLACEMENTS,
  MessageResponseSchema,
  placeSigner,
  PlacementResponseSchema,
  resetEmateraiTemporer,
  SealResponseSchema,
  setSeal,
  subEmateraiTemporer,
  updateSeal,
  type ErrorBody,
  type SignerPlacement,
} from '@esign/contract';
import { afterEach, beforeAll, describe, expect, it } from '@jest/globals';
import { and, asc, eq, like } from 'drizzle-orm';
import type { LightMyRequestResponse } from 'fastify';
import { uploadDraftPlacements, uploadDrafts } from '../../db/schema/document-upload';
import { emateraiLedger } from '../../db/schema/ematerai';
import { activityLogs } from '../../db/schema/logs';
import { users } from '../../db/schema/users';
import { expectLedgerInvariant } from '../../testing/ledger-invariant';
import { useTestApp } from '../../testing/use-test-app';
import {
  balanceOf,
  costCenterOfUsername,
  createFixtureDraft,
  inactiveUserFixture,
  meteraiCategoryFixture,
  setStampBalance,
  userIdOf,
  type FixtureDraft,
} from './draft-fixtures';

const { t, as } = useTestApp();
let category: number;
let signerCostCenter: number;
let viewerId: number;
let financeId: number;

beforeAll(async () => {
  category = await meteraiCategoryFixture(t().database.db);
  signerCostCenter = await costCenterOfUsername(t().database.db, 'signer');
  viewerId = await userIdOf(t().database.db, 'viewer');
  financeId = await userIdOf(t().database.db, 'finance');
});
afterEach(async () => {
  await expectLedgerInvariant(t().database.db);
});

const db = () => t().database.db;

/** A draft of `signer` (who holds upload-document) with viewer and finance as recipients. */
const draftOfSigner = (
  options: { pages?: number; size?: { width: number; height: number } } = {},
) =>
  createFixtureDraft(t().context, {
    uploader: 'signer',
    recipients: ['viewer', 'finance'],
    ...options,
  });

const signatureBox = (signerId: number, extra: Record<string, unknown> = {}) => ({
  sign_type: 'sign',
  signer_id: signerId,
  sign_page: 1,
  pos_x_signer: 100,
  pos_y_signer: 200,
  width: 150,
  height: 75,
  ...extra,
});

const meteraiBox = (extra: Record<string, unknown> = {}) => ({
  sign_type: 'e_meterai',
  meterai_id: category,
  page_meterai: 1,
  pos_x_meterai: 300,
  pos_y_meterai: 400,
  width: 80,
  height: 80,
  ...extra,
});

const place = (draft: FixtureDraft, body: unknown, username = 'signer') =>
  as(username).post(endpointUrl(placeSigner, { id: draft.reference }), body);

async function placed(draft: FixtureDraft, body: unknown): Promise<SignerPlacement> {
  const response = await place(draft, body);
  expect(response.statusCode).toBe(200);
  return PlacementResponseSchema.parse(response.json()).data.placement;
}

const removeUrl = (id: number, query: Record<string, string>) =>
  `${endpointUrl(deleteSignerPlacement, { id })}?${new URLSearchParams(query)}`;

function errorOf(response: LightMyRequestResponse): ErrorBody {
  return ErrorBodySchema.parse(response.json());
}

/** The 400's field messages, by param. */
function fieldErrors(response: LightMyRequestResponse): Record<string, string[]> {
  expect(response.statusCode).toBe(400);
  const entries = (errorOf(response).messages ?? []).flatMap((entry) =>
    typeof entry === 'string' ? [] : [[entry.param, entry.messages] as const],
  );
  return Object.fromEntries(entries);
}

async function boxesOf(draft: FixtureDraft) {
  return db()
    .select()
    .from(uploadDraftPlacements)
    .where(eq(uploadDraftPlacements.draftId, draft.id))
    .orderBy(asc(uploadDraftPlacements.id));
}

async function draftRow(draft: FixtureDraft) {
  const [row] = await db().select().from(uploadDrafts).where(eq(uploadDrafts.id, draft.id));
  if (!row) throw new Error('Draft gone');
  return row;
}

async function activitiesOf(draft: FixtureDraft): Promise<string[]> {
  const rows = await db()
    .select({ activity: activityLogs.activity })
    .from(activityLogs)
    .where(
      and(eq(activityLogs.subjectType, 'document'), eq(activityLogs.subjectId, draft.reference)),
    )
    .orderBy(asc(activityLogs.id));
  return rows.map((row) => row.activity);
}

async function ledgerOf(draft: FixtureDraft) {
  const rows = await db()
    .select({
      kind: emateraiLedger.kind,
      amount: emateraiLedger.amount,
      reference: emateraiLedger.reference,
      costCenterId: emateraiLedger.costCenterId,
    })
    .from(emateraiLedger)
    .where(like(emateraiLedger.reference, `document:${draft.reference}/%`))
    .orderBy(asc(emateraiLedger.id));
  return rows;
}

describe('signature boxes', () => {
  it('places a signature box for a recipient, zeroing the meterai fields (§5), and records it', async () => {
    const draft = await draftOfSigner({ pages: 3 });
    t().clock.advance(60);
    const box = await placed(
      draft,
      signatureBox(viewerId, {
        sign_page: 2,
        meterai_id: category,
        pos_x_meterai: 12,
        pos_y_meterai: 34,
        page_meterai: 9,
      }),
    );
    expect(box).toEqual({
      id: expect.any(Number),
      sign_type: 'sign',
      signer_id: viewerId,
      meterai_id: null,
      pos_x_signer: 100,
      pos_y_signer: 200,
      sign_page: 2,
      pos_x_meterai: 0,
      pos_y_meterai: 0,
      page_meterai: 0,
      width: 150,
      height: 75,
      version: 1,
    });
    const [row] = await boxesOf(draft);
    expect(row).toMatchObject({ type: 'signature', signerUserId: viewerId, page: 2, x: 100 });
    expect((await draftRow(draft)).updatedAt).toEqual(t().clock.now());
    expect(await activitiesOf(draft)).toEqual([
      `Placed a signature box for Dewi Lestari on page 2 of ${draft.reference}`,
    ]);
  });

  it('refuses a signer who is not a recipient, who does not exist, or who is no longer active', async () => {
    const inactive = await inactiveUserFixture(db());
    const draft = await createFixtureDraft(t().context, {
      uploader: 'signer',
      recipients: ['viewer', inactive],
    });
    const superAdmin = await userIdOf(db(), 'superadmin');
    for (const signerId of [superAdmin, 2_000_000_000, inactive]) {
      const errors = fieldErrors(await place(draft, signatureBox(signerId)));
      expect(errors['signer_id']).toEqual([
        expect.stringMatching(
          new RegExp(`^User ${signerId} .*is not a recipient of this document$`),
        ),
      ]);
    }
    expect(fieldErrors(await place(draft, signatureBox(viewerId, { signer_id: null })))).toEqual({
      signer_id: ['Choose the recipient who signs here'],
    });
    expect(await boxesOf(draft)).toEqual([]);
    expect(await activitiesOf(draft)).toEqual([]);
  });

  it('refuses page 0 and a page past the last one, naming sign_page', async () => {
    const draft = await draftOfSigner({ pages: 2 });
    for (const page of [0, 3]) {
      expect(fieldErrors(await place(draft, signatureBox(viewerId, { sign_page: page })))).toEqual({
        sign_page: ['Pages run from 1 to 2'],
      });
    }
    expect(await boxesOf(draft)).toEqual([]);
  });

  it('refuses a box that runs off its page, allowing half a point for rounding', async () => {
    const draft = await draftOfSigner({ size: { width: 842, height: 595 } });
    const offRight = fieldErrors(
      await place(draft, signatureBox(viewerId, { pos_x_signer: 700, width: 150 })),
    );
    expect(offRight).toEqual({
      pos_x_signer: ['The box runs past the right edge of page 1: it is 842 points wide'],
    });
    const offBottom = fieldErrors(
      await place(draft, signatureBox(viewerId, { pos_y_signer: 530, height: 75 })),
    );
    expect(Object.keys(offBottom)).toEqual(['pos_y_signer']);
    expect(await boxesOf(draft)).toEqual([]);

    const flush = await placed(
      draft,
      signatureBox(viewerId, { pos_x_signer: 692.4, pos_y_signer: 520.4, width: 150, height: 75 }),
    );
    expect(flush.pos_x_signer).toBeCloseTo(692.4, 3);
  });

  it('refuses coordinates that are not finite numbers or are negative, naming each field', async () => {
    const draft = await draftOfSigner();
    const cases: [string, unknown][] = [
      ['pos_x_signer', 'NaN'],
      ['pos_x_signer', null],
      ['pos_y_signer', 'Infinity'],
      ['pos_y_signer', -1],
      ['width', 'NaN'],
      ['height', 5],
      ['sign_page', 1.5],
    ];
    for (const [field, value] of cases) {
      const errors = fieldErrors(await place(draft, signatureBox(viewerId, { [field]: value })));
      expect(Object.keys(errors)).toContain(field);
    }
    expect(await boxesOf(draft)).toEqual([]);
  });

  it('answers 404 for a draft or a box of another user, and changes nothing', async () => {
    const draft = await draftOfSigner();
    const box = await placed(draft, signatureBox(viewerId));
    expect((await place(draft, signatureBox(viewerId), 'superadmin')).statusCode).toBe(404);
    expect(
      (
        await place(
          draft,
          signatureBox(viewerId, { id: box.id, version: 1, pos_x_signer: 10 }),
          'superadmin',
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await as('superadmin').delete(removeUrl(box.id, { sign_type: 'sign' }))).statusCode,
    ).toBe(404);
    expect(
      (await as('signer').delete(removeUrl(2_000_000_000, { sign_type: 'sign' }))).statusCode,
    ).toBe(404);
    expect(await boxesOf(draft)).toEqual([
      expect.objectContaining({ id: box.id, x: 100, version: 1 }),
    ]);
  });

  it('moves a box made against its version, and refuses a stale version with a 409 that changes nothing', async () => {
    const draft = await draftOfSigner();
    const box = await placed(draft, signatureBox(viewerId));
    const moved = await placed(
      draft,
      signatureBox(viewerId, { id: box.id, version: 1, pos_x_signer: 40, sign_page: 2 }),
    );
    expect(moved).toMatchObject({ id: box.id, pos_x_signer: 40, sign_page: 2, version: 2 });

    const stale = await place(
      draft,
      signatureBox(viewerId, { id: box.id, version: 1, pos_x_signer: 300 }),
    );
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale)).toMatchObject({
      code: 'stale_placement',
      error: 'The box was changed elsewhere; reload to see the latest',
    });
    expect(await boxesOf(draft)).toEqual([
      expect.objectContaining({ id: box.id, x: 40, page: 2, version: 2 }),
    ]);
    expect(await activitiesOf(draft)).toEqual([
      `Placed a signature box for Dewi Lestari on page 1 of ${draft.reference}`,
      `Moved a signature box for Dewi Lestari to page 2 of ${draft.reference}`,
    ]);
    // Without its version a change is refused; a new box carries none.
    expect(
      Object.keys(fieldErrors(await place(draft, signatureBox(viewerId, { id: box.id })))),
    ).toEqual(['version']);
    expect(
      Object.keys(fieldErrors(await place(draft, signatureBox(viewerId, { version: 1 })))),
    ).toEqual(['version']);
  });

  it('refuses to change a box’s signer or type by an update', async () => {
    const draft = await draftOfSigner();
    const box = await placed(draft, signatureBox(viewerId));
    expect(
      Object.keys(
        fieldErrors(await place(draft, signatureBox(financeId, { id: box.id, version: 1 }))),
      ),
    ).toEqual(['signer_id']);
    expect(
      Object.keys(fieldErrors(await place(draft, meteraiBox({ id: box.id, version: 1 })))),
    ).toEqual(['sign_type']);
    expect(await boxesOf(draft)).toEqual([
      expect.objectContaining({
        id: box.id,
        type: 'signature',
        signerUserId: viewerId,
        version: 1,
      }),
    ]);
  });

  it(`refuses a box past MAX_PLACEMENTS (${MAX_PLACEMENTS}) on one draft`, async () => {
    const draft = await draftOfSigner();
    await db()
      .insert(uploadDraftPlacements)
      .values(
        Array.from({ length: MAX_PLACEMENTS - 1 }, (_, index) => ({
          draftId: draft.id,
          type: 'seal' as const,
          page: 1,
          x: index % 400,
          y: 10,
          width: 20,
          height: 20,
        })),
      );
    await placed(draft, signatureBox(viewerId));
    const response = await place(draft, signatureBox(viewerId));
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('placement_limit');
    expect(await boxesOf(draft)).toHaveLength(MAX_PLACEMENTS);
  });

  it('removes a box of the named type at its version only', async () => {
    const draft = await draftOfSigner();
    const box = await placed(draft, signatureBox(financeId));
    expect(
      Object.keys(
        fieldErrors(await as('signer').delete(removeUrl(box.id, { sign_type: 'e_meterai' }))),
      ),
    ).toEqual(['sign_type']);
    const stale = await as('signer').delete(removeUrl(box.id, { sign_type: 'sign', version: '2' }));
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('stale_placement');
    expect(await boxesOf(draft)).toHaveLength(1);

    const removed = await as('signer').delete(
      removeUrl(box.id, { sign_type: 'sign', version: '1' }),
    );
    expect(removed.statusCode).toBe(200);
    MessageResponseSchema.parse(removed.json());
    expect(await boxesOf(draft)).toEqual([]);
    expect((await activitiesOf(draft)).at(-1)).toBe(
      `Removed a signature box for Agus Pratama from page 1 of ${draft.reference}`,
    );
    expect((await as('signer').delete(removeUrl(box.id, { sign_type: 'sign' }))).statusCode).toBe(
      404,
    );
  });
});

describe('e-meterai boxes', () => {
  it('reserves one stamp per box under document:<ref>/stamp:<id>, zeroing the signer fields (§5)', async () => {
    await setStampBalance(t().context, signerCostCenter, 10);
    const draft = await draftOfSigner();
    const box = await placed(
      draft,
      meteraiBox({ signer_id: viewerId, pos_x_signer: 5, sign_page: 2 }),
    );
    expect(box).toMatchObject({
      sign_type: 'e_meterai',
      signer_id: null,
      meterai_id: category,
      pos_x_signer: 0,
      pos_y_signer: 0,
      sign_page: 0,
      pos_x_meterai: 300,
      pos_y_meterai: 400,
      page_meterai: 1,
      version: 1,
    });
    expect(await balanceOf(db(), signerCostCenter)).toBe(9);
    expect(await ledgerOf(draft)).toEqual([
      {
        kind: 'reserve',
        amount: -1,
        reference: `document:${draft.reference}/stamp:${box.id}`,
        costCenterId: signerCostCenter,
      },
    ]);
    expect(await activitiesOf(draft)).toEqual([
      `Placed an e-meterai box on page 1 of ${draft.reference} (1 stamp reserved)`,
    ]);

    // Moving it keeps its one stamp.
    await placed(draft, meteraiBox({ id: box.id, version: 1, pos_y_meterai: 10 }));
    expect(await ledgerOf(draft)).toHaveLength(1);
    expect(await balanceOf(db(), signerCostCenter)).toBe(9);
  });

  it('refuses an e-meterai box without a meterai category or with an unknown one', async () => {
    await setStampBalance(t().context, signerCostCenter, 10);
    const draft = await draftOfSigner();
    expect(fieldErrors(await place(draft, meteraiBox({ meterai_id: undefined })))).toEqual({
      meterai_id: ['Choose the meterai category of this stamp'],
    });
    expect(
      Object.keys(fieldErrors(await place(draft, meteraiBox({ meterai_id: 2_000_000_000 })))),
    ).toEqual(['meterai_id']);
    expect(Object.keys(fieldErrors(await place(draft, meteraiBox({ page_meterai: 0 }))))).toEqual([
      'page_meterai',
    ]);
    expect(await boxesOf(draft)).toEqual([]);
    expect(await ledgerOf(draft)).toEqual([]);
    expect(await balanceOf(db(), signerCostCenter)).toBe(10);
  });

  it('refuses a stamp the cost center cannot pay with a 409 naming the numbers, placing nothing', async () => {
    await setStampBalance(t().context, signerCostCenter, 0);
    const draft = await draftOfSigner();
    const response = await place(draft, meteraiBox());
    expect(response.statusCode).toBe(409);
    expect(errorOf(response)).toMatchObject({
      code: 'insufficient_balance',
      error: 'Not enough e-meterai balance: 1 stamp needed, 0 left in your cost center',
    });
    const viaTemporer = await as('signer').put(
      endpointUrl(addEmateraiTemporer, { id: draft.reference }),
      {
        meterai_id: category,
        page_meterai: 1,
        pos_x_meterai: 10,
        pos_y_meterai: 10,
        width: 80,
        height: 80,
      },
    );
    expect(viaTemporer.statusCode).toBe(409);
    expect(errorOf(viaTemporer).code).toBe('insufficient_balance');
    expect(await boxesOf(draft)).toEqual([]);
    expect(await ledgerOf(draft)).toEqual([]);
    expect(await activitiesOf(draft)).toEqual([]);
  });

  it('refuses a stamp to a user whose office has no cost center, and shows them none', async () => {
    const draft = await createFixtureDraft(t().context, {
      uploader: 'superadmin',
      recipients: ['viewer'],
    });
    const response = await place(draft, meteraiBox(), 'superadmin');
    expect(response.statusCode).toBe(409);
    expect(errorOf(response).code).toBe('no_cost_center');
    expect(await boxesOf(draft)).toEqual([]);
    const temporer = await as('superadmin').get(endpointUrl(getEmateraiTemporer));
    expect(EmateraiTemporerResponseSchema.parse(temporer.json()).data).toEqual({
      balance: 0,
      allocated: 0,
      cost_center_id: null,
    });
  });

  it('releases the stamp when the box is removed, restoring the balance', async () => {
    await setStampBalance(t().context, signerCostCenter, 3);
    const draft = await draftOfSigner();
    const box = await placed(draft, meteraiBox());
    expect(await balanceOf(db(), signerCostCenter)).toBe(2);
    const removed = await as('signer').delete(
      removeUrl(box.id, { sign_type: 'e_meterai', version: '1' }),
    );
    expect(removed.statusCode).toBe(200);
    expect(await balanceOf(db(), signerCostCenter)).toBe(3);
    const reference = `document:${draft.reference}/stamp:${box.id}`;
    expect(await ledgerOf(draft)).toEqual([
      { kind: 'reserve', amount: -1, reference, costCenterId: signerCostCenter },
      { kind: 'release', amount: 1, reference, costCenterId: signerCostCenter },
    ]);
    expect((await activitiesOf(draft)).at(-1)).toBe(
      `Removed an e-meterai box from page 1 of ${draft.reference} (1 stamp released)`,
    );
  });

  it('adds, subtracts and resets the temporary allocation, answering the balance each time', async () => {
    await setStampBalance(t().context, signerCostCenter, 5);
    const before = EmateraiTemporerResponseSchema.parse(
      (await as('signer').get(endpointUrl(getEmateraiTemporer))).json(),
    ).data;
    expect(before.balance).toBe(5);
    expect(before.cost_center_id).toBe(signerCostCenter);

    const draft = await draftOfSigner();
    const add = async () => {
      const response = await as('signer').put(
        endpointUrl(addEmateraiTemporer, { id: draft.reference }),
        {
          meterai_id: category,
          page_meterai: 2,
          pos_x_meterai: 20,
          pos_y_meterai: 30,
          width: 80,
          height: 80,
        },
      );
      expect(response.statusCode).toBe(200);
      return EmateraiAllocationResponseSchema.parse(response.json()).data;
    };
    const first = await add();
    expect(first).toMatchObject({
      balance: 4,
      allocated: before.allocated + 1,
      cost_center_id: signerCostCenter,
      placement: { sign_type: 'e_meterai', page_meterai: 2, meterai_id: category },
    });
    const second = await add();
    await add();
    expect(second.balance).toBe(3);
    // A signature box is not a stamp: sub refuses it.
    const signature = await placed(draft, signatureBox(viewerId));
    expect(
      (
        await as('signer').put(endpointUrl(subEmateraiTemporer, { id: draft.reference }), {
          placement_id: signature.id,
        })
      ).statusCode,
    ).toBe(404);

    const sub = await as('signer').put(endpointUrl(subEmateraiTemporer, { id: draft.reference }), {
      placement_id: second.placement?.id,
    });
    expect(sub.statusCode).toBe(200);
    expect(EmateraiAllocationResponseSchema.parse(sub.json()).data).toEqual({
      balance: 3,
      allocated: before.allocated + 2,
      cost_center_id: signerCostCenter,
      placement: null,
    });

    const reset = await as('signer').put(
      endpointUrl(resetEmateraiTemporer, { id: draft.reference }),
      undefined,
    );
    expect(reset.statusCode).toBe(200);
    expect(EmateraiAllocationResponseSchema.parse(reset.json()).data).toEqual({
      balance: 5,
      allocated: before.allocated,
      cost_center_id: signerCostCenter,
      placement: null,
    });
    // The signature box stays; every stamp was reserved once and released once.
    expect(await boxesOf(draft)).toEqual([expect.objectContaining({ type: 'signature' })]);
    const ledger = await ledgerOf(draft);
    expect(ledger.filter((row) => row.kind === 'reserve')).toHaveLength(3);
    expect(ledger.filter((row) => row.kind === 'release')).toHaveLength(3);
    expect(new Set(ledger.map((row) => row.reference)).size).toBe(3);
  });

  it('releases a stamp to the cost center it came from after the user moved office', async () => {
    await setStampBalance(t().context, signerCostCenter, 4);
    const draft = await draftOfSigner();
    const box = await placed(draft, meteraiBox());
    const financeCenter = await costCenterOfUsername(db(), 'finance');
    const financeBefore = await balanceOf(db(), financeCenter);
    const officeOf = async (username: string) => {
      const [row] = await db()
        .select({
          officeAreaId: users.officeAreaId,
          officeBranchId: users.officeBranchId,
          officeDepartmentId: users.officeDepartmentId,
        })
        .from(users)
        .where(eq(users.username, username));
      if (!row) throw new Error(`No user ${username}`);
      return row;
    };
    const signerOffice = await officeOf('signer');
    await db()
      .update(users)
      .set(await officeOf('finance'))
      .where(eq(users.username, 'signer'));
    try {
      const response = await as('signer').put(
        endpointUrl(subEmateraiTemporer, { id: draft.reference }),
        { placement_id: box.id },
      );
      expect(response.statusCode).toBe(200);
      expect(EmateraiAllocationResponseSchema.parse(response.json()).data.cost_center_id).toBe(
        financeCenter,
      );
    } finally {
      await db().update(users).set(signerOffice).where(eq(users.username, 'signer'));
    }
    expect(await balanceOf(db(), signerCostCenter)).toBe(4);
    expect(await balanceOf(db(), financeCenter)).toBe(financeBefore);
  });
});

describe('seal boxes', () => {
  it('places a seal box, turning the draft’s seal flag on, and moves it by version', async () => {
    const draft = await draftOfSigner();
    const response = await as('signer').post(endpointUrl(setSeal, { id: draft.reference }), {
      page: 2,
      pos_x: 400,
      pos_y: 700,
      width: 100,
      height: 100,
    });
    expect(response.statusCode).toBe(201);
    const seal = SealResponseSchema.parse(response.json()).data.seal;
    expect(seal).toMatchObject({ reference_number: draft.reference, page: 2, version: 1 });
    expect((await draftRow(draft)).seal).toBe(true);

    const update = (version: number, pos_x: number) =>
      as('signer').put(endpointUrl(updateSeal, { id: seal.id }), {
        page: 1,
        pos_x,
        pos_y: 10,
        width: 100,
        height: 100,
        version,
      });
    const moved = await update(1, 50);
    expect(moved.statusCode).toBe(200);
    expect(SealResponseSchema.parse(moved.json()).data.seal).toMatchObject({
      page: 1,
      pos_x: 50,
      version: 2,
    });
    const stale = await update(1, 60);
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('stale_placement');
    expect(fieldErrors(await update(2, 500))).toEqual({
      pos_x: ['The box runs past the right edge of page 1: it is 595 points wide'],
    });
    expect(await boxesOf(draft)).toEqual([expect.objectContaining({ x: 50, version: 2 })]);
  });

  it('refuses a seal box off the page or on a page the draft does not have', async () => {
    const draft = await draftOfSigner({ pages: 1 });
    const set = (body: Record<string, unknown>) =>
      as('signer').post(endpointUrl(setSeal, { id: draft.reference }), {
        page: 1,
        pos_x: 10,
        pos_y: 10,
        width: 100,
        height: 100,
        ...body,
      });
    expect(fieldErrors(await set({ page: 2 }))).toEqual({
      page: ['The document has 1 page: the page must be 1'],
    });
    expect(Object.keys(fieldErrors(await set({ pos_y: 800 })))).toEqual(['pos_y']);
    expect(Object.keys(fieldErrors(await set({ page: 0 })))).toEqual(['page']);
    expect(await boxesOf(draft)).toEqual([]);
    expect((await draftRow(draft)).seal).toBe(false);
  });

  it('keeps the seal flag while a seal box is left and clears it with the last one', async () => {
    const draft = await draftOfSigner();
    const ids: number[] = [];
    for (const page of [1, 2]) {
      const response = await as('signer').post(endpointUrl(setSeal, { id: draft.reference }), {
        page,
        pos_x: 10,
        pos_y: 10,
        width: 100,
        height: 100,
      });
      ids.push(SealResponseSchema.parse(response.json()).data.seal.id);
    }
    const [first, second] = ids as [number, number];
    expect((await as('signer').delete(endpointUrl(discardSeal, { id: first }))).statusCode).toBe(
      200,
    );
    expect((await draftRow(draft)).seal).toBe(true);
    expect(
      (await as('superadmin').delete(endpointUrl(discardSeal, { id: second }))).statusCode,
    ).toBe(404);
    expect((await as('signer').delete(endpointUrl(discardSeal, { id: second }))).statusCode).toBe(
      200,
    );
    expect((await draftRow(draft)).seal).toBe(false);
    expect(await boxesOf(draft)).toEqual([]);
    expect(await activitiesOf(draft)).toEqual([
      `Placed a seal box on page 1 of ${draft.reference}`,
      `Placed a seal box on page 2 of ${draft.reference}`,
      `Removed a seal box from page 1 of ${draft.reference}`,
      `Removed a seal box from page 2 of ${draft.reference}`,
    ]);
  });

  it('does not treat a signature box as a seal, nor a seal as a signer placement', async () => {
    const draft = await draftOfSigner();
    const box = await placed(draft, signatureBox(viewerId));
    expect((await as('signer').delete(endpointUrl(discardSeal, { id: box.id }))).statusCode).toBe(
      404,
    );
    const response = await as('signer').post(endpointUrl(setSeal, { id: draft.reference }), {
      page: 1,
      pos_x: 300,
      pos_y: 10,
      width: 100,
      height: 100,
    });
    const seal = SealResponseSchema.parse(response.json()).data.seal;
    expect(
      Object.keys(
        fieldErrors(await as('signer').delete(removeUrl(seal.id, { sign_type: 'sign' }))),
      ),
    ).toEqual(['sign_type']);
    expect(
      (await place(draft, signatureBox(viewerId, { id: seal.id, version: 1 }))).statusCode,
    ).toBe(404);
    expect(await boxesOf(draft)).toHaveLength(2);
  });
});
