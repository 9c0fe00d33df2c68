import { describe, expect, it } from 'vitest';
import { profileFieldProblems, profileFormFromMetadata } from './profileFields.ts';

describe('profile fields', () => {
  it('refuses over-long values', () => {
    expect(profileFieldProblems({ full_name: 'a'.repeat(101), phone: '1'.repeat(30), country: 'Haiti' })).toEqual({ full_name: 100 });
    expect(profileFieldProblems({ full_name: 'Ana', phone: '', country: '' })).toEqual({});
  });

  it('starts from the user metadata, ignoring non-text values', () => {
    expect(profileFormFromMetadata({ full_name: 'Ana Pierre', phone: 42, country: 'Haiti' })).toEqual({
      full_name: 'Ana Pierre',
      phone: '',
      country: 'Haiti',
    });
    expect(profileFormFromMetadata(undefined)).toEqual({ full_name: '', phone: '', country: '' });
  });
});
