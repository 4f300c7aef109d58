import {
  destroyCredential as destroyCredentialEndpoint,
  getMe,
  login,
  logout,
  refreshToken,
  ssoLogin,
  updateMe,
} from '@esign/contract';
import type { FastifyInstance } from 'fastify';
import type { AppContext } from '../../app-context';
import { registerEndpoint } from '../../http/register-endpoint';
import { destroyCredential } from './destroy-credential';
import { endSession } from './end-session';
import { getSessionUser } from './get-session-user';
import { loginWithPassword } from './login-with-password';
import { loginWithSso } from './login-with-sso';
import { refreshSession } from './refresh-session';
import { updateSessionUser } from './update-session-user';

/** Session calls of spec §7: sign-in (password, SSO), refresh, user/me, logout. */
export function registerSessionRoutes(app: FastifyInstance, ctx: AppContext): void {
  registerEndpoint(app, login, async ({ body, request }) => {
    const { tokens, userId } = await loginWithPassword(ctx, {
      username: body.username,
      password: body.password,
      ip: request.ip,
    });
    request.logUserId = userId;
    return { data: tokens };
  });

  registerEndpoint(app, ssoLogin, async ({ request }) => {
    const { tokens, userId } = await loginWithSso(ctx, {
      authorization: request.headers.authorization,
      ip: request.ip,
    });
    request.logUserId = userId;
    return { data: tokens };
  });

  registerEndpoint(app, refreshToken, async ({ body, request }) => {
    const { tokens, userId } = await refreshSession(ctx, {
      refreshToken: body.refresh_token,
      ip: request.ip,
    });
    request.logUserId = userId;
    return { data: tokens };
  });

  // Every full page load asks for it: its own statement also confirms the principal.
  registerEndpoint(
    app,
    getMe,
    async ({ principal, principalCheck }) => ({
      data: {
        user: await getSessionUser(ctx.db, principal.userId, { principalCheck, now: ctx.clock() }),
      },
    }),
    { confirmsPrincipal: true },
  );

  registerEndpoint(app, updateMe, async ({ principal, body, request }) => ({
    data: { user: await updateSessionUser(ctx, principal, { ...body, ip: request.ip }) },
  }));

  registerEndpoint(app, logout, async ({ principal, request }) => {
    await endSession(ctx, principal, {
      action: 'auth.logout',
      activity: 'Signed out',
      ip: request.ip,
    });
    return { data: { message: 'Signed out' } };
  });

  registerEndpoint(app, destroyCredentialEndpoint, async ({ body, request }) => {
    const ended = await destroyCredential(ctx, app.authenticate, {
      ...body,
      authorization: request.headers.authorization,
      ip: request.ip,
    });
    if (ended) request.logUserId = ended.userId;
    return { data: { message: 'Credential destroyed' } };
  });
}
