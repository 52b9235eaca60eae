import { useState, type FormEvent } from 'react';
import {
  callQuoteFields,
  emptyCallQuote,
  type CallQuoteErrors,
  type CallQuoteField,
  type CallQuoteInput,
} from '../../../domain/forms/call-quote.rules';
import { useServices } from '../../app/services';
import { useObservable } from '../../app/use-observable';

interface CallQuoteSubject {
  readonly productId: number;
  readonly variantId: number | null;
  readonly quantity: number;
}

/** The call-for-quote form's fields, their messages (local or from the server) and its submit. */
export const useCallQuoteForm = ({ productId, variantId, quantity }: CallQuoteSubject) => {
  const { modal } = useServices();
  const sending = useObservable(modal.sending$);
  const serverErrors = useObservable(modal.formErrors$);
  const [input, setInput] = useState<CallQuoteInput>({
    ...emptyCallQuote,
    quantity: String(quantity),
  });
  const [errors, setErrors] = useState<CallQuoteErrors>({});

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

  return { modal, sending, generalError: serverErrors.general, input, change, errorOf, submit };
};
