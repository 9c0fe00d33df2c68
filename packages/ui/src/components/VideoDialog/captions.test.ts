import { describe, expect, it } from 'vitest';
import { captionTextAt, webVttOf, webVttText, webVttTime } from './captions.ts';

describe('webVttTime', () => {
  it('writes hours, minutes, seconds and milliseconds', () => {
    expect(webVttTime(0)).toBe('00:00:00.000');
    expect(webVttTime(62.345)).toBe('00:01:02.345');
    expect(webVttTime(3725.5)).toBe('01:02:05.500');
    expect(webVttTime(-3)).toBe('00:00:00.000');
  });
});

describe('webVttText', () => {
  it('escapes what WebVTT would read as markup or a timing line', () => {
    expect(webVttText('<b>bold</b> & a --> b')).toBe('&lt;b&gt;bold&lt;/b&gt; &amp; a --&gt; b');
  });
  it('keeps lines but drops empty ones, which would end the cue', () => {
    expect(webVttText('one\r\n\n two ')).toBe('one\ntwo');
  });
});

describe('webVttOf', () => {
  it('is a WebVTT file of the cues that have text and time', () => {
    expect(
      webVttOf([
        { start: 1, end: 2.5, text: 'Bonjou' },
        { start: 3, end: 3, text: 'no time' },
        { start: 4, end: 5, text: '  ' },
        { start: 6, end: 8, text: 'Line one\nLine two' },
      ]),
    ).toBe('WEBVTT\n\n00:00:01.000 --> 00:00:02.500\nBonjou\n\n00:00:06.000 --> 00:00:08.000\nLine one\nLine two\n');
  });
  it('of no cues is an empty file', () => {
    expect(webVttOf([])).toBe('WEBVTT\n');
  });
});

describe('captionTextAt', () => {
  const cues = [
    { start: 1, end: 3, text: 'a' },
    { start: 2, end: 4, text: 'b' },
  ];
  it('is the text of the cues running at that second, start included and end excluded', () => {
    expect(captionTextAt(cues, 0.5)).toBe('');
    expect(captionTextAt(cues, 1)).toBe('a');
    expect(captionTextAt(cues, 2.5)).toBe('a\nb');
    expect(captionTextAt(cues, 3)).toBe('b');
    expect(captionTextAt(cues, 4)).toBe('');
  });
});
