// MSW handlers for storage uploads.
import { http, HttpResponse } from 'msw';
import { storageUrl } from './backend.ts';

/** Uploads to `bucket` succeed (object key echoed back). */
export function storageUpload(bucket: string) {
  return [http.post(storageUrl(`object/${bucket}/*`), ({ request }) => HttpResponse.json({ Key: new URL(request.url).pathname.split('/object/')[1], Id: 'object-id' }))];
}

/** Uploads to `bucket` fail with the storage service's error shape. */
export function storageError(bucket: string, message: string, status = 400) {
  return [http.post(storageUrl(`object/${bucket}/*`), () => HttpResponse.json({ statusCode: String(status), error: 'Error', message }, { status }))];
}
