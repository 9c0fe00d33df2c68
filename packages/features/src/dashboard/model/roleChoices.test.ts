import { describe, expect, it } from 'vitest';
import { roleChoices } from './roleChoices.ts';

const master = { id: 'm', role: 'master' };
const instructor = { id: 'i', role: 'instructor' };

describe('roleChoices (issue 39.12)', () => {
  it('offers a master every role for anyone else', () => {
    expect(roleChoices(master, { id: 's', role: 'student' })).toEqual(['master', 'instructor', 'student']);
    expect(roleChoices(master, { id: 'm2', role: 'master' })).toEqual(['master', 'instructor', 'student']);
  });
  it('never offers an instructor the master role, and leaves a master row as it is', () => {
    expect(roleChoices(instructor, { id: 's', role: 'student' })).toEqual(['instructor', 'student']);
    expect(roleChoices(instructor, { id: 'i2', role: 'instructor' })).toEqual(['instructor', 'student']);
    expect(roleChoices(instructor, { id: 'm', role: 'master' })).toEqual(['master']);
  });
  it("leaves one's own row as it is", () => {
    expect(roleChoices(master, { id: 'm', role: 'master' })).toEqual(['master']);
    expect(roleChoices(instructor, { id: 'i', role: 'instructor' })).toEqual(['instructor']);
  });
});
