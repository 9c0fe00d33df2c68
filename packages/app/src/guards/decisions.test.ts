import { describe, expect, it } from 'vitest';
import {
  decideAuthGuard,
  decideSubscriptionGuard,
  decideVisitorsOnly,
  type SessionSnapshot,
  type SubscriptionSnapshot,
} from './decisions.ts';

const loading: SessionSnapshot = { status: 'loading', role: null, roleStatus: 'idle' };
const signedOut: SessionSnapshot = { status: 'signedOut', role: null, roleStatus: 'idle' };
const as = (role: string | null, roleStatus: SessionSnapshot['roleStatus'] = 'ready'): SessionSnapshot => ({
  status: 'signedIn',
  role,
  roleStatus,
});
const unsubscribed: SubscriptionSnapshot = { loading: false, subscribed: false, tier: null };
const subscribed = (tier: string): SubscriptionSnapshot => ({ loading: false, subscribed: true, tier });

describe('auth guard', () => {
  it('waits while the session loads, then sends visitors to /signin', () => {
    expect(decideAuthGuard(loading)).toEqual({ kind: 'wait' });
    expect(decideAuthGuard(signedOut)).toEqual({ kind: 'redirect', to: '/signin' });
    expect(decideAuthGuard(as('student'))).toEqual({ kind: 'allow' });
  });

  it('admin routes: staff pass (role trimmed, any case), others go home, the role is awaited first', () => {
    expect(decideAuthGuard(as(null, 'loading'), { admin: true })).toEqual({ kind: 'wait' });
    expect(decideAuthGuard(as(' Master ', 'ready'), { admin: true })).toEqual({ kind: 'allow' });
    expect(decideAuthGuard(as('INSTRUCTOR'), { admin: true })).toEqual({ kind: 'allow' });
    expect(decideAuthGuard(as('student'), { admin: true })).toEqual({ kind: 'redirect', to: '/' });
    expect(decideAuthGuard(as(null, 'error'), { admin: true })).toEqual({ kind: 'redirect', to: '/' });
  });

  it('the dashboard redirects carry the two messages', () => {
    expect(decideAuthGuard(signedOut, { dashboard: true, admin: true })).toEqual({
      kind: 'redirect',
      to: '/signin',
      messageKey: 'shell.guard.dashboardSignedOut',
    });
    expect(decideAuthGuard(as('student'), { dashboard: true, admin: true })).toEqual({
      kind: 'redirect',
      to: '/',
      messageKey: 'shell.guard.dashboardForbidden',
    });
    expect(decideAuthGuard(as('master'), { dashboard: true, admin: true })).toEqual({ kind: 'allow' });
  });
});

describe('visitors-only guard', () => {
  it('visitors and staff pass, other signed-in users go home', () => {
    expect(decideVisitorsOnly(loading)).toEqual({ kind: 'wait' });
    expect(decideVisitorsOnly(signedOut)).toEqual({ kind: 'allow' });
    expect(decideVisitorsOnly(as(null, 'loading'))).toEqual({ kind: 'wait' });
    expect(decideVisitorsOnly(as('instructor'))).toEqual({ kind: 'allow' });
    expect(decideVisitorsOnly(as('student'))).toEqual({ kind: 'redirect', to: '/' });
  });
});

describe('subscription guard', () => {
  it('waits, then sends visitors to /signin', () => {
    expect(decideSubscriptionGuard(loading, unsubscribed)).toEqual({ kind: 'wait' });
    expect(decideSubscriptionGuard(signedOut, unsubscribed)).toEqual({ kind: 'redirect', to: '/signin' });
    expect(decideSubscriptionGuard(as('student'), { loading: true, subscribed: false, tier: null })).toEqual({ kind: 'wait' });
  });

  it('staff pass without a subscription, whatever the case of the role', () => {
    expect(decideSubscriptionGuard(as('Master'), unsubscribed, { tiers: 'Yearly' })).toEqual({ kind: 'allow' });
    expect(decideSubscriptionGuard(as(' instructor'), { loading: true, subscribed: false, tier: null })).toEqual({ kind: 'allow' });
  });

  it('unsubscribed users go to /plans or the given target', () => {
    expect(decideSubscriptionGuard(as('student'), unsubscribed)).toEqual({ kind: 'redirect', to: '/plans' });
    expect(decideSubscriptionGuard(as('student'), unsubscribed, { redirectTo: '/all-access' })).toEqual({
      kind: 'redirect',
      to: '/all-access',
    });
  });

  it('required tiers: one or a list, Lifetime passes any', () => {
    expect(decideSubscriptionGuard(as('student'), subscribed('Monthly'))).toEqual({ kind: 'allow' });
    expect(decideSubscriptionGuard(as('student'), subscribed('Monthly'), { tiers: 'Yearly' })).toEqual({ kind: 'redirect', to: '/plans' });
    expect(decideSubscriptionGuard(as('student'), subscribed('monthly'), { tiers: ['Yearly', 'Monthly'] })).toEqual({ kind: 'allow' });
    expect(decideSubscriptionGuard(as('student'), subscribed('Lifetime'), { tiers: ['Yearly'] })).toEqual({ kind: 'allow' });
  });
});
