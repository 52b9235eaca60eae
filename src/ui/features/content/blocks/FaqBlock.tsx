import type { FaqBlock as Faq } from '../../../../domain/content/page-blocks';
import { RichText } from '../RichText';
import * as styles from './FaqBlock.styles';
import * as section from './Section.styles';

/** Questions as native disclosure widgets: keyboard and screen-reader ready without script. */
export const FaqBlock = ({ block }: { readonly block: Faq }) => (
  <section css={section.section} data-block="faq">
    {block.heading ? <h2 css={section.heading}>{block.heading}</h2> : null}
    <div css={styles.list}>
      {block.items.map((item) => (
        <details key={item.question} css={styles.item}>
          <summary css={styles.question}>{item.question}</summary>
          <div css={styles.answer}>
            <RichText html={item.answerHtml} />
          </div>
        </details>
      ))}
    </div>
  </section>
);
