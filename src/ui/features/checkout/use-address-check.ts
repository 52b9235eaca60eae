import { useState } from 'react';
import { validationInputOf } from '../../../domain/address/address-suggestion.rules';
import { isErrorMessage } from '../../../domain/address/address-validation.rules';
import type { AddressRole } from '../../../domain/cart/cart-update';
import { useLazyService } from '../../app/services';
import { addressOf } from '../account/address-form-values';
import type { AddressChoiceDraft } from './address-choice-draft';

export type AddressProblems = Readonly<Record<AddressRole, readonly string[]>>;

const NO_PROBLEMS: AddressProblems = { shipping: [], billing: [] };

/**
 * Addresses typed in at checkout go through the tax service before paying. An address it finds
 * invalid is shown with its Error messages and stops the order; when the service itself fails the
 * shopper may continue with the address as entered (the spec's wording for that case). Saved
 * addresses were validated when they were saved.
 */
export const useAddressCheck = () => {
  const addressBook = useLazyService('addressBook');
  const [problems, setProblems] = useState<AddressProblems>(NO_PROBLEMS);

  const problemsOf = async (draft: AddressChoiceDraft | null): Promise<readonly string[]> => {
    if (draft === null || draft.mode !== 'new') return [];
    const entered = addressOf(draft.values, null);
    const checked = await addressBook.validateAddress(validationInputOf(entered));
    if (!checked.ok || checked.value.isValid) return [];
    return checked.value.messages
      .filter(isErrorMessage)
      .map((message) =>
        message.details === '' ? message.summary : `${message.summary}: ${message.details}`,
      );
  };

  /** True when every typed-in address may be used. */
  const check = async (
    shipping: AddressChoiceDraft,
    billing: AddressChoiceDraft | null,
  ): Promise<boolean> => {
    const found: AddressProblems = {
      shipping: await problemsOf(shipping),
      billing: await problemsOf(billing),
    };
    setProblems(found);
    return found.shipping.length === 0 && found.billing.length === 0;
  };

  return { problems, check };
};
