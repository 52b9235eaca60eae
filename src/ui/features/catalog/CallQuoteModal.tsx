import { Button } from '../../components/Button';
import { FormError } from '../../components/form/FormError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextArea } from '../../components/form/TextArea';
import { TextField } from '../../components/form/TextField';
import { useModalDialog } from '../../components/use-modal-dialog';
import * as styles from './CallQuoteModal.styles';
import { useCallQuoteForm } from './use-call-quote-form';

interface CallQuoteModalProps {
  readonly productId: number;
  readonly variantId: number | null;
  readonly productTitle: string;
  readonly quantity: number;
}

const CallQuoteFields = ({ form }: { readonly form: ReturnType<typeof useCallQuoteForm> }) => {
  const { input, change, errorOf } = form;
  return (
    <>
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
    </>
  );
};

/**
 * The call-for-quote form in a modal dialog (focus stays inside, Escape closes it, focus returns
 * to what opened it); posts the `call-quote` form through the modal service.
 */
export const CallQuoteModal = ({ productTitle, ...subject }: CallQuoteModalProps) => {
  const form = useCallQuoteForm(subject);
  const { modal } = form;
  const dialog = useModalDialog();

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
      <form css={styles.form} onSubmit={form.submit} noValidate>
        <FormError details={form.generalError} />
        <CallQuoteFields form={form} />
        <div css={styles.actions}>
          <Button variant="secondary" onClick={modal.close}>
            Cancel
          </Button>
          <SubmitButton pending={form.sending} pendingLabel="Sending…">
            Send request
          </SubmitButton>
        </div>
      </form>
    </dialog>
  );
};
