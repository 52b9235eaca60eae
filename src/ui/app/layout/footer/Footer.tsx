import { css } from '@emotion/react';
import { lazy, Suspense } from 'react';
import { colors } from '../../../components/theme';
import { lazyAfterFirstPage } from '../../first-page';

// Below the fold: the content is its own chunk, loaded once the first page is on screen; the
// skeleton holds its place until code and data are in.
const FooterContent = lazyAfterFirstPage(
  async () => (await import('./FooterContent')).FooterContent,
);
// A page the server rendered arrives with its footer, so only pages drawn in the browser (the cart,
// checkout and account) show the skeleton: its code is not part of every first render.
const FooterSkeleton = lazy(async () => ({
  default: (await import('./FooterSkeleton')).FooterSkeleton,
}));

/** The footer's frame, around the skeleton and the content. */
const footer = css({
  marginTop: 'auto',
  background: colors.surface,
  borderTop: `1px solid ${colors.border}`,
  color: colors.text,
  fontSize: '0.9375rem',
});

export const Footer = () => (
  <footer css={footer}>
    <Suspense
      fallback={
        <Suspense fallback={null}>
          <FooterSkeleton />
        </Suspense>
      }
    >
      <FooterContent />
    </Suspense>
  </footer>
);
