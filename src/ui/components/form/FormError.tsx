import * as styles from './Field.styles';

interface FormErrorProps {
  /** The form-level message, e.g. 'Login failed' or the back-end's message. */
  readonly message?: string | null;
  /** Errors that belong to no single field (the back-end's general errors). */
  readonly details?: readonly string[];
}

/** A form-wide failure, announced to screen readers; nothing when there is none. */
export const FormError = ({ message, details = [] }: FormErrorProps) => {
  if (!message && details.length === 0) return null;
  return (
    <div role="alert" css={styles.formError}>
      {message ? <p css={{ margin: 0 }}>{message}</p> : null}
      {details.length > 0 ? (
        <ul>
          {details.map((detail) => (
            <li key={detail}>{detail}</li>
          ))}
        </ul>
      ) : null}
    </div>
  );
};
