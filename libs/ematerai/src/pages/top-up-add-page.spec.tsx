import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEventBase from '@testing-library/user-event';
import { errorBody, requestPath, type MockReply } from '@esign/api-client/testing';
import { notifyError, notifySuccess } from '@esign/ui-kit';
import { topUp } from '../testing/factories';
import { officeOptionsReply } from '../testing/office-options';
import { renderPage, serveHttp } from '../testing/render-page';
import { TopUpAddPage } from './top-up-add-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const REQUEST = '/api/admin/api/v1/cost-center/top-up';
const PATH = '/admin/ematerai/topup-balance/add';

function serve(reply: MockReply = { status: 201, data: { data: { transaction: topUp() } } }) {
  return serveHttp((request) => {
    const path = requestPath(request);
    if (path === REQUEST) return reply;
    return officeOptionsReply(path) ?? { status: 404, data: errorBody({ status: 404 }) };
  });
}

// No pause between keystrokes: the form has many fields to type into.
const userEvent = userEventBase.setup({ delay: null });

/** The error text of the field around a control. */
const fieldError = (control: HTMLElement) =>
  control
    .closest('[data-part="root"][data-scope="field"]')
    ?.querySelector('[data-part="error-text"]')?.textContent;

const amountInput = () => screen.getByRole('textbox', { name: /Amount/ });

async function fillForm() {
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Office area/ }),
    await screen.findByRole('option', { name: 'JKT - Jakarta' }),
  );
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Office branch/ }),
    await screen.findByRole('option', { name: 'JKT-PST - Jakarta Pusat' }),
  );
  await userEvent.selectOptions(
    screen.getByRole('combobox', { name: /Office department/ }),
    await screen.findByRole('option', { name: 'FIN - Finance' }),
  );
  // Typed text is covered by the amount tests; here the values are set in one change each.
  fireEvent.change(screen.getByRole('textbox', { name: /PO number/ }), {
    target: { value: 'PO-2026-001' },
  });
  fireEvent.change(screen.getByRole('textbox', { name: /Line item number/ }), {
    target: { value: '10' },
  });
  fireEvent.change(amountInput(), { target: { value: '1000000' } });
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
});

describe('TopUpAddPage', () => {
  it('names each missing field and sends nothing', async () => {
    const adapter = serve();
    renderPage(<TopUpAddPage />, PATH);
    await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    await waitFor(() =>
      expect(fieldError(screen.getByRole('combobox', { name: /Office area/ }))).toBe(
        'Choose an area',
      ),
    );
    expect(fieldError(screen.getByRole('combobox', { name: /Office department/ }))).toBe(
      'Choose a department',
    );
    expect(screen.getByText('Enter the PO number')).toBeInTheDocument();
    expect(screen.getByText('Enter the line item number')).toBeInTheDocument();
    expect(screen.getByText('Enter the amount')).toBeInTheDocument();
    expect(adapter.requests.filter((request) => requestPath(request) === REQUEST)).toHaveLength(0);
  });

  it('groups the amount with dots, shows the stamps it buys and refuses a non-multiple of 10.000', async () => {
    serve();
    renderPage(<TopUpAddPage />, PATH);
    await userEvent.type(amountInput(), '1000000');
    expect(amountInput()).toHaveValue('1.000.000');
    expect(screen.getByText('Buys 100 stamps')).toBeInTheDocument();
    await userEvent.clear(amountInput());
    await userEvent.type(amountInput(), '15000');
    expect(screen.getByText('Must be a multiple of Rp 10.000 (one e-meterai)')).toBeInTheDocument();
  });

  it('stops typing at the maximum and cuts pasted digits to its length', async () => {
    serve();
    renderPage(<TopUpAddPage />, PATH);
    fireEvent.change(amountInput(), { target: { value: '1000000000' } });
    expect(amountInput()).toHaveValue('1.000.000.000');
    // One more keystroke at the maximum changes nothing.
    await userEvent.type(amountInput(), '5');
    expect(amountInput()).toHaveValue('1.000.000.000');
    await userEvent.clear(amountInput());
    await userEvent.click(amountInput());
    await userEvent.paste('Rp 12.345.000');
    expect(amountInput()).toHaveValue('12.345.000');
    await userEvent.clear(amountInput());
    await userEvent.paste('25000000000000');
    expect(amountInput()).toHaveValue('1.000.000.000');
  });

  it('sends the fields and the PO attachment as multipart, then toasts and goes back to the list', async () => {
    const adapter = serve();
    const { router } = renderPage(<TopUpAddPage />, PATH);
    await fillForm();
    const po = new File(['%PDF-1.7'], 'po-2026-001.pdf', { type: 'application/pdf' });
    await userEvent.upload(screen.getByLabelText(/PO attachment/), po);
    const submit = screen.getByRole('button', { name: 'Top Up' });
    await userEvent.dblClick(submit);

    await waitFor(() =>
      expect(notifySuccess).toHaveBeenCalledWith(
        'Your top up is being processed. We will notify you once it’s approved.',
      ),
    );
    const sent = adapter.requests.filter((request) => requestPath(request) === REQUEST);
    expect(sent).toHaveLength(1);
    const form = sent[0]?.data as FormData;
    expect(form).toBeInstanceOf(FormData);
    expect(
      Object.fromEntries([...form.entries()].filter(([, value]) => typeof value === 'string')),
    ).toEqual({
      office_area_id: '1',
      office_branch_id: '2',
      office_department_id: '3',
      po_number: 'PO-2026-001',
      line_item_number: '10',
      amount: '1000000',
    });
    expect((form.get('po_attachment') as File).name).toBe('po-2026-001.pdf');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/admin/ematerai/topup-balance'),
    );
  });

  it('refuses a PO attachment over 5 MB before sending it', async () => {
    const adapter = serve();
    renderPage(<TopUpAddPage />, PATH);
    await fillForm();
    const big = new File(['%PDF-1.7'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 5 * 1024 * 1024 + 1 });
    await userEvent.upload(screen.getByLabelText(/PO attachment/), big);
    expect(screen.getByText(/The PO attachment must be at most 5 MB/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(adapter.requests.filter((request) => requestPath(request) === REQUEST)).toHaveLength(0);
  });

  it("shows the server's field messages under their fields and toasts 'Failed save top up balance'", async () => {
    serve({
      status: 400,
      data: errorBody({
        status: 400,
        code: 'invalid',
        messages: [{ param: 'po_number', messages: ['PO number is already used'] }],
      }),
    });
    const { router } = renderPage(<TopUpAddPage />, PATH);
    await fillForm();
    await userEvent.click(screen.getByRole('button', { name: 'Top Up' }));
    expect(await screen.findByText('PO number is already used')).toBeInTheDocument();
    expect(notifyError).toHaveBeenCalledWith('Failed save top up balance', expect.any(String));
    expect(router.state.location.pathname).toBe(PATH);
  });
});
