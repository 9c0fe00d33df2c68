import { describe, expect, it } from 'vitest';
import {
  authorName,
  canComment,
  canCreateTopic,
  forumAuthorLabel,
  forumName,
  isStaffRole,
  normalizeComment,
  topicBadge,
  validateNewTopic,
  validForumName,
} from './model.ts';

describe('forum roles', () => {
  it('lets students and staff create topics, compared trimmed and case-insensitively', () => {
    expect(canCreateTopic('student')).toBe(true);
    expect(canCreateTopic(' Instructor ')).toBe(true);
    expect(canCreateTopic('MASTER')).toBe(true);
    expect(canCreateTopic('guest')).toBe(false);
    expect(canCreateTopic('')).toBe(false);
    expect(canCreateTopic(null)).toBe(false);
  });

  it('treats only instructor and master as staff', () => {
    expect(isStaffRole('master')).toBe(true);
    expect(isStaffRole('instructor ')).toBe(true);
    expect(isStaffRole('student')).toBe(false);
    expect(isStaffRole(undefined)).toBe(false);
  });

  it('enables the comment box only when a role exists', () => {
    expect(canComment('student')).toBe(true);
    expect(canComment(' Master')).toBe(true);
    expect(canComment('  ')).toBe(false);
    expect(canComment(null)).toBe(false);
  });
});

describe('new topic validation', () => {
  it('requires title and content, trimmed', () => {
    expect(validateNewTopic({ title: '  ', content: 'body' })).toEqual({ ok: false });
    expect(validateNewTopic({ title: 'Title', content: '\n\t' })).toEqual({ ok: false });
  });

  it('defaults the category to general and sets type discussion', () => {
    expect(validateNewTopic({ title: ' Hello ', content: ' World ' })).toEqual({
      ok: true,
      topic: { title: 'Hello', content: 'World', category: 'general', type: 'discussion' },
    });
    expect(validateNewTopic({ title: 'a', content: 'b', category: 'rule' })).toMatchObject({ ok: true, topic: { category: 'rule' } });
  });
});

describe('comments', () => {
  it('trims the text and refuses whitespace-only text', () => {
    expect(normalizeComment('  nice post \n')).toBe('nice post');
    expect(normalizeComment(' \n\t ')).toBeNull();
    expect(normalizeComment('')).toBeNull();
  });
});

describe('author names', () => {
  it('uses first and last name when both exist, else the email, else null', () => {
    expect(authorName({ first_name: 'Ana', last_name: 'Pierre', email: 'a@x.ht' })).toBe('Ana Pierre');
    expect(authorName({ first_name: 'Ana', last_name: null, email: 'a@x.ht' })).toBe('a@x.ht');
    expect(authorName({ first_name: ' ', last_name: ' ', email: '' })).toBeNull();
    expect(authorName(null)).toBeNull();
  });
});

describe('topic badges', () => {
  it('shows Feature, Rule or Setup from the category or the type', () => {
    expect(topicBadge({ category: 'feature', type: 'discussion' })).toBe('Feature');
    expect(topicBadge({ category: 'general', type: 'Setup' })).toBe('Setup');
    expect(topicBadge({ category: ' RULE ', type: null })).toBe('Rule');
    expect(topicBadge({ category: 'general', type: 'discussion' })).toBeNull();
  });
});

describe('forum names (issue 20.5)', () => {
  const labels = { you: 'You', unknown: 'Unknown User' };
  it('shows whatever name the member gave, a single one too, and never an email', () => {
    expect(forumName({ first_name: 'Ana', last_name: 'Pierre' })).toBe('Ana Pierre');
    expect(forumName({ first_name: 'Ana', last_name: null })).toBe('Ana');
    expect(forumName({ first_name: null, last_name: 'Pierre' })).toBe('Pierre');
    expect(forumName({ first_name: ' ', last_name: null, email: 'a@x.ht' })).toBeNull();
  });

  it("labels the reader's own nameless posts 'You' and others' 'Unknown User'", () => {
    expect(forumAuthorLabel(null, true, labels)).toBe('You');
    expect(forumAuthorLabel(null, false, labels)).toBe('Unknown User');
    expect(forumAuthorLabel({ first_name: 'Ana', last_name: null }, true, labels)).toBe('Ana');
  });

  it('shows a member who gave no name under the name the server gave them (issue 39.4), never Unknown User', () => {
    const nameless = { first_name: null, last_name: null, display_name: 'Elèv 4821' };
    expect(forumAuthorLabel(nameless, false, labels)).toBe('Elèv 4821');
    expect(forumAuthorLabel(nameless, true, labels)).toBe('Elèv 4821');
  });

  it('accepts a name of 2 to 60 characters that is not an email', () => {
    expect(validForumName('  Ana   Pierre ')).toBe('Ana Pierre');
    expect(validForumName('A')).toBeNull();
    expect(validForumName('ana@example.ht')).toBeNull();
    expect(validForumName('x'.repeat(61))).toBeNull();
  });
});
