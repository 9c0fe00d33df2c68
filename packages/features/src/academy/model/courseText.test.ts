import { describe, expect, it } from 'vitest';
import { lessonInLanguage, localizedField, missingLanguages } from './courseText.ts';

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

describe('lessonInLanguage', () => {
  const lesson = {
    id: 'l1',
    title: 'Enstale zouti yo',
    description: 'Premye etap la.',
    translations: { pt: { title: 'Instale as ferramentas' } },
    module_title: 'Kòmansman',
    module_translations: { pt: { title: 'Começo' }, en: { title: 'Getting started' } },
  };
  it("gives the lesson's and its module's texts in the reader's language, else Creole, keeping the rest", () => {
    expect(lessonInLanguage(lesson, 'pt')).toEqual({
      ...lesson,
      title: 'Instale as ferramentas',
      description: 'Premye etap la.',
      module_title: 'Começo',
    });
    expect(lessonInLanguage(lesson, 'en')).toMatchObject({ title: 'Enstale zouti yo', module_title: 'Getting started' });
    expect(lessonInLanguage(lesson, 'ht')).toBe(lesson);
  });
  it('leaves a lesson without a module or texts as it is', () => {
    const bare = { id: 'l2', title: 'Kou', description: null, module_title: null };
    expect(lessonInLanguage(bare, 'pt')).toEqual(bare);
  });
});
