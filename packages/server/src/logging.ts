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

function writer(level: Level, stream: NodeJS.WriteStream) {
  return (...args: unknown[]) => {
    const parts = args.map(summarize);
    const msg = parts.filter((p) => typeof p === 'string').join(' ');
    const errors = parts.filter((p) => typeof p !== 'string');
    stream.write(JSON.stringify({ t: new Date().toISOString(), level, msg, ...(errors.length ? { details: errors } : {}) }) + '\n');
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
