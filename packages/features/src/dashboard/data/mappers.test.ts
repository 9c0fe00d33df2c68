import { describe, expect, it } from 'vitest';
import { promptToForm, promptTypeFor, type DashboardPrompt } from './prompts.ts';
import { toolToForm } from './tools.ts';
import { imageFileProblem, objectName, isImageFile } from './upload.ts';
import { videoToForm, type CourseOption, type DashboardVideo } from './videos.ts';
import { topicToForm } from './topics.ts';

describe('prompt rows and the form', () => {
  it("derives the badge type from a category naming one, else 'Feature'", () => {
    expect(promptTypeFor(' rule ')).toBe('Rule');
    expect(promptTypeFor('Setup')).toBe('Setup');
    expect(promptTypeFor('Backend')).toBe('Feature');
  });

  it('maps hidden to the Visible switch and falls back to the type as category', () => {
    const row: DashboardPrompt = {
      id: 'p',
      title: 'T',
      text: 'x',
      type: 'Rule',
      category: null,
      author: null,
      is_premium: true,
      is_hidden: true,
      created_at: '',
    };
    expect(promptToForm(row)).toEqual({ title: 'T', text: 'x', category: 'Rule', author: '', is_premium: true, is_visible: false });
  });
});

describe('video rows and the form', () => {
  const courses: CourseOption[] = [{ id: 'c1', title: 'AI Coder', modules: [{ id: 'm1', title: 'Start' }] }];
  const video: DashboardVideo = {
    id: 'v',
    title: 'Intro',
    description: null,
    youtube_url: 'https://youtu.be/x',
    thumbnail_url: null,
    is_private: true,
    is_hidden: false,
    module_id: 'm1',
    created_at: '',
  };

  it('pre-fills the course from the video’s module', () => {
    expect(videoToForm(video, courses)).toEqual({
      title: 'Intro',
      description: '',
      translations: { pt: { title: '', description: '' }, en: { title: '', description: '' } },
      youtube_url: 'https://youtu.be/x',
      course_id: 'c1',
      module_id: 'm1',
      is_private: true,
      thumbnail_url: '',
    });
  });

  it('leaves the course empty for a video outside any module', () => {
    expect(videoToForm({ ...video, module_id: null }, courses)).toMatchObject({ course_id: '', module_id: '' });
  });
});

describe('tools and topics', () => {
  it('shows tags as comma-separated text', () => {
    expect(
      toolToForm({
        id: 't',
        name: 'N',
        description: null,
        category: 'AI',
        url: 'https://n.ht',
        logo_url: null,
        tags: ['a', 'b'],
        created_at: '',
      }).tags,
    ).toBe('a, b');
  });

  it('pre-fills a topic with its title, content and category', () => {
    expect(
      topicToForm({
        id: 's',
        title: 'T',
        content: 'C',
        category: 'Rule',
        type: null,
        is_hidden: false,
        created_by: null,
        created_at: null,
        author: null,
      }),
    ).toEqual({
      title: 'T',
      content: 'C',
      category: 'Rule',
    });
  });
});

describe('image uploads', () => {
  it('names objects randomly and keeps a lower-case extension', () => {
    expect(objectName('My Logo.PNG', () => 'r1')).toBe('r1.png');
    expect(objectName('no-extension', () => 'r2')).toBe('r2.img');
  });

  it('accepts only image types', () => {
    expect(isImageFile({ type: 'image/webp' })).toBe(true);
    expect(isImageFile({ type: 'application/pdf' })).toBe(false);
  });

  it('refuses an empty file or another type before sending, saying which', () => {
    expect(imageFileProblem({ type: 'image/png', size: 0 })).toBe('dashboard.form.emptyFile');
    expect(imageFileProblem({ type: 'application/pdf', size: 10 })).toBe('dashboard.form.notImage');
    expect(imageFileProblem({ type: 'image/png', size: 10 })).toBeNull();
  });
});
