import { useLocation } from 'react-router';
import { pageNotFound } from '../../../domain/errors/page-error.rules';
import { pageTitle } from '../../app/store-settings';
import { ErrorPanel } from '../../components/ErrorPanel';
import * as pageStyles from '../../components/Page.styles';

export const NotFoundPage = () => {
  const { pathname } = useLocation();
  return (
    <div css={pageStyles.page}>
      <title>{pageTitle('Page not found')}</title>
      <meta name="robots" content="noindex" />
      <ErrorPanel error={pageNotFound(pathname)} />
    </div>
  );
};
