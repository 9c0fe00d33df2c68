export { STORY_BACKEND_URL, STORY_ANON_KEY, authUrl, restUrl, storageUrl, functionUrl } from './backend.ts';
export { authSession, authError, signUpSucceeds, recoverSucceeds, sessionBody, learner, type MockUser } from './auth.ts';
export { restRows, restError, selectResponse } from './rest.ts';
export { storageUpload, storageError, storagePublicObjects } from './storage.ts';
export { functionJson, functionPending, functionUnreachable } from './functions.ts';
