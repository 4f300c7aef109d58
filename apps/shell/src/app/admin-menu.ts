import type { MenuItem } from '@esign/ui-kit';

/**
 * The admin menu of spec §2, the one place it is written down, without its icons: the route table
 * reads it at start (on /login too), the icons load with the admin frame (admin-menu-icons.ts). Each entry shows only to a
 * user holding its code; a parent only with its own code and one child's. Monitoring codes
 * are not named in the spec: we use `monitoring.*` (see libs/contract permissions).
 */
export const adminMenuEntries: MenuItem[] = [
  { label: 'Home', path: '/admin', code: 'home', exact: true },
  {
    label: 'Upload Document',
    path: '/admin/upload-document',
    code: 'upload-document',
  },
  {
    label: 'Document',
    path: '/admin/documents',
    code: 'documents',
    children: [
      { label: 'Need to Sign', path: '/admin/documents/sign', code: 'documents.sign' },
      { label: 'Ongoing', path: '/admin/documents/pending', code: 'documents.ongoing' },
      { label: 'Completed', path: '/admin/documents/completed', code: 'documents.completed' },
      { label: 'Void & Rejected', path: '/admin/documents/rejected', code: 'documents.rejected' },
      { label: 'Blocked & Expired', path: '/admin/documents/blocked', code: 'documents.blocked' },
    ],
  },
  {
    label: 'Digital Meterai',
    path: '/admin/ematerai',
    code: 'ematerai',
    children: [
      {
        label: 'Balance & Transfer',
        path: '/admin/ematerai/ematerai-balance',
        code: 'ematerai.ematerai-balance',
      },
      { label: 'Top Up Balance', path: '/admin/ematerai/topup-balance', code: 'ematerai.topup' },
      {
        label: 'Balance History',
        path: '/admin/ematerai/history-balance',
        code: 'ematerai.history-balance',
      },
    ],
  },
  {
    label: 'Monitoring',
    path: '/admin/monitoring',
    code: 'monitoring',
    children: [
      { label: 'HTTP Log', path: '/admin/monitoring/http-log', code: 'monitoring.http-log' },
      {
        label: 'Activity Log',
        path: '/admin/monitoring/activity-log',
        code: 'monitoring.activity-log',
      },
      // Spec §2 lists /admin/monitoring/analytics among the routes; the menu table omits it.
      { label: 'Analytics', path: '/admin/monitoring/analytics', code: 'monitoring.analytics' },
    ],
  },
  {
    label: 'Setting',
    path: '/admin/setting',
    code: 'setting',
    children: [
      {
        label: 'Doc Category',
        path: '/admin/setting/document-category',
        code: 'setting.document-category',
      },
      { label: 'Office', path: '/admin/setting/office', code: 'setting.office' },
      { label: 'User', path: '/admin/setting/user', code: 'setting.user' },
      { label: 'Account', path: '/admin/setting/vendor', code: 'setting.vendor' },
    ],
  },
];
