import { permissionCodes } from '@esign/contract';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { generateLoginPrivateKeyPem } from '../auth/login-key';
import type { Database } from '../db/database';
import { migrateDatabase } from '../db/migrate';
import { notifications } from '../db/schema/notifications';
import { officeAreas, officeBranches, officeDepartments } from '../db/schema/offices';
import { permissions, roles, users } from '../db/schema/users';
import { createTestApp, signIn, type TestApp } from '../testing/test-app';
import { createTestDatabase } from '../testing/test-database';
import { DEMO_PASSWORD, demoLogins, formatDemoLogins } from './demo-logins';

async function counts(db: Database) {
  const total = async (
    table:
      | typeof users
      | typeof roles
      | typeof officeAreas
      | typeof officeBranches
      | typeof officeDepartments
      | typeof notifications
      | typeof permissions,
  ) => (await db.select({ n: count() }).from(table))[0]?.n ?? 0;
  return {
    users: await total(users),
    roles: await total(roles),
    permissions: await total(permissions),
    areas: await total(officeAreas),
    branches: await total(officeBranches),
    departments: await total(officeDepartments),
    notifications: await total(notifications),
  };
}

describe('demo seed', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t?.close();
  });

  it('creates every demo login, each able to sign in with the demo password', async () => {
    for (const login of demoLogins) {
      expect(login.password).toBe(DEMO_PASSWORD);
      const tokens = await signIn(t, login.username);
      expect(tokens.token).toBeTruthy();
    }
  });

  it('creates offices in Indonesian cities with the default placeholders', async () => {
    const areas = await t.database.db.select().from(officeAreas);
    expect(areas.map((area) => area.code)).toEqual(
      expect.arrayContaining(['default', 'JKT', 'SBY']),
    );
    expect(areas.find((area) => area.code === 'JKT')?.name).toBe('Jakarta');
    expect(areas.find((area) => area.code === 'default')?.isDefault).toBe(true);
    const jakartaId = areas.find((area) => area.code === 'JKT')?.id ?? -1;
    const branches = await t.database.db
      .select()
      .from(officeBranches)
      .where(eq(officeBranches.officeAreaId, jakartaId));
    expect(branches.map((branch) => branch.code)).toEqual(
      expect.arrayContaining(['default', 'JKT-PST', 'JKT-SEL']),
    );
  });

  it('gives the super administrator every permission row and a few unread notifications', async () => {
    expect((await counts(t.database.db)).permissions).toBe(permissionCodes.length);
    const [superadmin] = await t.database.db
      .select()
      .from(users)
      .where(eq(users.username, 'superadmin'));
    const unreadCount = superadmin?.unreadNotification ?? 0;
    expect(unreadCount).toBeGreaterThan(0);
    const unread = await t.database.db
      .select()
      .from(notifications)
      .where(eq(notifications.userId, superadmin?.id ?? -1));
    expect(unread.filter((row) => row.readAt === null)).toHaveLength(unreadCount);
  });

  it('seeds only once: a second start on the same database adds nothing and keeps the secrets', async () => {
    const before = await counts(t.database.db);
    const second = await createTestApp({ database: t.database });
    try {
      expect(await counts(t.database.db)).toEqual(before);
      expect(second.publicKey).toBe(t.publicKey);
      expect((await signIn(second, 'signer')).token).toBeTruthy();
    } finally {
      await second.close();
    }
  });

  it('lists every login in the start banner', () => {
    const banner = formatDemoLogins();
    for (const login of demoLogins) expect(banner).toContain(login.username);
    expect(banner).toContain(DEMO_PASSWORD);
  });
});

describe('outside demo mode', () => {
  it('never seeds demo data in production, but creates the reference data', async () => {
    const database = await createTestDatabase();
    try {
      const production = await createTestApp({
        database,
        env: {
          APP_MODE: 'production',
          JWT_SECRET: 'p'.repeat(48),
          LOGIN_PRIVATE_KEY_PEM: await generateLoginPrivateKeyPem(),
          // Read on the first signature only, which this test never makes.
          SIGNING_P12_PATH: '/etc/esign/signing.p12',
          OTP_WEBHOOK_URL: 'https://gateway.example.com/otp',
        },
      });
      await production.close();
      const after = await counts(database.db);
      expect(after).toMatchObject({
        users: 0,
        notifications: 0,
        roles: 1,
        permissions: permissionCodes.length,
        areas: 1,
        branches: 1,
        departments: 1,
      });
    } finally {
      await database.close();
    }
  });

  it('applies each migration once', async () => {
    const database = await createTestDatabase();
    try {
      expect(await migrateDatabase(database.db)).toEqual([]);
    } finally {
      await database.close();
    }
  });
});
