import { useId, useState } from 'react';
import { typedLineQuantity } from '../../../domain/cart/line-quantity.rules';
import * as styles from './QuantityStepper.styles';

interface QuantityStepperProps {
  readonly quantity: number;
  /** what the line is, for the buttons' accessible names */
  readonly itemName: string;
  readonly disabled: boolean;
  /** called with the new quantity; 0 removes the line */
  readonly onChange: (quantity: number) => void;
}

/** The text in the field: what is being typed, else the cart's quantity; sent when committed. */
const useQuantityDraft = (quantity: number, onChange: (quantity: number) => void) => {
  // What is being typed, for the quantity it was typed over; a new quantity from the cart wins.
  const [typing, setTyping] = useState<{ readonly over: number; readonly text: string } | null>(
    null,
  );
  const draft = typing !== null && typing.over === quantity ? typing.text : String(quantity);

  const commit = () => {
    setTyping(null);
    const typed = typedLineQuantity(draft);
    if (typed !== null && typed !== quantity) onChange(typed);
  };

  const type = (text: string) => setTyping({ over: quantity, text });
  return { draft, type, commit };
};

/** − / quantity / +; a typed quantity is sent when the field is left or Enter is pressed. */
export const QuantityStepper = ({
  quantity,
  itemName,
  disabled,
  onChange,
}: QuantityStepperProps) => {
  const inputId = useId();
  const { draft, type, commit } = useQuantityDraft(quantity, onChange);

  return (
    <div css={styles.stepper}>
      <label htmlFor={inputId} css={styles.label}>
        Quantity
      </label>
      <div css={styles.controls}>
        <button
          type="button"
          css={styles.button}
          aria-label={`Decrease quantity of ${itemName}`}
          disabled={disabled}
          onClick={() => onChange(quantity - 1)}
        >
          −
        </button>
        <input
          id={inputId}
          css={styles.input}
          type="number"
          inputMode="numeric"
          min={0}
          value={draft}
          disabled={disabled}
          onChange={(event) => type(event.target.value)}
          onBlur={commit}
          onKeyDown={(event) => {
            if (event.key === 'Enter') commit();
          }}
        />
        <button
          type="button"
          css={styles.button}
          aria-label={`Increase quantity of ${itemName}`}
          disabled={disabled}
          onClick={() => onChange(quantity + 1)}
        >
          +
        </button>
      </div>
    </div>
  );
};
