import type { PageError } from '../../domain/routing/page-error';
import { BACK_TO_HOMEPAGE_LABEL } from '../../domain/navigation/account-widget.rules';
import { HOME_PATH } from '../../domain/routing/paths';
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
    <ButtonLink to={HOME_PATH}>{BACK_TO_HOMEPAGE_LABEL}</ButtonLink>
  </section>
);
