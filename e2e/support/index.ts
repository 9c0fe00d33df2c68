export {
  startApp,
  createUser,
  uniqueEmail,
  waitForMail,
  linkInMail,
  REPO_ROOT,
  APP_DIST,
  type TestApp,
  type StartAppOptions,
  type Role,
} from './app.ts';
export { openBrowser, newPage, viewports, hasChromium, CHROMIUM_PATH } from './browser.ts';
export { chooseFile, signUpViaUi, signInViaUi, waitForApp, waitForPath, waitForText, STRONG_PASSWORD } from './journeys.ts';
export { appJourney, type AppJourney } from './journey.ts';
export { expectFailedRequest, takeBrowserProblems, type ExpectedFailure } from './browserProblems.ts';
