const INTERACTIONS = ['pointerdown', 'touchstart', 'keydown'] as const;

/**
 * Calls `run` once, at the first press, touch or key on the page; returns a function that stops waiting.
 * A visitor needs supabase-js only when they act (sign in, sign up, subscribe): downloading and starting it then keeps
 * that work out of the first seconds a phone spends making the page usable.
 */
export function onFirstInteraction(run: () => void, target: EventTarget = globalThis): () => void {
  let waiting = true;
  const stop = () => {
    waiting = false;
    for (const type of INTERACTIONS) target.removeEventListener(type, fire, true);
  };
  function fire() {
    if (!waiting) return;
    stop();
    run();
  }
  for (const type of INTERACTIONS) target.addEventListener(type, fire, { capture: true, passive: true });
  return stop;
}
