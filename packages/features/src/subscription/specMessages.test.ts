import { describe, expect, it } from 'vitest';
import { buildCatalog } from '../i18n/catalog.ts';

// SPEC's quoted messages of plans, checkout, subscription and marketing, verbatim in the default (ht) catalog.
const quotedBySpec: Record<string, string> = {
  'subscription.checkout.signInRequired': 'Por favor, faça login para continuar',
  'subscription.checkout.signInForPlan': 'Você precisa estar logado para assinar um plano',
  'subscription.checkout.signInForLifetime': 'Você precisa estar logado para adquirir o acesso vitalício',
  'subscription.checkout.failed': 'Erro ao processar o pagamento. Tente novamente.',
  'subscription.checkout.noUrl': 'Não foi possível criar a sessão de checkout',
  'subscription.checkout.planNotFound': 'Plano não encontrado.',
  'subscription.checkError': 'Erro ao verificar assinatura',
  'subscription.portalError': 'Erro ao abrir portal de assinatura',
  'subscription.lifetime.label': 'All Access + Elite + Mentorship + a job offer',
  'subscription.success.processing': 'payment received but processing',
  'marketing.countdown.ended': 'Offer Ended',
  'marketing.allAccess.title': 'Get Unlimited Access to our AI Ecosystem',
  'marketing.allAccess.cta': 'Get All-Access',
  'marketing.allAccess.eliteTitle': 'Elite AI Experts',
  'marketing.allAccess.joinNow': 'Join Now',
  'marketing.allAccess.weekly': 'Weekly AI Discussions',
  'marketing.allAccess.discord': 'Private Discord Access',
  'marketing.allAccess.reviews': 'Project Reviews',
  'marketing.allAccess.communityCta': 'Get All-Access Today',
};

describe('payments and marketing: SPEC-quoted messages are verbatim in ht', () => {
  const ht = buildCatalog('ht');
  it.each(Object.entries(quotedBySpec))('%s', (key, quoted) => {
    expect(ht[key]).toBe(quoted);
  });
});
