import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { requestPath } from '@esign/api-client/testing';
import { bulkProgress } from '../testing/factories';
import { renderWithProviders, serveHttp } from '../testing/render-with-providers';
import { UnseenBulksNotice } from './unseen-bulks-notice';

const ADMIN = '/api/admin/api/v1';

describe('UnseenBulksNotice', () => {
  it('shows a bulk still signing with its progress, and a finished one with its result until dismissed', async () => {
    const finished = bulkProgress({
      id: 'bulk-2',
      state: 'done',
      signed: 3,
      message: '3 documents signed',
    });
    let listed = [bulkProgress({ id: 'bulk-1', total: 500, signed: 120 }), finished];
    const adapter = serveHttp((request) => {
      const path = requestPath(request);
      if (path === `${ADMIN}/bulk-sign`) return { status: 200, data: { data: listed } };
      if (path === `${ADMIN}/bulk-sign/bulk-2/seen`) {
        listed = listed.filter((bulk) => bulk.id !== 'bulk-2');
        return { status: 200, data: { data: { ...finished, seen: true } } };
      }
      return { status: 404, data: {} };
    });
    const onBulkDone = jest.fn();
    renderWithProviders(<UnseenBulksNotice onBulkDone={onBulkDone} />);

    expect(await screen.findByText('Signed 120 of 500 documents')).toBeInTheDocument();
    // The finished one changed the lists: the page refreshes them, once.
    expect(onBulkDone).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '120');
    expect(screen.getByRole('status')).toHaveTextContent('3 documents signed');
    await userEvent.click(screen.getByRole('button', { name: 'Dismiss: 3 documents signed' }));
    await waitFor(() => expect(screen.queryByText('3 documents signed')).not.toBeInTheDocument());
    expect(adapter.requests.map(requestPath)).toContain(`${ADMIN}/bulk-sign/bulk-2/seen`);
  });

  it('shows nothing when every bulk has been put away', async () => {
    const adapter = serveHttp(() => ({ status: 200, data: { data: [] } }));
    renderWithProviders(<UnseenBulksNotice />);
    await waitFor(() => expect(adapter.requests).toHaveLength(1));
    expect(screen.queryByRole('region', { name: 'Bulk signing' })).not.toBeInTheDocument();
    expect(screen.queryByRole('progressbar')).not.toBeInTheDocument();
  });
});
