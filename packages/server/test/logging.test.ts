// Log lines say what happened: a row-level security refusal logged by lite as a bare error object (an "error" with
// an empty message before) is an info line named as a refusal; a client's bad value a warning; real failures stay
// errors, always with a message.
import { describe, expect, it } from 'vitest';
import { logRecord } from '../src/logging.ts';

const pgError = (code: string, message: string) => Object.assign(new Error(message), { name: 'error', code, severity: 'ERROR' });

describe('log records', () => {
  it('logs an RLS refusal as a refusal, not as an error with an empty message', () => {
    const record = logRecord('error', [pgError('42501', 'new row violates row-level security policy for table "courses"')]);
    expect(record.level).toBe('info');
    expect(record.msg).toBe('refused by a row-level security policy: new row violates row-level security policy for table "courses"');
  });

  it("logs a client's bad value as a warning and a server failure as an error, both with a message", () => {
    expect(logRecord('error', [pgError('22P02', 'invalid input syntax for type uuid: "x"')])).toMatchObject({
      level: 'warn',
      msg: expect.stringContaining('invalid input syntax'),
    });
    expect(logRecord('error', [pgError('XX000', 'disk on fire')])).toMatchObject({ level: 'error', msg: 'disk on fire' });
    expect(logRecord('error', ['request failed', { path: '/x' }])).toEqual({
      level: 'error',
      msg: 'request failed',
      details: [{ path: '/x' }],
    });
  });
});
