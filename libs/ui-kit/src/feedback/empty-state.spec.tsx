import { Button } from '@chakra-ui/react';
import { screen } from '@testing-library/react';
import { FileX } from 'lucide-react';
import { renderWithUi } from '../testing/render-with-ui';
import { EmptyState } from './empty-state';

describe('EmptyState', () => {
  it('shows the title, description and action', () => {
    renderWithUi(
      <EmptyState
        title="No documents"
        description="Nothing waits for your signature."
        action={<Button>Upload</Button>}
      />,
    );
    expect(screen.getByText('No documents')).toBeInTheDocument();
    expect(screen.getByText('Nothing waits for your signature.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Upload' })).toBeInTheDocument();
  });

  it('shows a decorative icon, the given one or an inbox', () => {
    const { container, unmount } = renderWithUi(<EmptyState title="Empty" />);
    expect(container.querySelector('svg.lucide-inbox')).toBeInTheDocument();
    unmount();
    const second = renderWithUi(<EmptyState title="Empty" icon={FileX} />);
    expect(second.container.querySelector('svg.lucide-file-x')).toBeInTheDocument();
  });
});
