import type { MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { sanitizeCmsHtml } from '../../components/cms-html.dom';
import * as styles from './RichText.styles';

interface RichTextProps {
  /** HTML from the content system; cleaned again here (another back-end's HTML is not trusted). */
  readonly html: string;
}

const isPlainLeftClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

/** Rich text from the content system; its links to other pages of the shop stay in the app. */
export const RichText = ({ html }: RichTextProps) => {
  const navigate = useNavigate();
  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (!(event.target instanceof Element) || !isPlainLeftClick(event)) return;
    const anchor = event.target.closest('a');
    const href = anchor?.getAttribute('href');
    if (!anchor || !href || anchor.target === '_blank') return;
    if (!href.startsWith('/') || href.startsWith('//')) return;
    event.preventDefault();
    void navigate(href);
  };
  return (
    // Only catches clicks on the links inside (Enter on a focused link is a click too).
    <div
      css={styles.prose}
      onClick={followInternalLink}
      dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(html) }}
    />
  );
};
