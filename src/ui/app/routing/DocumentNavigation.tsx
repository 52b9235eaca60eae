import { useEffect } from 'react';

/**
 * Leaves the single-page app for `to` with a full page load (another site, or this page again from
 * a new release), replacing the history entry the router just pushed.
 */
export const DocumentNavigation = ({ to }: { readonly to: string }) => {
  useEffect(() => {
    window.location.replace(to);
  }, [to]);
  return null;
};
