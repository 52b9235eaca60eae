import type { TextareaHTMLAttributes } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import * as styles from './Field.styles';
import { FieldError } from './FieldError';

export interface TextAreaProps extends Omit<
  TextareaHTMLAttributes<HTMLTextAreaElement>,
  'onChange' | 'value'
> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  readonly error?: string;
  readonly hint?: string;
}

/** A multi-line text field with a visible label and inline error. */
export const TextArea = ({ label, value, onChange, error, hint, id, ...props }: TextAreaProps) => {
  const ids = useFieldIds(id);
  return (
    <div css={styles.field}>
      <label htmlFor={ids.input} css={styles.label}>
        {label}
      </label>
      {hint ? (
        <p id={ids.hint} css={styles.hint}>
          {hint}
        </p>
      ) : null}
      <textarea
        {...props}
        id={ids.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        css={styles.textarea}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
};
