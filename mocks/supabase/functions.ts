// MSW handler for any edge function: answers `body` with `status`.
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { functionUrl } from './backend.ts';

export function functionJson(name: string, body: JsonBodyType, status = 200) {
  return http.post(functionUrl(name), () => HttpResponse.json(body, { status }));
}
