import { z } from 'zod';
import { defineEndpoint } from '@esign/contract';
import { apiClient, configureApiClient } from './api-client';
import { callEndpoint } from './call-endpoint';
import { downloadFile } from './download-file';
import { createMockAdapter, type MockReply } from './testing/mock-adapter';
import { errorBody } from './testing/factories';

const downloadList = defineEndpoint({
  id: 'testDownloadList',
  method: 'GET',
  prefix: 'downloader',
  path: 'documents/export',
  tag: 'test',
  summary: 'test',
  access: 'session',
  query: z.object({ status: z.string() }),
  response: null,
});

function serve(reply: MockReply) {
  configureApiClient({
    baseUrl: '',
    auth: {
      getAccessToken: () => 'access',
      getRefreshToken: () => null,
      saveTokens: jest.fn(),
      endSession: jest.fn(),
    },
    onForbidden: jest.fn(),
    isRootRoute: () => false,
  });
  apiClient.defaults.adapter = createMockAdapter(() => reply);
}

function notifier() {
  return { success: jest.fn(), error: jest.fn() };
}

const request = () => callEndpoint(downloadList, { query: { status: 'completed' } });

let createObjectURL: jest.Mock;
let revokeObjectURL: jest.Mock;
let clicked: { href: string; download: string; attached: boolean }[];

beforeEach(() => {
  jest.useFakeTimers();
  createObjectURL = jest.fn(() => 'blob:http://localhost/1234');
  revokeObjectURL = jest.fn();
  Object.assign(URL, { createObjectURL, revokeObjectURL });
  clicked = [];
  jest.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
    this: HTMLAnchorElement,
  ) {
    clicked.push({
      href: this.href,
      download: this.download,
      attached: document.body.contains(this),
    });
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

afterEach(() => {
  jest.useRealTimers();
  jest.restoreAllMocks();
});

describe('downloadFile', () => {
  it('saves the file under the name from content-disposition and reports success', async () => {
    const csv = new Blob(['a,b'], { type: 'text/csv' });
    serve({
      status: 200,
      data: csv,
      headers: { 'content-disposition': "attachment; filename*=UTF-8''Daftar%20Dokumen.csv" },
    });
    const notify = notifier();

    await expect(
      downloadFile({
        request,
        fallbackName: 'list.csv',
        failureTitle: 'Failed download list!',
        notify,
      }),
    ).resolves.toBe(true);

    expect(createObjectURL).toHaveBeenCalledWith(csv);
    expect(clicked).toEqual([
      { href: 'blob:http://localhost/1234', download: 'Daftar Dokumen.csv', attached: true },
    ]);
    expect(document.querySelector('a')).toBeNull();
    expect(notify.success).toHaveBeenCalledWith('Successfully download data!');
    expect(notify.error).not.toHaveBeenCalled();
    jest.runAllTimers();
    expect(revokeObjectURL).toHaveBeenCalledWith('blob:http://localhost/1234');
  });

  it('uses the fallback name and a custom success title', async () => {
    serve({ status: 200, data: new Blob(['x']) });
    const notify = notifier();
    await downloadFile({
      request,
      fallbackName: 'list.csv',
      successTitle: 'Successfully download list!',
      failureTitle: 'Failed download list!',
      notify,
    });
    expect(clicked[0]?.download).toBe('list.csv');
    expect(notify.success).toHaveBeenCalledWith('Successfully download list!');
  });

  it('reports the failure title with the message from the error body and saves nothing', async () => {
    const body = new Blob(
      [JSON.stringify(errorBody({ status: 422, error: 'Export is limited to 10,000 rows' }))],
      {
        type: 'application/json',
      },
    );
    serve({ status: 422, data: body });
    const notify = notifier();

    await expect(
      downloadFile({
        request,
        fallbackName: 'list.csv',
        failureTitle: 'Failed download list!',
        notify,
      }),
    ).resolves.toBe(false);

    expect(notify.error).toHaveBeenCalledWith(
      'Failed download list!',
      'Export is limited to 10,000 rows',
    );
    expect(notify.success).not.toHaveBeenCalled();
    expect(clicked).toEqual([]);
  });
});
