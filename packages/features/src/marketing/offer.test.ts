import { describe, expect, it } from 'vitest';
import { bannerMessageKey, OFFER_ENDS_AT } from './offer.ts';

describe('the presale banner follows the offer countdown (issue 20.15)', () => {
  it('announces the presale while the offer runs and the standing offer once it has ended', () => {
    expect(bannerMessageKey(OFFER_ENDS_AT - 1)).toBe('shell.presale');
    expect(bannerMessageKey(OFFER_ENDS_AT)).toBe('shell.currentOffer');
    expect(bannerMessageKey(Date.parse('2026-11-23T00:00:00Z'))).toBe('shell.currentOffer');
  });
});
