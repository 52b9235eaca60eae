import { useEffect, useRef, type ComponentProps } from 'react';
import { Link } from 'react-router';
import { usePreloader } from './preloader-context';

type PrefetchLinkProps = ComponentProps<typeof Link> & { readonly to: string };

/**
 * A router link that loads its page's code when hovered, focused or scrolled into view, so the
 * click finds it ready. The preload queue keeps at most 4 loads running.
 */
export const PrefetchLink = ({ to, onPointerEnter, onFocus, ...props }: PrefetchLinkProps) => {
  const preload = usePreloader();
  const ref = useRef<HTMLAnchorElement>(null);

  useEffect(() => {
    const element = ref.current;
    if (element === null || typeof IntersectionObserver === 'undefined') return undefined;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        preload(to);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [preload, to]);

  return (
    <Link
      ref={ref}
      to={to}
      onPointerEnter={(event) => {
        preload(to);
        onPointerEnter?.(event);
      }}
      onFocus={(event) => {
        preload(to);
        onFocus?.(event);
      }}
      {...props}
    />
  );
};
