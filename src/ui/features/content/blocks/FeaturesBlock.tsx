import type { FeaturesBlock as Features } from '../../../../domain/content/page-blocks';
import { Image } from '../../../components/Image';
import * as styles from './FeaturesBlock.styles';
import * as section from './Section.styles';

const ICON_PX = 36;

export const FeaturesBlock = ({ block }: { readonly block: Features }) => (
  <section css={section.section} data-block="features">
    {block.heading ? <h2 css={section.heading}>{block.heading}</h2> : null}
    <ul css={styles.grid}>
      {block.items.map((item) => (
        <li key={item.title} css={styles.item}>
          {item.icon ? (
            <Image src={item.icon.url} alt={item.icon.alt} width={ICON_PX} height={ICON_PX} />
          ) : null}
          <h3 css={styles.title}>{item.title}</h3>
          {item.text ? <p css={styles.text}>{item.text}</p> : null}
        </li>
      ))}
    </ul>
  </section>
);
