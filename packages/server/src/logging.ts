// Structured logs for the server process: one JSON object per line. lite prints database errors
// with console.error(error), whole objects that include the query's parameters (user content);
// those become one line holding only the error's name, code and message.
import { format } from 'node:util';

type Level = 'debug' | 'info' | 'warn' | 'error';

function summarize(value: unknown): unknown {
  if (value instanceof Error || (value && typeof value === 'object' && 'message' in value && ('code' in value || 'severity' in value))) {
    const error = value as { name?: string; code?: unknown; message?: unknown };
    return { name: error.name, code: error.code, message: error.message };
  }
  if (typeof value === 'string') return value;
  if (value && Object.getPrototypeOf(value) === Object.prototype) return value; // our own structured fields
  return format('%o', value).slice(0, 2000);
}

type LogRecord = { level: Level; msg: string; details?: unknown[] };

/**
 * What a database error logged on its own (lite does `console.error(error)`) really is. A refusal by a row-level
 * security policy or a privilege check (42501) is the database doing its job for a client that asked too much:
 * info, named as such. Other mistakes of the client's making (bad values, constraint violations, raised
 * exceptions: classes 22, 23, 42, P0, PT) are warnings. Anything else stays an error. The message is never empty.
 */
function classify(level: Level, msg: string, details: unknown[]): LogRecord {
  const only = details.length === 1 ? (details[0] as { code?: unknown; message?: unknown } | null) : null;
  const code = typeof only?.code === 'string' ? only.code : '';
  const message = typeof only?.message === 'string' ? only.message : '';
  if (msg || level !== 'error' || !only) return { level, msg, ...(details.length ? { details } : {}) };
  if (code === '42501') return { level: 'info', msg: `refused by a row-level security policy: ${message}`, details };
  if (/^(22|23|42|P0|PT)/.test(code)) return { level: 'warn', msg: `database refused a client's request: ${message}`, details };
  return { level, msg: message || 'error', details };
}

/** One log line's fields for a console call (exported for tests). */
export function logRecord(level: Level, args: unknown[]): LogRecord {
  const parts = args.map(summarize);
  const msg = parts.filter((p) => typeof p === 'string').join(' ');
  const details = parts.filter((p) => typeof p !== 'string');
  return classify(level, msg, details);
}

function writer(level: Level, stream: NodeJS.WriteStream) {
  return (...args: unknown[]) => {
    stream.write(JSON.stringify({ t: new Date().toISOString(), ...logRecord(level, args) }) + '\n');
  };
}

/** Routes console.* of the whole process (ours and libraries') to JSON lines on stderr. */
export function installStructuredConsole(): void {
  console.error = writer('error', process.stderr);
  console.warn = writer('warn', process.stderr);
  console.info = writer('info', process.stderr);
  console.log = writer('info', process.stderr);
  console.debug = writer('debug', process.stderr);
}
