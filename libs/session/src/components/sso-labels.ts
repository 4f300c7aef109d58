// Shared by the lazy SSO button and the placeholder shown while its chunk loads. The label does not
// begin with "Sign in", so the password form's button keeps a name of its own.
export const SSO_BUTTON_LABEL = 'Continue with corporate SSO';
export const SSO_PENDING_LABEL = 'Waiting for single sign-on…';
