import type { ImageAsset } from '../../../domain/content/content';
import { Image } from '../../components/Image';
import * as styles from './Article.styles';

/** The lead picture of a long read: the largest paint of its page, so it loads first. */
export const ArticleImage = ({ image }: { readonly image: ImageAsset }) => (
  <div css={styles.media}>
    <Image
      src={image.url}
      alt={image.alt}
      width={image.width ?? 1200}
      height={image.height ?? 800}
      sizes="(min-width: 820px) 772px, 100vw"
      priority
    />
  </div>
);
