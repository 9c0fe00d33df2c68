// `pnpm dev:mock`: the whole app in the browser against these MSW handlers, with no server. The same fixtures and
// factories as the stories, on one backend address; the signed-in account is a master, so every screen (the
// dashboard too) can be reached. Writes succeed without changing what later reads answer.
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { certificate, courseLessons, progressStarted } from './fixtures/academy.ts';
import { forumHandlers } from './fixtures/community.ts';
import {
  courses,
  dashboardHandlers,
  modules,
  newsletters,
  statsHandlers,
  tableHandlers,
  users,
  videos,
  writeHandlers,
} from './fixtures/dashboard.ts';
import { promptsHandlers } from './fixtures/prompts.ts';
import { searchHandlers } from './fixtures/search.ts';
import { toolsHandlers } from './fixtures/tools.ts';
import { checkSubscription, createCheckout, customerPortal } from './functions/subscription.ts';
import { newsletterDeliveries, newsletterSend } from './functions/newsletter.ts';
import { authSession, type MockUser } from './supabase/auth.ts';
import { restUrl, STORY_ANON_KEY, STORY_BACKEND_URL } from './supabase/backend.ts';
import { functionJson } from './supabase/functions.ts';
import { restRows } from './supabase/rest.ts';
import { storagePublicObjects, storageUpload } from './supabase/storage.ts';
import { youtubeIframeApiStub } from './thirdParty.ts';

export const devMockUser: MockUser = { id: 'u3', email: 'marie@academy.ht', user_metadata: { full_name: 'Marie Claire' } };
const devMockProfile = {
  id: devMockUser.id,
  email: devMockUser.email,
  first_name: 'Marie',
  last_name: 'Claire',
  phone: null,
  country: 'HT',
  avatar_url: null,
  locale: null,
  type: 'free',
  role: 'master',
  created_at: '2025-01-01T00:00:00Z',
};

/** user_profiles: the signed-in profile when one row is asked for (role, profile page), the users list otherwise. */
const userProfiles = http.get(restUrl('user_profiles'), ({ request }) => {
  if ((request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object')) return HttpResponse.json(devMockProfile);
  return HttpResponse.json(users, { headers: { 'content-range': `0-${users.length - 1}/${users.length}` } });
});

const rpc = (name: string, body: JsonBodyType) => http.post(restUrl(`rpc/${name}`), () => HttpResponse.json(body));

export const devMockHandlers: RequestHandler[] = [
  http.get('/config.json', () => HttpResponse.json({ supabaseUrl: STORY_BACKEND_URL, supabaseAnonKey: STORY_ANON_KEY })),
  ...authSession(devMockUser),
  userProfiles,
  ...statsHandlers({ users: 1204, paid: 87, videos: 36 }),
  ...restRows('lesson_catalog', courseLessons),
  ...restRows('video_progress', progressStarted),
  rpc('issue_certificate', { ...certificate, user_id: devMockUser.id, course_id: 'course-coder-ai' }),
  rpc('verify_certificate', [
    {
      certificate_id: certificate.id,
      learner_name: certificate.learner_name,
      course_title: certificate.course_title,
      issued_at: certificate.issued_at,
    },
  ]),
  ...promptsHandlers(),
  ...searchHandlers(),
  ...toolsHandlers(),
  ...forumHandlers({ staff: true }),
  ...tableHandlers('videos', videos),
  ...tableHandlers('courses', courses),
  ...tableHandlers('modules', modules),
  ...tableHandlers('newsletters', newsletters),
  ...dashboardHandlers.prompts,
  ...dashboardHandlers.uploads,
  ...storageUpload('avatars'),
  storagePublicObjects,
  // The mock checkout below returns to this session id, which is the mock member's own and paid.
  checkSubscription(undefined, { cs_test_dev_mock: 'paid' }),
  createCheckout({ url: '/checkout-success?session_id=cs_test_dev_mock' }),
  customerPortal('error'),
  functionJson('newsletter-subscribe', { status: 'check_your_email' }, 202),
  functionJson('newsletter-confirm', { status: 'confirmed' }),
  functionJson('newsletter-unsubscribe', { status: 'unsubscribed' }),
  newsletterSend({ status: 'sent', total: 12, sent: 12, failed: 0, pending: 0 }, 3000),
  newsletterDeliveries({ total: 12, sent: 7 }),
  youtubeIframeApiStub,
  ...writeHandlers,
];
