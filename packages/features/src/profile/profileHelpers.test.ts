import { describe, expect, it } from 'vitest';
import { avatarObjectName, avatarProblem } from './avatar.ts';
import { firstNameFor, splitFullName } from './displayName.ts';
import { planBadge } from './planBadge.ts';

describe('plan badge (SPEC 9)', () => {
  it("says 'Free Plan', 'Lifetime Access' or the tier or type name with 'Plan'", () => {
    expect(planBadge({ subscribed: false, tier: null, type: 'free' })).toEqual({ key: 'profile.plan.free' });
    expect(planBadge({})).toEqual({ key: 'profile.plan.free' });
    expect(planBadge({ subscribed: true, tier: 'Lifetime' })).toEqual({ key: 'profile.plan.lifetime' });
    expect(planBadge({ subscribed: true, tier: 'yearly' })).toEqual({ key: 'profile.plan.yearly' });
    expect(planBadge({ subscribed: true, tier: 'Monthly' })).toEqual({ key: 'profile.plan.monthly' });
    expect(planBadge({ subscribed: true, tier: 'mentorship' })).toEqual({ key: 'profile.plan.named', params: { name: 'Mentorship' } });
    expect(planBadge({ subscribed: false, tier: null, type: 'paid' })).toEqual({ key: 'profile.plan.named', params: { name: 'Paid' } });
    expect(planBadge({ subscribed: false, tier: 'Monthly', type: 'free' })).toEqual({ key: 'profile.plan.free' });
  });
});

describe('first-name display (SPEC 9)', () => {
  it('uses the profile, then the email local part, then nothing', () => {
    expect(firstNameFor({ firstName: ' Ana ', email: 'x@y.z' })).toBe('Ana');
    expect(firstNameFor({ fullName: 'Jean Baptiste', email: 'x@y.z' })).toBe('Jean');
    expect(firstNameFor({ firstName: '', email: 'marie.claire@example.com' })).toBe('marie.claire');
    expect(firstNameFor({ email: null })).toBeNull();
  });

  it('splits a full name into first and last name', () => {
    expect(splitFullName('  Jean  Pierre Baptiste ')).toEqual({ first_name: 'Jean', last_name: 'Pierre Baptiste' });
    expect(splitFullName('Ana')).toEqual({ first_name: 'Ana', last_name: null });
    expect(splitFullName('   ')).toEqual({ first_name: null, last_name: null });
  });
});

describe('avatar', () => {
  it('accepts only an image file of reasonable size', () => {
    expect(avatarProblem(null)).toBe('profile.selectImage');
    expect(avatarProblem({ type: 'image/png', size: 0 })).toBe('profile.emptyFile');
    expect(avatarProblem({ type: 'application/pdf', size: 10 })).toBe('profile.notAnImage');
    expect(avatarProblem({ type: 'image/png', size: 6 * 1024 * 1024 })).toBe('profile.avatarTooLarge');
    expect(avatarProblem({ type: 'image/png', size: 1000 })).toBeNull();
  });

  it('is named <uid>-<random>.<ext>', () => {
    expect(avatarObjectName('u1', 'Me.JPG', () => 0.5)).toBe('u1-500000000000.jpg');
    expect(avatarObjectName('u1', 'noext', () => 0)).toBe('u1-0.png');
  });
});
