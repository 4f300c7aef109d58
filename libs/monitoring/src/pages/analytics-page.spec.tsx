import { beforeEach, describe, expect, it, jest } from '@jest/globals';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useAlertStore } from '@esign/api-client';
import { errorBody, requestPath, type MockReply } from '@esign/api-client/testing';
import { stubBlobUrls } from '@esign/ui-kit/testing';
import { AnalyticsPanel } from '../components/analytics-panel';
import {
  accountUsage,
  documentActivity,
  documentAnalytics,
  emateraiUsage,
} from '../testing/factories';
import { renderPage, serveHttp } from '../testing/render-page';
import { spyToasts } from '../testing/spy-toasts';

const ADMIN = '/api/admin/api/v1';
const DOCUMENTS = `${ADMIN}/analyze/analyze/filtered`;
const ACCOUNT = `${ADMIN}/analyze/enterprise-account-usage`;
const ACTIVITY = `${ADMIN}/analyze/counted-document-activity/filtered`;
const EMATERAI = `${ADMIN}/analyze/ematerai-balance/super`;
const EXPORT = '/api/downloader/v1/xlsx/app-activity';
const AREAS = '/api/tools/api/v1/dropdown/master-data/office-area';

const today = new Date(2026, 10, 20, 9, 0);

function serve(overrides: Partial<Record<string, MockReply>> = {}) {
  const answers: Record<string, MockReply> = {
    [DOCUMENTS]: { status: 200, data: { data: { data: { data: documentAnalytics() } } } },
    [ACCOUNT]: { status: 200, data: { data: { EnterpriseAccountUsage: accountUsage() } } },
    [ACTIVITY]: { status: 200, data: { data: { counted_document_activity: documentActivity() } } },
    [EMATERAI]: { status: 200, data: { data: { counted_document_activity: emateraiUsage() } } },
    [EXPORT]: {
      status: 200,
      data: new Blob(['xlsx']),
      headers: { 'content-disposition': 'attachment; filename="app-activity.xlsx"' },
    },
    [AREAS]: { status: 200, data: { data: { data: [] } } },
  };
  return serveHttp((request) => {
    const path = requestPath(request);
    return overrides[path] ?? answers[path] ?? { status: 404, data: errorBody({ status: 404 }) };
  });
}

let toasts: ReturnType<typeof spyToasts>;

beforeEach(() => {
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  toasts = spyToasts();
  useAlertStore.getState().clear();
  stubBlobUrls();
});

const section = (name: string) => screen.getByRole('region', { name });

describe('AnalyticsPanel', () => {
  it('asks for the last 30 days by day when the URL names no range', async () => {
    const adapter = serve();
    renderPage(<AnalyticsPanel today={today} />, '/admin/monitoring/analytics');
    await waitFor(() =>
      expect(adapter.requests.find((r) => requestPath(r) === DOCUMENTS)?.params).toEqual({
        start_date: '2026-10-22',
        end_date: '2026-11-20',
        interval: 'day',
      }),
    );
    expect(adapter.requests.find((r) => requestPath(r) === EMATERAI)?.params).toEqual({
      start_date: '2026-10-22',
      end_date: '2026-11-20',
    });
  });

  it('shows the document totals per list, the activity and the account usage as figures', async () => {
    serve();
    renderPage(<AnalyticsPanel today={today} />, '/admin/monitoring/analytics');
    const documents = await screen.findByRole('region', { name: 'Documents' });
    await within(documents).findByRole('group', { name: 'Total documents' });
    expect(within(documents).getByRole('group', { name: 'Need to Sign' })).toHaveTextContent('2');
    expect(within(documents).getByRole('group', { name: 'Ongoing' })).toHaveTextContent('3');
    expect(within(documents).getByRole('group', { name: 'Total documents' })).toHaveTextContent(
      '10',
    );
    await within(section('Document activity')).findByRole('group', { name: 'Voided' });
    expect(
      within(section('Document activity')).getByRole('group', { name: 'Signed' }),
    ).toHaveTextContent('14');
    await within(section('Account usage this month')).findByRole('group', {
      name: 'E-meterai balance',
    });
    expect(
      within(section('Account usage this month')).getByRole('group', { name: 'E-meterai balance' }),
    ).toHaveTextContent('1.500');
    // The charts arrive from their own chunk.
    expect(await screen.findByRole('region', { name: 'Documents per office' })).toBeInTheDocument();
    expect(
      screen.getByRole('region', { name: 'E-meterai balance and usage per cost center' }),
    ).toBeInTheDocument();
  });

  it('sends a changed interval and says a reversed range is wrong instead of sending it', async () => {
    const adapter = serve();
    renderPage(
      <AnalyticsPanel today={today} />,
      '/admin/monitoring/analytics?start_date=2026-11-20&end_date=2026-11-01',
    );
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'The end date must not be before the start date.',
    );
    await userEvent.selectOptions(screen.getByRole('combobox', { name: 'Interval' }), 'week');
    const sent = adapter.requests.filter((r) => requestPath(r) === DOCUMENTS);
    expect(sent.every((r) => (r.params as { end_date: string }).end_date === '2026-11-20')).toBe(
      true,
    );
  });

  it.each([
    [DOCUMENTS, 'Failed get analytics'],
    [ACCOUNT, 'Failed get enterprice account'],
    [ACTIVITY, 'Failed get document data'],
    [EMATERAI, 'Failed get meterai data'],
  ])('toasts the failure of %s as %p', async (path, title) => {
    serve({ [path]: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<AnalyticsPanel today={today} />, '/admin/monitoring/analytics');
    await waitFor(() => toasts.expectToast('error', title));
  });

  it("downloads the app activity with the filters, toasting 'Successfully download data!'", async () => {
    const adapter = serve();
    renderPage(<AnalyticsPanel today={today} />, '/admin/monitoring/analytics?office_area_id=1');
    await userEvent.click(await screen.findByRole('button', { name: /Download app activity/ }));
    await waitFor(() => toasts.expectToast('success', 'Successfully download data!'));
    expect(adapter.requests.find((r) => requestPath(r) === EXPORT)?.params).toEqual({
      start_date: '2026-10-22',
      end_date: '2026-11-20',
      interval: 'day',
      office_area_id: 1,
    });
  });

  it("toasts 'Failed download analytics data' when the download fails", async () => {
    serve({ [EXPORT]: { status: 500, data: errorBody({ status: 500 }) } });
    renderPage(<AnalyticsPanel today={today} />, '/admin/monitoring/analytics');
    await userEvent.click(await screen.findByRole('button', { name: /Download app activity/ }));
    await waitFor(() => toasts.expectToast('error', 'Failed download analytics data'));
  });
});
