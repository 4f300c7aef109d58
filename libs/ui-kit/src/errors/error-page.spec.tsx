import { screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { ErrorPage } from './error-page';

describe('ErrorPage', () => {
  it("says 'This page could not be found' on 404 with a link back to '/'", () => {
    renderWithUi(<ErrorPage status={404} />);
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent(
      'This page could not be found',
    );
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/',
    );
  });

  it.each([
    [401, 'Sign in required'],
    [403, 'Access denied'],
    [500, 'Something went wrong'],
    ['maintenance', 'Under maintenance'],
  ] as const)('gives %s a clear title in a single h1', (status, title) => {
    renderWithUi(<ErrorPage status={status} />);
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(title);
    expect(screen.getByRole('main')).toBeInTheDocument();
  });

  it('links home to the given path', () => {
    renderWithUi(<ErrorPage status={403} homePath="/admin" />);
    expect(screen.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
      'href',
      '/admin',
    );
  });

  it('offers no home link during maintenance', () => {
    renderWithUi(<ErrorPage status="maintenance" />);
    expect(screen.queryByRole('link')).not.toBeInTheDocument();
  });

  it('shows a given message instead of the standard one', () => {
    renderWithUi(<ErrorPage status={500} message="Failed to fetch dynamically imported module" />);
    expect(screen.getByText('Failed to fetch dynamically imported module')).toBeInTheDocument();
  });

  it('adds no second main landmark or h1 when embedded in a layout', () => {
    renderWithUi(
      <main>
        <ErrorPage status={500} embedded />
      </main>,
    );
    expect(screen.getAllByRole('main')).toHaveLength(1);
    expect(screen.queryByRole('heading', { level: 1 })).not.toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent('Something went wrong');
  });
});
