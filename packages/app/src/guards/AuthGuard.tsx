import { useState, type ReactNode } from 'react';
import { FullPageSpinner } from '@academy/ui';
import { useT } from '@academy/features/i18n/index.ts';
import { useSession } from '@academy/features/session/SessionProvider.tsx';
import { decideAuthGuard, decideVisitorsOnly, type AuthGuardRule, type GuardDecision } from './decisions.ts';
import { Redirect } from './Redirect.tsx';

export function GuardOutcome({ decision, children }: { decision: GuardDecision; children: ReactNode }) {
  const t = useT();
  if (decision.kind === 'wait') return <FullPageSpinner label={t('shell.loading')} />;
  if (decision.kind === 'redirect') return <Redirect to={decision.to} messageKey={decision.messageKey} />;
  return <>{children}</>;
}

/** A signed-in user is required; `admin` also requires master or instructor; `dashboard` adds the spec's messages. */
export function AuthGuard({ rule, children }: { rule?: AuthGuardRule; children: ReactNode }) {
  const session = useSession();
  return <GuardOutcome decision={decideAuthGuard(session, rule)}>{children}</GuardOutcome>;
}

/**
 * /signin and /signup. The decision is taken once, for the session found on arrival: when the visitor signs in
 * on the page, the page itself routes them (staff to the dashboard, others to the plans).
 */
export function VisitorsOnlyGuard({ children }: { children: ReactNode }) {
  const session = useSession();
  const live = decideVisitorsOnly(session);
  const [onArrival, setOnArrival] = useState<GuardDecision | null>(null);
  if (onArrival === null && live.kind !== 'wait') setOnArrival(live);
  return <GuardOutcome decision={onArrival ?? live}>{children}</GuardOutcome>;
}
