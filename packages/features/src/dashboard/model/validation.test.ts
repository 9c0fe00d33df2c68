import { describe, expect, it } from 'vitest';
import {
  emptyNewsletter,
  emptyPrompt,
  emptyTool,
  emptyTopic,
  emptyVideo,
  formatTags,
  INVALID_URL,
  isWebUrl,
  parseTags,
  REQUIRED,
  validateNewsletter,
  validatePrompt,
  validateTool,
  validateTopic,
  validateVideo,
} from './validation.ts';

describe('video form', () => {
  it('requires a title and a video URL, nothing else', () => {
    expect(validateVideo(emptyVideo)).toEqual({ title: REQUIRED, youtube_url: REQUIRED });
    expect(validateVideo({ ...emptyVideo, title: 'Intro', youtube_url: 'https://youtu.be/dQw4w9WgXcQ' })).toEqual({});
  });

  it('treats whitespace as empty and refuses a link that is not http(s)', () => {
    expect(validateVideo({ ...emptyVideo, title: '   ', youtube_url: 'javascript:alert(1)' })).toEqual({
      title: REQUIRED,
      youtube_url: INVALID_URL,
    });
  });
});

describe('prompt form', () => {
  it('requires title, text, category and author', () => {
    expect(Object.keys(validatePrompt(emptyPrompt)).sort()).toEqual(['author', 'category', 'text', 'title']);
    expect(validatePrompt({ ...emptyPrompt, title: 't', text: 'x', category: 'Rule', author: 'Ana' })).toEqual({});
  });
});

describe('tool form', () => {
  it('requires name, description, category and an http(s) site; logo and tags are optional', () => {
    expect(validateTool(emptyTool)).toEqual({ name: REQUIRED, description: REQUIRED, category: REQUIRED, url: REQUIRED });
    const ok = { ...emptyTool, name: 'Cursor', description: 'AI editor', category: 'AI', url: 'https://cursor.com' };
    expect(validateTool(ok)).toEqual({});
    expect(validateTool({ ...ok, url: 'cursor.com' })).toEqual({ url: INVALID_URL });
  });
});

describe('topic form', () => {
  it('requires Topic Title, Topic Description and Topic Category', () => {
    expect(validateTopic(emptyTopic)).toEqual({ title: REQUIRED, content: REQUIRED, category: REQUIRED });
    expect(validateTopic({ title: 'Hi', content: 'Body', category: 'Feature' })).toEqual({});
  });
});

describe('newsletter form', () => {
  it('requires Email Title and Email Body; the image is optional', () => {
    expect(validateNewsletter(emptyNewsletter)).toEqual({ title: REQUIRED, body: REQUIRED });
    expect(validateNewsletter({ ...emptyNewsletter, title: 'Week 1', body: '<p>Hi</p>' })).toEqual({});
  });
});

describe('isWebUrl', () => {
  it.each([
    ['https://example.com', true],
    ['http://localhost:3000/x', true],
    [' https://example.com/path?q=1 ', true],
    ['ftp://example.com', false],
    ['mailto:a@b.c', false],
    ['example.com', false],
    ['', false],
  ])('%s -> %s', (value, expected) => expect(isWebUrl(value)).toBe(expected));
});

describe('tags', () => {
  it('splits on commas, trims, drops empties and case-insensitive repeats', () => {
    expect(parseTags(' ai, no-code ,, Design, AI ')).toEqual(['ai', 'no-code', 'Design']);
    expect(parseTags('')).toEqual([]);
  });

  it('round-trips through the text field', () => {
    expect(parseTags(formatTags(['a', 'b c']))).toEqual(['a', 'b c']);
    expect(formatTags(null)).toBe('');
  });
});
