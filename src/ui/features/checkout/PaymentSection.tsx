import { takesCard, type CardDetails } from '../../../domain/payment/card-form.rules';
import type { PaymentGateway } from '../../../domain/payment/payment';
import type { FormErrors } from '../../../domain/http/service-error.rules';
import { fieldMessage } from '../../components/form/field-message';
import { TextField } from '../../components/form/TextField';
import * as styles from './CheckoutPage.styles';

interface PaymentSectionProps {
  readonly gateways: readonly PaymentGateway[];
  readonly gatewayId: number | null;
  readonly onGateway: (id: number) => void;
  readonly card: CardDetails;
  readonly onCard: (card: CardDetails) => void;
  readonly errors: FormErrors;
}

/** The card gateway's card details. */
const CardForm = ({
  card,
  onCard,
  errors,
}: Pick<PaymentSectionProps, 'card' | 'onCard' | 'errors'>) => {
  const set = (field: keyof CardDetails) => (value: string) => onCard({ ...card, [field]: value });
  return (
    <div css={styles.cardForm}>
      <div css={styles.twoColumns}>
        <TextField
          label="First name on card"
          autoComplete="cc-given-name"
          value={card.firstName}
          onChange={set('firstName')}
          error={fieldMessage(errors, 'firstName')}
        />
        <TextField
          label="Last name on card"
          autoComplete="cc-family-name"
          value={card.lastName}
          onChange={set('lastName')}
          error={fieldMessage(errors, 'lastName')}
        />
      </div>
      <TextField
        label="Card number"
        autoComplete="cc-number"
        inputMode="numeric"
        value={card.number}
        onChange={set('number')}
        error={fieldMessage(errors, 'number')}
      />
      <div css={styles.twoColumns}>
        <TextField
          label="Expiry date (MM/YYYY)"
          autoComplete="cc-exp"
          placeholder="MM/YYYY"
          value={card.expiry}
          onChange={set('expiry')}
          error={fieldMessage(errors, 'expiry', 'month', 'year')}
        />
        <TextField
          label="Security code (CVV)"
          autoComplete="cc-csc"
          inputMode="numeric"
          value={card.cvv}
          onChange={set('cvv')}
          error={fieldMessage(errors, 'cvv')}
        />
      </div>
    </div>
  );
};

/** One radio button per enabled gateway, named after it; a card gateway shows its card form. */
export const PaymentSection = ({
  gateways,
  gatewayId,
  onGateway,
  card,
  onCard,
  errors,
}: PaymentSectionProps) => {
  const chosen = gateways.find((gateway) => gateway.id === gatewayId);
  return (
    <div>
      <fieldset css={styles.choices}>
        <legend css={styles.visuallyHidden}>Payment method</legend>
        {gateways.map((gateway) => (
          <label key={gateway.id} css={styles.choice}>
            <input
              type="radio"
              name="gateway"
              value={gateway.id}
              checked={gateway.id === gatewayId}
              onChange={() => onGateway(gateway.id)}
            />
            <span>{gateway.name}</span>
          </label>
        ))}
      </fieldset>
      {chosen !== undefined && takesCard(chosen) ? (
        <CardForm card={card} onCard={onCard} errors={errors} />
      ) : null}
    </div>
  );
};
