import { permissionCodes } from '@esign/contract';
import { and, count, eq, sql } from 'drizzle-orm';
import { hashPassword } from '../auth/password-hash';
import type { Clock } from '../clock';
import type { Database, Executor } from '../db/database';
import { notifications } from '../db/schema/notifications';
import {
  DEFAULT_OFFICE_CODE,
  officeAreas,
  officeBranches,
  officeDepartments,
} from '../db/schema/offices';
import { externalUsers, jobPositions, users } from '../db/schema/users';
import { ensureRole, grantPermissions } from '../db/seed-reference-data';
import { DEMO_PASSWORD, demoLogins } from './demo-logins';
import { seedDemoEmaterai } from './seed-demo-ematerai';
import type { FileStore } from '../storage/file-store';

interface DemoArea {
  code: string;
  name: string;
  branches: { code: string; name: string; departments: { code: string; name: string }[] }[];
}

const departments = [
  { code: 'FIN', name: 'Finance & Accounting' },
  { code: 'LGL', name: 'Legal & Compliance' },
  { code: 'HCM', name: 'Human Capital' },
  { code: 'OPS', name: 'Operations' },
];

const demoAreas: DemoArea[] = [
  {
    code: 'JKT',
    name: 'Jakarta',
    branches: [
      { code: 'JKT-PST', name: 'Jakarta Pusat', departments },
      { code: 'JKT-SEL', name: 'Jakarta Selatan', departments },
    ],
  },
  {
    code: 'SBY',
    name: 'Surabaya',
    branches: [{ code: 'SBY-TMR', name: 'Surabaya Timur', departments: departments.slice(1) }],
  },
  {
    code: 'BDG',
    name: 'Bandung',
    branches: [{ code: 'BDG-KTA', name: 'Bandung Kota', departments: departments.slice(0, 2) }],
  },
  {
    code: 'MDN',
    name: 'Medan',
    branches: [{ code: 'MDN-BRT', name: 'Medan Barat', departments: departments.slice(3) }],
  },
];

/** A corporate single-sign-on user (user_type 1) to try SSO with; it has no password. */
export const DEMO_SSO_USER = {
  username: 'rina.wijaya',
  name: 'Rina Wijaya',
  email: 'rina.wijaya@demo.example.co.id',
  privyId: 'DEMO005',
};

/**
 * More internal users (local password users, on the demo password) so the user list pages, one of
 * them deactivated, and external users to page through as well.
 */
const staffNames = [
  'Andi Wijaya',
  'Bayu Saputra',
  'Citra Kusuma',
  'Dian Permata',
  'Eko Prasetyo',
  'Fitri Handayani',
  'Gilang Ramadhan',
  'Hana Putri',
  'Indra Gunawan',
  'Joko Susilo',
  'Kartika Sari',
  'Lukman Hakim',
];
export const DEMO_DEACTIVATED_USER = {
  name: 'Lukman Hakim',
  email: 'lukman.hakim@demo.example.co.id',
};
const externalNames = [
  'Maya Anggraini',
  'Nanda Pratiwi',
  'Oki Setiawan',
  'Putu Ardana',
  'Rudi Hartono',
  'Sari Melati',
  'Taufik Hidayat',
  'Umar Fadli',
  'Vina Oktaviani',
  'Wahyu Nugroho',
  'Yusuf Maulana',
  'Zahra Amelia',
];
const emailOf = (name: string) => `${name.toLowerCase().replace(/ /g, '.')}@demo.example.co.id`;

/** The single row an insert … returning gave back. */
function one<T>(rows: T[]): T {
  const [row] = rows;
  if (row === undefined) throw new Error('Insert returned no row');
  return row;
}

async function createOffices(tx: Executor, privyPrefix: string): Promise<Map<string, number>> {
  // Keys: 'JKT', 'JKT/JKT-SEL', 'JKT/JKT-SEL/LGL' → id; placeholders included.
  const ids = new Map<string, number>();
  let serial = 1;
  for (const area of demoAreas) {
    const areaId = one(
      await tx
        .insert(officeAreas)
        .values({ code: area.code, name: area.name, privyId: `${privyPrefix}A${serial++}` })
        .returning({ id: officeAreas.id }),
    ).id;
    ids.set(area.code, areaId);
    // Area-level cost centres use the placeholder branch and department (spec §3).
    const placeholderBranch = one(
      await tx
        .insert(officeBranches)
        .values({
          officeAreaId: areaId,
          code: DEFAULT_OFFICE_CODE,
          name: area.name,
          isDefault: true,
        })
        .returning({ id: officeBranches.id }),
    );
    ids.set(`${area.code}/${DEFAULT_OFFICE_CODE}`, placeholderBranch.id);
    for (const branch of [
      {
        code: DEFAULT_OFFICE_CODE,
        name: area.name,
        departments: [] as { code: string; name: string }[],
      },
      ...area.branches,
    ]) {
      let branchId = ids.get(`${area.code}/${branch.code}`);
      if (branchId === undefined) {
        branchId = one(
          await tx
            .insert(officeBranches)
            .values({
              officeAreaId: areaId,
              code: branch.code,
              name: branch.name,
              privyId: `${privyPrefix}B${serial++}`,
            })
            .returning({ id: officeBranches.id }),
        ).id;
        ids.set(`${area.code}/${branch.code}`, branchId);
      }
      for (const department of [
        { code: DEFAULT_OFFICE_CODE, name: branch.name },
        ...branch.departments,
      ]) {
        const isDefault = department.code === DEFAULT_OFFICE_CODE;
        const departmentRow = one(
          await tx
            .insert(officeDepartments)
            .values({
              officeAreaId: areaId,
              officeBranchId: branchId,
              code: department.code,
              name: department.name,
              isDefault,
              privyId: isDefault ? null : `${privyPrefix}D${serial++}`,
            })
            .returning({ id: officeDepartments.id }),
        );
        ids.set(`${area.code}/${branch.code}/${department.code}`, departmentRow.id);
      }
    }
  }
  return ids;
}

async function placeholderOffice(
  tx: Executor,
): Promise<{ area: number; branch: number; department: number }> {
  const [row] = await tx
    .select({ area: officeAreas.id, branch: officeBranches.id, department: officeDepartments.id })
    .from(officeAreas)
    .innerJoin(
      officeBranches,
      and(
        eq(officeBranches.officeAreaId, officeAreas.id),
        eq(officeBranches.code, DEFAULT_OFFICE_CODE),
      ),
    )
    .innerJoin(
      officeDepartments,
      and(
        eq(officeDepartments.officeBranchId, officeBranches.id),
        eq(officeDepartments.code, DEFAULT_OFFICE_CODE),
      ),
    )
    .where(eq(officeAreas.code, DEFAULT_OFFICE_CODE));
  if (!row) throw new Error('Reference data missing: seed the default offices first');
  return row;
}

/**
 * Demo data for APP_MODE=demo: offices, roles, the demo logins and a few notifications.
 * Runs only while the database has no users, under a lock, so it happens once even when
 * several instances start together. Returns whether it seeded.
 */
export async function seedDemoData(db: Database, clock: Clock, files: FileStore): Promise<boolean> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('esign:demo-seed'))`);
    const [existing] = await tx.select({ total: count() }).from(users);
    if ((existing?.total ?? 0) > 0) return false;

    const now = clock();
    const offices = await createOffices(tx, 'DEMOOFC');
    const headOffice = await placeholderOffice(tx);

    for (const login of demoLogins) {
      const roleId = await ensureRole(tx, login.role.name, login.role.description);
      await grantPermissions(
        tx,
        roleId,
        login.permissions === 'all' ? permissionCodes : login.permissions,
      );
      const { area, branch, department } = login.office;
      const isHeadOffice = area === DEFAULT_OFFICE_CODE;
      await tx.insert(users).values({
        privyId: login.privyId,
        name: login.name,
        username: login.username,
        email: login.email,
        passwordHash: await hashPassword(login.password),
        userType: 0,
        roleId,
        officeAreaId: isHeadOffice ? headOffice.area : (offices.get(area) ?? null),
        officeBranchId: isHeadOffice
          ? headOffice.branch
          : (offices.get(`${area}/${branch}`) ?? null),
        officeDepartmentId: isHeadOffice
          ? headOffice.department
          : (offices.get(`${area}/${branch}/${department}`) ?? null),
        notificationTopup: login.role.name === 'finance' || login.role.name === 'super_admin',
        createdAt: now,
        updatedAt: now,
      });
    }

    const viewerRoleId = await ensureRole(tx, 'viewer', 'Viewer');
    await tx.insert(users).values({
      ...DEMO_SSO_USER,
      userType: 1,
      roleId: viewerRoleId,
      officeAreaId: offices.get('BDG') ?? null,
      officeBranchId: offices.get('BDG/BDG-KTA') ?? null,
      officeDepartmentId: offices.get('BDG/BDG-KTA/FIN') ?? null,
      createdAt: now,
      updatedAt: now,
    });

    const positions = await tx.select({ id: jobPositions.id }).from(jobPositions);
    const staffOffices = [
      'JKT/JKT-PST/FIN',
      'JKT/JKT-SEL/LGL',
      'SBY/SBY-TMR/HCM',
      'BDG/BDG-KTA/FIN',
    ];
    const signerRoleId = await ensureRole(tx, 'signer', 'Document Signer');
    const staffHash = await hashPassword(DEMO_PASSWORD);
    await tx.insert(users).values(
      staffNames.map((name, index) => {
        const office = staffOffices[index % staffOffices.length] ?? 'JKT/JKT-PST/FIN';
        const [area, branch] = office.split('/');
        const email = emailOf(name);
        return {
          privyId: `DEMO${String(100 + index)}`,
          name,
          username: email,
          email,
          passwordHash: staffHash,
          userType: 0,
          roleId: index % 3 === 0 ? viewerRoleId : signerRoleId,
          jobPositionId: positions[index % Math.max(1, positions.length)]?.id ?? null,
          officeAreaId: offices.get(area ?? '') ?? null,
          officeBranchId: offices.get(`${area}/${branch}`) ?? null,
          officeDepartmentId: offices.get(office) ?? null,
          isActive: email !== DEMO_DEACTIVATED_USER.email,
          // Older than the demo logins, so those lead the newest-first list.
          createdAt: new Date(now.getTime() - (index + 1) * 86_400_000),
          updatedAt: now,
        };
      }),
    );
    await tx.insert(externalUsers).values(
      externalNames.map((name, index) => ({
        privyId: `EXT${String(200 + index)}`,
        name,
        email: emailOf(name).replace('demo.example.co.id', 'partner.example.com'),
        createdAt: new Date(now.getTime() - index * 3_600_000),
      })),
    );

    const [superAdmin] = await tx
      .select({ id: users.id })
      .from(users)
      .where(eq(users.username, 'superadmin'));
    if (superAdmin) {
      const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);
      const items = [
        {
          title: 'Top up approved',
          body: 'Top up of Rp 5.000.000 for Jakarta Pusat - Finance & Accounting has been approved.',
          readAt: null,
          createdAt: minutesAgo(12),
        },
        {
          title: 'Transfer balance request',
          body: 'Siti Rahayu requested a transfer of 200 e-meterai from Jakarta Selatan to Surabaya Timur.',
          readAt: null,
          createdAt: minutesAgo(95),
        },
        {
          title: 'Document signed',
          body: 'Document PKS/2026/0142 was signed by all signers.',
          readAt: null,
          createdAt: minutesAgo(240),
        },
        {
          title: 'Welcome',
          body: 'Welcome to the e-sign back-office demo.',
          readAt: minutesAgo(1440),
          createdAt: minutesAgo(1500),
        },
      ];
      await tx
        .insert(notifications)
        .values(items.map((item) => ({ ...item, userId: superAdmin.id })));
      await tx
        .update(users)
        .set({ unreadNotification: items.filter((item) => item.readAt === null).length })
        .where(eq(users.id, superAdmin.id));
    }
    await seedDemoEmaterai(tx, files, offices, now);
    return true;
  });
}
