import { Suspense } from 'react';
import { lazyAfterFirstPage } from '../../first-page';
import { FooterSkeleton } from './FooterSkeleton';
import * as styles from './FooterSkeleton.styles';

// Below the fold: the content is its own chunk, loaded once the first page is on screen; the
// skeleton holds its place until code and data are in.
const FooterContent = lazyAfterFirstPage(
  async () => (await import('./FooterContent')).FooterContent,
);

export const Footer = () => (
  <footer css={styles.footer}>
    <Suspense fallback={<FooterSkeleton />}>
      <FooterContent />
    </Suspense>
  </footer>
);
