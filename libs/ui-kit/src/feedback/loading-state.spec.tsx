import { screen } from '@testing-library/react';
import { renderWithUi } from '../testing/render-with-ui';
import { LoadingState } from './loading-state';

describe('LoadingState', () => {
  it('announces loading in a status region', () => {
    renderWithUi(<LoadingState />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
  });

  it('announces the given label', () => {
    renderWithUi(<LoadingState label="Loading documents" />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading documents');
  });
});
