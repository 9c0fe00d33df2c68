// The scopes of `pnpm test:mutation` (see stryker.config.mjs): what each mutates, which Vitest project config and
// test files test it, and the mutation score below which the run fails.
import { readFileSync } from 'node:fs';

const ROUTER = 'packages/server/src/index.ts';

/**
 * The lines of `file` from the statement that starts with `from` to the end of the statement that starts with `to`
 * (`from` when not given), as Stryker's `file:first-last`. The router's guard calls are named by their code, not by
 * line numbers that every change above them moves; a statement's code that is not found once and only once fails the
 * run instead of mutating other lines.
 */
export function statements(file, from, to = from) {
  const text = readFileSync(new URL(`../${file}`, import.meta.url), 'utf8');
  const find = (code) => {
    const at = text.indexOf(code);
    if (at < 0 || text.indexOf(code, at + 1) >= 0)
      throw new Error(`stryker/scopes.mjs: ${file} holds ${at < 0 ? 'no' : 'more than one'} statement starting "${code}"`);
    return at;
  };
  const lineOf = (offset) => text.slice(0, offset).split('\n').length;
  // The statement ends at the first ';' outside brackets, or at the '}' that closes its block.
  let depth = 0;
  let end = find(to);
  for (; end < text.length; end++) {
    const char = text[end];
    if ('([{'.includes(char)) depth++;
    else if (')]}'.includes(char)) {
      depth--;
      if (depth === 0 && char === '}') break;
    } else if (char === ';' && depth === 0) break;
  }
  return `${file}:${lineOf(find(from))}-${lineOf(end)}`;
}

export const scopes = {
  // The request gate and the guards a regression in which lets an attacker through: 85 %.
  'server-security': {
    breakAt: 85,
    vitestConfig: 'packages/server/vitest.config.ts',
    mutate: ['packages/server/src/requestTarget.ts'],
    testFiles: ['packages/server/test/requestTarget.test.ts'],
  },
  // The server's guards that only a running server exercises, each through the requests a member's browser sends
  // to one real server per test file, started on a copy of a migrated database (test/helpers.ts
  // startMigratedTestServer) because each mutant starts the file again. The router's statements that call each guard
  // (packages/server/src/index.ts, found by their code: `statements` above) are mutated with it.
  'server-limits': {
    breakAt: 85,
    vitestConfig: 'packages/server/vitest.config.ts',
    mutate: [
      'packages/server/src/signInLimiter.ts',
      'packages/server/src/mailLimiter.ts',
      'packages/server/src/rateStore.ts',
      statements(ROUTER, 'const mailRefusal = await mailLimiter.check(', 'if (mailRefusal) return mailRefusal;'),
      statements(ROUTER, 'if (isPasswordSignIn(request, url)) {'),
    ],
    testFiles: ['packages/server/test/signInGuard.test.ts', 'packages/server/test/mailGuard.test.ts'],
  },
  'server-bans': {
    breakAt: 85,
    vitestConfig: 'packages/server/vitest.config.ts',
    mutate: [
      'packages/server/src/bans.ts',
      statements(ROUTER, 'if (BAN_CHECKED_PREFIXES.some('),
      statements(ROUTER, "if (pathname === '/rest/v1/rpc/set_member_ban') {", "if (pathname === '/auth/v1/verify')"),
    ],
    testFiles: ['packages/server/test/banGuard.test.ts'],
  },
  // Who may read /_mailbox (every caught recovery and sign-up link): the secret key, the banner's key and its cookie,
  // a signed-in master; and the router's call that tells it whether SMTP is on and whether the site is https.
  'server-mailbox': {
    breakAt: 85,
    vitestConfig: 'packages/server/vitest.config.ts',
    mutate: ['packages/server/src/mailboxAccess.ts', statements(ROUTER, "if (isUnder(pathname, '/_mailbox')) {")],
    testFiles: ['packages/server/test/mailboxGuard.test.ts'],
  },
  'server-plain': {
    breakAt: 85,
    vitestConfig: 'packages/server/vitest.config.ts',
    mutate: ['packages/server/src/plainRequests.ts', 'packages/server/src/plainTransaction.ts'],
    testFiles: ['packages/server/test/plainCaller.test.ts'],
  },
  // The headers are computed once, when the server starts (in the test's beforeAll): every mutant of them is
  // "static" to Stryker, so this scope runs them (each with the whole file) instead of ignoring them.
  'server-headers': {
    breakAt: 85,
    ignoreStatic: false,
    vitestConfig: 'packages/server/vitest.config.ts',
    mutate: ['packages/server/src/securityHeaders.ts', statements(ROUTER, 'for (const [name, value] of securityHeaderEntries)')],
    testFiles: ['packages/server/test/securityHeadersServed.test.ts'],
  },
  // The payment rules: who may buy what, whose checkout a session is, what a subscription is worth: 85 %.
  payments: {
    breakAt: 85,
    vitestConfig: 'supabase/functions/vitest.config.ts',
    mutate: ['supabase/functions/_payments/purchaseConflict.ts', 'supabase/functions/_payments/subscriptionState.ts'],
    testFiles: ['supabase/functions/tests/duplicatePurchase.test.ts', 'supabase/functions/tests/subscriptionState.test.ts'],
  },
  // The rest of the payment code: whose a checkout session is, what a Stripe event states, recording a purchase once,
  // the signed test checkout, the plans a request may name, a malformed event, the settings: 85 %. Tested through the
  // functions' handlers (memory store, a local Stripe stand-in), no server.
  'payments-flows': {
    breakAt: 85,
    vitestConfig: 'supabase/functions/vitest.config.ts',
    mutate: [
      'supabase/functions/_payments/checkoutOwnership.ts',
      'supabase/functions/_payments/stripeEvents.ts',
      'supabase/functions/_payments/recordPurchase.ts',
      'supabase/functions/_payments/testCheckoutSession.ts',
      'supabase/functions/_payments/plans.ts',
      'supabase/functions/_payments/eventShape.ts',
      'supabase/functions/_payments/config.ts',
    ],
    testFiles: [
      'supabase/functions/tests/duplicatePurchase.test.ts',
      'supabase/functions/tests/subscriptionState.test.ts',
      'supabase/functions/tests/stripeWebhook.test.ts',
      'supabase/functions/tests/stripeCheckout.test.ts',
      'supabase/functions/tests/testCheckout.test.ts',
      'supabase/functions/tests/paymentsConfig.test.ts',
    ],
  },
  // What every function shares (who is calling, the environment, JSON answers, mail, signed links): 75 %.
  'functions-shared': {
    breakAt: 75,
    vitestConfig: 'supabase/functions/vitest.config.ts',
    mutate: [
      'supabase/functions/_shared/auth.ts',
      'supabase/functions/_shared/env.ts',
      'supabase/functions/_shared/http.ts',
      'supabase/functions/_shared/mail.ts',
      'supabase/functions/_shared/mailLocale.ts',
      'supabase/functions/_shared/signedToken.ts',
    ],
    testFiles: [
      'supabase/functions/tests/stripeWebhook.test.ts',
      'supabase/functions/tests/stripeCheckout.test.ts',
      'supabase/functions/tests/testCheckout.test.ts',
      'supabase/functions/tests/hostedEnv.test.ts',
      'supabase/functions/notify-mail/notifyMail.test.ts',
    ],
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
    file: 'packages/server/src/bans.ts',
    code: "if (!response.ok) return response; typeof body?.user?.id === 'string' ? body.user.id : null; ?? ''",
    mutants: [
      '`!response.ok` -> `false`',
      "`typeof body?.user?.id === 'string'` -> `true`, and either `?.` -> `.`",
      "`?? ''` -> another string",
    ],
    reason:
      "Equivalent: a refused grant's body names no user, so reading on answers it as is all the same; lite's answered grants and codes always carry their user with a string id; any header text without 'Bearer ' finds no token, as '' does. The sibling mutants that change behaviour (a refused grant let through, a missing header) are killed by banGuard.test.ts.",
  },
  {
    file: 'packages/server/src/mailLimiter.ts',
    code: 'catch { return null; } and email.trim() ? email.trim().toLowerCase() : null',
    mutants: ['the catch block emptied', '`email.trim()` -> `email` as the condition', '`toLowerCase` -> `toUpperCase`'],
    reason:
      "Equivalent: without the return the malformed body stays undefined and names no recipient; an address of spaces trims to '' and names none either way; upper case keys every address alike, as lower case does.",
  },
  {
    file: 'packages/server/src/index.ts',
    code: "if (pathname === '/rest/v1/rpc/set_member_ban') { ... bans.forget(); } and the token/verify branches",
    mutants: [
      'the set_member_ban branch dropped, its path emptied, `bans.forget()` removed',
      "`pathname === '/auth/v1/token' && request.method === 'POST'` -> either term `true`, `||`",
      "`pathname === '/auth/v1/verify'` -> `true`",
    ],
    reason:
      "Not observable alone: the ban's notice (trigger announce_ban, clusterSignals.ts) makes the server forget the member within milliseconds, so staff's ban through set_member_ban refuses the next request either way (banGuard.test.ts tests that it does). Equivalent: only the token and verify endpoints answer a session that refuseBannedGrant/refuseBannedVerification would act on; they give every other answer back unchanged.",
  },
  {
    file: 'packages/server/src/mailboxAccess.ts and its call in index.ts',
    code: "(request.headers.get('cookie') ?? ''), if (separator < 0) continue;, (...)[0]?.role ?? null",
    mutants: [
      "`''` -> another string",
      '`separator < 0` -> `separator <= 0`',
      '`[0]?.role` -> `[0].role`',
      '`if (bearer)` -> `if (true)`',
      'the body of loadOrCreateMailboxKey emptied',
    ],
    reason:
      "loadOrCreateMailboxKey runs only at the server's start (the test file's beforeAll), before the Vitest runner activates a mutant, so Stryker never sees it in effect; applied by hand it fails every key case of mailboxGuard.test.ts (500). " +
      "Equivalent: without a cookie header, any text without '=' names no cookie, as '' does; a part that starts with '=' names '', never the cookie's name, so skipping it changes nothing; without a bearer token the auth service names no user either; the profile is read only for a user id the auth service gave for a live session, and every account has its profile row (made with the account).",
  },
  {
    file: 'packages/server/src/signInLimiter.ts',
    code: "email = ... : ''; password = ... : '';",
    mutants: ["either `''` -> another string"],
    reason:
      "Equivalent: a sign-in body without an email or phone names no account, and any one text keys that single pair as '' does; a password is text or absent by the time the limiter reads it (authInput.ts refuses any other), and an absent one fails the throwaway hash in the same time whatever text stands for it.",
  },
  {
    file: 'supabase/functions/_payments/subscriptionState.ts',
    code: 'b !== undefined && Date.parse(b) > Date.parse(a)',
    mutants: ['`true && ...` (the undefined check dropped)', '`>` -> `>=`'],
    reason:
      'Equivalent: Date.parse(undefined) is NaN and NaN > x is false, so dropping the check gives the same answer; at equal instants a and b name the same time, so either is the later.',
  },
];
