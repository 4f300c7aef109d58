import { screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { StatusBadge } from './status-badge';

describe('StatusBadge', () => {
  it('shows the status in its display words', () => {
    renderWithUi(
      <StatusBadge display={{ label: 'Waiting Verification', palette: 'status.waiting' }} />,
    );
    expect(screen.getByText('Waiting Verification')).toBeInTheDocument();
  });
});
