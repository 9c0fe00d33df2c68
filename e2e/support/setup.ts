// Runs around every journey: a test fails when its browser threw or a request failed without the journey
// announcing it (expectFailedRequest), even when every step it checks went as planned.
import { afterEach, beforeEach, expect } from 'vitest';
import { takeBrowserProblems } from './browserProblems.ts';

// Problems from an earlier test's pages (still closing) are not this test's.
beforeEach(() => {
  takeBrowserProblems();
});

afterEach((context) => {
  const problems = takeBrowserProblems();
  if (context.task.result?.state === 'fail') return;
  expect(problems, 'the browser reported problems this journey did not expect').toEqual([]);
});
