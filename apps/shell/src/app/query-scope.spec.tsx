import { render, screen } from '@testing-library/react';
import { QueryClient, QueryClientProvider, useQueryClient } from '@tanstack/react-query';
import { queryClient } from './query-client';
import { QueryScope } from './query-scope';

function WhichClient({ expected }: { expected: QueryClient }) {
  return <p>{useQueryClient() === expected ? 'expected client' : 'another client'}</p>;
}

describe('QueryScope', () => {
  it("gives its children the app's query client", () => {
    render(
      <QueryScope>
        <WhichClient expected={queryClient} />
      </QueryScope>,
    );
    expect(screen.getByText('expected client')).toBeInTheDocument();
  });

  it('keeps a client given around it (one cache for a page and its parts)', () => {
    const outer = new QueryClient();
    render(
      <QueryClientProvider client={outer}>
        <QueryScope>
          <WhichClient expected={outer} />
        </QueryScope>
      </QueryClientProvider>,
    );
    expect(screen.getByText('expected client')).toBeInTheDocument();
  });
});
