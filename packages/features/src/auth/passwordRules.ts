/** SPEC 5: the password rules, each with its message key (the messages are quoted verbatim in the catalog). */
export const PASSWORD_MIN_LENGTH = 8;

export const passwordRules = [
  { messageKey: 'auth.password.minLength', holds: (password: string) => password.length >= PASSWORD_MIN_LENGTH },
  { messageKey: 'auth.password.uppercase', holds: (password: string) => /\p{Lu}/u.test(password) },
  { messageKey: 'auth.password.lowercase', holds: (password: string) => /\p{Ll}/u.test(password) },
  { messageKey: 'auth.password.number', holds: (password: string) => /\d/.test(password) },
] as const;

export type PasswordRuleKey = (typeof passwordRules)[number]['messageKey'];

/** The message keys of every rule the password breaks, in the spec's order. */
export function passwordProblems(password: string): PasswordRuleKey[] {
  return passwordRules.filter((rule) => !rule.holds(password)).map((rule) => rule.messageKey);
}

/**
 * Sign-up and password update share one check: SPEC 5 says the passwords must match first
 * ('As senhas não coincidem'), then meet the rules ('A senha não atende aos requisitos mínimos').
 */
export function newPasswordProblem(password: string, confirmation: string): 'auth.signup.mismatch' | 'auth.signup.weak' | null {
  if (password !== confirmation) return 'auth.signup.mismatch';
  if (passwordProblems(password).length > 0) return 'auth.signup.weak';
  return null;
}
