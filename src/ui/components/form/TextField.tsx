import type { InputHTMLAttributes } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import * as styles from './Field.styles';
import { FieldError } from './FieldError';

export interface TextFieldProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'value'
> {
  readonly label: string;
  readonly value: string;
  readonly onChange: (value: string) => void;
  /** The inline error under the field, e.g. the back-end's per-field error. */
  readonly error?: string;
  readonly hint?: string;
}

/** A text input with its visible label above it and its inline error below it. */
export const TextField = ({
  label,
  value,
  onChange,
  error,
  hint,
  id,
  type = 'text',
  ...inputProps
}: TextFieldProps) => {
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
      <input
        {...inputProps}
        id={ids.input}
        type={type}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        css={styles.control}
      />
      <FieldError id={ids.error} message={error} />
    </div>
  );
};
