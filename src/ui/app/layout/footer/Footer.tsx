import { lazy, Suspense } from 'react';
import { FooterSkeleton } from './FooterSkeleton';
import * as styles from './FooterSkeleton.styles';

// Below the fold: the content is its own chunk, and the skeleton shows until code and data are in.
const FooterContent = lazy(async () => ({
  default: (await import('./FooterContent')).FooterContent,
}));

export const Footer = () => (
  <footer css={styles.footer}>
    <Suspense fallback={<FooterSkeleton />}>
      <FooterContent />
    </Suspense>
  </footer>
);
