import * as styles from './Field.styles';

interface FieldErrorProps {
  readonly id: string;
  readonly message: string | undefined;
}

/** The inline error under a field; nothing when the field is fine. */
export const FieldError = ({ id, message }: FieldErrorProps) =>
  message ? (
    <p id={id} css={styles.error}>
      {message}
    </p>
  ) : null;
