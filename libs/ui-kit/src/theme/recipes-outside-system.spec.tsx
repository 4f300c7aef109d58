import { screen } from '@testing-library/react';
import { DialogShell } from '../dialogs/dialog-shell';
import { EmptyState } from '../feedback/empty-state';
import { RightDrawer } from '../layout/right-drawer';
import { DataTable } from '../table/data-table';
import { renderWithUi } from '../testing/render-with-ui';

/** The CSS rules Emotion wrote for the element's own classes (recipe styles sit in `@layer recipes`). */
function cssOf(element: Element): string {
  const classes = Array.from(element.classList).filter((name) => name.startsWith('css-'));
  return Array.from(document.querySelectorAll('style'))
    .flatMap((style) => Array.from(style.sheet?.cssRules ?? []))
    .map((rule) => rule.cssText)
    .filter((text) => classes.some((name) => text.includes(`.${name} `)))
    .join('\n');
}

// The dialog, drawer, table, empty state and checkbox recipes are not in appSystem (they would
// weigh on /login); each component passes its own. Without it they would render unstyled.
describe('components whose recipes are not in the app system', () => {
  it('styles the dialog frame with the dialog recipe', async () => {
    renderWithUi(
      <DialogShell open onDismiss={() => undefined} maxWidth={400}>
        Body
      </DialogShell>,
    );
    const dialog = await screen.findByRole('dialog');
    expect(cssOf(dialog)).toContain('box-shadow: var(--chakra-shadows-lg)');
  });

  it('styles the right drawer with the drawer recipe', async () => {
    renderWithUi(<RightDrawer open title="Detail" onClose={() => undefined} content="Body" />);
    const drawer = await screen.findByRole('dialog');
    expect(cssOf(drawer)).toContain('box-shadow: var(--chakra-shadows-lg)');
  });

  it('styles the data table with the table recipe', () => {
    renderWithUi(
      <DataTable
        rows={[{ id: 1 }]}
        rowKey={(row) => row.id}
        columns={[{ id: 'id', header: 'Id', cell: (row) => row.id }]}
      />,
    );
    expect(cssOf(screen.getByRole('table'))).toContain('border-collapse: collapse');
  });

  it('draws the selection checkboxes of the data table like the checkbox recipe', () => {
    renderWithUi(
      <DataTable
        rows={[{ id: 1 }]}
        rowKey={(row) => row.id}
        columns={[{ id: 'id', header: 'Id', cell: (row) => row.id }]}
        selection={{
          selected: new Set<number>(),
          onSelectedChange: () => undefined,
          rowLabel: (row) => `Select ${row.id}`,
        }}
      />,
    );
    expect(screen.getByRole('checkbox', { name: 'Select 1' })).toHaveAttribute('data-row-select');
    const rules = cssOf(screen.getByRole('table'));
    expect(rules).toMatch(/input\[data-row-select\] *\{[^}]*appearance: none/);
    expect(rules).toMatch(/input\[data-row-select\] *\{[^}]*border-width: 1px/);
  });

  it('styles the empty state with the empty state recipe', () => {
    renderWithUi(<EmptyState title="Nothing here" />);
    const title = screen.getByText('Nothing here');
    expect(cssOf(title)).toContain('font-weight: var(--chakra-font-weights-semibold)');
  });
});
