import { MsalProvider, useMsal } from '@azure/msal-react';
import { useEffect, useState } from 'react';
import { Navigate, useNavigate } from 'react-router';
import type { SsoConfig } from '@esign/contract';
import { LOGIN_PATH } from '../end-session';
import { SessionLoading } from '../components/session-loading';
import { useRuntimeConfig } from '../runtime-config-context';
import { safeRedirectPath } from '../safe-redirect-path';
import { completeSsoRedirect, isMsalPopupWindow } from '../sso';
import { getSsoClient } from '../sso-client';
import { ssoErrorMessage } from '../sso-error-message';
import type { SsoErrorState } from '../components/login-form';

// Type only: the login page reads this state, and its chunk stays apart from this one.
const ssoErrorState = (message: string): SsoErrorState => ({ ssoError: message });

export const SSO_NOT_CONFIGURED_MESSAGE = 'Single sign-on is not configured for this back-office.';

/** Completes the MSAL redirect with the client msal-react provides, then leaves the page. */
function CompleteSsoRedirect({ sso }: { sso: SsoConfig }) {
  const { instance } = useMsal();
  const navigate = useNavigate();

  useEffect(() => {
    let active = true;
    completeSsoRedirect(instance, sso).then(
      (outcome) => {
        // No redirect response (opened directly, or reloaded after it was used): sign in anew.
        const target = outcome ? (safeRedirectPath(outcome.returnTo) ?? '/admin') : LOGIN_PATH;
        if (active) void navigate(target, { replace: true });
      },
      (failure: unknown) => {
        // Every failure ends on the login page with its reason; the login page never starts an
        // SSO by itself, so this cannot loop.
        if (active) {
          void navigate(LOGIN_PATH, {
            replace: true,
            state: ssoErrorState(ssoErrorMessage(failure)),
          });
        }
      },
    );
    return () => {
      active = false;
    };
  }, [instance, sso, navigate]);

  return <SessionLoading label="Completing single sign-on…" />;
}

/**
 * /sso: where the corporate SSO redirects back. Completes the MSAL redirect and signs in, then
 * /admin; without a redirect response, /login; on failure, /login with the reason. Inside MSAL's
 * popup it does nothing: the window that opened the popup reads the response and closes it.
 */
export function SsoPage() {
  const { sso } = useRuntimeConfig();
  const [inPopup] = useState(isMsalPopupWindow);
  if (inPopup) return <SessionLoading label="Completing single sign-on…" />;
  if (!sso) {
    return <Navigate to={LOGIN_PATH} replace state={ssoErrorState(SSO_NOT_CONFIGURED_MESSAGE)} />;
  }
  return (
    <MsalProvider instance={getSsoClient(sso)}>
      <CompleteSsoRedirect sso={sso} />
    </MsalProvider>
  );
}
