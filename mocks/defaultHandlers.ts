// The handlers every mocked screen gets unless it says otherwise: the stories' worker (storyWorker.ts) starts with
// them, and `pnpm dev:mock` (devMock.ts) puts them under its own, so a call a screen makes on every page is answered
// the same way in both.
import type { RequestHandler } from 'msw';
import { discussionDefaults } from './fixtures/academy.ts';
import { lessonCaptions } from './fixtures/captions.ts';
import { restRows } from './supabase/rest.ts';
import { storagePublicObjects } from './supabase/storage.ts';
import { youtubeIframeApiStub } from './thirdParty.ts';

/**
 * Public images, the YouTube player script, the lesson discussions (none), lesson captions (none), and the top bar's
 * notification bell of a signed-in member (no notifications).
 */
export const defaultHandlers: RequestHandler[] = [
  storagePublicObjects,
  youtubeIframeApiStub,
  ...discussionDefaults,
  lessonCaptions([]),
  ...restRows('notifications', []),
];
