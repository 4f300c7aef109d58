/**
 * The client secret the web app sends to api-logout/credential/destroy. A browser app cannot keep
 * a secret, so this is the registered PUBLIC value of the web client (the reference server's
 * OAUTH_CLIENT_SECRET default), not a credential; the client id comes from the runtime config.
 */
export const PUBLIC_CLIENT_SECRET = 'backoffice-web-public';
