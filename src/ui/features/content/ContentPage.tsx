import { useLocation } from 'react-router';
import { contentPathOf, contentUriOf } from '../../../domain/content/content-path.rules';
import { Alert } from '../../components/Alert';
import { DocumentHead } from '../../components/DocumentHead';
import { NotFoundPage } from '../errors/NotFoundPage';
import { BlockList } from './BlockList';
import { ContentSkeleton } from './ContentSkeleton';
import * as styles from './ContentPage.styles';
import { useContentPage, type ShownPage } from './use-content-page';
import type { RouteData } from '../../app/routing/app-route';

/** The page's head: its SEO title and description, its canonical path, its first image to share. */
export const ContentHead = ({ shown }: { readonly shown: ShownPage }) => {
  const { page, blocks } = shown;
  const hero = blocks.find((block) => block.type === 'hero');
  const image = hero?.image?.url;
  return (
    <DocumentHead
      title={page.seo.title || page.title}
      {...(page.seo.description ? { description: page.seo.description } : {})}
      canonicalPath={contentPathOf(page.uri)}
      {...(image === undefined ? {} : { image })}
    />
  );
};

/** Any URL no other route claims: the content page at that URI, or the 404 page. */
export const ContentPage = () => {
  const { pathname } = useLocation();
  const { view, retry } = useContentPage(contentUriOf(pathname));

  switch (view.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'loading':
      return <ContentSkeleton />;
    case 'failed':
      return (
        <div css={styles.failure}>
          <Alert message={view.message} onRetry={retry} />
        </div>
      );
    case 'ready': {
      const { page, blocks } = view.data;
      const heroIsTitle = blocks[0]?.type === 'hero';
      return (
        <article data-testid="content-page">
          <ContentHead shown={view.data} />
          {heroIsTitle ? null : (
            <header css={styles.header}>
              <h1 css={styles.title}>{page.title}</h1>
            </header>
          )}
          <BlockList blocks={blocks} heroIsTitle={heroIsTitle} />
        </article>
      );
    }
  }
};

/** The content page at the address, read before it renders (see the route table). */
const contentPageData: RouteData = ({ params }) => {
  const uri = contentUriOf(params['*'] ?? '');
  return [{ key: `page:${uri}`, run: (services) => services.content.loadPage(uri) }];
};
ContentPage.data = contentPageData;
