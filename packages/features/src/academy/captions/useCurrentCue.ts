import { useCallback, useEffect, useRef, useState } from 'react';
import { currentCueIndex } from '../model/captionChoice.ts';
import type { CaptionCue } from '../model/captionTypes.ts';

/**
 * The transcript line of the player's time. The player reports its time four times a second; the page renders again
 * only when the line changes (the dialog around it holds the whole discussion).
 */
export function useCurrentCue(cues: readonly CaptionCue[], initialSeconds: number) {
  const seconds = useRef(initialSeconds);
  const [index, setIndex] = useState(() => currentCueIndex(cues, initialSeconds));
  useEffect(() => setIndex(currentCueIndex(cues, seconds.current)), [cues]);
  const follow = useCallback(
    (currentSeconds: number) => {
      seconds.current = currentSeconds;
      setIndex(currentCueIndex(cues, currentSeconds));
    },
    [cues],
  );
  return [index, follow] as const;
}
