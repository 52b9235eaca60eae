import { useEffect } from 'react';

/** Keeps the page behind a modal (drawer, dialog) from scrolling while `locked`. */
export const useScrollLock = (locked: boolean): void => {
  useEffect(() => {
    if (!locked) return undefined;
    const root = document.documentElement;
    const previous = root.style.overflow;
    root.style.overflow = 'hidden';
    return () => {
      root.style.overflow = previous;
    };
  }, [locked]);
};
