import { describe, expect, it } from 'vitest';
import { authorDisplayName } from './author.ts';

describe('authorDisplayName', () => {
  it('shows first and last name when both exist', () => {
    expect(authorDisplayName({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.ht' })).toBe('Ada Lovelace');
  });

  it('falls back to the email when either name is missing or blank', () => {
    expect(authorDisplayName({ first_name: 'Ada', last_name: null, email: 'ada@x.ht' })).toBe('ada@x.ht');
    expect(authorDisplayName({ first_name: '  ', last_name: 'Lovelace', email: 'ada@x.ht' })).toBe('ada@x.ht');
  });

  it('is null (Unknown User) without names or email, or without a profile', () => {
    expect(authorDisplayName({ first_name: 'Ada', email: '' })).toBeNull();
    expect(authorDisplayName(null)).toBeNull();
    expect(authorDisplayName(undefined)).toBeNull();
  });
});
