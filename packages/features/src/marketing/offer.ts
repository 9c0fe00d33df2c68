// The limited offer (SPEC 9) that the landing page's countdown and the shell's presale banner both follow, so the
// banner never announces a presale beside 'Offer Ended' (issue 20.15).

/** SPEC 9: the limited offer ends 2025-05-02 20:00 at UTC-4. */
export const OFFER_ENDS_AT = Date.parse('2025-05-02T20:00:00-04:00');

/** The banner's message: SPEC's presale text while the offer runs, then the offer that stands (lifetime access). */
export function bannerMessageKey(now: number): 'shell.presale' | 'shell.currentOffer' {
  return now < OFFER_ENDS_AT ? 'shell.presale' : 'shell.currentOffer';
}
