// A local OpenID Connect provider that stands in for the corporate SSO in the end-to-end suite:
// HTTPS on a free loopback port (MSAL accepts only https authorities), its own signing key, one
// public client for the web app (authorization code + PKCE), JWT access tokens for the API, and
// a one-button sign-in page for the demo SSO user. Nothing it serves loads anything from the
// network (the library's default pages would import web fonts, so every page here is its own).
import { randomBytes } from 'node:crypto';
import { createServer } from 'node:https';
import { exportJWK, generateKeyPair } from 'jose';
import Provider, { errors } from 'oidc-provider';

/** The scope the web app asks for and the API's resource server grants (spec §7: User.Read). */
export const SSO_API_SCOPE = 'User.Read';

const escapeHtml = (text) =>
  String(text).replace(
    /[&<>"']/g,
    (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[char],
  );

function page(title, body) {
  return `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>${escapeHtml(title)}</title></head><body><main><h1>${escapeHtml(title)}</h1>${body}</main></body></html>`;
}

function sendHtml(res, status, html) {
  res.writeHead(status, {
    'content-type': 'text/html; charset=utf-8',
    'cache-control': 'no-store',
  });
  res.end(html);
}

/**
 * Starts the provider.
 * @param {{ tls: { key: string, cert: string }, appOrigin: string, clientId: string,
 *   audience: string, tenantId: string, user: { username: string, name: string, email: string } }} options
 * @returns {Promise<{ issuer: string, jwksUrl: string, close: () => Promise<void> }>}
 */
export async function startSsoProvider({ tls, appOrigin, clientId, audience, tenantId, user }) {
  const server = createServer({ key: tls.key, cert: tls.cert });
  await new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', resolve);
  });
  const { port } = server.address();
  const issuer = `https://127.0.0.1:${port}`;

  const { privateKey } = await generateKeyPair('RS256', { extractable: true });
  const signingKey = {
    ...(await exportJWK(privateKey)),
    kid: 'e2e-sso-1',
    alg: 'RS256',
    use: 'sig',
  };

  const account = {
    accountId: user.username,
    async claims() {
      return {
        sub: user.username,
        name: user.name,
        preferred_username: user.email,
        email: user.email,
        tid: tenantId,
      };
    },
  };

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: clientId,
        client_name: 'eSign back-office',
        application_type: 'web',
        token_endpoint_auth_method: 'none',
        grant_types: ['authorization_code', 'refresh_token'],
        response_types: ['code'],
        redirect_uris: [`${appOrigin}/sso`],
        post_logout_redirect_uris: [`${appOrigin}/login`],
      },
    ],
    jwks: { keys: [signingKey] },
    cookies: { keys: [randomBytes(32).toString('hex')] },
    pkce: { required: () => true },
    scopes: ['openid', 'offline_access', 'profile', 'email'],
    claims: { openid: ['sub', 'tid'], profile: ['name', 'preferred_username'], email: ['email'] },
    async findAccount(_ctx, sub) {
      return sub === user.username ? account : undefined;
    },
    // The API maps the access token to its user by preferred_username, as with Entra ID.
    async extraTokenClaims(_ctx, token) {
      if (token.kind !== 'AccessToken') return undefined;
      return token.accountId === user.username
        ? { preferred_username: user.email, tid: tenantId }
        : undefined;
    },
    interactions: { url: (_ctx, interaction) => `/interaction/${interaction.uid}` },
    features: {
      devInteractions: { enabled: false },
      resourceIndicators: {
        enabled: true,
        defaultResource: () => audience,
        useGrantedResource: () => true,
        getResourceServerInfo(_ctx, resourceIndicator) {
          if (resourceIndicator !== audience) throw new errors.InvalidTarget();
          return {
            scope: SSO_API_SCOPE,
            audience,
            accessTokenTTL: 3600,
            accessTokenFormat: 'jwt',
            jwt: { sign: { alg: 'RS256' } },
          };
        },
      },
      rpInitiatedLogout: {
        enabled: true,
        logoutSource(ctx, form) {
          ctx.type = 'html';
          ctx.body = page(
            'Sign out of corporate SSO',
            `${form}<button type="submit" form="op.logoutForm" value="yes" name="logout">Yes, sign me out</button>`,
          );
        },
        postLogoutSuccessSource(ctx) {
          ctx.type = 'html';
          ctx.body = page('Signed out of corporate SSO', '<p>You are signed out.</p>');
        },
      },
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = page(
        'Corporate SSO error',
        Object.entries(out)
          .map(([key, value]) => `<p><strong>${escapeHtml(key)}</strong>: ${escapeHtml(value)}</p>`)
          .join(''),
      );
    },
  });

  /** The login prompt: one button for the demo SSO user, and a way to refuse. */
  async function interaction(req, res, uid, action) {
    const details = await provider.interactionDetails(req, res);
    if (details.uid !== uid) throw new errors.InvalidRequest('interaction mismatch');
    if (action === 'cancel') {
      return provider.interactionFinished(
        req,
        res,
        { error: 'access_denied', error_description: 'The user cancelled the sign-in' },
        { mergeWithLastSubmission: false },
      );
    }
    if (details.prompt.name === 'login') {
      if (action === 'login') {
        return provider.interactionFinished(
          req,
          res,
          { login: { accountId: user.username } },
          { mergeWithLastSubmission: false },
        );
      }
      return sendHtml(
        res,
        200,
        page(
          'Corporate sign-in',
          `<form method="post" action="/interaction/${uid}/login"><button type="submit">Continue as ${escapeHtml(user.name)}</button></form>` +
            `<form method="post" action="/interaction/${uid}/cancel"><button type="submit">Cancel</button></form>`,
        ),
      );
    }
    // Consent: the company's own app, granted what it asked for without a question.
    const { prompt, params, session, grantId } = details;
    const grant = grantId
      ? await provider.Grant.find(grantId)
      : new provider.Grant({ accountId: session.accountId, clientId: params.client_id });
    if (prompt.details.missingOIDCScope)
      grant.addOIDCScope(prompt.details.missingOIDCScope.join(' '));
    if (prompt.details.missingOIDCClaims) grant.addOIDCClaims(prompt.details.missingOIDCClaims);
    for (const [indicator, scopes] of Object.entries(prompt.details.missingResourceScopes ?? {})) {
      grant.addResourceScope(indicator, scopes.join(' '));
    }
    return provider.interactionFinished(
      req,
      res,
      { consent: { grantId: await grant.save() } },
      { mergeWithLastSubmission: true },
    );
  }

  const handle = provider.callback();
  server.on('request', (req, res) => {
    const match = /^\/interaction\/([\w-]+)(?:\/(login|cancel))?$/.exec(
      new URL(req.url ?? '/', issuer).pathname,
    );
    if (!match) return handle(req, res);
    const [, uid, action] = match;
    if (action && req.method !== 'POST') return sendHtml(res, 405, page('Method not allowed', ''));
    interaction(req, res, uid, action).catch((error) => {
      sendHtml(res, 400, page('Corporate SSO error', `<p>${escapeHtml(error.message)}</p>`));
    });
  });

  return {
    issuer,
    jwksUrl: `${issuer}/jwks`,
    close: () =>
      new Promise((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
