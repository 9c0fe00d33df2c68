import { describe, expect, it } from 'vitest';
import { newPasswordProblem, passwordProblems } from './passwordRules.ts';

describe('password rules', () => {
  it('accepts a password with 8+ characters, upper, lower and a digit', () => {
    expect(passwordProblems('Abcdefg1')).toEqual([]);
  });

  it('names every broken rule in the spec order', () => {
    expect(passwordProblems('')).toEqual([
      'auth.password.minLength',
      'auth.password.uppercase',
      'auth.password.lowercase',
      'auth.password.number',
    ]);
    expect(passwordProblems('Abcdef1')).toEqual(['auth.password.minLength']);
    expect(passwordProblems('abcdefg1')).toEqual(['auth.password.uppercase']);
    expect(passwordProblems('ABCDEFG1')).toEqual(['auth.password.lowercase']);
    expect(passwordProblems('Abcdefgh')).toEqual(['auth.password.number']);
  });

  it('counts non-ASCII letters as letters', () => {
    expect(passwordProblems('Ébène123')).toEqual([]);
  });

  it('a new password must match its confirmation first, then meet the rules', () => {
    expect(newPasswordProblem('Abcdefg1', 'Abcdefg2')).toBe('auth.signup.mismatch');
    expect(newPasswordProblem('weak', 'weak')).toBe('auth.signup.weak');
    expect(newPasswordProblem('Abcdefg1', 'Abcdefg1')).toBeNull();
  });
});
