import { describe, expect, it } from 'vitest';
import { authorDisplayName } from './author.ts';

describe('authorDisplayName', () => {
  it('shows first and last name when both exist', () => {
    expect(authorDisplayName({ first_name: 'Ada', last_name: 'Lovelace', email: 'ada@x.ht' })).toBe('Ada Lovelace');
  });

  it('shows the one name a member gave, else the name the server gave them, before the email (issue 39.4)', () => {
    expect(authorDisplayName({ first_name: 'Ada', last_name: null, email: 'ada@x.ht', generated_name: 'Elèv 1234' })).toBe('Ada');
    expect(authorDisplayName({ first_name: '  ', last_name: 'Lovelace', email: 'ada@x.ht' })).toBe('Lovelace');
    expect(authorDisplayName({ first_name: null, last_name: null, email: 'ada@x.ht', generated_name: 'Elèv 1234' })).toBe('Elèv 1234');
  });

  it('falls back to the email when the profile carries no name at all', () => {
    expect(authorDisplayName({ first_name: null, last_name: ' ', email: 'ada@x.ht' })).toBe('ada@x.ht');
  });

  it('is null (Unknown User) without names or email, or without a profile', () => {
    expect(authorDisplayName({ first_name: '', email: '' })).toBeNull();
    expect(authorDisplayName(null)).toBeNull();
    expect(authorDisplayName(undefined)).toBeNull();
  });
});
