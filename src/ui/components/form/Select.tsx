import type { SelectHTMLAttributes } from 'react';
import { describedBy, useFieldIds } from './field-ids';
import * as styles from './Field.styles';
import { FieldError } from './FieldError';

export interface SelectOption {
  readonly value: string;
  readonly label: string;
}

export interface SelectProps extends Omit<
  SelectHTMLAttributes<HTMLSelectElement>,
  'onChange' | 'value'
> {
  readonly label: string;
  readonly value: string;
  readonly options: readonly SelectOption[];
  readonly onChange: (value: string) => void;
  /** A first, empty choice such as 'Choose a country'. */
  readonly placeholder?: string;
  readonly error?: string;
  readonly hint?: string;
}

/** A native select with a visible label and inline error. */
export const Select = ({
  label,
  value,
  options,
  onChange,
  placeholder,
  error,
  hint,
  id,
  ...selectProps
}: SelectProps) => {
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
      <select
        {...selectProps}
        id={ids.input}
        value={value}
        onChange={(event) => onChange(event.target.value)}
        aria-invalid={error ? true : undefined}
        aria-describedby={describedBy(ids, hint, error)}
        css={styles.control}
      >
        {placeholder === undefined ? null : <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
      <FieldError id={ids.error} message={error} />
    </div>
  );
};
