import {
  addEmateraiTemporer,
  endpointUrl,
  ErrorBodySchema,
  placeSigner,
  PlacementResponseSchema,
} from '@esign/contract';
import { beforeAll, expect, it } from '@jest/globals';
import { eq, inArray } from 'drizzle-orm';
import { uploadDraftPlacements } from '../../db/schema/document-upload';
import { expectLedgerInvariant } from '../../testing/ledger-invariant';
import { describeOnPostgres, onPostgres, usePostgresTestApp } from '../../testing/postgres-only';
import { bearer, signIn } from '../../testing/test-app';
import {
  balanceOf,
  costCenterOfUsername,
  createFixtureDraft,
  meteraiCategoryFixture,
  setStampBalance,
  userIdOf,
  type FixtureDraft,
} from './draft-fixtures';

const postgres = usePostgresTestApp();
let signer: Record<string, string> = {};

beforeAll(async () => {
  if (!onPostgres) return;
  signer = bearer((await signIn(postgres.app(), 'signer')).token);
});

const app = () => postgres.app();
const db = () => app().database.db;

const draftOfSigner = () =>
  createFixtureDraft(app().context, { uploader: 'signer', recipients: ['viewer'] });

const place = (draft: FixtureDraft, payload: Record<string, unknown>) =>
  app().app.inject({
    method: 'POST',
    url: endpointUrl(placeSigner, { id: draft.reference }),
    headers: signer,
    payload,
  });

describeOnPostgres('boxes under concurrency (PostgreSQL)', () => {
  it('lets exactly one of two changes made against the same version of a box land', async () => {
    const viewerId = await userIdOf(db(), 'viewer');
    const draft = await draftOfSigner();
    const box = {
      sign_type: 'sign',
      signer_id: viewerId,
      sign_page: 1,
      pos_y_signer: 100,
      width: 150,
      height: 75,
    };
    const created = await place(draft, { ...box, pos_x_signer: 10 });
    expect(created.statusCode).toBe(200);
    const { id } = PlacementResponseSchema.parse(created.json()).data.placement;
    for (let version = 1; version <= 5; version++) {
      const results = await Promise.all(
        [100, 200].map((x) => place(draft, { ...box, id, version, pos_x_signer: x + version })),
      );
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((result) => result.statusCode === 409);
      expect(ErrorBodySchema.parse(loser?.json()).code).toBe('stale_placement');
      const winner = results.find((result) => result.statusCode === 200);
      const landed = PlacementResponseSchema.parse(winner?.json()).data.placement;
      const [row] = await db()
        .select()
        .from(uploadDraftPlacements)
        .where(eq(uploadDraftPlacements.id, id));
      expect(row).toMatchObject({ version: version + 1, x: landed.pos_x_signer });
    }
  });

  it('places one box of two e-meterai added at once when one stamp is left', async () => {
    const costCenter = await costCenterOfUsername(db(), 'signer');
    const category = await meteraiCategoryFixture(db());
    const add = (draft: FixtureDraft) =>
      app().app.inject({
        method: 'PUT',
        url: endpointUrl(addEmateraiTemporer, { id: draft.reference }),
        headers: signer,
        payload: {
          meterai_id: category,
          page_meterai: 1,
          pos_x_meterai: 10,
          pos_y_meterai: 10,
          width: 80,
          height: 80,
        },
      });
    for (let round = 0; round < 4; round++) {
      await setStampBalance(app().context, costCenter, 1);
      // Even rounds race on one draft (its lock), odd rounds on two drafts (the balance guard).
      const first = await draftOfSigner();
      const second = round % 2 === 0 ? first : await draftOfSigner();
      const results = await Promise.all([add(first), add(second)]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([200, 409]);
      const loser = results.find((result) => result.statusCode === 409);
      expect(ErrorBodySchema.parse(loser?.json()).code).toBe('insufficient_balance');
      const boxes = await db()
        .select({ id: uploadDraftPlacements.id })
        .from(uploadDraftPlacements)
        .where(inArray(uploadDraftPlacements.draftId, [first.id, second.id]));
      expect(boxes).toHaveLength(1);
      expect(await balanceOf(db(), costCenter)).toBe(0);
    }
    await expectLedgerInvariant(db());
  });
});
