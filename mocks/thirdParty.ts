// Third-party scripts the components load, answered locally so stories and tests never reach the internet.
import { http, HttpResponse } from 'msw';

import { YOUTUBE_STUB_SCRIPT } from './youtubeStubScript.ts';

/** The YouTube IFrame Player API (https://www.youtube.com/iframe_api), answered with the stub player (youtubeStubScript.ts). */
export const youtubeIframeApiStub = http.get(
  'https://www.youtube.com/iframe_api',
  () => new HttpResponse(YOUTUBE_STUB_SCRIPT, { headers: { 'content-type': 'text/javascript' } }),
);
