import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { renderWithUi } from '../testing/render-with-ui';
import { DataTable, type DataTableColumn } from './data-table';

type Fruit = { id: number; name: string; colour: string };
const fruits: Fruit[] = [
  { id: 1, name: 'Apple', colour: 'red' },
  { id: 2, name: 'Banana', colour: 'yellow' },
  { id: 3, name: 'Cherry', colour: 'dark red' },
];
const columns: DataTableColumn<Fruit>[] = [
  { id: 'name', header: 'Name', cell: (fruit) => fruit.name },
  { id: 'colour', header: 'Colour', cell: (fruit) => <em>{fruit.colour}</em> },
];

/** A table whose selection lives in state, as a page keeps it; `initial` holds keys of other pages too. */
function SelectableFruits({
  initial = [],
  onChange = () => undefined,
}: {
  initial?: number[];
  onChange?: (next: Set<number>) => void;
}) {
  const [selected, setSelected] = useState<Set<number>>(() => new Set(initial));
  return (
    <DataTable
      rows={fruits}
      columns={columns}
      rowKey={(fruit) => fruit.id}
      selection={{
        selected,
        onSelectedChange: (next) => {
          setSelected(next);
          onChange(next);
        },
        rowLabel: (fruit) => `Select ${fruit.name}`,
      }}
    />
  );
}

const checkbox = (name: string) => screen.getByRole('checkbox', { name });
const lastSelection = (onChange: jest.Mock) =>
  [...(onChange.mock.calls.at(-1)?.[0] as Set<number>)].sort();

describe('DataTable', () => {
  it('draws a header per column and a cell per row and column', () => {
    renderWithUi(<DataTable rows={fruits} columns={columns} rowKey={(fruit) => fruit.id} />);
    expect(screen.getAllByRole('columnheader').map((cell) => cell.textContent)).toEqual([
      'Name',
      'Colour',
    ]);
    expect(screen.getAllByRole('row')).toHaveLength(4);
    expect(screen.getByText('dark red').tagName).toBe('EM');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
  });

  it('shows the loading state instead of the table while loading', () => {
    renderWithUi(
      <DataTable
        rows={[]}
        columns={columns}
        rowKey={(fruit) => fruit.id}
        loading
        loadingLabel="Loading fruit"
      />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Loading fruit');
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('shows the empty state instead of the table when there are no rows', () => {
    renderWithUi(
      <DataTable
        rows={[]}
        columns={columns}
        rowKey={(fruit) => fruit.id}
        empty={<p>No fruit</p>}
      />,
    );
    expect(screen.getByText('No fruit')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
  });

  it('selects and unselects a row with its checkbox and marks the row', async () => {
    const onChange = jest.fn();
    renderWithUi(<SelectableFruits onChange={onChange} />);
    await userEvent.click(checkbox('Select Banana'));
    expect(lastSelection(onChange)).toEqual([2]);
    expect(checkbox('Select Banana')).toBeChecked();
    expect(checkbox('Select Banana').closest('tr')).toHaveAttribute('data-selected');
    await userEvent.click(checkbox('Select Banana'));
    expect(lastSelection(onChange)).toEqual([]);
  });

  it('selects every row of the page with select-all, keeping selections of other pages', async () => {
    const onChange = jest.fn();
    renderWithUi(<SelectableFruits initial={[99]} onChange={onChange} />);
    await userEvent.click(checkbox('Select all on this page'));
    expect(lastSelection(onChange)).toEqual([1, 2, 3, 99]);
    for (const name of ['Apple', 'Banana', 'Cherry'])
      expect(checkbox(`Select ${name}`)).toBeChecked();
    await userEvent.click(checkbox('Select all on this page'));
    expect(lastSelection(onChange)).toEqual([99]);
  });

  it('shows select-all as partly checked when some rows of the page are selected', () => {
    renderWithUi(<SelectableFruits initial={[1]} />);
    expect(checkbox('Select all on this page')).not.toBeChecked();
    expect(checkbox('Select all on this page')).toBePartiallyChecked();
  });

  it('selects every row of the page when a partly checked select-all is clicked', async () => {
    const onChange = jest.fn();
    renderWithUi(<SelectableFruits initial={[1]} onChange={onChange} />);
    await userEvent.click(checkbox('Select all on this page'));
    expect(lastSelection(onChange)).toEqual([1, 2, 3]);
    expect(checkbox('Select all on this page')).toBeChecked();
    expect(checkbox('Select all on this page')).not.toBePartiallyChecked();
  });

  it('toggles a row from the keyboard: Tab to its checkbox, Space to select', async () => {
    const onChange = jest.fn();
    renderWithUi(<SelectableFruits onChange={onChange} />);
    await userEvent.tab(); // select-all
    await userEvent.tab(); // Apple
    expect(checkbox('Select Apple')).toHaveFocus();
    await userEvent.keyboard(' ');
    expect(lastSelection(onChange)).toEqual([1]);
  });
});
