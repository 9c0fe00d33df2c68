// Limits that keep over-long input out of the auth service and the profile (the server enforces its own too).
export const EMAIL_MAX_LENGTH = 254;
export const PASSWORD_MAX_LENGTH = 72;

/** The first problem of an email field, as a catalog key. */
export function emailProblem(email: string): string | null {
  if (!email.trim()) return 'auth.required.email';
  if (email.trim().length > EMAIL_MAX_LENGTH) return 'auth.tooLong';
  return null;
}
