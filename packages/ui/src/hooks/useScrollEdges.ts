import { useEffect, useState, type RefObject } from 'react';

export type ScrollEdges = {
  /** There is more content before the visible part (to the left in a left-to-right page). */
  before: boolean;
  /** There is more content after the visible part (to the right in a left-to-right page). */
  after: boolean;
};

const NONE: ScrollEdges = { before: false, after: false };

/** Which sides of a horizontally scrolling box hide content, kept current on scroll and on any change of size. */
export function useScrollEdges(ref: RefObject<HTMLElement | null>): ScrollEdges {
  const [edges, setEdges] = useState<ScrollEdges>(NONE);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const hidden = element.scrollWidth - element.clientWidth;
      // Right-to-left pages count scrollLeft from 0 down to -hidden; the distance walked is the same either way.
      const walked = Math.abs(element.scrollLeft);
      const next = { before: hidden > 1 && walked > 1, after: hidden > 1 && walked < hidden - 1 };
      setEdges((current) => (current.before === next.before && current.after === next.after ? current : next));
    };
    measure();
    element.addEventListener('scroll', measure, { passive: true });
    // The box and its content both change size (a window resize, rows arriving, a detail row opening).
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    if (element.firstElementChild) observer.observe(element.firstElementChild);
    return () => {
      element.removeEventListener('scroll', measure);
      observer.disconnect();
    };
  }, [ref]);
  return edges;
}
