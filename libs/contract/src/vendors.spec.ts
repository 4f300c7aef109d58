import { formatNpwp, NpwpSchema, VendorCreateRequestSchema, VendorPrivyIdSchema } from './vendors';

describe('vendor schemas', () => {
  it('lowercases a PrivyID and refuses spaces and other characters', () => {
    expect(VendorPrivyIdSchema.parse('Vendor01')).toBe('vendor01');
    for (const bad of ['vendor 01', ' vendor01', 'vendor-01', '', 'a'.repeat(51)]) {
      expect(VendorPrivyIdSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('takes an NPWP of 15 or 16 digits only', () => {
    expect(NpwpSchema.safeParse('012345678901234').success).toBe(true);
    expect(NpwpSchema.safeParse('3171012345678901').success).toBe(true);
    for (const bad of ['01234567890123', '01234567890123456', '01.234.567.8-901.234']) {
      expect(NpwpSchema.safeParse(bad).success).toBe(false);
    }
  });

  it('reads the ids of a multipart form as numbers and refuses ids that are not', () => {
    const fields = {
      privy_id: 'maju01',
      position_id: '3',
      vendor_name: 'PT Maju Jaya',
      industry_id: '2',
      npwp: '012345678901234',
    };
    expect(VendorCreateRequestSchema.parse(fields)).toMatchObject({
      position_id: 3,
      industry_id: 2,
    });
    expect(VendorCreateRequestSchema.safeParse({ ...fields, industry_id: 'abc' }).success).toBe(
      false,
    );
  });

  it('formats a 15-digit NPWP with its separators and leaves a 16-digit one as is', () => {
    expect(formatNpwp('012345678901234')).toBe('01.234.567.8-901.234');
    expect(formatNpwp('3171012345678901')).toBe('3171012345678901');
  });
});
