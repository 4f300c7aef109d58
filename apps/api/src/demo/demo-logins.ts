import type { PermissionCode } from '@esign/contract';

/** The password of every demo login. */
export const DEMO_PASSWORD = 'Demo#2026';

export interface DemoLogin {
  username: string;
  password: string;
  name: string;
  email: string;
  privyId: string;
  role: { name: string; description: string };
  /** The role's codes; `all` for super_admin. */
  permissions: readonly PermissionCode[] | 'all';
  /** Office codes: area, branch, department ('default' = the placeholder). */
  office: { area: string; branch: string; department: string };
}

/**
 * The sign-in accounts the demo seed creates (APP_MODE=demo only). main.ts prints them after
 * start; the build also emits this module alone as dist/apps/api/demo-logins.mjs for scripts.
 */
export const demoLogins: readonly DemoLogin[] = [
  {
    username: 'superadmin',
    password: DEMO_PASSWORD,
    name: 'Budi Santoso',
    email: 'budi.santoso@demo.example.co.id',
    privyId: 'DEMO001',
    role: { name: 'super_admin', description: 'Super Administrator' },
    permissions: 'all',
    office: { area: 'default', branch: 'default', department: 'default' },
  },
  {
    username: 'signer',
    password: DEMO_PASSWORD,
    name: 'Siti Rahayu',
    email: 'siti.rahayu@demo.example.co.id',
    privyId: 'DEMO002',
    role: { name: 'signer', description: 'Document Signer' },
    permissions: [
      'home',
      'documents',
      'documents.sign',
      'documents.ongoing',
      'documents.completed',
      'documents.rejected',
      'documents.blocked',
      'upload-document',
    ],
    office: { area: 'JKT', branch: 'JKT-SEL', department: 'LGL' },
  },
  {
    username: 'finance',
    password: DEMO_PASSWORD,
    name: 'Agus Pratama',
    email: 'agus.pratama@demo.example.co.id',
    privyId: 'DEMO003',
    role: { name: 'finance', description: 'Finance Officer' },
    permissions: [
      'ematerai',
      'ematerai.ematerai-balance',
      'ematerai.topup',
      'ematerai.history-balance',
    ],
    office: { area: 'JKT', branch: 'JKT-PST', department: 'FIN' },
  },
  {
    username: 'viewer',
    password: DEMO_PASSWORD,
    name: 'Dewi Lestari',
    email: 'dewi.lestari@demo.example.co.id',
    privyId: 'DEMO004',
    role: { name: 'viewer', description: 'Viewer' },
    permissions: ['home', 'documents', 'documents.completed'],
    office: { area: 'SBY', branch: 'SBY-TMR', department: 'OPS' },
  },
];

/** Lines like `  superadmin / Demo#2026  Super Administrator (Budi Santoso)`. */
export function formatDemoLogins(logins: readonly DemoLogin[] = demoLogins): string {
  const width = Math.max(...logins.map((login) => login.username.length));
  return logins
    .map(
      (login) =>
        `  ${login.username.padEnd(width)} / ${login.password}  ${login.role.description} (${login.name}, ${login.privyId})`,
    )
    .join('\n');
}
