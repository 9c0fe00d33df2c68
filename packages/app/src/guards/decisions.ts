import { isStaffRole } from '@academy/features/session/roles.ts';

// Pure decisions of the route guards (SPEC 2), kept apart from React so each rule is unit-tested once.

export type SessionSnapshot = {
  status: 'loading' | 'signedIn' | 'signedOut';
  /** Raw role from user_profiles (compared trimmed, case-insensitively). */
  role: string | null;
  /** 'loading' until the role of the current user has been read once. */
  roleStatus: 'idle' | 'loading' | 'ready' | 'error';
};

export type GuardDecision = { kind: 'wait' } | { kind: 'allow' } | { kind: 'redirect'; to: string; messageKey?: string };

const wait: GuardDecision = { kind: 'wait' };
const allow: GuardDecision = { kind: 'allow' };

export type AuthGuardRule = {
  /** Only master and instructor may enter. */
  admin?: boolean;
  /** The dashboard variant: the redirects come with the spec's two messages. */
  dashboard?: boolean;
};

/** Auth guard: a signed-in user is required; admin routes need a staff role. */
export function decideAuthGuard(session: SessionSnapshot, rule: AuthGuardRule = {}): GuardDecision {
  if (session.status === 'loading') return wait;
  if (session.status === 'signedOut') {
    return rule.dashboard
      ? { kind: 'redirect', to: '/signin', messageKey: 'shell.guard.dashboardSignedOut' }
      : { kind: 'redirect', to: '/signin' };
  }
  if (!rule.admin && !rule.dashboard) return allow;
  if (session.roleStatus === 'loading' || session.roleStatus === 'idle') return wait;
  if (isStaffRole(session.role)) return allow;
  return rule.dashboard ? { kind: 'redirect', to: '/', messageKey: 'shell.guard.dashboardForbidden' } : { kind: 'redirect', to: '/' };
}

/**
 * Visitors-only routes (/signin, /signup): visitors pass, staff pass, any other signed-in user goes to /.
 * Decided for the session found on arrival: a user who signs in on the page is routed by the page itself.
 */
export function decideVisitorsOnly(session: SessionSnapshot): GuardDecision {
  if (session.status === 'loading') return wait;
  if (session.status === 'signedOut') return allow;
  if (session.roleStatus === 'loading' || session.roleStatus === 'idle') return wait;
  return isStaffRole(session.role) ? allow : { kind: 'redirect', to: '/' };
}

export type SubscriptionSnapshot = { loading: boolean; subscribed: boolean; tier: string | null };

export type SubscriptionRule = {
  /** One tier or a list of tiers; none means any active subscription. */
  tiers?: string | readonly string[];
  /** Where refused users go; SPEC 2 default /plans. */
  redirectTo?: string;
};

function tierList(tiers: SubscriptionRule['tiers']): string[] {
  if (tiers === undefined) return [];
  return (typeof tiers === 'string' ? [tiers] : [...tiers]).map((tier) => tier.trim().toLowerCase());
}

/** Subscription guard: staff pass; otherwise an active subscription, of a required tier when given (Lifetime passes any). */
export function decideSubscriptionGuard(
  session: SessionSnapshot,
  subscription: SubscriptionSnapshot,
  rule: SubscriptionRule = {},
): GuardDecision {
  const refused: GuardDecision = { kind: 'redirect', to: rule.redirectTo ?? '/plans' };
  if (session.status === 'loading') return wait;
  if (session.status === 'signedOut') return { kind: 'redirect', to: '/signin' };
  if (session.roleStatus === 'loading' || session.roleStatus === 'idle') return wait;
  if (isStaffRole(session.role)) return allow;
  if (subscription.loading) return wait;
  if (!subscription.subscribed) return refused;
  const required = tierList(rule.tiers);
  if (required.length === 0) return allow;
  const tier = subscription.tier?.trim().toLowerCase() ?? '';
  if (tier === 'lifetime' || required.includes(tier)) return allow;
  return refused;
}
