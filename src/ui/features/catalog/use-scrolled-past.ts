import { useEffect, useState, type RefObject } from 'react';

/**
 * Whether the element has scrolled out of view above the viewport's top edge. Measured on scroll
 * and resize (once a frame): an IntersectionObserver misses a jump from below the fold straight
 * to above it, since the element never intersects on the way.
 */
export const useScrolledPast = (target: RefObject<HTMLElement | null>): boolean => {
  const [past, setPast] = useState(false);
  useEffect(() => {
    let frame = 0;
    const measure = () => {
      frame = 0;
      const element = target.current;
      setPast(element !== null && element.getBoundingClientRect().bottom < 0);
    };
    const schedule = () => {
      if (frame === 0) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame !== 0) window.cancelAnimationFrame(frame);
    };
  }, [target]);
  return past;
};
