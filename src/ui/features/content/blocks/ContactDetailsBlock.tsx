import type { ContactDetailsBlock as ContactDetails } from '../../../../domain/content/page-blocks';
import { telHref } from '../../../../domain/content/page-blocks.rules';
import * as styles from './ContactDetailsBlock.styles';
import * as section from './Section.styles';

export const ContactDetailsBlock = ({ block }: { readonly block: ContactDetails }) => (
  <section css={section.section} data-block="contactDetails">
    <address css={[styles.card, styles.address]}>
      {block.heading ? <h2 css={styles.heading}>{block.heading}</h2> : null}
      <dl css={styles.list}>
        {block.email ? (
          <>
            <dt>E-mail</dt>
            <dd>
              <a href={`mailto:${block.email}`}>{block.email}</a>
            </dd>
          </>
        ) : null}
        {block.phone ? (
          <>
            <dt>Phone</dt>
            <dd>
              <a href={telHref(block.phone)}>{block.phone}</a>
            </dd>
          </>
        ) : null}
        {block.addressLines.length > 0 ? (
          <>
            <dt>Address</dt>
            <dd>
              <ul css={styles.lines}>
                {block.addressLines.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
        {block.openingHours.length > 0 ? (
          <>
            <dt>Opening hours</dt>
            <dd>
              <ul css={styles.lines}>
                {block.openingHours.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </dd>
          </>
        ) : null}
      </dl>
    </address>
  </section>
);
