import {
  Alert,
  Button,
  HStack,
  IconButton,
  Input,
  InputGroup,
  Separator,
  Stack,
  Text,
} from '@chakra-ui/react';
import { Eye, EyeOff } from 'lucide-react';
import { lazy, Suspense, useState, type FormEvent } from 'react';
import { useLocation } from 'react-router';
import { FormField, usePrerenderedInput } from '@esign/ui-kit';
import { login } from '../login';
import { loginErrorMessage } from '../login-error-message';
import { useRuntimeConfig } from '../runtime-config-context';
import { SSO_BUTTON_LABEL } from './sso-labels';
import { SsoUnavailableBoundary } from './sso-unavailable-boundary';

/** What the SSO page hands to the login page (router location state) when a sign-in failed. */
export interface SsoErrorState {
  ssoError: string;
}

/** The SSO failure carried by a location state, if any (any other state reads as none). */
export function ssoErrorFromState(state: unknown): string | null {
  return typeof state === 'object' &&
    state !== null &&
    'ssoError' in state &&
    typeof state.ssoError === 'string' &&
    state.ssoError.trim() !== ''
    ? state.ssoError
    : null;
}

// MSAL (msal-react and msal-browser) loads with this chunk only, and only when SSO is configured:
// the login page of a server without SSO downloads none of it.
const SsoSignIn = lazy(() => import('./sso-sign-in').then((m) => ({ default: m.SsoSignIn })));

interface FieldErrors {
  username?: string;
  password?: string;
}

type Pending = 'password' | 'sso' | null;

/**
 * Username and password (and the SSO button when SSO is configured). On success the session
 * appears in the store and the surrounding `GuestOnly` leaves the page; errors stay in the form.
 */
export interface LoginFormProps {
  /** Where an SSO redirect sign-in lands: the delegated sign-in's target (default /admin). */
  returnTo?: string;
}

export function LoginForm({ returnTo }: LoginFormProps) {
  const { sso } = useRuntimeConfig();
  const location = useLocation();
  const [username, setUsername] = useState('');
  const [password, setPassword] = useState('');
  // On a prerendered /login the form was on screen before this code ran: what the user typed there
  // (and where the caret was) carries over.
  const usernameRef = usePrerenderedInput('username', setUsername);
  const passwordRef = usePrerenderedInput('password', setPassword);
  const [showPassword, setShowPassword] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  // A failed SSO redirect comes back here with its message (from the SSO page).
  const [formError, setFormError] = useState<string | null>(() =>
    ssoErrorFromState(location.state),
  );
  const [pending, setPending] = useState<Pending>(null);

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (pending) return;
    const errors: FieldErrors = {};
    if (username.trim() === '') errors.username = 'Username is required';
    if (password === '') errors.password = 'Password is required';
    setFieldErrors(errors);
    setFormError(null);
    if (errors.username || errors.password) return;

    setPending('password');
    try {
      await login(username, password);
    } catch (error) {
      setFormError(loginErrorMessage(error));
      setPending(null);
    }
  }

  function ssoPendingChanged(ssoPending: boolean) {
    if (ssoPending) setFormError(null);
    setPending(ssoPending ? 'sso' : null);
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Sign in">
      <Stack gap="5">
        {formError ? (
          <Alert.Root status="error" variant="subtle" role="alert">
            <Alert.Indicator />
            <Alert.Content>
              <Alert.Description>{formError}</Alert.Description>
            </Alert.Content>
          </Alert.Root>
        ) : null}

        <FormField label="Username" required errorText={fieldErrors.username}>
          <Input
            ref={usernameRef}
            name="username"
            autoComplete="username"
            autoCapitalize="none"
            spellCheck={false}
            value={username}
            onChange={(event) => setUsername(event.target.value)}
          />
        </FormField>

        <FormField label="Password" required errorText={fieldErrors.password}>
          <InputGroup
            endElement={
              <IconButton
                aria-label={showPassword ? 'Hide password' : 'Show password'}
                variant="ghost"
                size="xs"
                me="-2"
                onClick={() => setShowPassword((shown) => !shown)}
              >
                {showPassword ? <EyeOff /> : <Eye />}
              </IconButton>
            }
          >
            <Input
              ref={passwordRef}
              name="password"
              type={showPassword ? 'text' : 'password'}
              autoComplete="current-password"
              value={password}
              onChange={(event) => setPassword(event.target.value)}
            />
          </InputGroup>
        </FormField>

        <Button
          type="submit"
          colorPalette="brand"
          width="full"
          loading={pending === 'password'}
          loadingText="Signing in…"
          disabled={pending !== null}
        >
          Sign in
        </Button>

        {sso ? (
          <>
            <HStack gap="3" aria-hidden="true">
              <Separator flex="1" />
              <Text fontSize="xs" color="fg.muted" textTransform="uppercase">
                or
              </Text>
              <Separator flex="1" />
            </HStack>
            <SsoUnavailableBoundary>
              <Suspense
                fallback={
                  <Button type="button" variant="outline" width="full" disabled>
                    {SSO_BUTTON_LABEL}
                  </Button>
                }
              >
                <SsoSignIn
                  sso={sso}
                  {...(returnTo ? { returnTo } : {})}
                  disabled={pending === 'password'}
                  onPendingChange={ssoPendingChanged}
                  onError={setFormError}
                />
              </Suspense>
            </SsoUnavailableBoundary>
          </>
        ) : null}
      </Stack>
    </form>
  );
}
