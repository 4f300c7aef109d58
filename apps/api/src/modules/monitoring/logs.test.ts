import {
  endpointUrl,
  ErrorBodySchema,
  getHttpLog,
  HttpLogDetailSchema,
  listActivityLogs,
  listHttpLogs,
  login,
  type ActivityLog,
  type HttpLog,
} from '@esign/contract';
import { beforeAll, describe, expect, it } from '@jest/globals';
import { activityLogs } from '../../db/schema/logs';
import { userIdOf } from '../../testing/user-fixtures';
import { postLogin } from '../../testing/test-app';
import { useTestApp } from '../../testing/use-test-app';

const { t, as } = useTestApp();

const httpLogsOf = async (query: string) => {
  await t().app.flushHttpLogs();
  const response = await as('superadmin').get(`${endpointUrl(listHttpLogs)}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as { data: { logs: HttpLog[] }; meta: { pagination: { total: number } } };
};

const activityOf = async (query: string) => {
  const response = await as('superadmin').get(`${endpointUrl(listActivityLogs)}${query}`);
  expect(response.statusCode).toBe(200);
  return response.json() as {
    data: { logs: ActivityLog[] };
    meta: { pagination: { total: number } };
  };
};

const fieldsOf = (body: string) =>
  (ErrorBodySchema.parse(JSON.parse(body)).messages ?? []).map((message) =>
    typeof message === 'string' ? message : message.param,
  );

describe('GET log/http', () => {
  it('finds a request by status, method and path, with who made it, newest first', async () => {
    const failed = await postLogin(t(), 'superadmin', 'wrong password');
    expect(failed.statusCode).toBe(401);
    const body = await httpLogsOf('?http_status=401&method=POST&search=auth/login');
    const [row] = body.data.logs;
    expect(row).toMatchObject({
      transaction_id: failed.headers['x-transaction-id'],
      method: 'POST',
      url: endpointUrl(login),
      http_status: 401,
    });
    const all = await httpLogsOf('?per_page=100');
    const times = all.data.logs.map((log) => log.created_at);
    expect([...times].sort().reverse()).toEqual(times);
    const mine = all.data.logs.find((log) => log.user_id !== null);
    expect(mine).toMatchObject({ privy_id: expect.any(String), name: expect.any(String) });
  });

  it('filters by business days', async () => {
    // The test clock stands at 2026-03-02 08:00 WIB.
    expect(
      (await httpLogsOf('?start_date=2026-03-02&end_date=2026-03-02')).meta.pagination.total,
    ).toBeGreaterThan(0);
    expect((await httpLogsOf('?start_date=2026-03-03')).meta.pagination.total).toBe(0);
    expect((await httpLogsOf('?end_date=2026-03-01')).meta.pagination.total).toBe(0);
  });

  it('matches % and _ in a path search literally', async () => {
    expect((await httpLogsOf('?search=%25')).data.logs.every((log) => log.url.includes('%'))).toBe(
      true,
    );
    const underscore = await httpLogsOf('?search=_');
    expect(underscore.data.logs.every((log) => log.url.includes('_'))).toBe(true);
  });

  it('refuses a reversed range, a range of ten years, a 10,000-character search and an unknown method with 400', async () => {
    const url = endpointUrl(listHttpLogs);
    const reversed = await as('superadmin').get(`${url}?start_date=2026-03-02&end_date=2026-03-01`);
    expect(reversed.statusCode).toBe(400);
    expect(fieldsOf(reversed.body)).toEqual(['end_date']);
    const decade = await as('superadmin').get(`${url}?start_date=2016-01-01&end_date=2026-01-01`);
    expect(decade.statusCode).toBe(400);
    expect(fieldsOf(decade.body)).toEqual(['end_date']);
    const long = await as('superadmin').get(`${url}?search=${'a'.repeat(10_000)}`);
    expect(long.statusCode).toBe(400);
    expect(fieldsOf(long.body)).toEqual(['search']);
    const method = await as('superadmin').get(`${url}?method=TRACE`);
    expect(method.statusCode).toBe(400);
    const status = await as('superadmin').get(`${url}?http_status=99`);
    expect(status.statusCode).toBe(400);
  });

  it('needs monitoring.http-log', async () => {
    expect((await as('signer').get(endpointUrl(listHttpLogs))).statusCode).toBe(403);
    expect(
      (await as('signer').get(endpointUrl(getHttpLog, { id: crypto.randomUUID() }))).statusCode,
    ).toBe(403);
  });
});

describe('GET log/http/{transaction_id}', () => {
  it('shows a request with its headers and bodies as stored, the password and Authorization redacted', async () => {
    const failed = await postLogin(t(), 'superadmin', 'wrong password');
    await t().app.flushHttpLogs();
    const transactionId = String(failed.headers['x-transaction-id']);
    const response = await as('superadmin').get(endpointUrl(getHttpLog, { id: transactionId }));
    expect(response.statusCode).toBe(200);
    const detail = HttpLogDetailSchema.parse(
      (response.json() as { data: { logs: unknown } }).data.logs,
    );
    expect(detail).toMatchObject({
      transaction_id: transactionId,
      http_status: 401,
      request_body: { username: 'superadmin', password: '[REDACTED]' },
      response_body: expect.objectContaining({ status: 401 }),
    });
    await as('superadmin').get(endpointUrl(listActivityLogs));
    await t().app.flushHttpLogs();
    const own = (await httpLogsOf('?search=log/activity')).data.logs[0];
    const ownDetail = await as('superadmin').get(
      endpointUrl(getHttpLog, { id: own?.transaction_id ?? '' }),
    );
    expect(
      (ownDetail.json() as { data: { logs: { request_header: Record<string, unknown> } } }).data
        .logs.request_header['authorization'],
    ).toBe('[REDACTED]');
  });

  it('answers 400 for a transaction id that is not a UUID, and 404 for an unknown one', async () => {
    const bad = await as('superadmin').get(endpointUrl(getHttpLog, { id: "1' or '1'='1" }));
    expect(bad.statusCode).toBe(400);
    expect(fieldsOf(bad.body)).toEqual(['id']);
    const unknown = await as('superadmin').get(
      endpointUrl(getHttpLog, { id: '00000000-0000-4000-8000-000000000000' }),
    );
    expect(unknown.statusCode).toBe(404);
  });
});

describe('GET log/activity', () => {
  beforeAll(async () => {
    const signerId = await userIdOf(t(), 'signer');
    const at = t().clock.now();
    await t()
      .database.db.insert(activityLogs)
      .values([
        {
          userId: signerId,
          action: 'test.a',
          activity: 'Raised 100% of the budget',
          createdAt: at,
        },
        { userId: signerId, action: 'test.b', activity: 'Renamed file_2026.pdf', createdAt: at },
        { userId: signerId, action: 'test.c', activity: 'Renamed file-2026.pdf', createdAt: at },
        {
          userId: null,
          action: 'test.d',
          activity: 'Raised 1000 of the budget',
          createdAt: new Date(at.getTime() - 3 * 86_400_000),
        },
      ]);
  });

  it('filters by user, days and text, with who did it', async () => {
    const signerId = await userIdOf(t(), 'signer');
    const body = await activityOf(`?user_id=${signerId}&search=renamed`);
    expect(body.data.logs.map((log) => log.activity).sort()).toEqual([
      'Renamed file-2026.pdf',
      'Renamed file_2026.pdf',
    ]);
    expect(body.data.logs[0]).toMatchObject({ user_id: signerId, privy_id: expect.any(String) });
    const old = await activityOf('?search=budget&end_date=2026-02-28');
    expect(old.data.logs.map((log) => log.action)).toEqual(['test.d']);
  });

  it('matches SQL wildcards literally', async () => {
    expect((await activityOf('?search=100%25')).data.logs.map((log) => log.action)).toEqual([
      'test.a',
    ]);
    expect((await activityOf('?search=file_2026')).data.logs.map((log) => log.action)).toEqual([
      'test.b',
    ]);
  });

  it('refuses bad filters with 400 naming them, and needs monitoring.activity-log', async () => {
    const url = endpointUrl(listActivityLogs);
    for (const [query, field] of [
      ['?start_date=2026-03-05&end_date=2026-03-01', 'end_date'],
      ['?start_date=2016-03-01&end_date=2026-03-01', 'end_date'],
      [`?search=${'x'.repeat(10_000)}`, 'search'],
      ['?user_id=abc', 'user_id'],
      ['?start_date=yesterday', 'start_date'],
    ] as const) {
      const response = await as('superadmin').get(`${url}${query}`);
      expect({ query, status: response.statusCode, fields: fieldsOf(response.body) }).toEqual({
        query,
        status: 400,
        fields: [field],
      });
    }
    expect((await as('signer').get(url)).statusCode).toBe(403);
  });
});
