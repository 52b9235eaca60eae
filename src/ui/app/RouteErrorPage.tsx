import { useEffect } from 'react';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import type { PageError } from '../../domain/errors/page-error';
import { unexpectedPageError } from '../../domain/errors/page-error.rules';
import { ErrorPanel } from '../components/ErrorPanel';
import * as pageStyles from '../components/Page.styles';

/** A thrown error never shows its details: they are logged, and people get a generic page. */
const toPageError = (error: unknown): PageError =>
  isRouteErrorResponse(error)
    ? { statusCode: error.status, name: error.statusText || 'Error', message: String(error.data) }
    : unexpectedPageError();

export const RouteErrorPage = () => {
  const error = useRouteError();
  useEffect(() => {
    console.error(error);
  }, [error]);
  return (
    <div css={pageStyles.page}>
      <ErrorPanel error={toPageError(error)} />
    </div>
  );
};
