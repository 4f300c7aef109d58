import { AuthCard } from '../components/auth-card';
import { LoginForm } from '../components/login-form';
import { GuestOnly } from '../guest-only';

/** /login: sign in, then /admin. A signed-in visitor goes straight to /admin. */
export function LoginPage() {
  return (
    <GuestOnly redirectTo="/admin">
      <AuthCard title="Sign in" description="Use your back-office account to continue.">
        <LoginForm />
      </AuthCard>
    </GuestOnly>
  );
}
