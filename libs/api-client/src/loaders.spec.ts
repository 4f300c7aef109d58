import { CanceledError } from 'axios';
import { emptyPagination } from '@esign/contract';
import { useAlertStore } from './alert-store';
import { isEmptyDetail, loadDetail, loadList } from './loaders';
import { httpError } from './testing/factories';

beforeEach(() => useAlertStore.getState().clear());

describe('loadList', () => {
  it('returns the rows and the pagination of the page', async () => {
    const pagination = { total: 1, count: 1, per_page: 10, current_page: 1, total_pages: 1 };
    const result = await loadList(async () => ({ data: [{ id: 1 }], meta: { pagination } }));
    expect(result).toEqual({ data: [{ id: 1 }], pagination });
    expect(useAlertStore.getState().alertCode).toBeNull();
  });

  it('returns empty rows and pagination on error and sets the alert code to the HTTP status', async () => {
    const result = await loadList<{ id: number }>(async () => {
      throw httpError(503);
    });
    expect(result).toEqual({ data: [], pagination: emptyPagination() });
    expect(useAlertStore.getState().alertCode).toBe(503);
  });
});

describe('loaders and the alert code', () => {
  it('tell the caller of the failure (for the §8 toast) and still resolve', async () => {
    const onError = jest.fn();
    const failure = httpError(500);
    await expect(
      loadList<{ id: number }>(async () => {
        throw failure;
      }, onError),
    ).resolves.toEqual({ data: [], pagination: emptyPagination() });
    expect(onError).toHaveBeenCalledWith(failure);
  });

  it('leave a cancelled call rejected, with no alert and no failure reported', async () => {
    const onError = jest.fn();
    const cancelled = new CanceledError();
    await expect(
      loadDetail(async () => {
        throw cancelled;
      }, onError),
    ).rejects.toBe(cancelled);
    expect(onError).not.toHaveBeenCalled();
    expect(useAlertStore.getState().alertCode).toBeNull();
  });

  it('clear the alert code raised by an earlier load once a load succeeds', async () => {
    useAlertStore.getState().setAlertCode(404);
    await loadDetail(async () => ({ data: { ref: 'DOC-1' } }));
    expect(useAlertStore.getState().alertCode).toBeNull();
  });
});

describe('loadDetail', () => {
  it('returns the detail', async () => {
    const detail = await loadDetail(async () => ({ data: { ref: 'DOC-1' } }));
    expect(detail).toEqual({ data: { ref: 'DOC-1' } });
    expect(isEmptyDetail(detail)).toBe(false);
  });

  it('returns an empty object on error and sets the alert code to the HTTP status', async () => {
    const detail = await loadDetail<{ data: { ref: string } }>(async () => {
      throw httpError(404);
    });
    expect(detail).toEqual({});
    expect(isEmptyDetail(detail)).toBe(true);
    expect(useAlertStore.getState().alertCode).toBe(404);
  });

  it('counts a failure without an HTTP status as a server failure', async () => {
    await loadDetail(async () => {
      throw new Error('Network Error');
    });
    expect(useAlertStore.getState().alertCode).toBe(500);
  });
});

describe('useAlertStore', () => {
  it('keeps details with the code (bulk top-up 499 with the failing department ids) and clears both', () => {
    useAlertStore.getState().setAlertCode(499, [12, 15]);
    expect(useAlertStore.getState()).toMatchObject({ alertCode: 499, alertDetails: [12, 15] });
    useAlertStore.getState().clear();
    expect(useAlertStore.getState()).toMatchObject({ alertCode: null, alertDetails: [] });
  });
});
