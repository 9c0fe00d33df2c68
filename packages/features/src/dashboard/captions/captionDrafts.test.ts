import { describe, expect, it } from 'vitest';
import { captionChanges, captionDraftsReducer, hasCaptionChanges, noCaptions, shownCaptions, type CaptionDrafts } from './captionDrafts.ts';

const cues = [{ start: 1, end: 2, text: 'Bonjou' }];
const other = [{ start: 3, end: 4, text: 'Olá' }];
const loaded = captionDraftsReducer(noCaptions, { type: 'loaded', rows: [{ language: 'ht', file_name: 'leson.vtt', cues }] });

describe('the lesson form captions', () => {
  it('starts from what the database holds, changing nothing', () => {
    expect(shownCaptions(loaded.ht)).toEqual({ fileName: 'leson.vtt', cues });
    expect(shownCaptions(loaded.pt)).toBeNull();
    expect(hasCaptionChanges(captionChanges(loaded))).toBe(false);
  });

  it('adds and replaces languages in one upsert', () => {
    let drafts: CaptionDrafts = captionDraftsReducer(loaded, {
      type: 'chosen',
      language: 'pt',
      file: { fileName: 'aula.srt', cues: other },
    });
    drafts = captionDraftsReducer(drafts, { type: 'chosen', language: 'ht', file: { fileName: 'nouvo.vtt', cues: other } });
    expect(captionChanges(drafts)).toEqual({
      upserts: [
        { language: 'ht', cues: other, file_name: 'nouvo.vtt' },
        { language: 'pt', cues: other, file_name: 'aula.srt' },
      ],
      removals: [],
    });
  });

  it('removes a stored language on save, and undo brings it back', () => {
    const removed = captionDraftsReducer(loaded, { type: 'removed', language: 'ht' });
    expect(shownCaptions(removed.ht)).toBeNull();
    expect(captionChanges(removed)).toEqual({ upserts: [], removals: ['ht'] });
    const undone = captionDraftsReducer(removed, { type: 'undone', language: 'ht' });
    expect(undone.ht).toEqual(loaded.ht);
  });

  it('forgets a chosen file that was never saved when it is removed', () => {
    const chosen = captionDraftsReducer(loaded, { type: 'chosen', language: 'en', file: { fileName: 'en.vtt', cues } });
    const removed = captionDraftsReducer(chosen, { type: 'removed', language: 'en' });
    expect(removed.en).toEqual(loaded.en);
    expect(hasCaptionChanges(captionChanges(removed))).toBe(false);
  });

  it('keeps the captions in place when a file is refused, and clears the refusal on the next choice', () => {
    const refusal = { fileName: 'bad.srt', line: 6, reason: 'dashboard.captions.refused.badTimestamp' as const };
    const refused = captionDraftsReducer(loaded, { type: 'refused', language: 'ht', refusal });
    expect(refused.ht).toEqual({ ...loaded.ht, refusal });
    expect(hasCaptionChanges(captionChanges(refused))).toBe(false);
    const chosen = captionDraftsReducer(refused, { type: 'chosen', language: 'ht', file: { fileName: 'good.srt', cues } });
    expect(chosen.ht.refusal).toBeNull();
  });

  it('ignores a stored row in a language the app does not know', () => {
    const drafts = captionDraftsReducer(noCaptions, { type: 'loaded', rows: [{ language: 'fr' as 'ht', file_name: null, cues }] });
    expect(drafts).toEqual(noCaptions);
  });
});

describe('the lesson form captions while the stored ones are read', () => {
  const chosenFile = { fileName: 'premium.ht.vtt', cues: other };

  it('keeps a file chosen before the stored captions arrive, and shows the stored ones under it', () => {
    const chosen = captionDraftsReducer(noCaptions, { type: 'chosen', language: 'ht', file: chosenFile });
    const afterLoad = captionDraftsReducer(chosen, { type: 'loaded', rows: [{ language: 'ht', file_name: 'leson.vtt', cues }] });
    expect(afterLoad.ht).toEqual({ stored: { fileName: 'leson.vtt', cues }, pending: chosenFile, refusal: null });
    expect(captionChanges(afterLoad)).toEqual({ upserts: [{ language: 'ht', cues: other, file_name: 'premium.ht.vtt' }], removals: [] });
  });

  it('keeps a refusal made before the stored captions arrive', () => {
    const refusal = { fileName: 'bad.srt', line: 2, reason: 'dashboard.captions.refused.badTimestamp' as const };
    const refused = captionDraftsReducer(noCaptions, { type: 'refused', language: 'pt', refusal });
    const afterLoad = captionDraftsReducer(refused, { type: 'loaded', rows: [] });
    expect(afterLoad.pt.refusal).toEqual(refusal);
  });

  it('drops a removal of a language the database turns out not to hold', () => {
    const removed = captionDraftsReducer(loaded, { type: 'removed', language: 'ht' });
    const afterLoad = captionDraftsReducer(removed, { type: 'loaded', rows: [] });
    expect(afterLoad.ht).toEqual({ stored: null, pending: null, refusal: null });
    expect(hasCaptionChanges(captionChanges(afterLoad))).toBe(false);
  });

  it('starts another lesson from nothing, whatever the last one held', () => {
    const chosen = captionDraftsReducer(loaded, { type: 'chosen', language: 'pt', file: chosenFile });
    expect(captionDraftsReducer(chosen, { type: 'started' })).toEqual(noCaptions);
  });
});
