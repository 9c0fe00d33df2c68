import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../i18n/catalog.ts';

// SPEC.md's quoted messages of the academy area, exactly as quoted, in the default (ht) catalog under
// the keys the screens use.
const quotedBySpec: Record<string, string> = {
  'academy.progress.title': 'Course Progress',
  'academy.progress.completed': 'Course Completed!',
  'academy.progress.continue': 'Continue Learning',
  'academy.progress.viewCertificate': 'View Certificate',
  'academy.progress.loadError': 'Failed to load progress data',
  'academy.progress.signIn': 'Please log in to track your progress',
  'academy.course.loading': 'Loading course content...',
  'academy.course.empty': 'No content available.',
  'academy.course.error': 'Failed to load course content.',
  'academy.video.markCompleted': 'Mark as Completed',
  'academy.video.saving': 'Saving...',
  'academy.video.completed': 'Completed!',
  'academy.video.completedToast': 'Video marked as completed!',
  'academy.video.saveError': 'Failed to save progress',
  'academy.video.loadError': 'Failed to load video progress',
  'academy.automation.moduleTitle': 'Automation Fundamentals',
};

describe('academy: SPEC-quoted messages are verbatim in ht', () => {
  const ht = buildCatalog('ht');
  it.each(Object.entries(quotedBySpec))('%s', (key, quoted) => {
    expect(ht[key]).toBe(quoted);
  });

  it("counts read 'N of M Modules Complete' and 'N of M Videos Watched'", () => {
    expect(ht['academy.progress.modules']).toMatchObject({ other: '{done} of {count} Modules Complete' });
    expect(ht['academy.progress.videos']).toMatchObject({ other: '{done} of {count} Videos Watched' });
  });
});
