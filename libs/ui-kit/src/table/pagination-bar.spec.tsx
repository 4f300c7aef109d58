import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithUi } from '../testing/render-with-ui';
import { PaginationBar } from './pagination-bar';

const at = (current_page: number, total_pages = 3, total = 25) => ({
  current_page,
  total_pages,
  total,
});

describe('PaginationBar', () => {
  it('shows the total rows and the page out of the page count', () => {
    renderWithUi(<PaginationBar pagination={at(2)} onPageChange={jest.fn()} />);
    expect(screen.getByText('25 rows')).toBeInTheDocument();
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument();
  });

  it('says "row" for a single row and page 0 of 0 when there are no pages', () => {
    renderWithUi(<PaginationBar pagination={at(1, 0, 1)} onPageChange={jest.fn()} />);
    expect(screen.getByText('1 row')).toBeInTheDocument();
    expect(screen.getByText('Page 0 of 0')).toBeInTheDocument();
  });

  it('asks for the previous and the next page', async () => {
    const onPageChange = jest.fn();
    renderWithUi(<PaginationBar pagination={at(2)} onPageChange={onPageChange} />);
    await userEvent.click(screen.getByRole('button', { name: 'Previous page' }));
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3]]);
  });

  it('offers no previous page on the first page and no next page on the last', () => {
    const { unmount } = renderWithUi(<PaginationBar pagination={at(1)} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeEnabled();
    unmount();
    renderWithUi(<PaginationBar pagination={at(3)} onPageChange={jest.fn()} />);
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });

  it('disables both buttons while a page is loading', () => {
    renderWithUi(<PaginationBar pagination={at(2)} onPageChange={jest.fn()} disabled />);
    expect(screen.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next page' })).toBeDisabled();
  });
});
