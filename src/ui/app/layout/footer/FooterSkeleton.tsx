import * as styles from './FooterSkeleton.styles';

const COLUMNS = [0, 1, 2, 3];
const LINES = [0, 1, 2, 3];

/** A shimmering outline of the footer while its content loads. */
export const FooterSkeleton = () => (
  <div
    css={styles.inner}
    data-testid="footer-skeleton"
    // A label needs a role (axe: aria-prohibited-attr on a plain div): a polite status.
    role="status"
    aria-busy="true"
    aria-label="Loading footer"
  >
    <div css={styles.top}>
      <div css={styles.about}>
        <span css={[styles.shimmer, styles.bone(180, 36)]} />
        <span css={[styles.shimmer, styles.bone(280, 64)]} />
      </div>
      <div css={styles.columns}>
        {COLUMNS.map((column) => (
          <div key={column} css={styles.column}>
            <span css={[styles.shimmer, styles.bone(100, 18)]} />
            {LINES.map((line) => (
              <span key={line} css={[styles.shimmer, styles.bone(130, 14)]} />
            ))}
          </div>
        ))}
      </div>
    </div>
  </div>
);
