// `pnpm dev:mock` only (VITE_ACADEMY_MOCK=1): answers every backend call in the browser with the MSW handlers of
// mocks/devMock.ts, so a developer can work on any screen with the front end alone. Never part of a build: main.tsx
// imports this behind a constant Vite replaces, so production drops the branch and this module.
export async function startDevMock(): Promise<void> {
  const [{ setupWorker }, { devMockHandlers }] = await Promise.all([import('msw/browser'), import('../../../mocks/devMock.ts')]);
  await setupWorker(...devMockHandlers).start({
    serviceWorker: { url: '/mockServiceWorker.js' },
    // Vite's own files pass through; anything else without a handler is named in the console.
    onUnhandledFrame: ({ frame, defaults }) => {
      const request = (frame.data as { request?: Request }).request;
      if (request && new URL(request.url).origin !== location.origin) defaults.warn();
    },
  });
  console.info('[dev:mock] every backend call is answered by mocks/devMock.ts (signed-in account: marie@academy.ht, any password)');
}
