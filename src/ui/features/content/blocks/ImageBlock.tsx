import type { ImageBlock as ImageContent } from '../../../../domain/content/page-blocks';
import { CONTENT_WIDTH } from '../../../components/theme';
import { Image } from '../../../components/Image';
import * as styles from './ImageBlock.styles';
import * as section from './Section.styles';

interface ImageBlockProps {
  readonly block: ImageContent;
  readonly priority: boolean;
}

export const ImageBlock = ({ block, priority }: ImageBlockProps) => (
  <section css={section.section} data-block="image">
    <figure css={styles.figure}>
      <Image
        src={block.image.url}
        alt={block.image.alt}
        width={block.image.width ?? 1200}
        height={block.image.height ?? 800}
        sizes={`(min-width: ${CONTENT_WIDTH}px) ${CONTENT_WIDTH}px, 100vw`}
        priority={priority}
      />
      {block.caption ? <figcaption css={styles.caption}>{block.caption}</figcaption> : null}
    </figure>
  </section>
);
