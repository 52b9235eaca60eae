import { useEffect, useState } from 'react';

/** The current time, refreshed every second while `ticking` (e.g. while a cooldown runs). */
export const useNow = (ticking: boolean): number => {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    if (!ticking) return undefined;
    const tick = () => setNow(Date.now());
    // At once (the clock was last read when ticking stopped), then every second.
    const first = window.setTimeout(tick, 0);
    const timer = window.setInterval(tick, 1000);
    return () => {
      window.clearTimeout(first);
      window.clearInterval(timer);
    };
  }, [ticking]);
  return now;
};
