// The words of a result that match the query, for <mark>: the same matching as the database's, on the
// client — accents and case ignored, every query word a prefix, and a word within one or two typos of a query
// word (the database corrects typos the same way). Returns plain text parts: React renders them as text, so
// nothing in a title or message is ever read as HTML.

export type TextPart = { text: string; match: boolean };

/** Lower case without accents, as search_fold() in the database. */
export function foldText(value: string): string {
  return value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

function queryWords(query: string): string[] {
  return foldText(query)
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** Edit distance, stopping early beyond `limit`. */
function withinEdits(a: string, b: string, limit: number): boolean {
  if (Math.abs(a.length - b.length) > limit) return false;
  let previous = Array.from({ length: b.length + 1 }, (_, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let best = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min(previous[j]! + 1, current[j - 1]! + 1, previous[j - 1]! + cost);
      best = Math.min(best, current[j]!);
    }
    if (best > limit) return false;
    previous = current;
  }
  return previous[b.length]! <= limit;
}

function matchesWord(word: string, query: readonly string[]): boolean {
  const folded = foldText(word);
  return query.some((typed) => folded.startsWith(typed) || (typed.length >= 4 && withinEdits(folded, typed, typed.length >= 7 ? 2 : 1)));
}

export function highlightParts(text: string, query: string): TextPart[] {
  const words = queryWords(query);
  if (words.length === 0) return [{ text, match: false }];
  const parts: TextPart[] = [];
  for (const piece of text.split(/([\p{L}\p{N}\p{M}]+)/u)) {
    if (piece === '') continue;
    const match = /[\p{L}\p{N}]/u.test(piece) && matchesWord(piece, words);
    const last = parts.at(-1);
    if (last && last.match === match) last.text += piece;
    else parts.push({ text: piece, match });
  }
  return parts;
}
