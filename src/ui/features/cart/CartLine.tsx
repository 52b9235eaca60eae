import { useState } from 'react';
import type { LineItem } from '../../../domain/cart/cart';
import { useServices } from '../../app/services';
import { Button } from '../../components/Button';
import { TextArea } from '../../components/form/TextArea';
import { cartMoney } from './cart-money';
import * as styles from './CartLine.styles';
import { QuantityStepper } from './QuantityStepper';

interface CartLineProps {
  readonly line: LineItem;
  readonly currency: string;
  readonly pending: boolean;
}

/** One line: what it is, its price, quantity stepper, note and remove. */
export const CartLine = ({ line, currency, pending }: CartLineProps) => {
  const { cart, capabilities } = useServices();
  const [note, setNote] = useState(line.note);
  const name = line.description === '' ? line.sku : line.description;
  const discounted = line.total !== line.subtotal;

  return (
    <li css={styles.line} data-testid="cart-line">
      <div css={styles.info}>
        <h2 css={styles.name}>{name}</h2>
        {line.sku === '' ? null : <p css={styles.meta}>SKU {line.sku}</p>}
        <p css={styles.meta}>{cartMoney(line.salePrice, currency)} each</p>
      </div>
      <QuantityStepper
        quantity={line.qty}
        itemName={name}
        disabled={pending}
        onChange={(qty) => void cart.updateQuantity(line.id, qty)}
      />
      <div css={styles.price}>
        {discounted ? <s css={styles.meta}>{cartMoney(line.subtotal, currency)}</s> : null}
        <strong>{cartMoney(line.total, currency)}</strong>
      </div>
      <div css={styles.note}>
        {capabilities.offers('lineNotes') ? (
          <TextArea
            label="Note"
            value={note}
            onChange={setNote}
            rows={2}
            maxLength={500}
            hint="Anything we should know about this item"
          />
        ) : null}
        <div css={styles.actions}>
          {capabilities.offers('lineNotes') ? (
            <Button
              variant="secondary"
              disabled={pending || note === line.note}
              onClick={() => void cart.updateNote(line.id, note)}
            >
              Save note
            </Button>
          ) : null}
          <Button
            variant="secondary"
            disabled={pending}
            onClick={() => void cart.removeItem(line.id)}
            aria-label={`Remove ${name}`}
          >
            Remove
          </Button>
        </div>
      </div>
    </li>
  );
};
