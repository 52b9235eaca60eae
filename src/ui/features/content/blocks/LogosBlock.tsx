import type { LogosBlock as Logos } from '../../../../domain/content/page-blocks';
import { Image } from '../../../components/Image';
import * as styles from './LogosBlock.styles';
import * as section from './Section.styles';

export const LogosBlock = ({ block }: { readonly block: Logos }) => (
  <section css={section.section} data-block="logos">
    {block.heading ? <h2 css={section.heading}>{block.heading}</h2> : null}
    <ul css={styles.list}>
      {block.images.map((image) => (
        <li key={image.url} css={styles.logo}>
          <Image
            src={image.url}
            alt={image.alt}
            width={image.width ?? 280}
            height={image.height ?? 140}
          />
        </li>
      ))}
    </ul>
  </section>
);
