import { parseTopUpForm } from './top-up-form';
import { poAttachmentProblem } from './po-attachment-problem';

const filled = {
  areaId: 1,
  branchId: 2,
  departmentId: 3,
  poNumber: ' PO-2026-001 ',
  lineItemNumber: '10',
  amount: '1.000.000',
};

describe('parseTopUpForm', () => {
  it('names every missing field', () => {
    expect(parseTopUpForm({ poNumber: '', lineItemNumber: ' ', amount: '' })).toEqual({
      errors: {
        office_area_id: 'Choose an area',
        office_branch_id: 'Choose a branch',
        office_department_id: 'Choose a department',
        po_number: 'Enter the PO number',
        line_item_number: 'Enter the line item number',
        amount: 'Enter the amount',
      },
    });
  });

  it('refuses an amount that is not a multiple of the stamp price', () => {
    expect(parseTopUpForm({ ...filled, amount: '15.000' })).toEqual({
      errors: { amount: 'Must be a multiple of 10000 (the price of one e-meterai)' },
    });
  });

  it('reads the dotted amount and trims the numbers into a request row', () => {
    expect(parseTopUpForm(filled)).toEqual({
      body: {
        office_area_id: 1,
        office_branch_id: 2,
        office_department_id: 3,
        po_number: 'PO-2026-001',
        line_item_number: '10',
        amount: 1_000_000,
      },
    });
  });
});

describe('poAttachmentProblem', () => {
  it('accepts a PDF, PNG or JPEG up to 5 MiB', () => {
    expect(poAttachmentProblem(new File(['%PDF'], 'po.pdf', { type: 'application/pdf' }))).toBe(
      null,
    );
    expect(poAttachmentProblem(new File(['x'], 'scan.JPG'))).toBe(null);
  });

  it('refuses another kind of file and a file over 5 MiB, saying why', () => {
    expect(poAttachmentProblem(new File(['x'], 'po.docx', { type: 'application/msword' }))).toBe(
      'The PO attachment must be a PDF, PNG or JPEG file',
    );
    const big = new File(['%PDF'], 'po.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    expect(poAttachmentProblem(big)).toMatch(/^The PO attachment must be at most 5 MB/);
  });
});
