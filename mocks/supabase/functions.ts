// MSW handlers for any edge function: an answer, no answer yet, or no answer at all.
import { delay, http, HttpResponse, type JsonBodyType } from 'msw';
import { functionUrl } from './backend.ts';

export function functionJson(name: string, body: JsonBodyType, status = 200) {
  return http.post(functionUrl(name), () => HttpResponse.json(body, { status }));
}

/** The call never answers: the container's pending state, held for its screenshot. */
export function functionPending(name: string) {
  return http.post(functionUrl(name), async () => delay('infinite'));
}

/** The call fails as an unreachable server does (a network error, no HTTP status). */
export function functionUnreachable(name: string) {
  return http.post(functionUrl(name), () => HttpResponse.error());
}
