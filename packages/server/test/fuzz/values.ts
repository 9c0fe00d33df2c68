// Values the fuzzer puts in filters and bodies: for a column's type, the right ones (its own stored values among them),
// wrong ones (another type's text, out of range, malformed), empty, huge and unicode; and any value of any type, since
// a request may put anything anywhere.
import fc from 'fast-check';

const HUGE = 6000;

/** Text of every type (what a query string carries). */
const TEXT_BY_KIND: Record<string, string[]> = {
  boolean: ['true', 'false', 't', 'f', 'TRUE', 'yes', 'no', 'on', 'off', '1', '0', 'maybe', 'tru', '2'],
  integer: ['0', '1', '-1', '42', '2147483647', '2147483648', '-2147483649', '9223372036854775808', '1.5', '1e3', '0x10', 'abc', '٣'],
  number: ['1.5', '-0', '0.0001', 'NaN', 'Infinity', '-Infinity', '1e308', '1e400', '.5', '5.', 'abc', '1,5'],
  uuid: [
    '00000000-0000-0000-0000-000000000000',
    'ffffffff-ffff-ffff-ffff-ffffffffffff',
    '{00000000-0000-0000-0000-000000000000}',
    'not-a-uuid',
    '0000',
    '00000000000000000000000000000000',
  ],
  time: [
    '2026-11-27',
    '2026-11-27T10:00:00Z',
    '2026-11-27 10:00:00+02',
    'now',
    'today',
    'epoch',
    'infinity',
    '-infinity',
    '5',
    '2026',
    '2026-13-45',
    '10:00',
    '99999-01-01',
    '0001-01-01 BC',
  ],
  array: ['{}', '{a,b}', '{1,2}', '{"x y",z}', '{{1},{2}}', '{', '{NULL}', 'abc'],
  json: ['{}', '{"a":1}', '[1,2]', 'null', '"x"', '1', '{', '{"a":'],
  text: [
    '',
    'a',
    'coder-ai',
    'a b',
    'a,b',
    'a(b)',
    '"quoted"',
    "it's",
    'a%b',
    'a*b',
    'a\\b',
    'null',
    'NULL',
    'é',
    '名前',
    '🎓',
    '\u0000',
    'a.b.c',
  ],
  range: ['[1,10]', '(1,10)', '[2026-01-01,2026-12-31)', 'empty', '[10,1]', '[a,b]'],
};

/** Which list of texts fits a PostgreSQL type name (format_type's spelling). */
export function kindOf(type: string): keyof typeof TEXT_BY_KIND {
  if (type.endsWith('[]')) return 'array';
  if (type === 'boolean') return 'boolean';
  if (/^(smallint|integer|bigint)$/.test(type)) return 'integer';
  if (/^(numeric|real|double precision)/.test(type)) return 'number';
  if (type === 'uuid') return 'uuid';
  if (/^(timestamp|date|time)/.test(type)) return 'time';
  if (/^jsonb?$/.test(type)) return 'json';
  if (type.endsWith('range')) return 'range';
  return 'text';
}

/** Text of no type in particular: unicode, control characters, huge. */
export const strangeText: fc.Arbitrary<string> = fc.oneof(
  fc.string({ unit: 'grapheme', maxLength: 12 }),
  fc.string({ unit: 'binary', maxLength: 8 }),
  fc.constantFrom(
    '',
    ' ',
    '%',
    '%00',
    '%zz',
    '\n',
    '\r\n',
    '..',
    '/',
    '\\',
    '"',
    "'",
    ',',
    '(',
    ')',
    '.',
    ':',
    '!',
    '*',
    '&',
    '=',
    '#',
    '?',
  ),
  fc.nat({ max: HUGE }).map((n) => 'x'.repeat(n)),
  fc.constant('é'.repeat(HUGE / 4)),
);

function sampleText(sample: unknown): string {
  if (sample instanceof Date) return sample.toISOString();
  if (typeof sample === 'object') return JSON.stringify(sample);
  return String(sample);
}

/** A value as query-string text for a column of this type. */
export function textFor(type: string, samples: unknown[] = []): fc.Arbitrary<string> {
  const own = TEXT_BY_KIND[kindOf(type)]!;
  const arbitraries: fc.WeightedArbitrary<string>[] = [
    { arbitrary: fc.constantFrom(...own), weight: 4 },
    { arbitrary: anyText, weight: 1 },
    { arbitrary: strangeText, weight: 1 },
  ];
  if (samples.length) arbitraries.push({ arbitrary: fc.constantFrom(...samples.map(sampleText)), weight: 4 });
  if (kindOf(type) === 'uuid') arbitraries.push({ arbitrary: fc.uuid(), weight: 1 });
  return fc.oneof(...arbitraries);
}

/** Text of any type. */
export const anyText: fc.Arbitrary<string> = fc.constantFrom(...Object.values(TEXT_BY_KIND).flat());

/** A JSON value for a column of this type in a body: right, of another type, null, huge. */
export function jsonFor(type: string, samples: unknown[] = []): fc.Arbitrary<unknown> {
  const kind = kindOf(type);
  const right: fc.Arbitrary<unknown> =
    kind === 'boolean'
      ? fc.boolean()
      : kind === 'integer'
        ? fc.oneof(fc.integer(), fc.constantFrom(2147483648, -1, 0, 1e20, 1.5))
        : kind === 'number'
          ? fc.oneof(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.constantFrom(0, -0, 1e308))
          : kind === 'array'
            ? fc.array(fc.oneof(fc.string({ maxLength: 6 }), fc.integer()), { maxLength: 3 })
            : kind === 'json'
              ? fc.jsonValue({ maxDepth: 2 })
              : fc.constantFrom(...TEXT_BY_KIND[kind]!);
  const arbitraries: fc.WeightedArbitrary<unknown>[] = [
    { arbitrary: right, weight: 4 },
    // The wrong type: a number for a date, a string "true" for a boolean, an object for text...
    { arbitrary: fc.oneof(fc.integer(), fc.boolean(), anyText, fc.constant(null), fc.object({ maxDepth: 1, maxKeys: 2 })), weight: 2 },
    { arbitrary: strangeText, weight: 1 },
  ];
  if (samples.length) arbitraries.push({ arbitrary: fc.constantFrom(...samples), weight: 3 });
  return fc.oneof(...arbitraries);
}
