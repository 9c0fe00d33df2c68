import { describe, expect, it } from 'vitest';
import { chooseCaptions, currentCueIndex, cuesInOrder, defaultCaptionPreference } from './captionChoice.ts';
import type { LessonCaptions } from './captionTypes.ts';

const cue = (start: number, end: number, text = `at ${start}`) => ({ start, end, text });
const track = (language: LessonCaptions['language'], cues = [cue(0, 2)]): LessonCaptions => ({ language, cues });

describe('chooseCaptions', () => {
  it("shows the reader's language when the lesson has it", () => {
    expect(chooseCaptions([track('pt'), track('ht')], 'ht', defaultCaptionPreference)).toEqual({
      available: ['ht', 'pt'],
      language: 'ht',
      fallback: false,
      on: true,
    });
  });

  it("falls back to another language, in the app's order, and says so", () => {
    expect(chooseCaptions([track('en'), track('pt')], 'ht', defaultCaptionPreference)).toMatchObject({
      language: 'pt',
      fallback: true,
    });
  });

  it('keeps the language the reader chose when the lesson has it, else the reader’s own', () => {
    const chosePt = { on: true, language: 'pt' as const };
    expect(chooseCaptions([track('ht'), track('pt')], 'ht', chosePt)).toMatchObject({ language: 'pt', fallback: false });
    expect(chooseCaptions([track('ht'), track('en')], 'ht', chosePt)).toMatchObject({ language: 'ht', fallback: false });
  });

  it('a chosen language is still a fallback label when the reader’s own is missing', () => {
    expect(chooseCaptions([track('en'), track('pt')], 'ht', { on: true, language: 'en' })).toMatchObject({
      language: 'en',
      fallback: true,
    });
  });

  it('turned off: the transcript keeps its language, the player shows none', () => {
    expect(chooseCaptions([track('ht')], 'ht', { on: false, language: null })).toMatchObject({ language: 'ht', on: false });
  });

  it('a lesson without captions (or with an empty file) has no language and nothing on', () => {
    expect(chooseCaptions([], 'ht', defaultCaptionPreference)).toEqual({ available: [], language: null, fallback: false, on: false });
    expect(chooseCaptions([track('ht', [])], 'ht', defaultCaptionPreference).language).toBeNull();
  });
});

describe('currentCueIndex', () => {
  const cues = [cue(1, 2), cue(2, 4), cue(6, 8)];
  it('is the last cue started, the one before staying lit in a gap', () => {
    expect(currentCueIndex(cues, 0.5)).toBe(-1);
    expect(currentCueIndex(cues, 1)).toBe(0);
    expect(currentCueIndex(cues, 2)).toBe(1);
    expect(currentCueIndex(cues, 5)).toBe(1);
    expect(currentCueIndex(cues, 100)).toBe(2);
    expect(currentCueIndex([], 3)).toBe(-1);
  });
});

describe('cuesInOrder', () => {
  it('sorts by start, equal starts in file order', () => {
    expect(cuesInOrder([cue(5, 6, 'c'), cue(1, 2, 'a'), cue(1, 3, 'b')]).map((c) => c.text)).toEqual(['a', 'b', 'c']);
  });
});
