// `pnpm dev:mock` only (VITE_ACADEMY_MOCK=1): answers every backend call in the browser with the MSW handlers of
// mocks/devMock.ts, so a developer can work on any screen with the front end alone. Never part of a build: main.tsx
// imports this behind a constant Vite replaces, so production drops the branch and this module.
//
// Strict, as the stories' worker is (mocks/storyWorker.ts): a call to another origin that no handler answers fails
// (the screen shows its error state, as it would against a backend missing that endpoint), is named in the console,
// and is listed in `window.__academyUnhandledRequests` (its test walks every route and reads the list). Vite's own
// files, on the page's origin, pass through.
export async function startDevMock(): Promise<void> {
  const [{ setupWorker }, { devMockHandlers }] = await Promise.all([import('msw/browser'), import('../../../mocks/devMock.ts')]);
  await setupWorker(...devMockHandlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    quiet: true,
    onUnhandledFrame: ({ frame, defaults }) => {
      const request = (frame.data as { request?: Request }).request;
      if (!request || new URL(request.url).origin === location.origin) return;
      (globalThis.__academyUnhandledRequests ??= []).push(`${request.method} ${request.url}`);
      defaults.error();
      throw new Error(`[dev:mock] no handler in mocks/devMock.ts for ${request.method} ${request.url}`);
    },
  });
  console.info(
    '[dev:mock] every backend call is answered by mocks/devMock.ts; sign in as marie@academy.ht (a master) or any other address (a learner), any password',
  );
}
