import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { InternalAxiosRequestConfig } from 'axios';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { apiClient, useAlertStore } from '@esign/api-client';
import {
  createMockAdapter,
  errorBody,
  pagination,
  requestPath,
  type MockReply,
} from '@esign/api-client/testing';
import { notifyError, notifySuccess, UiProvider } from '@esign/ui-kit';
import { vendor } from '../testing/factories';
import { VendorPage } from './vendor-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const LIST = '/api/admin/api/v1/master-data/vendor';
const CHECK = '/api/admin/api/v1/master-data/vendor/privy/check';
// Filling the whole form with typed keys takes a few seconds on a busy machine.
const FORM_TIMEOUT = 30_000;

/** Answers the list, the dropdowns and the PrivyID check; `overrides` by path first. */
function serve(overrides: Record<string, (request: InternalAxiosRequestConfig) => MockReply> = {}) {
  const adapter = createMockAdapter((request) => {
    const path = requestPath(request);
    const method = (request.method ?? 'get').toUpperCase();
    const override = overrides[`${method} ${path}`];
    if (override) return override(request);
    if (path === LIST && method === 'GET')
      return {
        status: 200,
        data: {
          data: { data: [vendor(), vendor({ id: 8, privy_id: 'vendor008', status: 'waiting' })] },
          meta: { pagination: pagination(2) },
        },
      };
    if (path.endsWith('dropdown/industry'))
      return { status: 200, data: { data: [{ id: 2, name: 'Construction' }] } };
    if (path.endsWith('dropdown/user-job-position'))
      return { status: 200, data: { data: [{ id: 3, name: 'Director' }] } };
    if (path === CHECK) {
      const privyId = String((request.params as { privy_id: string }).privy_id);
      const exists = privyId === 'vendor007';
      return {
        status: 200,
        data: {
          data: {
            privy_id: privyId,
            is_exist: exists,
            message: exists
              ? `PrivyID ${privyId} already exists in the account`
              : `PrivyID ${privyId} is available`,
          },
        },
      };
    }
    return { status: 404, data: errorBody({ status: 404 }) };
  });
  apiClient.defaults.adapter = adapter;
  return adapter;
}

function renderVendorPage() {
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false }, mutations: { retry: false } },
  });
  const router = createMemoryRouter([{ path: '/admin/setting/vendor', element: <VendorPage /> }], {
    initialEntries: ['/admin/setting/vendor'],
  });
  render(
    <UiProvider>
      <QueryClientProvider client={client}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </UiProvider>,
  );
}

async function fillForm(dialog: HTMLElement, privyId: string) {
  await userEvent.type(within(dialog).getByLabelText(/PrivyID/), privyId);
  await userEvent.type(within(dialog).getByLabelText(/Vendor name/), 'PT Maju Jaya');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Position/), '3');
  await userEvent.selectOptions(within(dialog).getByLabelText(/Industry/), '2');
  await userEvent.type(
    within(dialog).getByRole('textbox', { name: /^NPWP/ }),
    '01.234.567.8-901.234',
  );
  await userEvent.upload(
    within(dialog).getByLabelText(/NPWP image/),
    new File(['png'], 'npwp.png', { type: 'image/png' }),
  );
}

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  jest.mocked(notifyError).mockClear();
  jest.mocked(notifySuccess).mockClear();
  useAlertStore.getState().clear();
  URL.createObjectURL = jest.fn(() => 'blob:preview');
  URL.revokeObjectURL = jest.fn();
});

describe('VendorPage', () => {
  it('lists the accounts with their status and NPWP', async () => {
    serve();
    renderVendorPage();
    expect(await screen.findByText('vendor007')).toBeInTheDocument();
    expect(within(screen.getByRole('table')).getByText('Waiting Verification')).toBeInTheDocument();
    expect(screen.getAllByText('01.234.567.8-901.234')).toHaveLength(2);
  });

  it("toasts 'Failed get account list. Please try again.' and sets the alert code when the list fails", async () => {
    serve({ [`GET ${LIST}`]: () => ({ status: 500, data: errorBody({ status: 500 }) }) });
    renderVendorPage();
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed get account list. Please try again.',
        expect.any(String),
      ),
    );
    expect(useAlertStore.getState().alertCode).toBe(500);
    expect(await screen.findByText('No accounts')).toBeInTheDocument();
  });

  it(
    'adds an account after a PrivyID check that finds it taken and one that finds it free',
    async () => {
      const adapter = serve({
        [`POST ${LIST}`]: () => ({ status: 201, data: { data: { vendor: vendor({ id: 9 }) } } }),
      });
      renderVendorPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Add Account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Account' });
      await fillForm(dialog, 'VENDOR007');
      expect(within(dialog).getByLabelText(/PrivyID/)).toHaveValue('vendor007');
      expect(within(dialog).getByRole('textbox', { name: /^NPWP/ })).toHaveValue('012345678901234');
      expect(within(dialog).getByAltText('NPWP image preview')).toHaveAttribute(
        'src',
        'blob:preview',
      );

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      expect(
        await within(dialog).findByText('Check the PrivyID before saving'),
      ).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
      expect(
        await within(dialog).findByText('PrivyID vendor007 already exists in the account'),
      ).toBeInTheDocument();

      const privyInput = within(dialog).getByLabelText(/PrivyID/);
      await userEvent.clear(privyInput);
      await userEvent.type(privyInput, 'Maju01');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
      expect(await within(dialog).findByText('PrivyID maju01 is available')).toBeInTheDocument();

      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(notifySuccess).toHaveBeenCalledWith('Successfully add new account!'),
      );
      const post = adapter.requests.find(
        (request) => request.method?.toUpperCase() === 'POST' && requestPath(request) === LIST,
      );
      const form = post?.data as FormData;
      expect(form.get('privy_id')).toBe('maju01');
      expect(form.get('npwp')).toBe('012345678901234');
      expect(form.get('industry_id')).toBe('2');
      expect(form.get('position_id')).toBe('3');
      expect(form.get('npwp_image')).toBeInstanceOf(File);
      const checks = adapter.requests.filter((request) => requestPath(request) === CHECK);
      expect(checks.map((request) => (request.params as { privy_id: string }).privy_id)).toEqual([
        'vendor007',
        'maju01',
      ]);
    },
    FORM_TIMEOUT,
  );

  it("toasts 'Failed check PrivyID. Please try again.' when the check fails", async () => {
    serve({ [`POST ${CHECK}`]: () => ({ status: 500, data: errorBody({ status: 500 }) }) });
    renderVendorPage();
    await userEvent.click(await screen.findByRole('button', { name: 'Add Account' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Account' });
    await userEvent.type(within(dialog).getByLabelText(/PrivyID/), 'maju01');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith(
        'Failed check PrivyID. Please try again.',
        expect.any(String),
      ),
    );
  });

  it(
    "toasts 'Failed add new account. Please try again.' and shows the server's field message",
    async () => {
      serve({
        [`POST ${LIST}`]: () => ({
          status: 400,
          data: errorBody({
            status: 400,
            code: 'bad_request',
            messages: [{ param: 'npwp_image', messages: ['The image is 7000 × 100 pixels'] }],
          }),
        }),
      });
      renderVendorPage();
      await userEvent.click(await screen.findByRole('button', { name: 'Add Account' }));
      const dialog = await screen.findByRole('dialog', { name: 'Add Account' });
      await fillForm(dialog, 'maju01');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Check' }));
      await within(dialog).findByText('PrivyID maju01 is available');
      await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
      await waitFor(() =>
        expect(notifyError).toHaveBeenCalledWith(
          'Failed add new account. Please try again.',
          expect.any(String),
        ),
      );
      expect(await within(dialog).findByText('The image is 7000 × 100 pixels')).toBeInTheDocument();
    },
    FORM_TIMEOUT,
  );
});
