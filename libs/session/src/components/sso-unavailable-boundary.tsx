import { Button, Stack, Text } from '@chakra-ui/react';
import { Component, type ErrorInfo, type ReactNode } from 'react';
import { SSO_BUTTON_LABEL } from './sso-labels';

export const SSO_UNAVAILABLE_MESSAGE =
  'Single sign-on is unavailable right now. Please reload the page or sign in with your password.';

interface State {
  failed: boolean;
}

/**
 * Keeps the login page usable when the SSO part cannot start (its chunk failed to load, or the
 * SSO settings are unusable): the password form stays, the SSO button says why it is off.
 */
export class SsoUnavailableBoundary extends Component<{ children: ReactNode }, State> {
  override state: State = { failed: false };

  static getDerivedStateFromError(): State {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo): void {
    console.error('[session] Single sign-on could not start', error, info.componentStack);
  }

  override render(): ReactNode {
    if (!this.state.failed) return this.props.children;
    return (
      <Stack gap="2">
        <Button type="button" variant="outline" width="full" disabled>
          {SSO_BUTTON_LABEL}
        </Button>
        <Text fontSize="sm" color="fg.error" role="status">
          {SSO_UNAVAILABLE_MESSAGE}
        </Text>
      </Stack>
    );
  }
}
