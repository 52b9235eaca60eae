import { Suspense } from 'react';
import { lazyAfterFirstPage } from '../first-page';
import * as styles from './FlashToasts.styles';

// Toasts follow what a visitor does, never the first paint: their code loads once the first page is
// on screen. A message flashed before that (kept by FlashService) shows as soon as it is in.
const FlashToastList = lazyAfterFirstPage(
  async () => (await import('./FlashToastList')).FlashToastList,
);

/**
 * The flash messages: one toast per slot, gone by itself after 8 s (FlashService) or when
 * dismissed. The region is always in the page, so screen readers announce what appears in it.
 */
export const FlashToasts = () => (
  <div css={styles.region} role="region" aria-label="Notifications">
    <ul css={styles.list} aria-live="polite">
      <Suspense fallback={null}>
        <FlashToastList />
      </Suspense>
    </ul>
  </div>
);
