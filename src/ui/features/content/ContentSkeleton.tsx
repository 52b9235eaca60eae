import * as styles from './ContentSkeleton.styles';

/** A shimmering stand-in while a page, post or case study loads; announced once as busy. */
export const ContentSkeleton = () => (
  <div
    css={styles.skeleton}
    role="status"
    aria-busy="true"
    aria-label="Loading"
    data-testid="content-skeleton"
  >
    <div css={styles.line('60%', '2.25rem')} />
    <div css={styles.line('90%')} />
    <div css={styles.line('75%')} />
    <div css={styles.block} />
    <div css={styles.line('85%')} />
    <div css={styles.line('70%')} />
  </div>
);
