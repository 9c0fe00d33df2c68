// The one MSW worker of Storybook and its tests. Strict: a request to another origin (a backend, a third party)
// that no handler answers fails (the fetch rejects) and is recorded, and .storybook/vitest.setup.ts fails the story's
// test with the list. Requests to the page's own origin are Storybook's and Vite's own files and pass through.
import { setupWorker, type SetupWorker } from 'msw/browser';
import { defaultHandlers } from './defaultHandlers.ts';

declare global {
  // Shared through globalThis: the preview and the test setup may load this module as separate instances.
  var __academyUnhandledRequests: string[] | undefined;
}

/** Requests no handler answered since the last call (and forgets them). */
export function takeUnhandledRequests(): string[] {
  const list = globalThis.__academyUnhandledRequests ?? [];
  globalThis.__academyUnhandledRequests = [];
  return list;
}

export async function startStrictWorker(): Promise<SetupWorker> {
  const worker = setupWorker(...defaultHandlers);
  await worker.start({
    quiet: true,
    // MSW 3's successor of onUnhandledRequest: throwing makes the unhandled request fail instead of passing through.
    onUnhandledFrame({ frame, defaults }) {
      const request = (frame.data as { request?: Request }).request;
      if (!request || new URL(request.url).origin === location.origin) return;
      (globalThis.__academyUnhandledRequests ??= []).push(`${request.method} ${request.url}`);
      defaults.error();
      throw new Error(`No MSW handler for ${request.method} ${request.url}`);
    },
  });
  return worker;
}
