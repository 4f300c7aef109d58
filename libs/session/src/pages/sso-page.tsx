import { Button, Stack, Text } from '@chakra-ui/react';
import { useEffect, useState } from 'react';
import { Link as RouterLink, useNavigate } from 'react-router';
import { getErrorMessage } from '@esign/api-client';
import { AuthCard } from '../components/auth-card';
import { SessionLoading } from '../components/session-loading';
import { completeSsoRedirect, isMsalPopupWindow } from '../sso';

/**
 * /sso: where the corporate SSO redirects back. Completes the MSAL redirect and signs in, then
 * /admin; without a redirect response, /login. Inside MSAL's popup it does nothing: the window
 * that opened the popup reads the response and closes it.
 */
export function SsoPage() {
  const navigate = useNavigate();
  const [inPopup] = useState(isMsalPopupWindow);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    if (inPopup) return;
    let active = true;
    completeSsoRedirect().then(
      (user) => {
        if (active) void navigate(user ? '/admin' : '/login', { replace: true });
      },
      (failure: unknown) => {
        if (active) setError(getErrorMessage(failure));
      },
    );
    return () => {
      active = false;
    };
  }, [inPopup, navigate]);

  if (error) {
    return (
      <AuthCard title="Single sign-on failed">
        <Stack gap="5">
          <Text role="alert">{error}</Text>
          <Button asChild colorPalette="brand" width="full">
            <RouterLink to="/login" replace>
              Back to sign in
            </RouterLink>
          </Button>
        </Stack>
      </AuthCard>
    );
  }
  return <SessionLoading label="Completing single sign-on…" />;
}
