// `pnpm dev:mock`: the whole app in the browser against these MSW handlers, with no server. The same fixtures and
// factories as the stories (and their default handlers), on one backend address. Signed out it is a visitor's app;
// signing in with marie@academy.ht is a master (every screen, the dashboard too), with any other address a learner.
// Writes succeed without changing what later reads answer. Strict as the stories are: a backend call no handler
// answers fails, and is listed in `window.__academyUnhandledRequests` (src/devMock.ts).
import { http, HttpResponse, type JsonBodyType, type RequestHandler } from 'msw';
import { certificate, courseLessons, progressStarted } from './fixtures/academy.ts';
import { captionWriteHandlers } from './fixtures/captionWrites.ts';
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
import { authSession, sessionBody, userBody, type MockUser } from './supabase/auth.ts';
import { authUrl, restUrl, STORY_ANON_KEY, STORY_BACKEND_URL } from './supabase/backend.ts';
import { functionJson } from './supabase/functions.ts';
import { restRows } from './supabase/rest.ts';
import { storageUpload } from './supabase/storage.ts';
import { defaultHandlers } from './defaultHandlers.ts';

/** The staff account of `pnpm dev:mock` (a master: every screen, the dashboard too, can be reached). */
export const devMockUser: MockUser = { id: 'u3', email: 'marie@academy.ht', user_metadata: { full_name: 'Marie Claire' } };
/** Signing in with any other address is this learner (free plan), to see the app as a member does. */
export const devMockLearner: MockUser = { id: 'u9', email: 'learner@academy.ht', user_metadata: { full_name: 'Jean Baptiste' } };

function profileOf(user: MockUser) {
  const staff = user.id === devMockUser.id;
  return {
    id: user.id,
    email: user.email,
    first_name: staff ? 'Marie' : 'Jean',
    last_name: staff ? 'Claire' : 'Baptiste',
    phone: null,
    country: 'HT',
    avatar_url: null,
    locale: null,
    type: 'free',
    role: staff ? 'master' : 'student',
    created_at: '2025-01-01T00:00:00Z',
  };
}

/** The account a request is made for, from the subject of its bearer token (sessionBody's payload). */
function signedInAs(request: Request): MockUser {
  const token = (request.headers.get('authorization') ?? '').replace(/^Bearer /i, '');
  try {
    const payload = JSON.parse(atob(token.split('.')[1]!.replace(/-/g, '+').replace(/_/g, '/'))) as { sub?: string };
    return payload.sub === devMockLearner.id ? devMockLearner : devMockUser;
  } catch {
    return devMockUser;
  }
}

/** Sign-in with marie@academy.ht is the master; with any other address, the learner. Any password. */
const authHandlers = [
  http.post(authUrl('token'), async ({ request }) => {
    const { email } = (await request
      .clone()
      .json()
      .catch(() => ({}))) as { email?: string };
    return HttpResponse.json(sessionBody(email && email !== devMockUser.email ? devMockLearner : devMockUser));
  }),
  http.get(authUrl('user'), ({ request }) => HttpResponse.json(userBody(signedInAs(request)))),
  ...authSession(devMockUser),
];

/** user_profiles: the signed-in profile when one row is asked for (role, profile page), the users list otherwise. */
const userProfiles = http.get(restUrl('user_profiles'), ({ request }) => {
  if ((request.headers.get('accept') ?? '').includes('application/vnd.pgrst.object'))
    return HttpResponse.json(profileOf(signedInAs(request)));
  return HttpResponse.json(users, { headers: { 'content-range': `0-${users.length - 1}/${users.length}` } });
});

const rpc = (name: string, body: JsonBodyType) => http.post(restUrl(`rpc/${name}`), () => HttpResponse.json(body));

export const devMockHandlers: RequestHandler[] = [
  http.get('/config.json', () => HttpResponse.json({ supabaseUrl: STORY_BACKEND_URL, supabaseAnonKey: STORY_ANON_KEY })),
  ...authHandlers,
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
  // The mock checkout below returns to this session id, which is the mock member's own and paid.
  checkSubscription(undefined, { cs_test_dev_mock: 'paid' }),
  createCheckout({ url: '/checkout-success?session_id=cs_test_dev_mock' }),
  customerPortal('error'),
  functionJson('newsletter-subscribe', { status: 'check_your_email' }, 202),
  functionJson('newsletter-confirm', { status: 'confirmed' }),
  functionJson('newsletter-unsubscribe', { status: 'unsubscribed' }),
  newsletterSend({ status: 'sent', total: 12, sent: 12, failed: 0, pending: 0 }, 3000),
  newsletterDeliveries({ total: 12, sent: 7 }),
  functionJson('notify-unsubscribe', { status: 'unsubscribed' }),
  // The lesson form's caption files (issue 38): an upsert of several languages answers each row it saved.
  ...captionWriteHandlers(),
  ...writeHandlers,
  // Under the handlers above (MSW answers with the first that matches): what every story gets too.
  ...defaultHandlers,
];
