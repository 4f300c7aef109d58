import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { PageHeader } from './page-header';

describe('PageHeader', () => {
  it('shows the title as an h2 with its description and actions', () => {
    renderWithUi(
      <PageHeader
        title="Top Up Balance"
        description="Requests of every office"
        actions={<Button>Add</Button>}
      />,
    );
    expect(screen.getByRole('heading', { level: 2, name: 'Top Up Balance' })).toBeInTheDocument();
    expect(screen.getByText('Requests of every office')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Add' })).toBeInTheDocument();
  });

  it('can be the page h1', () => {
    renderWithUi(<PageHeader as="h1" title="Login" />);
    expect(screen.getByRole('heading', { level: 1, name: 'Login' })).toBeInTheDocument();
  });
});
