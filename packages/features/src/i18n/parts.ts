// The app build loads the message catalogue in parts (issue 34.2): one chunk per part and locale, and a page loads the
// parts its first render uses. A part is a domain (a key's first segment: every key starts with its domain, a test
// checks it); `common`'s few messages come with `shell`, which every page shows.

/** The part a message key is loaded with. */
export function messagePart(key: string): string {
  const domain = key.slice(0, key.indexOf('.'));
  return domain === 'common' ? 'shell' : domain;
}
