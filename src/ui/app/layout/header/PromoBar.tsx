import { useEffect, useRef } from 'react';
import { useServices } from '../../services';
import { useObservable } from '../../use-observable';
import * as styles from './PromoBar.styles';
import { sanitizeCmsHtml } from '../../../components/cms-html.dom';

/**
 * The sticky promo bar's two rich texts (from the CMS). Scrolling down past the threshold hides
 * it, scrolling up shows it; the product page's sticky bar hides it too (MenuService decides).
 * A hidden bar keeps its size: the header slides up to take it off screen (see Header).
 */
export const PromoBar = () => {
  const { menu } = useServices();
  const bar = useObservable(menu.stickyBar$);
  const visible = useObservable(menu.stickyBarVisible$);
  const ref = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const onScroll = () => menu.stickyBarEvent({ type: 'scrolled', scrollY: window.scrollY });
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [menu]);

  const content = bar.data;
  useEffect(() => {
    const element = ref.current;
    if (element === null) return undefined;
    const measure = () =>
      menu.stickyBarEvent({ type: 'measured', barHeight: element.scrollHeight });
    measure();
    if (typeof ResizeObserver === 'undefined') return undefined;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, [menu, content]);

  if (content === null || !content.isEnabled) return null;
  return (
    <div ref={ref} css={styles.bar} data-testid="promo-bar" aria-hidden={!visible} inert={!visible}>
      {/* Rich text from the shop's own CMS, edited by the shop's staff. */}
      <div
        css={styles.primary}
        dangerouslySetInnerHTML={{ __html: sanitizeCmsHtml(content.stickyBarRichTextContent) }}
      />
      <div
        css={styles.secondary}
        dangerouslySetInnerHTML={{
          __html: sanitizeCmsHtml(content.stickyBarRichTextContentSecondary),
        }}
      />
    </div>
  );
};
