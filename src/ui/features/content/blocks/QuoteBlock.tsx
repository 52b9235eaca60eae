import type { QuoteBlock as Quote } from '../../../../domain/content/page-blocks';
import * as styles from './QuoteBlock.styles';
import * as section from './Section.styles';

export const QuoteBlock = ({ block }: { readonly block: Quote }) => (
  <section css={section.section} data-block="quote">
    <figure css={styles.figure}>
      <blockquote css={styles.quote}>
        <p>“{block.text}”</p>
      </blockquote>
      {block.author ? <figcaption css={styles.author}>{block.author}</figcaption> : null}
    </figure>
  </section>
);
