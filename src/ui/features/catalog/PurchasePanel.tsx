import { useState, type FormEvent } from 'react';
import { parseQuantity } from '../../../domain/catalog/quantity.rules';
import type { Variant } from '../../../domain/catalog/product';
import { stockLabel, stockState } from '../../../domain/catalog/stock.rules';
import { Button } from '../../components/Button';
import { TextField } from '../../components/form/TextField';
import * as styles from './PurchasePanel.styles';

interface PurchasePanelProps {
  readonly variant: Variant;
  readonly callForQuote: boolean;
  readonly pending: boolean;
  readonly onAdd: (quantity: number) => void;
  readonly onQuote: (quantity: number) => void;
}

/** Stock, quantity and the one action the product offers: add to cart, or ask for a quote. */
export const PurchasePanel = ({
  variant,
  callForQuote,
  pending,
  onAdd,
  onQuote,
}: PurchasePanelProps) => {
  const [quantity, setQuantity] = useState('1');
  const [error, setError] = useState<string | undefined>(undefined);
  const stock = stockState(variant);
  const soldOut = stock.kind === 'out-of-stock';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const parsed = parseQuantity(quantity);
    if (!parsed.ok) {
      setError(parsed.error);
      return;
    }
    setError(undefined);
    if (callForQuote) onQuote(parsed.value);
    else onAdd(parsed.value);
  };

  return (
    <form css={styles.panel} onSubmit={submit} noValidate>
      {callForQuote ? (
        <p css={styles.quoteNote}>Priced to order: tell us what you need and we will quote.</p>
      ) : (
        <p css={[styles.stock, styles.stockColours[stock.kind]]} data-testid="stock-state">
          {stockLabel(stock)}
        </p>
      )}
      <div css={styles.buy}>
        <TextField
          label="Quantity"
          inputMode="numeric"
          pattern="[0-9]*"
          value={quantity}
          onChange={setQuantity}
          {...(error === undefined ? {} : { error })}
        />
        {callForQuote ? (
          <Button type="submit" css={styles.buyButton}>
            Request a quote
          </Button>
        ) : (
          <Button
            type="submit"
            css={styles.buyButton}
            disabled={pending || soldOut}
            aria-busy={pending}
          >
            Add to cart
          </Button>
        )}
      </div>
    </form>
  );
};
