import type { PageError } from '../../domain/errors/page-error';
import { ButtonLink } from './Button';
import * as styles from './ErrorPanel.styles';

interface ErrorPanelProps {
  readonly error: PageError;
}

export const ErrorPanel = ({ error }: ErrorPanelProps) => (
  <section css={styles.panel} aria-labelledby="error-name">
    <p css={styles.status} data-testid="error-status">
      {error.statusCode}
    </p>
    <h1 id="error-name" css={styles.name}>
      {error.name}
    </h1>
    <p css={styles.message}>{error.message}</p>
    <ButtonLink to="/">Back to Homepage</ButtonLink>
  </section>
);
