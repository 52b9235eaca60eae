import { useEffect, useRef, useState, type FormEvent } from 'react';
import {
  callQuoteFields,
  emptyCallQuote,
  type CallQuoteErrors,
  type CallQuoteField,
  type CallQuoteInput,
} from '../../../domain/forms/call-quote.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { FormError } from '../../components/form/FormError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextArea } from '../../components/form/TextArea';
import { TextField } from '../../components/form/TextField';
import * as styles from './CallQuoteModal.styles';

interface CallQuoteModalProps {
  readonly productId: number;
  readonly variantId: number | null;
  readonly productTitle: string;
  readonly quantity: number;
}

/**
 * The call-for-quote form in a modal dialog (focus stays inside, Escape closes it, focus returns
 * to what opened it); posts the `call-quote` form through the modal service.
 */
export const CallQuoteModal = ({
  productId,
  variantId,
  productTitle,
  quantity,
}: CallQuoteModalProps) => {
  const { modal } = useServices();
  const sending = useObservable(modal.sending$);
  const serverErrors = useObservable(modal.formErrors$);
  const dialog = useRef<HTMLDialogElement>(null);
  const [input, setInput] = useState<CallQuoteInput>({
    ...emptyCallQuote,
    quantity: String(quantity),
  });
  const [errors, setErrors] = useState<CallQuoteErrors>({});

  useEffect(() => {
    const element = dialog.current;
    const opener = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (element !== null && !element.open) element.showModal();
    return () => {
      element?.close();
      opener?.focus();
    };
  }, []);

  // A field being corrected loses its old message.
  const change = (field: CallQuoteField) => (value: string) => {
    setInput((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const errorOf = (field: CallQuoteField): { error?: string } => {
    const message = errors[field] ?? serverErrors.fields[field]?.[0];
    return message === undefined ? {} : { error: message };
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const fields = callQuoteFields(input, { productId, variantId });
    if (!fields.ok) {
      setErrors(fields.error);
      return;
    }
    setErrors({});
    void modal.submit('call-quote', fields.value);
  };

  return (
    <dialog
      ref={dialog}
      css={styles.dialog}
      aria-labelledby="call-quote-heading"
      onCancel={(event) => {
        event.preventDefault();
        modal.close();
      }}
    >
      <div css={styles.header}>
        <div>
          <h2 id="call-quote-heading" css={styles.heading}>
            Request a quote
          </h2>
          <p css={styles.product}>{productTitle}</p>
        </div>
        <button type="button" css={styles.close} aria-label="Close" onClick={modal.close}>
          <svg width="26" height="26" viewBox="0 0 24 24" aria-hidden="true">
            <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      </div>
      <form css={styles.form} onSubmit={submit} noValidate>
        <FormError details={serverErrors.general} />
        <TextField
          label="Name"
          autoComplete="name"
          required
          value={input.name}
          onChange={change('name')}
          {...errorOf('name')}
        />
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          required
          value={input.email}
          onChange={change('email')}
          {...errorOf('email')}
        />
        <TextField
          label="Phone (optional)"
          type="tel"
          autoComplete="tel"
          value={input.phone}
          onChange={change('phone')}
          {...errorOf('phone')}
        />
        <TextField
          label="Quantity"
          inputMode="numeric"
          required
          value={input.quantity}
          onChange={change('quantity')}
          {...errorOf('quantity')}
        />
        <TextArea
          label="Message (optional)"
          rows={4}
          value={input.message}
          onChange={change('message')}
          {...errorOf('message')}
        />
        <div css={styles.actions}>
          <Button variant="secondary" onClick={modal.close}>
            Cancel
          </Button>
          <SubmitButton pending={sending} pendingLabel="Sending…">
            Send request
          </SubmitButton>
        </div>
      </form>
    </dialog>
  );
};
