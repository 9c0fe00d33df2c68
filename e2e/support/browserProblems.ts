// What went wrong inside the browser while a journey ran: uncaught page errors, requests that never got an
// answer and answers with an HTTP error status. Every context made by openBrowser() is watched; the e2e
// setup file fails the test that was running when any problem the journey did not announce turned up.
import type { BrowserContext, Page, Request, Response } from 'playwright-core';

/** A request the journey provokes on purpose (a wrong password, a declined card...). */
export type ExpectedFailure = { url: RegExp; status?: number };

type Watched = { expected: ExpectedFailure[] };

const watched = new WeakMap<BrowserContext, Watched>();
let problems: string[] = [];

function isExpected(context: BrowserContext, url: string, status: number | null): boolean {
  return (watched.get(context)?.expected ?? []).some(
    (failure) => failure.url.test(url) && (failure.status === undefined || failure.status === status),
  );
}

function onResponse(context: BrowserContext, response: Response) {
  const status = response.status();
  if (status < 400 || isExpected(context, response.url(), status)) return;
  problems.push(`HTTP ${status} ${response.request().method()} ${response.url()}`);
}

function onRequestFailed(context: BrowserContext, request: Request) {
  const reason = request.failure()?.errorText ?? 'failed';
  // An aborted request is the browser cancelling it (a navigation away, an unmounted screen), not a failure.
  if (reason === 'net::ERR_ABORTED' || isExpected(context, request.url(), null)) return;
  problems.push(`request failed (${reason}) ${request.method()} ${request.url()}`);
}

/** Starts collecting the problems of every page of this context. */
export function watchContext(context: BrowserContext): BrowserContext {
  if (watched.has(context)) return context;
  watched.set(context, { expected: [] });
  context.on('weberror', (error) => problems.push(`uncaught error on ${error.page()?.url() ?? 'a page'}: ${String(error.error())}`));
  context.on('response', (response) => onResponse(context, response));
  context.on('requestfailed', (request) => onRequestFailed(context, request));
  return context;
}

/**
 * Announces a failure the journey provokes on purpose in this page's context: a response from a matching
 * address (with this status, when given) or a matching request that fails outright is then not a problem.
 */
export function expectFailedRequest(target: Page | BrowserContext, failure: ExpectedFailure): void {
  const context = 'pages' in target ? target : target.context();
  const entry = watched.get(context);
  if (!entry) throw new Error('expectFailedRequest: this context is not watched (open the browser with openBrowser())');
  entry.expected.push(failure);
}

/** The problems seen since the last call, and forgets them. */
export function takeBrowserProblems(): string[] {
  const seen = problems;
  problems = [];
  return seen;
}
