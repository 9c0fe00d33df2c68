// A press on a stand-in control before React listens is kept, so the control answers it once the app is live.
// A prerendered page is on screen, with its buttons, while the app's code, the visitor's language and the route
// still download; React attaches its listeners only when hydration starts, and a tap in that window used to be lost
// (the language switch stayed shut: the 'dark mode and language' journey's flake on a busy machine).
const pressed = new WeakSet<Element>();

/** The attribute that marks a stand-in whose early presses are kept (set by the stand-in's owner). */
export const EARLY_PRESS_ATTRIBUTE = 'data-early-press';

function remember(event: Event): void {
  const target = event.target instanceof Element ? event.target.closest(`[${EARLY_PRESS_ATTRIBUTE}]`) : null;
  if (target) pressed.add(target);
}

/** Starts keeping presses; main.tsx calls it before it waits for anything. Returns a function that stops. */
export function listenForEarlyPresses(target: Pick<Document, 'addEventListener' | 'removeEventListener'> = document): () => void {
  target.addEventListener('pointerdown', remember, true);
  target.addEventListener('click', remember, true);
  return () => {
    target.removeEventListener('pointerdown', remember, true);
    target.removeEventListener('click', remember, true);
  };
}

/** Whether this stand-in was pressed before the app could answer (asked once, when the app is live). */
export function wasPressedEarly(element: Element | null): boolean {
  return element !== null && pressed.has(element);
}
