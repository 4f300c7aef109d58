import {
  createVendor,
  endpointUrl,
  industryDropdown,
  jobPositionDropdown,
  type IndustryOption,
} from '@esign/contract';
import { expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { vendors } from '../../db/schema/vendors';
import { encodePng } from '../../files';
import { multipartPayload } from '../../testing/multipart';
import { describeOnPostgres, usePostgresTestApp } from '../../testing/postgres-only';

const postgres = usePostgresTestApp();

async function firstOptionId(url: string): Promise<number> {
  const response = await postgres.app().app.inject({ url, headers: postgres.admin() });
  return (response.json() as { data: IndustryOption[] }).data[0]?.id ?? 0;
}

describeOnPostgres('vendor accounts under concurrency (PostgreSQL)', () => {
  it('keeps exactly one of two accounts with one PrivyID created at the same moment', async () => {
    const industryId = await firstOptionId(endpointUrl(industryDropdown));
    const positionId = await firstOptionId(endpointUrl(jobPositionDropdown));
    const image = encodePng(2, 2, new Uint8Array(16).fill(128));
    const create = (privyId: string) =>
      postgres.app().app.inject({
        method: 'POST',
        url: endpointUrl(createVendor),
        headers: postgres.admin(),
        payload: multipartPayload({
          fields: {
            privy_id: privyId,
            position_id: positionId,
            vendor_name: 'PT Balapan',
            industry_id: industryId,
            npwp: '012345678901234',
          },
          files: { npwp_image: { bytes: image, fileName: 'npwp.png' } },
        }),
      });
    for (let round = 0; round < 5; round++) {
      const results = await Promise.all([create(`race${round}`), create(`RACE${round}`)]);
      expect(results.map((result) => result.statusCode).sort()).toEqual([201, 409]);
      const rows = await postgres
        .app()
        .database.db.select({ id: vendors.id })
        .from(vendors)
        .where(eq(vendors.privyId, `race${round}`));
      expect(rows).toHaveLength(1);
    }
  });
});
