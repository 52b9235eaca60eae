import { useEffect, useLayoutEffect, useRef } from 'react';
import { useLocation, useNavigationType } from 'react-router';
import { keepsScroll } from '../routing/keep-scroll';

/**
 * A new page opens at its top (or at its #anchor); back and forward return to where the reader was
 * on that history entry; a navigation with `KEEP_SCROLL` state stays where it is. The address the
 * shop was opened at is left where the browser put it (its top, its #anchor, or where a reload was),
 * as the reader may already have scrolled by the time this loads.
 */
export const ScrollManager = () => {
  const location = useLocation();
  const navigationType = useNavigationType();
  const positions = useRef(new Map<string, number>());
  const openedAt = useRef(true);

  useEffect(() => {
    window.history.scrollRestoration = 'manual';
    let frame = 0;
    const remember = () => {
      cancelAnimationFrame(frame);
      frame = requestAnimationFrame(() => positions.current.set(location.key, window.scrollY));
    };
    window.addEventListener('scroll', remember, { passive: true });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', remember);
    };
  }, [location.key]);

  const keepScroll = keepsScroll(location.state);
  useLayoutEffect(() => {
    const first = openedAt.current;
    openedAt.current = false;
    if (keepScroll || first) return;
    if (navigationType === 'POP') {
      window.scrollTo(0, positions.current.get(location.key) ?? 0);
      return;
    }
    const anchor = location.hash
      ? document.getElementById(decodeURIComponent(location.hash.slice(1)))
      : null;
    if (anchor !== null) anchor.scrollIntoView();
    else window.scrollTo(0, 0);
  }, [location.key, location.hash, navigationType, keepScroll]);

  return null;
};
