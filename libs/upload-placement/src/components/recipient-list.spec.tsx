import { describe, expect, it, jest } from '@jest/globals';
import '@testing-library/jest-dom/jest-globals';
import { fireEvent, render, screen } from '@testing-library/react';
import { UiProvider } from '@esign/ui-kit';
import { recipient } from '../testing/factories';
import { RecipientList } from './recipient-list';

const people = [
  recipient({ user_id: 1, name: 'Me', is_uploader: true }),
  recipient({ user_id: 7, name: 'Sari' }),
  recipient({ user_id: 8, name: 'Budi' }),
];

function renderList(props: Partial<Parameters<typeof RecipientList>[0]> = {}) {
  const onMove = jest.fn();
  const onRemove = jest.fn();
  render(
    <UiProvider>
      <RecipientList
        recipients={people}
        signingType="me_and_others"
        signingOrder="sequential"
        onMove={onMove}
        onRemove={onRemove}
        {...props}
      />
    </UiProvider>,
  );
  return { onMove, onRemove };
}

function dataTransfer() {
  return { effectAllowed: 'none', dropEffect: 'none', setData: () => undefined };
}

describe('RecipientList', () => {
  it('locks the uploader first: no move, no remove, not draggable', () => {
    renderList();
    expect(screen.queryByRole('button', { name: 'Move Me down' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Me' })).not.toBeInTheDocument();
    expect(screen.getAllByTestId('recipient-row')[0]).toHaveAttribute('draggable', 'false');
    expect(screen.getByRole('button', { name: 'Move Sari up' })).toBeDisabled();
  });

  it('moves a row dropped on another row to its place', () => {
    const { onMove } = renderList();
    const [, sari, budi] = screen.getAllByTestId('recipient-row');
    fireEvent.dragStart(budi as HTMLElement, { dataTransfer: dataTransfer() });
    fireEvent.dragOver(sari as HTMLElement, { dataTransfer: dataTransfer() });
    fireEvent.drop(sari as HTMLElement, { dataTransfer: dataTransfer() });
    expect(onMove).toHaveBeenCalledWith(2, 1);
  });

  it('does not accept a drop above the locked uploader', () => {
    const { onMove } = renderList();
    const [me, , budi] = screen.getAllByTestId('recipient-row');
    fireEvent.dragStart(budi as HTMLElement, { dataTransfer: dataTransfer() });
    fireEvent.drop(me as HTMLElement, { dataTransfer: dataTransfer() });
    expect(onMove).not.toHaveBeenCalled();
  });

  it('has no order to set when everyone signs at once', () => {
    renderList({ signingOrder: 'parallel' });
    expect(screen.queryByRole('button', { name: /Move/ })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Budi' })).toBeInTheDocument();
  });
});
