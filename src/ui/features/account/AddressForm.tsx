import { useEffect, type FormEvent } from 'react';
import type { AddressEntryStep } from '../../../application/account/address-book.service';
import type { Address } from '../../../domain/address/address';
import type { AppError } from '../../../domain/errors/app-error';
import type { Result } from '../../../domain/shared/result';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { FormError } from '../../components/form/FormError';
import { SubmitButton } from '../../components/form/SubmitButton';
import { useFormValues } from '../../components/form/use-form-values';
import { AddressCheckPanel } from './AddressCheckPanel';
import * as styles from './AddressForm.styles';
import {
  AddressNameFields,
  AddressPhoneAndUseFields,
  AddressRegionFields,
  AddressStreetFields,
} from './AddressFormFields';
import {
  addressOf,
  emptyAddressForm,
  formValuesOf,
  type AddressFormValues,
} from './address-form-values';

interface AddressFormProps {
  /** null to add a new address */
  readonly saved: Address | null;
  readonly onDone: () => void;
}

/**
 * The address form, or after its submit the tax service's check to choose from; the address book
 * service checks and saves (see `AddressBookService.submitEntered`).
 */
export const AddressForm = ({ saved, onDone }: AddressFormProps) => {
  const addressBook = useLazyService('addressBook');
  const checked = useObservable(addressBook.checked$);
  const check = useObservable(addressBook.check$);
  const busy = useObservable(addressBook.entryBusy$);
  const form = useFormValues(saved === null ? emptyAddressForm : formValuesOf(saved));

  useEffect(() => {
    void addressBook.openEntry();
    return () => addressBook.editEntered();
  }, [addressBook]);

  useEffect(() => {
    void addressBook.loadStates(form.values.countryCode);
  }, [addressBook, form.values.countryCode]);

  const doneWhenSaved = async (step: Promise<Result<AddressEntryStep, AppError>>) => {
    const result = await step;
    if (result.ok && result.value === 'saved') onDone();
  };

  if (checked !== null) {
    return (
      <AddressCheckPanel
        entered={checked.entered}
        suggested={checked.suggested}
        outcome={check.outcome}
        checkError={check.error}
        busy={busy}
        onSave={(address) => void doneWhenSaved(addressBook.saveChosen(address))}
        onEdit={() => addressBook.editEntered()}
      />
    );
  }
  return (
    <AddressEntryForm
      form={form}
      isNew={saved === null}
      busy={busy}
      onSubmit={(event) => {
        event.preventDefault();
        void doneWhenSaved(addressBook.submitEntered(addressOf(form.values, saved)));
      }}
      onCancel={onDone}
    />
  );
};

interface AddressEntryFormProps {
  readonly form: ReturnType<typeof useFormValues<AddressFormValues>>;
  readonly isNew: boolean;
  readonly busy: boolean;
  readonly onSubmit: (event: FormEvent) => void;
  readonly onCancel: () => void;
}

const AddressEntryForm = ({ form, isNew, busy, onSubmit, onCancel }: AddressEntryFormProps) => {
  const addressBook = useLazyService('addressBook');
  const errors = useObservable(addressBook.formErrors$);
  const countries = useObservable(addressBook.countries$);
  const { values, setField, setValues } = form;
  const fields = { values, setField, errors };
  return (
    <form onSubmit={onSubmit} noValidate aria-label={isNew ? 'New address' : 'Edit address'}>
      <FormError details={errors.general} />
      <FormError message={countries.error} />
      <AddressNameFields {...fields} />
      <AddressStreetFields {...fields} />
      <AddressRegionFields
        {...fields}
        onCountry={(countryCode) =>
          setValues((current) => ({ ...current, countryCode, administrativeArea: '' }))
        }
      />
      <AddressPhoneAndUseFields {...fields} />
      <div css={styles.buttons}>
        <SubmitButton pending={busy} pendingLabel="Checking address…">
          Save address
        </SubmitButton>
        <Button variant="secondary" disabled={busy} onClick={onCancel}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
