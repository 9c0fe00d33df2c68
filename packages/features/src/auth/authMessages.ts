// SPEC 8: which catalog message each auth outcome shows.

type MaybeError = { message?: string; status?: number; code?: string } | null | undefined;

function isRateLimited(error: MaybeError): boolean {
  return error?.status === 429 || error?.code === 'over_request_rate_limit' || /rate limit/i.test(error?.message ?? '');
}

/** Login: a message containing 'credentials' means a wrong email or password; anything else is a generic failure. */
export function signInErrorKey(error: MaybeError): string {
  if (isRateLimited(error)) return 'auth.rateLimited';
  // A banned account (issue 39.8): not 'Ocorreu um erro ao fazer login'.
  if (error?.code === 'user_banned') return 'auth.suspended.title';
  return /credentials/i.test(error?.message ?? '') ? 'auth.signin.invalid' : 'auth.signin.failed';
}

/**
 * Signup: an error mentioning email means the address is taken; anything else is a generic failure. The auth
 * service words that case 'User already registered' (code user_already_exists / email_exists): the same meaning.
 */
export function signUpErrorKey(error: MaybeError): string {
  if (isRateLimited(error)) return 'auth.rateLimited';
  if (isWeakPassword(error)) return 'auth.signup.weak';
  const taken =
    error?.code === 'user_already_exists' || error?.code === 'email_exists' || /email|already registered/i.test(error?.message ?? '');
  return taken ? 'auth.signup.emailInUse' : 'auth.signup.failed';
}

/**
 * The server holds SPEC 5's password rule too (422 weak_password): the app then shows the spec's message
 * ('A senha não atende aos requisitos mínimos') rather than a generic failure.
 */
function isWeakPassword(error: MaybeError): boolean {
  return error?.code === 'weak_password';
}

/** New password (after recovery): the rule's message when the server refused it as weak, else the generic failure. */
export function updatePasswordErrorKey(error: MaybeError): string {
  if (isRateLimited(error)) return 'auth.rateLimited';
  return isWeakPassword(error) ? 'auth.signup.weak' : 'auth.update.failed';
}

/**
 * Reset: the service's own message when it has one (SPEC section 8), else the catalog's generic failure. The server's
 * limit on recovery mail (429) says how long to wait in its message, so it is shown as it is too.
 */
export function resetErrorText(error: MaybeError, t: (key: string) => string): string {
  const message = error?.message?.trim();
  return message ? message : t('auth.reset.failed');
}
