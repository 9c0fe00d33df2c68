// The body of a storage move or copy (`POST /storage/v1/object/move|copy`, supabase-js's move() and copy()) is checked
// before lite sees it: lite hands the keys to the storage adapter, which refuses a folder name or a climbing key, and
// lite answered that refusal 500 (found by the fuzzer: a destination ending in '/'). The Storage API answers 400.
// A destination that would make a name both an object and a folder is refused 409 (storageFolders.ts).
import { jsonResponse } from './responses.ts';
import { isObjectName } from './storageAdapter.ts';
import { folderClash } from './storageFolders.ts';
import { jsonObjectBody } from './storageList.ts';

const MOVES = new Set(['/storage/v1/object/move', '/storage/v1/object/copy']);

/** A 400 for a move or copy naming a key that is not an object's name, a 409 for one whose destination clashes with a folder; null for anything else (lite answers it). */
export async function storageMoveProblem(
  request: Request,
  pathname: string,
  query: Parameters<typeof folderClash>[0],
): Promise<Response | null> {
  if (request.method !== 'POST' || !MOVES.has(pathname)) return null;
  const body = await jsonObjectBody(request);
  if (!body) return null;
  for (const field of ['sourceKey', 'destinationKey'] as const) {
    const key = body[field];
    if (typeof key === 'string' && !isObjectName(key))
      return jsonResponse({ statusCode: '400', error: 'InvalidKey', message: `Invalid key: ${field} must name an object` }, 400);
  }
  const bucket = typeof body.destinationBucket === 'string' ? body.destinationBucket : body.bucketId;
  if (typeof bucket !== 'string' || typeof body.destinationKey !== 'string') return null;
  return folderClash(query, bucket, body.destinationKey);
}
