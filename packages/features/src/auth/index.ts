export { passwordProblems, newPasswordProblem, passwordRules, PASSWORD_MIN_LENGTH, type PasswordRuleKey } from './passwordRules.ts';
export { signInErrorKey, signUpErrorKey, resetErrorText } from './authMessages.ts';
export { routeAfterAuth } from './routeAfterAuth.ts';
export { recoveryLinkError } from './recoveryLink.ts';
