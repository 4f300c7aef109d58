import type { AccountInfo, AuthenticationResult } from '@azure/msal-browser';

export const ssoAccount: AccountInfo = {
  homeAccountId: 'home-1',
  environment: 'login.example.com',
  tenantId: 'tenant-1',
  username: 'rina.wijaya@demo.example.co.id',
  localAccountId: 'local-1',
};

export function ssoResult(accessToken: string): AuthenticationResult {
  return { account: ssoAccount, accessToken } as AuthenticationResult;
}

/** An MSAL error as msal-browser throws it: a code, a message, and 'ServerError' from the provider. */
export function msalError(errorCode: string, errorMessage = '', name = 'BrowserAuthError') {
  return Object.assign(new Error(errorMessage), { errorCode, errorMessage, name });
}

function silentLogger() {
  const logger = {
    clone: () => logger,
    error: () => undefined,
    warning: () => undefined,
    info: () => undefined,
    verbose: () => undefined,
    trace: () => undefined,
  };
  return logger;
}

/**
 * Stands in for the identity provider behind MSAL in unit tests: the calls the SSO code and
 * msal-react's MsalProvider make, each a jest.fn to steer and inspect.
 */
export function fakeMsal() {
  return {
    initialize: jest.fn(async () => undefined),
    initializeWrapperLibrary: jest.fn(),
    getLogger: jest.fn(silentLogger),
    addEventCallback: jest.fn(() => 'callback-1'),
    removeEventCallback: jest.fn(),
    getAllAccounts: jest.fn((): AccountInfo[] => []),
    loginPopup: jest.fn(async () => ssoResult('popup-token')),
    loginRedirect: jest.fn(async () => undefined),
    handleRedirectPromise: jest.fn(async (): Promise<AuthenticationResult | null> => null),
    acquireTokenSilent: jest.fn(async () => ({ accessToken: 'graph-token' })),
    setActiveAccount: jest.fn(),
    getActiveAccount: jest.fn((): AccountInfo | null => null),
    logoutRedirect: jest.fn(async () => undefined),
  };
}
export type FakeMsal = ReturnType<typeof fakeMsal>;
