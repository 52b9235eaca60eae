import { Alert } from '../../components/Alert';
import { ContentHead } from '../content/ContentPage';
import { BlockList } from '../content/BlockList';
import { ContentSkeleton } from '../content/ContentSkeleton';
import * as styles from './HomePage.styles';
import { useContentPage } from '../content/use-content-page';
import type { RouteData } from '../../app/routing/app-route';

/** The home page is the content page with the empty URI; its hero image is the page's LCP. */
export const HomePage = () => {
  const { view, retry } = useContentPage('');
  switch (view.kind) {
    case 'loading':
      return <ContentSkeleton />;
    case 'not-found':
    case 'failed':
      return (
        <div css={styles.failure}>
          <Alert message={view.message} onRetry={retry} />
        </div>
      );
    case 'ready':
      return (
        <div data-testid="home-page">
          <ContentHead shown={view.data} />
          {view.data.blocks[0]?.type === 'hero' ? null : (
            <h1 css={styles.visuallyHidden}>{view.data.page.title}</h1>
          )}
          <BlockList blocks={view.data.blocks} heroIsTitle={view.data.blocks[0]?.type === 'hero'} />
        </div>
      );
  }
};

/** The home page's content (its URI is ''), read before it renders (see the route table). */
const homePageData: RouteData = () => [
  { key: 'page:', run: (services) => services.content.loadPage('') },
];
HomePage.data = homePageData;
