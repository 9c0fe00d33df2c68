// "The same request answered identically" by the server with the plain path and the one without: the same status,
// content type, Content-Range and body, once what is volatile by nature is set aside: ids and times the database made
// up for this very request (a UUID or timestamp that the request did not carry), the order of rows of a read that
// asked for no order (SQL leaves it open), and which rows a window of such a read holds (only how many).
import type { Answer } from './servers.ts';

const UUID = /[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}/gi;
const TIMESTAMP = /\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}:\d{2}(\.\d+)?(Z|[+-]\d{2}(:?\d{2})?)?/g;

function maskText(text: string, requestText: string): string {
  return text
    .replace(UUID, (id) => (requestText.includes(id) ? id : '<uuid>'))
    .replace(TIMESTAMP, (time) => (requestText.includes(time) ? time : '<time>'));
}

function mask(value: unknown, requestText: string, ordered: boolean): unknown {
  if (typeof value === 'string') return maskText(value, requestText);
  if (Array.isArray(value)) {
    const items = value.map((item) => mask(item, requestText, true));
    return ordered ? items : items.map((item) => JSON.stringify(item)).sort();
  }
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, mask(item, requestText, true)]));
  }
  return value;
}

/** The parts of an answer that must match, as one text. */
export function comparable(answer: Answer, requestText: string, ordered: boolean, windowed = false): string {
  const text = answer.body.toString('utf8');
  let body: unknown = maskText(text, requestText);
  try {
    const parsed: unknown = JSON.parse(text);
    body = windowed && Array.isArray(parsed) ? { rows: parsed.length } : mask(parsed, requestText, ordered);
  } catch {
    // not JSON: compared as masked text
  }
  return JSON.stringify(
    {
      status: answer.status,
      contentType: answer.headers['content-type'] ?? null,
      contentRange: answer.headers['content-range'] ?? null,
      body,
    },
    null,
    1,
  );
}
