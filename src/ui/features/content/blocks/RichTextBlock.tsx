import type { RichTextBlock as RichTextContent } from '../../../../domain/content/page-blocks';
import { RichText } from '../RichText';
import * as styles from './Section.styles';

export const RichTextBlock = ({ block }: { readonly block: RichTextContent }) => (
  <section css={styles.section} data-block="richText">
    <RichText html={block.html} />
  </section>
);
