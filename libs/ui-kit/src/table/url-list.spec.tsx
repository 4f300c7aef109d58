import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useSearchParams } from 'react-router';
import { renderWithUi } from '../testing/render-with-ui';
import { urlListQueryOf } from './url-list-query';
import { UrlPaginationBar } from './url-pagination-bar';
import { UrlSearchForm } from './url-search-form';

function Location() {
  const [params] = useSearchParams();
  return <output aria-label="query">{params.toString()}</output>;
}

describe('urlListQueryOf', () => {
  it('reads page and a trimmed search, and falls back to page 1', () => {
    expect(urlListQueryOf(new URLSearchParams('page=3&search=%20hr%20'), 10)).toEqual({
      page: 3,
      per_page: 10,
      search: 'hr',
    });
    expect(urlListQueryOf(new URLSearchParams('page=-2&search='), 25)).toEqual({
      page: 1,
      per_page: 25,
    });
  });
});

describe('UrlSearchForm and UrlPaginationBar', () => {
  it('puts the search in the URL and goes back to the first page', async () => {
    renderWithUi(
      <>
        <UrlSearchForm label="Search user" />
        <Location />
      </>,
      { route: '/?page=4' },
    );
    await userEvent.type(screen.getByRole('textbox', { name: 'Search user' }), ' budi {Enter}');
    await waitFor(() => expect(screen.getByLabelText('query')).toHaveTextContent('search=budi'));
    expect(screen.getByLabelText('query')).not.toHaveTextContent('page');
  });

  it('moves the page in the URL and keeps the other parameters', async () => {
    const pagination = { total: 30, count: 10, per_page: 10, current_page: 1, total_pages: 3 };
    renderWithUi(
      <>
        <UrlPaginationBar pagination={pagination} rowCount={10} />
        <Location />
      </>,
      { route: '/?search=x' },
    );
    await userEvent.click(screen.getByRole('button', { name: 'Next page' }));
    expect(screen.getByLabelText('query')).toHaveTextContent('search=x&page=2');
  });

  it('shows no pagination for an empty list', () => {
    const pagination = { total: 0, count: 0, per_page: 10, current_page: 1, total_pages: 0 };
    renderWithUi(<UrlPaginationBar pagination={pagination} rowCount={0} />);
    expect(screen.queryByRole('navigation', { name: 'Pagination' })).toBeNull();
  });
});
