import { describe, expect, it } from 'vitest';
import { recoveryLinkError, recoveryTokens } from './recoveryLink.ts';

describe('recovery link errors', () => {
  it('finds the error in the fragment or the query', () => {
    expect(
      recoveryLinkError({
        search: '',
        hash: '#error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired',
      }),
    ).toBe('Email link is invalid or has expired');
    expect(recoveryLinkError({ search: '?error=server_error', hash: '' })).toBe('server_error');
  });

  it('is null for a clean link', () => {
    expect(recoveryLinkError({ search: '?code=abc', hash: '' })).toBeNull();
  });
});

describe('recovery link session', () => {
  it('reads the tokens of the fragment', () => {
    expect(recoveryTokens('#access_token=a.b.c&refresh_token=r1&expires_in=3600&type=recovery')).toEqual({
      access_token: 'a.b.c',
      refresh_token: 'r1',
    });
    expect(recoveryTokens('#error=access_denied')).toBeNull();
    expect(recoveryTokens('')).toBeNull();
  });
});
