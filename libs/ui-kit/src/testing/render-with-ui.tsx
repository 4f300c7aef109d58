import { render, type RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router';
import { UiProvider } from '../provider/ui-provider';

/** Renders inside the kit's provider and a memory router (layout parts use router links). */
export function renderWithUi(
  ui: ReactElement,
  { route = '/' }: { route?: string } = {},
): RenderResult {
  return render(
    <MemoryRouter initialEntries={[route]}>
      <UiProvider>{ui}</UiProvider>
    </MemoryRouter>,
  );
}
