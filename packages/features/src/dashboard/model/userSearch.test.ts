import { describe, expect, it } from 'vitest';
import { pageCount, pageRange, searchWords, userSearchFilter } from './userSearch.ts';

describe('userSearchFilter', () => {
  it('is null for a blank query (no filter: every user)', () => {
    expect(userSearchFilter('   ')).toBeNull();
  });

  it('matches one word against email, first name and last name', () => {
    expect(userSearchFilter('Ada')).toBe('and(or(email.ilike.*Ada*,first_name.ilike.*Ada*,last_name.ilike.*Ada*))');
  });

  it('requires every word (AND of one OR group per word) so a full name matches across first and last name', () => {
    expect(userSearchFilter('ada  love')).toBe(
      'and(or(email.ilike.*ada*,first_name.ilike.*ada*,last_name.ilike.*ada*),or(email.ilike.*love*,first_name.ilike.*love*,last_name.ilike.*love*))',
    );
  });

  it('turns PostgREST syntax characters into separators instead of passing them through', () => {
    expect(searchWords('a,b(c)*d%e')).toEqual(['a', 'b', 'c', 'd', 'e']);
    expect(searchWords(`f"g\\h:i'j`)).toEqual(['f', 'g', 'h', 'i', 'j']);
    // Only the tree's own parentheses remain: the input cannot close a group or add a filter.
    expect(userSearchFilter('x),role.eq.master')).toBe(
      'and(or(email.ilike.*x*,first_name.ilike.*x*,last_name.ilike.*x*),or(email.ilike.*role.eq.master*,first_name.ilike.*role.eq.master*,last_name.ilike.*role.eq.master*))',
    );
  });

  it('uses at most five words', () => {
    expect(searchWords('a b c d e f g')).toHaveLength(5);
  });

  it('keeps dots, @ and dashes so whole emails can be searched', () => {
    expect(searchWords('ana.silva-2@mail.ht')).toEqual(['ana.silva-2@mail.ht']);
  });
});

describe('paging', () => {
  it('maps 0-based pages to inclusive ranges', () => {
    expect(pageRange(0, 25)).toEqual({ from: 0, to: 24 });
    expect(pageRange(3, 25)).toEqual({ from: 75, to: 99 });
    expect(pageRange(-1, 25)).toEqual({ from: 0, to: 24 });
  });

  it('counts at least one page', () => {
    expect(pageCount(0, 25)).toBe(1);
    expect(pageCount(25, 25)).toBe(1);
    expect(pageCount(26, 25)).toBe(2);
    expect(pageCount(5000, 25)).toBe(200);
  });
});
