import { useLocation } from 'react-router';
import { pageNotFound } from '../../../domain/routing/page-error.rules';
import { DocumentHead } from '../../components/DocumentHead';
import { ErrorPanel } from '../../components/ErrorPanel';
import * as pageStyles from '../../components/Page.styles';

/**
 * The page-not-found page, at /404 and for any URL nothing answers to. The server already sent
 * those URLs with a 404 status; here the page is kept out of search indexes too.
 */
export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <div css={pageStyles.page} data-status="404">
      <DocumentHead title="Page not found" noindex />
      <ErrorPanel error={pageNotFound(pathname)} />
    </div>
  );
};
