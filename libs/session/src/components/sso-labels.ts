// Shared by the lazy SSO button and the placeholder shown while its chunk loads.
export const SSO_BUTTON_LABEL = 'Sign in with corporate SSO';
export const SSO_PENDING_LABEL = 'Waiting for single sign-on…';
