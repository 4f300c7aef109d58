import type { RuntimeConfig } from '@esign/contract';
import type { AppContext } from '../../app-context';
import { SSO_REDIRECT_PATH } from '../../config';

/** `/config.json`: what the web app needs before it renders. */
export function getRuntimeConfig(ctx: Pick<AppContext, 'config' | 'secrets'>): RuntimeConfig {
  const { config } = ctx;
  return {
    // Same origin: the app and /api are served together (or proxied together in development).
    apiBaseUrl: '',
    loginPublicKey: ctx.secrets.loginKeys.publicKeyPem,
    oauthClientId: config.oauthClientId,
    sso: config.sso
      ? {
          clientId: config.sso.clientId,
          authority: config.sso.authority,
          scopes: config.sso.scopes,
          redirectPath: SSO_REDIRECT_PATH,
          protocolMode: config.sso.protocol === 'oidc' ? 'OIDC' : 'AAD',
        }
      : null,
    poweredBy: config.poweredBy,
    environment: config.mode,
    maintenance: config.maintenance,
  };
}
