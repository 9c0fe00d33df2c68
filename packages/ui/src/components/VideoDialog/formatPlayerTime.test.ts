import { describe, expect, it } from 'vitest';
import { formatPlayerTime } from './VideoDialog.tsx';

// One way to write a second of a lesson, everywhere it is shown: the player, the transcript, the staff's caption
// preview and search results.
describe('formatPlayerTime', () => {
  it('reads m:ss under an hour and h:mm:ss from an hour on, fractions dropped', () => {
    expect([0, 5.9, 65, 3599, 3600, 3723.5, -2].map(formatPlayerTime)).toEqual([
      '0:00',
      '0:05',
      '1:05',
      '59:59',
      '1:00:00',
      '1:02:03',
      '0:00',
    ]);
  });
});
