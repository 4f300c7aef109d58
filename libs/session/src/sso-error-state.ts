/** What the SSO page hands to the login page (router location state) when a sign-in failed. */
export interface SsoErrorState {
  ssoError: string;
}

export function ssoErrorState(message: string): SsoErrorState {
  return { ssoError: message };
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
