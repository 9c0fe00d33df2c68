import { describe, expect, it } from 'vitest';
import { emptyCourse, slugError, slugFromTitle, validateCourse } from './courseForm.ts';
import { missingLanguages, rowFromTexts, textsFromRow } from './localizedTexts.ts';
import { inOrder, moveIds } from './reorder.ts';
import { REQUIRED } from './validation.ts';

describe('moveIds: the whole new order after a drop', () => {
  const ids = ['a', 'b', 'c', 'd'];
  it('puts the moved item before or after its target', () => {
    expect(moveIds(ids, new Set(['d']), 'a', 'before')).toEqual(['d', 'a', 'b', 'c']);
    expect(moveIds(ids, new Set(['a']), 'c', 'after')).toEqual(['b', 'c', 'a', 'd']);
    expect(moveIds(ids, new Set(['b', 'd']), 'a', 'before')).toEqual(['b', 'd', 'a', 'c']);
  });
  it('leaves the order alone for a drop on an item, on itself, or on an unknown target', () => {
    expect(moveIds(ids, new Set(['a']), 'c', 'on')).toEqual(ids);
    expect(moveIds(ids, new Set(['b']), 'b', 'after')).toEqual(ids);
    expect(moveIds(ids, new Set(['b']), 'zz', 'after')).toEqual(ids);
  });
  it('orders items by ids, keeping unnamed items after', () => {
    expect(inOrder([{ id: 'a' }, { id: 'b' }, { id: 'c' }], ['c', 'a']).map((i) => i.id)).toEqual(['c', 'a', 'b']);
  });
});

describe('texts in three languages', () => {
  it('reads Creole from the columns and the others from translations', () => {
    const texts = textsFromRow({ title: 'Kou', description: null, translations: { pt: { title: 'Curso' } } });
    expect(texts).toEqual({
      ht: { title: 'Kou', description: '' },
      pt: { title: 'Curso', description: '' },
      en: { title: '', description: '' },
    });
  });
  it('writes trimmed texts and leaves empty ones out of translations', () => {
    expect(
      rowFromTexts({
        ht: { title: ' Kou ', description: ' ' },
        pt: { title: 'Curso', description: '' },
        en: { title: '', description: '' },
      }),
    ).toEqual({ title: 'Kou', description: null, translations: { pt: { title: 'Curso' } } });
  });
  it('names the languages a reader would fall back from', () => {
    const texts = {
      ht: { title: 'Kou', description: 'D' },
      pt: { title: 'Curso', description: '' },
      en: { title: 'Course', description: 'D' },
    };
    expect(missingLanguages(texts)).toEqual(['pt']);
    expect(missingLanguages({ ...texts, ht: { title: 'Kou', description: '' }, en: { title: '', description: '' } })).toEqual(['en']);
    expect(
      missingLanguages({ ht: { title: 'K', description: '' }, pt: { title: 'C', description: '' }, en: { title: 'C', description: '' } }),
    ).toEqual([]);
  });
});

describe('course form rules', () => {
  it('takes the database slug rules', () => {
    expect(slugError('')).toBe(REQUIRED);
    expect(slugError('coder-ai')).toBeNull();
    expect(slugError('Coder AI')).toBe('dashboard.courses.slugFormat');
    expect(slugError('a--b')).toBe('dashboard.courses.slugFormat');
    expect(slugError('x'.repeat(81))).toBe('dashboard.courses.slugFormat');
    expect(slugError('all')).toBe('dashboard.courses.slugReserved');
    expect(slugError('automation')).toBe('dashboard.courses.slugReserved');
  });
  it('suggests a slug from a title', () => {
    expect(slugFromTitle("  Entwodiksyon à l'IA! ")).toBe('entwodiksyon-a-l-ia');
  });
  it('requires the Creole title, and a month for an announced course', () => {
    expect(validateCourse(emptyCourse)).toEqual({ slug: REQUIRED, title: REQUIRED });
    const announced = { ...emptyCourse, slug: 'game-ai', title: 'Jwèt', state: 'announced' as const };
    expect(validateCourse(announced)).toEqual({ planned_month: 'dashboard.courses.plannedMonthRequired' });
    expect(validateCourse({ ...announced, planned_month: '2027-02' })).toEqual({});
  });
});
