// The scopes of `pnpm test:mutation` (see stryker.config.mjs): what each mutates, which Vitest project config and
// test files test it, and the mutation score below which the run fails.
export const scopes = {
  // The request gate and the guards a regression in which lets an attacker through: 85 %.
  'server-security': {
    breakAt: 85,
    vitestConfig: 'packages/server/vitest.config.ts',
    mutate: ['packages/server/src/requestTarget.ts'],
    testFiles: ['packages/server/test/requestTarget.test.ts'],
  },
  // The payment rules: who may buy what, whose checkout a session is, what a subscription is worth: 85 %.
  payments: {
    breakAt: 85,
    vitestConfig: 'supabase/functions/vitest.config.ts',
    mutate: ['supabase/functions/_payments/purchaseConflict.ts', 'supabase/functions/_payments/subscriptionState.ts'],
    testFiles: ['supabase/functions/tests/duplicatePurchase.test.ts', 'supabase/functions/tests/subscriptionState.test.ts'],
  },
  // The rule modules of @academy/ui (the sidebar's shortcut and state, the toasts' timer and store, the countdown, the
  // player's time): 75 %.
  'ui-rules': {
    breakAt: 75,
    vitestConfig: 'packages/ui/vitest.config.ts',
    mutate: [
      'packages/ui/src/components/Sidebar/sidebarRules.ts',
      'packages/ui/src/components/Toaster/pausableTimer.ts',
      'packages/ui/src/components/Toaster/toastStore.ts',
      'packages/ui/src/components/Countdown/remaining.ts',
      'packages/ui/src/components/VideoDialog/formatPlayerTime.ts',
    ],
    testFiles: [
      'packages/ui/src/components/Sidebar/sidebarRules.test.ts',
      'packages/ui/src/components/Toaster/pausableTimer.test.ts',
      'packages/ui/src/components/Toaster/toastStore.test.ts',
      'packages/ui/src/components/Countdown/remaining.test.ts',
      'packages/ui/src/components/VideoDialog/formatPlayerTime.test.ts',
    ],
  },
  // The pure rules of @academy/features (packages/features/src/**/model): 75 %.
  'features-model': {
    breakAt: 75,
    vitestConfig: 'packages/features/vitest.config.ts',
    mutate: [
      'packages/features/src/**/model/**/*.ts',
      'packages/features/src/**/model.ts',
      '!packages/features/src/**/*.test.ts',
      '!packages/features/src/**/types.ts',
    ],
    testFiles: ['packages/features/src/**/model/**/*.test.ts', 'packages/features/src/**/model.test.ts'],
  },
};

/**
 * Surviving mutants left on purpose, each marked where it is with a `// Stryker disable next-line` comment (the HTML
 * report shows them as ignored, with the comment's reason). A mutant that is not here is a gap to close with a test.
 */
export const keptOnPurpose = [
  {
    file: 'packages/features/src/academy/model/nextLesson.ts',
    code: 'if (!unlocked) continue;',
    mutants: ['`!unlocked` -> `false`'],
    reason:
      'Equivalent: a module is locked only while the one before it has an unfinished lesson, so the first module with an unfinished lesson is unlocked and the loop returns there before it reaches a locked one; the check states the rule, it cannot change the answer.',
  },
  {
    file: 'packages/ui/src/components/Sidebar/sidebarRules.ts',
    code: "path.split(/[?#]/)[0] ?? '' and withoutQuery.length > 1 ? ... : ...",
    mutants: ["`''` -> another string", '`length > 1` -> `true`'],
    reason:
      "Equivalent: split always returns a first element; for '' and '/' the mutant gives '' where the original gives '/', and isItemActive compares both sides normalised the same way, so the root matches the root either way.",
  },
  {
    file: 'packages/ui/src/components/Toaster/toastStore.ts',
    code: '`toast-${++counter}`',
    mutants: ['`++counter` -> `--counter`'],
    reason: 'Equivalent: counting down gives unique ids as well; only their uniqueness is a rule.',
  },
  {
    file: 'packages/server/src/requestTarget.ts',
    code: "Buffer.from(char, 'utf8') ... .padStart(2, '0')",
    mutants: ["`'utf8'` -> `''`", "`'0'` -> `''`"],
    reason:
      "Equivalent: Buffer.from's encoding defaults to UTF-8; the only characters with a byte below 0x10 are control characters, which the gate refuses before it escapes anything, so no escape ever needs the leading 0.",
  },
  {
    file: 'supabase/functions/_payments/subscriptionState.ts',
    code: 'b !== undefined && Date.parse(b) > Date.parse(a)',
    mutants: ['`true && ...` (the undefined check dropped)', '`>` -> `>=`'],
    reason:
      'Equivalent: Date.parse(undefined) is NaN and NaN > x is false, so dropping the check gives the same answer; at equal instants a and b name the same time, so either is the later.',
  },
];
