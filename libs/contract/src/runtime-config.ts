import { z } from './zod';

/** Single sign-on settings; absent when SSO is not configured (the SSO button then hides). */
export const SsoConfigSchema = z.object({
  clientId: z.string().check(z.minLength(1)),
  authority: z.url(),
  scopes: z.array(z.string()).check(z.minLength(1)),
  redirectPath: z._default(z.string().check(z.startsWith('/')), '/sso'),
  /**
   * How MSAL talks to the authority: 'AAD' (Microsoft Entra ID; absent means this) or 'OIDC' for
   * any OpenID Connect provider, whose own discovery document is then the only metadata read.
   */
  protocolMode: z.optional(z.enum(['AAD', 'OIDC'])),
});
export type SsoConfig = z.infer<typeof SsoConfigSchema>;

/**
 * `/config.json`, fetched and validated before the app renders. The API base URL is runtime
 * configuration so the same build runs against any server that speaks this contract.
 */
export const RuntimeConfigSchema = z.object({
  /** Origin (or origin + path) the `/api/...` paths are appended to; '' means same origin. */
  apiBaseUrl: z.string(),
  /** RSA-OAEP (SHA-256) public key, SPKI in PEM, for encrypting the login password. */
  loginPublicKey: z.string().check(z.includes('BEGIN PUBLIC KEY')),
  /** The OAuth-style client this app signs in as (used by api-logout/credential/destroy). */
  oauthClientId: z.string().check(z.minLength(1)),
  sso: z.nullable(SsoConfigSchema),
  /** Who the sidebar footer says powers the product. */
  poweredBy: z.string().check(z.minLength(1)),
  environment: z.enum(['demo', 'development', 'production']),
  /** On: every page leads to /maintenance. Absent (older servers) means off. */
  maintenance: z.optional(z.boolean()),
});
export type RuntimeConfig = z.infer<typeof RuntimeConfigSchema>;
