// Every spelling of one path that means that path (issue 32.3): the forms a guard comparing strings would miss
// while the library, decoding the path itself, still routes them to the same place. A test sends a guarded request
// through each of them and expects the guard's answer every time.

/** `char` as a percent-escape of its UTF-8 bytes, with upper or lower case hex digits. */
function escape(char: string, upper: boolean): string {
  return [...Buffer.from(char, 'utf8')]
    .map((byte) => `%${byte.toString(16).padStart(2, '0')}`)
    .map((e) => (upper ? e.toUpperCase() : e))
    .join('');
}

/**
 * The spellings of `path` (a canonical path such as `/auth/v1/token`), the path itself excluded:
 * - each character percent-encoded on its own, with lower and upper case hex (`/auth/v1/%74oken`, `%6f` / `%6F`);
 * - every character encoded at once, in either case;
 * - a doubled slash at each slash, a trailing slash (and two);
 * - at each slash a `.` segment (`/./`, `/%2e/`) and a `x/..` detour (`/x/../`, `/x/%2E%2e/`);
 * - one spelling combining an escape, a doubled slash, a dot segment and a trailing slash.
 */
export function pathVariants(path: string): string[] {
  const chars = [...path];
  const variants = new Set<string>();
  chars.forEach((char, index) => {
    if (char === '/') return;
    for (const upper of [false, true]) variants.add(chars.map((c, i) => (i === index ? escape(c, upper) : c)).join(''));
  });
  for (const upper of [false, true]) variants.add(chars.map((c) => (c === '/' ? c : escape(c, upper))).join(''));
  const slashes = chars.flatMap((char, index) => (char === '/' ? [index] : []));
  const insertAt = (index: number, text: string) => path.slice(0, index) + text + path.slice(index);
  for (const at of slashes) {
    variants.add(insertAt(at, '/'));
    for (const detour of ['/.', '/%2e', '/x/..', '/x/%2E%2e']) variants.add(insertAt(at, detour));
  }
  variants.add(`${path}/`);
  variants.add(`${path}//`);
  const last = slashes.at(-1) ?? 0;
  const tail = [...path.slice(last + 1)];
  if (tail.length) variants.add(`/.${path.slice(0, last)}//${escape(tail[0]!, true)}${tail.slice(1).join('')}/`);
  variants.delete(path);
  return [...variants];
}
