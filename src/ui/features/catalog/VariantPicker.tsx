import type { VariantPicker as Picker } from '../../../domain/catalog/variant-picker.rules';
import * as styles from './VariantPicker.styles';

interface VariantPickerProps {
  readonly picker: Picker;
  readonly selectedId: number | null;
  readonly onSelect: (variantId: number) => void;
}

/** A radio group named after the option the variants differ by. */
export const VariantPicker = ({ picker, selectedId, onSelect }: VariantPickerProps) => (
  <fieldset css={styles.fieldset}>
    <legend css={styles.legend}>{picker.label}</legend>
    <div css={styles.choices}>
      {picker.choices.map((choice) => (
        <label key={choice.variantId} css={styles.choice}>
          <input
            type="radio"
            name="variant"
            value={choice.variantId}
            checked={choice.variantId === selectedId}
            onChange={() => onSelect(choice.variantId)}
          />
          {choice.label}
        </label>
      ))}
    </div>
  </fieldset>
);
