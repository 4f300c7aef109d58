import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { errorBody, requestBody, requestPath } from '@esign/api-client/testing';
import { notifyError } from '@esign/ui-kit';
import { documentCategory, pagination } from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { DocumentCategoryPage } from './document-category-page';

jest.mock('@esign/ui-kit', () => ({
  ...jest.requireActual('@esign/ui-kit'),
  notifyError: jest.fn(),
  notifySuccess: jest.fn(),
}));

const LIST = '/api/admin/api/v1/document-category';

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

const rows = [
  documentCategory(),
  documentCategory({ id: 4, category_name: 'HR', is_confidential: true }),
];

describe('DocumentCategoryPage', () => {
  it('lists categories as "Name (Confidential)" and searches through the URL', async () => {
    const adapter = serveHttp(() => ({
      status: 200,
      data: { data: rows, meta: { pagination: pagination({ total: 2, count: 2 }) } },
    }));
    const { router } = renderPage(<DocumentCategoryPage />, {
      path: '/admin/setting/document-category',
    });
    expect(await screen.findByText('HR (Confidential)')).toBeInTheDocument();
    expect(screen.getByText('Contract')).toBeInTheDocument();
    await userEvent.type(screen.getByRole('textbox', { name: 'Search category' }), 'hr{Enter}');
    await waitFor(() => expect(router.state.location.search).toBe('?search=hr'));
    await waitFor(() =>
      expect(adapter.requests.at(-1)?.params).toMatchObject({ search: 'hr', page: 1 }),
    );
  });

  it('validates the name next to the field, then creates the category', async () => {
    const adapter = serveHttp((request) =>
      request.method === 'post'
        ? {
            status: 201,
            data: { data: { category: documentCategory({ id: 9, category_name: 'Finance' }) } },
          }
        : { status: 200, data: { data: rows, meta: { pagination: pagination() } } },
    );
    renderPage(<DocumentCategoryPage />, { path: '/admin/setting/document-category' });
    await userEvent.click(await screen.findByRole('button', { name: /Add Category/ }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Category' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Category name is required')).toBeInTheDocument();

    await userEvent.type(within(dialog).getByRole('textbox', { name: /Category name/ }), 'Finance');
    await userEvent.click(within(dialog).getByRole('checkbox'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(adapter.requests.some((request) => request.method === 'post')).toBe(true),
    );
    const post = adapter.requests.find((request) => request.method === 'post');
    expect(post && requestPath(post)).toBe(LIST);
    expect(post && requestBody(post)).toEqual({
      data: { category_name: 'Finance', is_confidential: true },
    });
  });

  it('edits a category with PUT', async () => {
    const adapter = serveHttp((request) =>
      request.method === 'put'
        ? {
            status: 200,
            data: { data: { category: documentCategory({ category_name: 'Contracts' }) } },
          }
        : { status: 200, data: { data: rows, meta: { pagination: pagination() } } },
    );
    renderPage(<DocumentCategoryPage />, { path: '/admin/setting/document-category' });
    await userEvent.click(await screen.findByRole('button', { name: 'Edit Contract' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit Category' });
    const input = within(dialog).getByRole('textbox', { name: /Category name/ });
    expect(input).toHaveValue('Contract');
    await userEvent.type(input, 's');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(adapter.requests.some((request) => request.method === 'put')).toBe(true),
    );
    const put = adapter.requests.find((request) => request.method === 'put');
    expect(put && requestPath(put)).toBe(`${LIST}/3`);
    expect(put && requestBody(put)).toEqual({
      data: { category_name: 'Contracts', is_confidential: false },
    });
  });

  it('toasts a failed list', async () => {
    serveHttp(() => ({ status: 500, data: errorBody({ status: 500, error: 'Down' }) }));
    renderPage(<DocumentCategoryPage />, { path: '/admin/setting/document-category' });
    await waitFor(() =>
      expect(notifyError).toHaveBeenCalledWith('Failed to get list document category', 'Down'),
    );
  });
});
