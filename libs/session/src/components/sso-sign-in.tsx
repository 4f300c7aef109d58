import { Button } from '@chakra-ui/react';
import { MsalProvider, useIsAuthenticated, useMsal } from '@azure/msal-react';
import { useState } from 'react';
import type { SsoConfig } from '@esign/contract';
import { ssoLogin } from '../sso';
import { getSsoClient } from '../sso-client';
import { ssoErrorMessage } from '../sso-error-message';
import { SSO_BUTTON_LABEL, SSO_PENDING_LABEL } from './sso-labels';

export interface SsoSignInProps {
  sso: SsoConfig;
  /** Where a redirect sign-in lands (a popup sign-in stays on the page, which leaves by itself). */
  returnTo?: string;
  /** Another sign-in (the password form) is running. */
  disabled: boolean;
  /** The SSO sign-in started (true) or ended without leaving the page (false). */
  onPendingChange: (pending: boolean) => void;
  /** A failed SSO sign-in, in words for the user. */
  onError: (message: string) => void;
}

function SsoSignInButton({ sso, returnTo, disabled, onPendingChange, onError }: SsoSignInProps) {
  const { instance, accounts } = useMsal();
  // msal-react's Authenticated/UnauthenticatedTemplate render nothing while MSAL starts up (and
  // forever if it cannot), which would leave the button without a label: the hook does not wait.
  const stillSignedIn = useIsAuthenticated();
  const [pending, setPending] = useState(false);

  async function signIn() {
    if (pending || disabled) return;
    setPending(true);
    onPendingChange(true);
    try {
      // null: the browser is leaving for the SSO redirect; keep the button busy until it does.
      // A user: the session is in the store and the login page leaves by itself.
      await ssoLogin(instance, sso, returnTo);
    } catch (error) {
      onError(ssoErrorMessage(error));
      setPending(false);
      onPendingChange(false);
    }
  }

  return (
    <Button
      type="button"
      variant="outline"
      width="full"
      loading={pending}
      loadingText={SSO_PENDING_LABEL}
      disabled={disabled || pending}
      onClick={signIn}
    >
      {/* Still signed in to the corporate SSO in this tab: say as whom the user continues. */}
      {stillSignedIn && accounts[0] ? `Continue as ${accounts[0].username}` : SSO_BUTTON_LABEL}
    </Button>
  );
}

/**
 * The login page's SSO button, with MSAL (msal-react's provider over msal-browser). This module
 * is loaded lazily and only when the runtime config has SSO settings.
 */
export function SsoSignIn(props: SsoSignInProps) {
  return (
    <MsalProvider instance={getSsoClient(props.sso)}>
      <SsoSignInButton {...props} />
    </MsalProvider>
  );
}
