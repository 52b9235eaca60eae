import { Link } from 'react-router';
import type { BlogPostSummary } from '../../../domain/content/content';
import { contentPathOf } from '../../../domain/content/content-path.rules';
import { formatPublishedDate, isoDate } from '../../../domain/content/content-date.rules';
import { Image } from '../../components/Image';
import * as styles from './BlogCategoryPage.styles';

const CARD_SIZES = '(min-width: 1200px) 368px, (min-width: 768px) 33vw, 100vw';

export const BlogPostCard = ({
  post,
  priority,
}: {
  readonly post: BlogPostSummary;
  readonly priority: boolean;
}) => (
  <li css={styles.card} data-testid="blog-post-card">
    {post.image ? (
      <div css={styles.media}>
        <Image
          src={post.image.url}
          alt={post.image.alt}
          width={post.image.width ?? 1200}
          height={post.image.height ?? 800}
          sizes={CARD_SIZES}
          priority={priority}
        />
      </div>
    ) : null}
    <h2 css={styles.cardTitle}>
      <Link to={contentPathOf(post.uri)} css={styles.cardLink}>
        {post.title}
      </Link>
    </h2>
    {post.excerpt ? <p css={styles.excerpt}>{post.excerpt}</p> : null}
    <p css={styles.meta}>
      <time dateTime={isoDate(post.publishedAt)}>{formatPublishedDate(post.publishedAt)}</time>
      {post.author ? <> · {post.author}</> : null}
    </p>
  </li>
);
