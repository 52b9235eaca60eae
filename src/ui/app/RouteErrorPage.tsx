import { useEffect, useMemo, useState } from 'react';
import { useLocation } from 'react-router';
import type { PageError } from '../../domain/routing/page-error';
import { unexpectedPageError } from '../../domain/routing/page-error.rules';
import { isStaleChunkError } from '../../domain/routing/stale-chunk.rules';
import { ErrorPanel } from '../components/ErrorPanel';
import * as pageStyles from '../components/Page.styles';
import { PageFailure } from './routing/page-failure';
import { useServices } from './services';

/** A thrown error never shows its details: they are logged, and people get a generic page. */
const toPageError = (error: unknown): PageError =>
  error instanceof PageFailure ? error.page : unexpectedPageError();

const messageOf = (error: unknown): string => (error instanceof Error ? error.message : '');

/**
 * The error page: status code, name, message and 'Back to Homepage'. A page whose code is gone
 * after a release reloads once instead; a crawler gets no error page, the error is only logged.
 */
export const RouteErrorPage = ({ error }: { readonly error: unknown }) => {
  const { pathname } = useLocation();
  const { errorReporting, release } = useServices();

  const reloading = useMemo(
    () => isStaleChunkError(messageOf(error)) && release.chunkFailed(pathname),
    [error, pathname, release],
  );
  // Whether this visitor gets an error page (crawlers do not) is known once the bot list answered;
  // the error is captured at once. Until then the page's place stays empty.
  const [showErrorPage, setShowErrorPage] = useState(false);
  useEffect(() => {
    if (reloading) return undefined;
    let current = true;
    const userAgent = typeof navigator === 'undefined' ? null : navigator.userAgent;
    void errorReporting.pageFailed(error, userAgent).then((decision) => {
      if (current) setShowErrorPage(decision.showErrorPage);
    });
    return () => {
      current = false;
    };
  }, [error, errorReporting, reloading]);

  useEffect(() => {
    if (!reloading) errorReporting.breadcrumb('navigation', `error page at ${pathname}`);
  }, [errorReporting, pathname, reloading]);

  if (!showErrorPage) return null;
  return (
    <div css={pageStyles.page}>
      <ErrorPanel error={toPageError(error)} />
    </div>
  );
};
