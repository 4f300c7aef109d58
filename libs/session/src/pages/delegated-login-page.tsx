import { useSearchParams } from 'react-router';
import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { GuestOnly } from '../guest-only';
import { safeRedirectPath } from '../safe-redirect-path';

export const REDIRECT_URL_PARAM = 'redirect-url';

/**
 * /auth/login?redirect-url=…: the delegated sign-in entry. Signed in (already or after the form),
 * the user lands on `redirect-url` when it is a same-origin path, otherwise on /admin.
 */
export function DelegatedLoginPage() {
  const [searchParams] = useSearchParams();
  const target = safeRedirectPath(searchParams.get(REDIRECT_URL_PARAM)) ?? '/admin';
  return (
    <GuestOnly redirectTo={target}>
      <AuthCard title="Sign in" description="Sign in to continue to the requested page.">
        <LoginForm returnTo={target} />
      </AuthCard>
    </GuestOnly>
  );
}
