import {
  checkApplies,
  emptyVendorForm,
  NPWP_IMAGE_REQUIRED_MESSAGE,
  parseVendorForm,
  PRIVY_ID_UNCHECKED_MESSAGE,
  type VendorFormValues,
} from './vendor-form';
import { npwpImageProblem } from './npwp-image-problem';

const filled: VendorFormValues = {
  privyId: 'Maju01',
  positionId: '3',
  vendorName: 'PT Maju Jaya',
  industryId: '2',
  npwp: '012345678901234',
};
const image = () => ({
  file: new File(['x'], 'npwp.png', { type: 'image/png' }),
  problem: null,
});
const free = { privyId: 'maju01', isExist: false, message: 'PrivyID maju01 is available' };

describe('parseVendorForm', () => {
  it('gives the lowercased request and the image of a filled form whose PrivyID was found free', () => {
    const result = parseVendorForm(filled, free, image());
    expect(result).toEqual({
      fields: {
        privy_id: 'maju01',
        position_id: '3',
        vendor_name: 'PT Maju Jaya',
        industry_id: '2',
        npwp: '012345678901234',
      },
      npwpImage: expect.any(File),
    });
  });

  it('asks for a check of an unchecked or changed PrivyID, and refuses a taken one', () => {
    expect(parseVendorForm(filled, null, image())).toEqual({
      errors: { privy_id: PRIVY_ID_UNCHECKED_MESSAGE },
    });
    expect(parseVendorForm({ ...filled, privyId: 'maju02' }, free, image())).toEqual({
      errors: { privy_id: PRIVY_ID_UNCHECKED_MESSAGE },
    });
    const taken = {
      privyId: 'maju01',
      isExist: true,
      message: 'PrivyID maju01 already exists in the account',
    };
    expect(parseVendorForm(filled, taken, image())).toEqual({
      errors: { privy_id: 'PrivyID maju01 already exists in the account' },
    });
  });

  it('names every missing or invalid field, the 14-digit NPWP and the missing image among them', () => {
    const result = parseVendorForm({ ...emptyVendorForm, npwp: '01234567890123' }, null, {
      file: null,
      problem: null,
    });
    expect(result).toEqual({
      errors: expect.objectContaining({
        privy_id: 'PrivyID is required',
        position_id: expect.any(String),
        vendor_name: 'Vendor name is required',
        industry_id: expect.any(String),
        npwp: 'NPWP has 15 or 16 digits',
        npwp_image: NPWP_IMAGE_REQUIRED_MESSAGE,
      }),
    });
  });

  it('keeps the problem of a chosen image that would be refused', () => {
    const pdf = new File(['%PDF'], 'npwp.png', { type: 'application/pdf' });
    const problem = npwpImageProblem(pdf);
    expect(problem).toBe('The NPWP image must be a PNG or JPEG image');
    expect(parseVendorForm(filled, free, { file: pdf, problem })).toEqual({
      errors: { npwp_image: problem },
    });
  });
});

describe('checkApplies', () => {
  it('matches a check to the typed PrivyID in any case', () => {
    expect(checkApplies(free, 'MAJU01')).toBe(true);
    expect(checkApplies(free, 'maju1')).toBe(false);
    expect(checkApplies(null, 'maju01')).toBe(false);
  });
});
