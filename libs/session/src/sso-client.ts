import { PublicClientApplication, type Configuration } from '@azure/msal-browser';
import type { SsoConfig } from '@esign/contract';

// This module pulls in MSAL: only lazy chunks (the SSO button, the /sso page) and a dynamic
// import() in logout may reach it, so the login page pays nothing when SSO is not configured.

/**
 * MSAL's configuration for the runtime config's SSO settings, on the app at `origin`.
 * - The authority is always a known authority: MSAL then trusts it as is, without asking
 *   Microsoft's instance discovery, and in 'OIDC' mode reads only the authority's own
 *   `.well-known/openid-configuration` (any OpenID Connect provider, nothing Microsoft-hosted).
 * - The redirect lands on the SSO page, which completes the sign-in itself; sign-out names its
 *   own return page (ssoLogout).
 * - Tokens stay in sessionStorage: they end with the tab, like the session cookie.
 */
export function msalConfiguration(sso: SsoConfig, origin: string): Configuration {
  return {
    auth: {
      clientId: sso.clientId,
      authority: sso.authority,
      knownAuthorities: [new URL(sso.authority).host],
      protocolMode: sso.protocolMode ?? 'AAD',
      redirectUri: new URL(sso.redirectPath, origin).href,
      navigateToLoginRequestUrl: false,
    },
    cache: { cacheLocation: 'sessionStorage' },
  };
}

let client: { for: SsoConfig; instance: PublicClientApplication } | null = null;

/** One MSAL client per SSO configuration (the runtime config's object), shared by every caller. */
export function getSsoClient(sso: SsoConfig): PublicClientApplication {
  if (client?.for !== sso) {
    client = {
      for: sso,
      instance: new PublicClientApplication(msalConfiguration(sso, window.location.origin)),
    };
  }
  return client.instance;
}
