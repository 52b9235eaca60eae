import { Alert } from '../../components/Alert';
import * as styles from './ContentPage.styles';

/** A page that could not be loaded (not a missing one): the reason, and a way to try again. */
export const ContentFailure = ({
  message,
  onRetry,
}: {
  readonly message: string;
  readonly onRetry: () => void;
}) => (
  <div css={styles.failure}>
    <Alert message={message} onRetry={onRetry} />
  </div>
);
