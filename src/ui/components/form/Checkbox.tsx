import type { InputHTMLAttributes } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import * as styles from './Field.styles';
import { FieldError } from './FieldError';

export interface CheckboxProps extends Omit<
  InputHTMLAttributes<HTMLInputElement>,
  'onChange' | 'checked' | 'type'
> {
  readonly label: string;
  readonly checked: boolean;
  readonly onChange: (checked: boolean) => void;
  readonly error?: string;
}

/** A checkbox with its label beside it (the whole label is clickable). */
export const Checkbox = ({ label, checked, onChange, error, id, ...inputProps }: CheckboxProps) => {
  const ids = useFieldIds(id);
  return (
    <div>
      <div css={styles.checkboxRow}>
        <input
          {...inputProps}
          id={ids.input}
          type="checkbox"
          checked={checked}
          onChange={(event) => onChange(event.target.checked)}
          aria-invalid={error ? true : undefined}
          aria-describedby={describedBy(ids, undefined, error)}
        />
        <label htmlFor={ids.input}>{label}</label>
      </div>
      <FieldError id={ids.error} message={error} />
    </div>
  );
};
