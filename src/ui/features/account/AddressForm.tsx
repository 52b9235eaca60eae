import { useEffect, useRef, useState, type FormEvent } from 'react';
import type { Address } from '../../../domain/address/address';
import {
  applySuggestion,
  suggestionDiffers,
  validationInputOf,
} from '../../../domain/address/address-suggestion.rules';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import { Checkbox } from '../../components/form/Checkbox';
import { FormError } from '../../components/form/FormError';
import { fieldMessage } from '../../components/form/field-message';
import { Select } from '../../components/form/Select';
import { SubmitButton } from '../../components/form/SubmitButton';
import { TextField } from '../../components/form/TextField';
import { useFormValues } from '../../components/form/use-form-values';
import { AddressCheckPanel } from './AddressCheckPanel';
import * as styles from './AddressForm.styles';
import { addressOf, emptyAddressForm, formValuesOf } from './address-form-values';

interface AddressFormProps {
  /** null to add a new address */
  readonly saved: Address | null;
  readonly onDone: () => void;
}

/** The address as entered and, when the tax service corrected it, its version. */
interface Checked {
  readonly entered: Address;
  readonly suggested: Address | null;
}

/**
 * Every address goes through the tax service before it is saved: a corrected version is offered
 * next to the entered one; a refusal or an unavailable service lets the customer keep their own.
 */
export const AddressForm = ({ saved, onDone }: AddressFormProps) => {
  const addressBook = useLazyService('addressBook');
  const formErrors = useObservable(addressBook.formErrors$);
  const check = useObservable(addressBook.check$);
  const countries = useObservable(addressBook.countries$);
  const states = useObservable(addressBook.states$);
  const { values, setField, setValues } = useFormValues(
    saved === null ? emptyAddressForm : formValuesOf(saved),
  );
  const [checked, setChecked] = useState<Checked | null>(null);
  const [busy, setBusy] = useState(false);
  const busyRef = useRef(false);

  useEffect(() => {
    void addressBook.loadCountries();
    addressBook.clearCheck();
  }, [addressBook]);

  useEffect(() => {
    void addressBook.loadStates(values.countryCode);
  }, [addressBook, values.countryCode]);

  const exclusive = async (work: () => Promise<void>) => {
    if (busyRef.current) return;
    busyRef.current = true;
    setBusy(true);
    try {
      await work();
    } finally {
      busyRef.current = false;
      setBusy(false);
    }
  };

  const saveNow = async (address: Address) => {
    const result = await addressBook.saveAddress(address);
    if (result.ok) {
      addressBook.clearCheck();
      onDone();
    } else {
      // The back-end's field errors belong to the form: show it again.
      setChecked(null);
    }
  };

  const save = (address: Address) => exclusive(() => saveNow(address));

  const validate = (event: FormEvent) => {
    event.preventDefault();
    void exclusive(async () => {
      const entered = addressOf(values, saved);
      const result = await addressBook.validateAddress(validationInputOf(entered));
      const best =
        result.ok && result.value.isValid ? result.value.validatedAddresses[0] : undefined;
      if (best !== undefined && !suggestionDiffers(entered, best)) {
        await saveNow(entered);
        return;
      }
      setChecked({
        entered,
        suggested: best === undefined ? null : applySuggestion(entered, best),
      });
    });
  };

  const stateOptions = (states.data ?? []).map((state) => ({
    value: state.code,
    label: state.name,
  }));
  const countryOptions = (countries.data ?? []).map((country) => ({
    value: country.code,
    label: country.name,
  }));

  if (checked !== null) {
    return (
      <AddressCheckPanel
        entered={checked.entered}
        suggested={checked.suggested}
        outcome={check.outcome}
        checkError={check.error}
        busy={busy}
        onSave={(address) => void save(address)}
        onEdit={() => {
          addressBook.clearCheck();
          setChecked(null);
        }}
      />
    );
  }

  return (
    <form
      onSubmit={validate}
      noValidate
      aria-label={saved === null ? 'New address' : 'Edit address'}
    >
      <FormError details={formErrors.general} />
      <FormError message={countries.error} />
      <TextField
        label="Address name"
        name="title"
        hint="For example Home or Workshop"
        value={values.title}
        onChange={setField('title')}
        error={fieldMessage(formErrors, 'title')}
      />
      <div css={styles.twoColumns}>
        <TextField
          label="First name"
          name="firstName"
          autoComplete="given-name"
          value={values.firstName}
          onChange={setField('firstName')}
          error={fieldMessage(formErrors, 'firstName', 'fullName')}
        />
        <TextField
          label="Last name"
          name="lastName"
          autoComplete="family-name"
          value={values.lastName}
          onChange={setField('lastName')}
          error={fieldMessage(formErrors, 'lastName')}
        />
      </div>
      <TextField
        label="Company (optional)"
        name="organization"
        autoComplete="organization"
        value={values.organization}
        onChange={setField('organization')}
        error={fieldMessage(formErrors, 'organization')}
      />
      <TextField
        label="Street address"
        name="addressLine1"
        autoComplete="address-line1"
        required
        value={values.addressLine1}
        onChange={setField('addressLine1')}
        error={fieldMessage(formErrors, 'addressLine1')}
      />
      <TextField
        label="Apartment, suite, etc. (optional)"
        name="addressLine2"
        autoComplete="address-line2"
        value={values.addressLine2}
        onChange={setField('addressLine2')}
        error={fieldMessage(formErrors, 'addressLine2')}
      />
      <div css={styles.twoColumns}>
        <TextField
          label="City"
          name="locality"
          autoComplete="address-level2"
          required
          value={values.locality}
          onChange={setField('locality')}
          error={fieldMessage(formErrors, 'locality')}
        />
        <TextField
          label="Postal code"
          name="postalCode"
          autoComplete="postal-code"
          value={values.postalCode}
          onChange={setField('postalCode')}
          error={fieldMessage(formErrors, 'postalCode')}
        />
      </div>
      <div css={styles.twoColumns}>
        <Select
          label="Country"
          name="countryCode"
          autoComplete="country"
          required
          placeholder="Choose a country"
          options={countryOptions}
          value={values.countryCode}
          onChange={(countryCode) =>
            setValues((current) => ({ ...current, countryCode, administrativeArea: '' }))
          }
          error={fieldMessage(formErrors, 'countryCode')}
        />
        {stateOptions.length > 0 ? (
          <Select
            label="State / province"
            name="administrativeArea"
            autoComplete="address-level1"
            placeholder="Choose a state"
            options={stateOptions}
            value={values.administrativeArea}
            onChange={setField('administrativeArea')}
            error={fieldMessage(formErrors, 'administrativeArea')}
          />
        ) : (
          <TextField
            label="State / province / region"
            name="administrativeArea"
            autoComplete="address-level1"
            value={values.administrativeArea}
            onChange={setField('administrativeArea')}
            error={fieldMessage(formErrors, 'administrativeArea')}
          />
        )}
      </div>
      <TextField
        label="Phone (optional)"
        name="phoneNumber"
        type="tel"
        autoComplete="tel"
        value={values.phoneNumber}
        onChange={setField('phoneNumber')}
        error={fieldMessage(formErrors, 'phoneNumber')}
      />
      <Checkbox
        label="Use as my primary billing address"
        checked={values.isPrimaryBilling}
        onChange={setField('isPrimaryBilling')}
      />
      <Checkbox
        label="Use as my primary shipping address"
        checked={values.isPrimaryShipping}
        onChange={setField('isPrimaryShipping')}
      />
      <div css={styles.buttons}>
        <SubmitButton pending={busy} pendingLabel="Checking address…">
          Save address
        </SubmitButton>
        <Button variant="secondary" disabled={busy} onClick={onDone}>
          Cancel
        </Button>
      </div>
    </form>
  );
};
