import { useParams, useSearchParams } from 'react-router';
import { contentView } from '../../../application/content/content-view';
import { hasMultiplePages, parsePageNumber } from '../../../domain/catalog/pagination.rules';
import { contentPathOf } from '../../../domain/content/content-path.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { DocumentHead } from '../../components/DocumentHead';
import { Pager } from '../catalog/Pager';
import { ContentFailure } from '../content/ContentFailure';
import { ContentSkeleton } from '../content/ContentSkeleton';
import { NotFoundPage } from '../errors/NotFoundPage';
import { BlogPostCard } from './BlogPostCard';
import * as styles from './BlogCategoryPage.styles';
import type { RouteData } from '../../app/routing/app-route';

/** Cards in the first row are above the fold. */
const PRIORITY_CARDS = 3;

/** A blog category: its posts, newest first, 12 a page. */
export const BlogCategoryPage = () => {
  const slug = useParams().slug ?? '';
  const [searchParams] = useSearchParams();
  const page = parsePageNumber(searchParams.get('page'));
  const { content } = useServices();
  const state = useObservable(content.blogCategory$);

  const view = contentView(
    state,
    (shown) => shown.category.slug === slug && shown.posts.pagination.currentPage === page,
  );
  switch (view.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'loading':
      return <ContentSkeleton />;
    case 'failed':
      return (
        <ContentFailure
          message={view.message}
          onRetry={() => void content.loadBlogCategory(slug, page)}
        />
      );
    case 'ready': {
      const { category, posts } = view.data;
      const path = contentPathOf(category.uri);
      const pageHref = (n: number) => (n > 1 ? `${path}?page=${n}` : path);
      return (
        <div css={styles.page} data-testid="blog-category">
          <DocumentHead
            title={page > 1 ? `${category.title}, page ${page}` : category.title}
            {...(category.description ? { description: category.description } : {})}
            canonicalPath={pageHref(page)}
          />
          <header css={styles.header}>
            <h1 css={styles.title}>{category.title}</h1>
            {category.description ? <p css={styles.description}>{category.description}</p> : null}
          </header>
          {posts.items.length === 0 ? (
            <p css={styles.empty}>No posts yet.</p>
          ) : (
            <ul css={styles.list}>
              {posts.items.map((post, index) => (
                <BlogPostCard key={post.id} post={post} priority={index < PRIORITY_CARDS} />
              ))}
            </ul>
          )}
          {hasMultiplePages(posts.pagination) ? (
            <Pager pagination={posts.pagination} pageHref={pageHref} />
          ) : null}
        </div>
      );
    }
  }
};

/** The category's page of posts (`?page=`), read before it renders (see the route table). */
const blogCategoryData: RouteData = ({ params, search }) => {
  const slug = params.slug ?? '';
  const page = parsePageNumber(search.get('page'));
  return [
    {
      key: `blog-category:${slug}:${page}`,
      run: (services) => services.content.loadBlogCategory(slug, page),
    },
  ];
};
BlogCategoryPage.data = blogCategoryData;
