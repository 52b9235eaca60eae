import { Link, useParams } from 'react-router';
import { contentView } from '../../../application/content/content-view';
import type { BlogPost } from '../../../domain/content/content';
import { contentPathOf } from '../../../domain/content/content-path.rules';
import { formatPublishedDate, isoDate } from '../../../domain/content/content-date.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { DocumentHead } from '../../components/DocumentHead';
import { siteOrigin } from '../../components/site-origin.dom';
import * as styles from '../content/Article.styles';
import { ArticleImage } from '../content/ArticleImage';
import { ContentFailure } from '../content/ContentFailure';
import { ContentSkeleton } from '../content/ContentSkeleton';
import { RichText } from '../content/RichText';
import { NotFoundPage } from '../errors/NotFoundPage';
import type { RouteData } from '../../app/routing/app-route';

/** Title, description and the BlogPosting structured data for search engines. */
const BlogPostHead = ({ post }: { readonly post: BlogPost }) => {
  const path = contentPathOf(post.uri);
  const description = post.seo.description ?? post.excerpt;
  return (
    <DocumentHead
      title={post.seo.title || post.title}
      {...(description ? { description } : {})}
      canonicalPath={path}
      {...(post.image ? { image: post.image.url } : {})}
      type="article"
      publishedAt={post.publishedAt}
      modifiedAt={post.dateUpdated}
      jsonLd={{
        '@context': 'https://schema.org',
        '@type': 'BlogPosting',
        headline: post.title,
        datePublished: post.publishedAt,
        dateModified: post.dateUpdated,
        ...(post.author ? { author: { '@type': 'Person', name: post.author } } : {}),
        ...(description ? { description } : {}),
        mainEntityOfPage: `${siteOrigin()}${path}`,
      }}
    />
  );
};

export const BlogPostPage = () => {
  const slug = useParams().slug ?? '';
  const { content } = useServices();
  const state = useObservable(content.blogPost$);

  const view = contentView(state, (post) => post.slug === slug);
  switch (view.kind) {
    case 'not-found':
      return <NotFoundPage />;
    case 'loading':
      return <ContentSkeleton />;
    case 'failed':
      return (
        <ContentFailure message={view.message} onRetry={() => void content.loadBlogPost(slug)} />
      );
    case 'ready': {
      const post = view.data;
      return (
        <article css={styles.article} data-testid="blog-post">
          <BlogPostHead post={post} />
          <header css={styles.header}>
            {post.category ? (
              <p css={styles.eyebrow}>
                <Link to={contentPathOf(post.category.uri)}>{post.category.title}</Link>
              </p>
            ) : null}
            <h1 css={styles.title}>{post.title}</h1>
            {post.excerpt ? <p css={styles.lead}>{post.excerpt}</p> : null}
            <p css={styles.meta}>
              {post.author ? <>{post.author} · </> : null}
              <time dateTime={isoDate(post.publishedAt)}>
                {formatPublishedDate(post.publishedAt)}
              </time>
            </p>
          </header>
          {post.image ? <ArticleImage image={post.image} /> : null}
          <RichText html={post.body} />
        </article>
      );
    }
  }
};

/** The post at the address, read before it renders (see the route table). */
const blogPostData: RouteData = ({ params }) => {
  const slug = params.slug ?? '';
  return [{ key: `blog:${slug}`, run: (services) => services.content.loadBlogPost(slug) }];
};
BlogPostPage.data = blogPostData;
