import type { CtaBlock as Cta } from '../../../../domain/content/page-blocks';
import { SmartLink } from '../SmartLink';
import * as styles from './CtaBlock.styles';
import * as section from './Section.styles';

export const CtaBlock = ({ block }: { readonly block: Cta }) => (
  <section css={section.section} data-block="cta">
    <div css={styles.panel}>
      <div>
        {block.heading ? <h2 css={styles.heading}>{block.heading}</h2> : null}
        {block.text ? <p css={styles.text}>{block.text}</p> : null}
      </div>
      <SmartLink href={block.link.url} styles={styles.link}>
        {block.link.label}
      </SmartLink>
    </div>
  </section>
);
