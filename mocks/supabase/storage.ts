// MSW handlers for storage: uploads per bucket and public object reads.
import { http, HttpResponse } from 'msw';
import { storageUrl } from './backend.ts';

/** Uploads to `bucket` succeed (object key echoed back). */
export function storageUpload(bucket: string) {
  return [
    http.post(storageUrl(`object/${bucket}/*`), ({ request }) =>
      HttpResponse.json({ Key: new URL(request.url).pathname.split('/object/')[1], Id: 'object-id' }),
    ),
  ];
}

/** Uploads to `bucket` fail with the storage service's error shape. */
export function storageError(bucket: string, message: string, status = 400) {
  return [
    http.post(storageUrl(`object/${bucket}/*`), () =>
      HttpResponse.json({ statusCode: String(status), error: 'Error', message }, { status }),
    ),
  ];
}

/** A 1x1 transparent PNG: what a public image read (avatar, thumbnail, tool logo, newsletter image) answers. */
const transparentPng = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);

/** Public reads of any bucket (`getPublicUrl` addresses) answer an image, so `<img>` of uploaded files load. */
export const storagePublicObjects = http.get(storageUrl('object/public/*'), () =>
  HttpResponse.arrayBuffer(transparentPng.buffer, { headers: { 'content-type': 'image/png' } }),
);
