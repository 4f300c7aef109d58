import {
  LoginRequestSchema,
  MeResponseSchema,
  RefreshRequestSchema,
  TokenResponseSchema,
  UpdateMeRequestSchema,
} from './session';

const user = {
  id: 1,
  name: 'Siti Rahayu',
  username: 'signer',
  email: 'siti@example.co.id',
  privy_id: 'DEMO002',
  user_type: 0,
  auth_role: { name: 'signer', description: 'Document Signer' },
  roles: [{ name: 'signer', description: 'Document Signer' }],
  permissions: ['home', 'documents'],
  fe_permissions: ['home', 'documents'],
  unread_notification: 3,
  notification_topup: true,
};

describe('session contract', () => {
  it('accepts the user/me body with the user under data.user', () => {
    expect(MeResponseSchema.parse({ data: { user } }).data.user.privy_id).toBe('DEMO002');
  });

  it('rejects a user/me body whose permissions are not a list of codes', () => {
    expect(() =>
      MeResponseSchema.parse({ data: { user: { ...user, permissions: 'home' } } }),
    ).toThrow();
  });

  it('rejects a negative unread notification count', () => {
    expect(
      MeResponseSchema.safeParse({ data: { user: { ...user, unread_notification: -1 } } }).success,
    ).toBe(false);
  });

  it('accepts a token pair and rejects one without a refresh token', () => {
    const tokens = {
      token: 'a.b.c',
      refresh_token: 'r',
      token_type: 'Bearer',
      expires_in: 28800,
      token_expires_in: 900,
    };
    expect(TokenResponseSchema.parse({ data: tokens }).data.expires_in).toBe(28800);
    const { refresh_token: _omitted, ...withoutRefresh } = tokens;
    expect(TokenResponseSchema.safeParse({ data: withoutRefresh }).success).toBe(false);
  });

  it('names the missing login fields in its errors', () => {
    const result = LoginRequestSchema.safeParse({ username: '  ' });
    expect(result.success).toBe(false);
    const paths = result.error?.issues.map((issue) => issue.path.join('.'));
    expect(paths).toEqual(expect.arrayContaining(['username', 'password']));
  });

  it('rejects unknown fields in login, refresh and user/me updates', () => {
    expect(
      LoginRequestSchema.safeParse({ username: 'a', password: 'b', admin: true }).success,
    ).toBe(false);
    expect(RefreshRequestSchema.safeParse({ refresh_token: 'x', extra: 1 }).success).toBe(false);
    expect(UpdateMeRequestSchema.safeParse({ notification_topup: 'yes' }).success).toBe(false);
  });
});
