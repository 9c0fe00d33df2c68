// An object's name is a path: its segments before the last are folders. On the disk (storageAdapter.ts) a name is a
// file path, so one name cannot be both an object and a folder of another ('a' a file and 'a/b' beneath it): the
// write failed in the adapter (mkdir EEXIST, rename EISDIR) and lite answered 500. The fuzzer found it: an upload to
// `lesson-videos/<uuid>/.` (the gate makes it `<uuid>`) stored a file there, and every later upload under that folder
// answered 500. S3 would keep both, but the academy keeps one rule whichever adapter holds the bytes (the storage
// contract test runs on both): a write (upload, update, move or copy) whose name is an object's folder, or has an
// object as one of its folders, is refused 409 before lite sees it. Two such writes at the same moment may still both
// pass this look; then the disk adapter refuses the second, as it did.
import { jsonResponse } from './responses.ts';

type Query = (sql: string, params: unknown[]) => Promise<Record<string, unknown>[]>;

/** The folders of a name, outermost first: 'a/b/c' has 'a' and 'a/b'. */
export function foldersOf(name: string): string[] {
  const segments = name.split('/');
  return segments.slice(1).map((_, i) => segments.slice(0, i + 1).join('/'));
}

const CLASHING_OBJECT = `select name from storage.objects
  where bucket_id = $1 and (name = any($2::text[]) or starts_with(name, $3)) limit 1`;

/** The 409 for a write of `name` into `bucket` that would make a name both an object and a folder; null when none would. */
export async function folderClash(query: Query, bucket: string, name: string): Promise<Response | null> {
  const [row] = await query(CLASHING_OBJECT, [bucket, foldersOf(name), `${name}/`]);
  if (!row) return null;
  const other = String(row.name);
  const message = name.startsWith(`${other}/`)
    ? `"${other}" is a file in ${bucket}, so it cannot also be a folder of "${name}"`
    : `"${name}" is a folder of other files in ${bucket} (such as "${other}"), so it cannot also be a file`;
  return jsonResponse({ statusCode: '409', error: 'Conflict', message }, 409);
}
