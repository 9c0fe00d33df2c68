import { describe, expect, it } from 'vitest';
import { resetErrorText, signInErrorKey, signUpErrorKey, updatePasswordErrorKey } from './authMessages.ts';
import { routeAfterAuth } from './routeAfterAuth.ts';

describe('auth outcome messages (SPEC 8)', () => {
  it('login: a message mentioning credentials is a wrong email or password, anything else a generic failure', () => {
    expect(signInErrorKey({ message: 'Invalid login credentials' })).toBe('auth.signin.invalid');
    expect(signInErrorKey({ message: 'fetch failed' })).toBe('auth.signin.failed');
    expect(signInErrorKey(null)).toBe('auth.signin.failed');
    expect(signInErrorKey({ message: 'Request rate limit reached', status: 429 })).toBe('auth.rateLimited');
    // Issue 39.8: a banned account is told it is suspended, not 'Ocorreu um erro ao fazer login'.
    expect(signInErrorKey({ message: 'User is banned', status: 403, code: 'user_banned' })).toBe('auth.suspended.title');
  });

  it('signup: an error mentioning email means the address is taken', () => {
    expect(signUpErrorKey({ message: 'User already registered with this email' })).toBe('auth.signup.emailInUse');
    expect(signUpErrorKey({ message: 'User already registered', code: 'user_already_exists' })).toBe('auth.signup.emailInUse');
    expect(signUpErrorKey({ message: 'Database error saving new user' })).toBe('auth.signup.failed');
  });

  it("a password the server refuses as weak shows the spec's rule message at sign-up and on the new-password page", () => {
    const weak = { message: 'Password should be at least 8 characters.', status: 422, code: 'weak_password' };
    expect(signUpErrorKey(weak)).toBe('auth.signup.weak');
    expect(updatePasswordErrorKey(weak)).toBe('auth.signup.weak');
    expect(updatePasswordErrorKey({ message: 'fetch failed' })).toBe('auth.update.failed');
  });

  it("reset: the service's message, else the generic one", () => {
    const t = (key: string) => `t(${key})`;
    expect(resetErrorText({ message: 'Email rate limit exceeded' }, t)).toBe('Email rate limit exceeded');
    expect(resetErrorText({ message: '  ' }, t)).toBe('t(auth.reset.failed)');
    expect(resetErrorText(undefined, t)).toBe('t(auth.reset.failed)');
    expect(resetErrorText({ message: 'Too many emails requested. Try again in 60 seconds.', status: 429 }, t)).toBe(
      'Too many emails requested. Try again in 60 seconds.',
    );
  });
});

describe('routing after sign-in or sign-up', () => {
  it('staff go to the dashboard, others (and failed lookups) to the plans', () => {
    expect(routeAfterAuth('master')).toBe('/dashboard');
    expect(routeAfterAuth(' Instructor ')).toBe('/dashboard');
    expect(routeAfterAuth('student')).toBe('/plans');
    expect(routeAfterAuth(null)).toBe('/plans');
  });
});
