import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { apiClient } from '@esign/api-client';
import {
  createMockAdapter,
  errorBody,
  requestBody,
  requestPath,
  type MockHandler,
} from '@esign/api-client/testing';
import type { Office } from '@esign/contract';
import { notifyError } from '@esign/ui-kit';
import { renderPage } from '@esign/ui-kit/testing';
import { office, pagination } from '../testing/factories';
import { OfficePage } from './office-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const ADMIN = '/api/admin/api/v1/master-data/';
const TOOLS = '/api/tools/api/v1/dropdown/master-data/';

const headOffice = office({ id: 1, code: 'default', name: 'Head Office', is_default: true });
const jakarta = office();
const areaRef = { id: 2, code: 'JKT', name: 'Jakarta' };
const branches = [
  office({ id: 10, code: 'default', name: 'Jakarta', is_default: true, office_area: areaRef }),
  office({ id: 11, code: 'JKT-SEL', name: 'Jakarta Selatan', office_area: areaRef }),
];

function list(key: string, rows: Office[]) {
  return {
    status: 200,
    data: { data: { data: { [key]: rows } }, meta: { pagination: pagination() } },
  };
}

function renderOfficePage(handler: MockHandler, path = '/admin/setting/office') {
  const adapter = createMockAdapter(handler);
  apiClient.defaults.adapter = adapter;
  const { router } = renderPage(<OfficePage />, { path, pattern: '/admin/setting/office' });
  return { adapter, router };
}

/** The admin lists and the pickers of a small office tree. */
const offices: MockHandler = (request) => {
  const path = requestPath(request);
  if (request.method === 'post')
    return {
      status: 201,
      data: { data: { data: { office_department: office({ id: 30, code: 'FIN' }) } } },
    };
  if (path === `${ADMIN}office-area`) return list('office_areas', [headOffice, jakarta]);
  if (path === `${ADMIN}office-branch`) return list('office_branches', branches);
  if (path === `${ADMIN}office-department`) return list('office_departments', []);
  if (path === `${TOOLS}office-area`) return { status: 200, data: { data: [areaRef] } };
  if (path === `${TOOLS}office-branch`)
    return { status: 200, data: { data: [{ id: 11, code: 'JKT-SEL', name: 'Jakarta Selatan' }] } };
  return { status: 404, data: errorBody({ status: 404, error: 'Data not found' }) };
};

beforeEach(() => {
  jest.mocked(notifyError).mockClear();
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

describe('OfficePage', () => {
  it('shows a placeholder area by name and a placeholder branch as a dash, without actions', async () => {
    const { adapter, router } = renderOfficePage(offices);
    expect(await screen.findByText('Head Office')).toBeInTheDocument();
    expect(screen.getByText('JKT - Jakarta')).toBeInTheDocument();
    expect(screen.getAllByRole('button', { name: /^Edit/ })).toHaveLength(1);

    await userEvent.click(screen.getByRole('button', { name: 'Branch' }));
    await waitFor(() => expect(router.state.location.search).toBe('?type=branch'));
    expect(await screen.findByText('JKT-SEL - Jakarta Selatan')).toBeInTheDocument();
    const placeholderRow = screen.getAllByRole('row')[1];
    expect(placeholderRow && within(placeholderRow).getAllByRole('cell')[1]).toHaveTextContent(
      /^-$/,
    );
    expect(adapter.requests.some((r) => requestPath(r) === `${ADMIN}office-branch`)).toBe(true);
  });

  it("toasts 'Failed to get office data' when a list cannot be read", async () => {
    renderOfficePage(() => ({
      status: 500,
      data: errorBody({ status: 500, error: 'Database down' }),
    }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed to get office data', 'Database down'),
    );
  });

  it('creates a department through the area → branch pickers and sends data with both ids', async () => {
    const { adapter } = renderOfficePage(offices, '/admin/setting/office?type=department');
    await userEvent.click(await screen.findByRole('button', { name: /Add Department/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Department' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Code is required')).toBeInTheDocument();
    expect(within(dialog).getAllByText('Choose one')).toHaveLength(2);

    const [area, branch] = within(dialog).getAllByRole('combobox');
    if (!area || !branch) throw new Error('No pickers');
    await userEvent.selectOptions(
      area,
      await within(area).findByRole('option', { name: 'JKT - Jakarta' }),
    );
    await userEvent.selectOptions(
      branch,
      await within(branch).findByRole('option', { name: 'JKT-SEL - Jakarta Selatan' }),
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: /Code/ }), 'FIN');
    await userEvent.type(within(dialog).getByRole('textbox', { name: /^Name/ }), 'Finance');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(adapter.requests.some((r) => r.method === 'post')).toBe(true));
    const post = adapter.requests.find((r) => r.method === 'post');
    expect(post && requestPath(post)).toBe(`${ADMIN}office-department`);
    expect(post && requestBody(post)).toEqual({
      data: {
        office_area_id: 2,
        office_branch_id: 11,
        code: 'FIN',
        name: 'Finance',
        privy_id: null,
        is_active: true,
      },
    });
  });

  it("toasts 'Failed get detail office data' when the office to edit cannot be read", async () => {
    renderOfficePage((request) =>
      /office-area\/\d+$/.test(requestPath(request))
        ? { status: 500, data: errorBody({ status: 500, error: 'Gone' }) }
        : offices(request),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Edit JKT' }));
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed get detail office data', 'Gone'),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Edit Area' });
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });
});
