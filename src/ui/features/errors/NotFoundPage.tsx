import { useLocation } from 'react-router';
import { pageNotFound } from '../../../domain/routing/page-error.rules';
import { useHeadSink } from '../../app/head/head-sink';
import { DocumentHead } from '../../components/DocumentHead';
import { ErrorPanel } from '../../components/ErrorPanel';
import * as pageStyles from '../../components/Page.styles';

/**
 * The page-not-found page, at /404 and for any URL nothing answers to: a server render sends it
 * with a 404 status, and the page is kept out of search indexes.
 */
export const NotFoundPage = () => {
  const { pathname } = useLocation();
  useHeadSink()?.notFound();
  return (
    <div css={pageStyles.page} data-status="404">
      <DocumentHead title="Page not found" noindex />
      <ErrorPanel error={pageNotFound(pathname)} />
    </div>
  );
};
