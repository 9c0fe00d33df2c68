import { describe, expect, it } from 'vitest';
import { localizedField, missingLanguages } from './courseText.ts';

const course = {
  title: 'Jwèt avèk IA',
  description: 'Kreye jwèt 2D.',
  translations: { pt: { title: 'Jogos com IA' }, en: { title: 'Games with AI', description: 'Make 2D games.' } },
};

describe('localizedField', () => {
  it("gives the reader's language, else Creole", () => {
    expect(localizedField(course, 'title', 'pt')).toBe('Jogos com IA');
    expect(localizedField(course, 'description', 'pt')).toBe('Kreye jwèt 2D.');
    expect(localizedField(course, 'description', 'en')).toBe('Make 2D games.');
    expect(localizedField(course, 'title', 'ht')).toBe('Jwèt avèk IA');
  });
  it('skips blank texts and rows without translations', () => {
    expect(localizedField({ title: 'Kou', translations: { pt: { title: '  ' } } }, 'title', 'pt')).toBe('Kou');
    expect(localizedField({ title: 'Kou', description: null }, 'description', 'en')).toBeNull();
  });
});

describe('missingLanguages', () => {
  it('names each language without a title', () => {
    expect(missingLanguages(course)).toEqual([]);
    expect(missingLanguages({ title: 'Kou', translations: { en: { title: 'Course' } } })).toEqual(['pt']);
    expect(missingLanguages({ title: ' ', translations: {} })).toEqual(['ht', 'pt', 'en']);
  });
});
