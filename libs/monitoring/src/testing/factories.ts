import type {
  ActivityLog,
  DocumentAnalytics,
  DocumentActivityCounts,
  EmateraiUsage,
  EnterpriseAccountUsage,
  HttpLog,
  HttpLogDetail,
  Notification,
  SessionUser,
} from '@esign/contract';
import { sessionUser as baseSessionUser } from '@esign/api-client/testing';

export { pagination } from '@esign/api-client/testing';

export function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    id: 1,
    title: 'Document voided',
    body: 'PKS-2026-0001 was voided by Super Admin.',
    is_read: false,
    read_at: null,
    created_at: '2026-11-20T03:15:00.000Z',
    subject_type: 'document',
    subject_id: 'PKS-2026-0001',
    link: '/admin/documents/rejected/PKS-2026-0001',
    ...overrides,
  };
}

/** The shared signed-in user, seeing the home only, with unread notifications and top-up notices on. */
export function sessionUser(overrides: Partial<SessionUser> = {}): SessionUser {
  return baseSessionUser({
    permissions: ['home'],
    fe_permissions: ['home'],
    unread_notification: 3,
    notification_topup: true,
    ...overrides,
  });
}

export function httpLog(overrides: Partial<HttpLog> = {}): HttpLog {
  return {
    transaction_id: '3f1c2a9e-7b1d-4c55-9a0e-2d4b6c8e0f11',
    created_at: '2026-11-20T03:15:00.000Z',
    reference_id: 'PKS-2026-0001',
    method: 'PUT',
    url: '/api/admin/api/v1/document/PKS-2026-0001/revoke',
    http_status: 200,
    duration_ms: 42,
    user_id: 1,
    privy_id: 'DEMO001',
    name: 'Super Admin',
    ip: '127.0.0.1',
    ...overrides,
  };
}

export function httpLogDetail(overrides: Partial<HttpLogDetail> = {}): HttpLogDetail {
  return {
    ...httpLog(),
    request_header: { authorization: '[REDACTED]', 'content-type': 'application/json' },
    request_body: { reason: 'Wrong counterparty' },
    response_body: { data: { message: 'Document voided' } },
    ...overrides,
  };
}

export function activityLog(overrides: Partial<ActivityLog> = {}): ActivityLog {
  return {
    id: 9,
    user_id: 1,
    privy_id: 'DEMO001',
    name: 'Super Admin',
    action: 'document.revoke',
    activity: 'Voided document PKS-2026-0001',
    created_at: '2026-11-20T03:15:00.000Z',
    subject_type: 'document',
    subject_id: 'PKS-2026-0001',
    ip: '127.0.0.1',
    ...overrides,
  };
}

const counts = { need_to_sign: 2, pending: 3, completed: 4, rejected: 1, blocked: 0, total: 10 };

export function documentAnalytics(overrides: Partial<DocumentAnalytics> = {}): DocumentAnalytics {
  return {
    start_date: '2026-10-22',
    end_date: '2026-11-20',
    interval: 'day',
    buckets: [
      {
        period: '2026-11-19',
        ...counts,
        completed: 1,
        pending: 1,
        need_to_sign: 1,
        rejected: 0,
        total: 3,
      },
      {
        period: '2026-11-20',
        ...counts,
        completed: 3,
        pending: 2,
        need_to_sign: 1,
        rejected: 1,
        total: 7,
      },
    ],
    totals: counts,
    office_level: 'area',
    offices: [
      { office: { id: 1, code: 'JKT', name: 'Jakarta' }, ...counts, total: 8, completed: 2 },
      { office: null, ...counts, total: 2, need_to_sign: 0, pending: 0, completed: 2, rejected: 0 },
    ],
    ...overrides,
  };
}

export function documentActivity(
  overrides: Partial<DocumentActivityCounts> = {},
): DocumentActivityCounts {
  return {
    start_date: '2026-10-22',
    end_date: '2026-11-20',
    uploaded: 10,
    signed: 14,
    completed: 4,
    rejected: 1,
    voided: 2,
    ...overrides,
  };
}

const movements = {
  top_up: 100,
  transfer_out: 10,
  transfer_in: 10,
  reserve: 5,
  release: 1,
  usage: 4,
  refund: 0,
};

export function emateraiUsage(overrides: Partial<EmateraiUsage> = {}): EmateraiUsage {
  return {
    start_date: '2026-10-22',
    end_date: '2026-11-20',
    totals: { opening_balance: 1400, closing_balance: 1500, balance: 1500, movements },
    cost_centers: [
      {
        cost_center_id: 1,
        office_area: { id: 1, code: 'JKT', name: 'Jakarta' },
        office_branch: { id: 2, code: 'JKT-PST', name: 'Jakarta Pusat' },
        office_department: { id: 3, code: 'FIN', name: 'Finance' },
        opening_balance: 1400,
        closing_balance: 1500,
        balance: 1500,
        movements,
      },
    ],
    ...overrides,
  };
}

export function accountUsage(
  overrides: Partial<EnterpriseAccountUsage> = {},
): EnterpriseAccountUsage {
  return {
    start_date: '2026-11-01',
    end_date: '2026-11-20',
    documents_uploaded: 25,
    signatures: 31,
    otp_sent: 40,
    ematerai: { top_up: 100, used: 4, balance: 1500, reserved: 5 },
    ...overrides,
  };
}
