import type { Address } from '../../../domain/address/address';
import type { AddressRole } from '../../../domain/cart/cart-update';
import type { FormErrors } from '../../../domain/http/service-error.rules';
import { useServices } from '../../app/services';
import { Checkbox } from '../../components/form/Checkbox';
import { FormError } from '../../components/form/FormError';
import { AddressLines } from '../account/AddressLines';
import type { AddressChoiceDraft } from './address-choice-draft';
import { CheckoutAddressFields } from './CheckoutAddressFields';
import * as styles from './CheckoutPage.styles';

interface AddressSectionProps {
  readonly role: AddressRole;
  readonly draft: AddressChoiceDraft;
  readonly onChange: (draft: AddressChoiceDraft) => void;
  /** the customer's address book; empty for a guest */
  readonly saved: readonly Address[];
  readonly signedIn: boolean;
  readonly errors: FormErrors;
  /** why the tax service refused the typed-in address */
  readonly problems: readonly string[];
}

/** One radio button per saved address, and one for a new address. */
const SavedAddressChoices = ({
  role,
  draft,
  onChange,
  saved,
}: Pick<AddressSectionProps, 'role' | 'draft' | 'onChange' | 'saved'>) => {
  const name = `${role}-address-choice`;
  return (
    <fieldset css={styles.choices}>
      <legend css={styles.visuallyHidden}>Choose the {role} address</legend>
      {saved.map((address) => (
        <label key={address.id} css={styles.choice}>
          <input
            type="radio"
            name={name}
            checked={draft.mode === 'saved' && draft.savedId === address.id}
            onChange={() => onChange({ ...draft, mode: 'saved', savedId: address.id })}
          />
          <span>
            {address.title === null ? null : <strong>{address.title}</strong>}
            <AddressLines address={address} />
          </span>
        </label>
      ))}
      <label css={styles.choice}>
        <input
          type="radio"
          name={name}
          checked={draft.mode === 'new'}
          onChange={() => onChange({ ...draft, mode: 'new' })}
        />
        <span>Use a new address</span>
      </label>
    </fieldset>
  );
};

/** A saved address (optionally made primary) or a new one (optionally saved on completion). */
export const AddressSection = ({
  role,
  problems,
  draft,
  onChange,
  saved,
  signedIn,
  errors,
}: AddressSectionProps) => {
  const offersSaving = useServices().capabilities.offers('addressOnCompletion');
  const chosen = saved.find((address) => address.id === draft.savedId);
  // Making the primary address primary again changes nothing: the choice is not offered.
  const isChosenPrimary =
    chosen !== undefined &&
    (role === 'shipping' ? chosen.isPrimaryShipping : chosen.isPrimaryBilling);
  return (
    <div>
      {saved.length > 0 ? (
        <SavedAddressChoices role={role} draft={draft} onChange={onChange} saved={saved} />
      ) : null}
      {draft.mode === 'saved' && saved.length > 0 ? (
        isChosenPrimary ? null : (
          <Checkbox
            label={`Make this my primary ${role} address`}
            checked={draft.makePrimary}
            onChange={(makePrimary) => onChange({ ...draft, makePrimary })}
          />
        )
      ) : (
        <>
          {problems.length > 0 ? (
            <FormError message="Please check this address" details={problems} />
          ) : null}
          <CheckoutAddressFields
            role={role}
            values={draft.values}
            onChange={(values) => onChange({ ...draft, values })}
            errors={errors}
          />
          {signedIn && offersSaving ? (
            <Checkbox
              label="Save this address to my account when the order is complete"
              checked={draft.saveOnComplete}
              onChange={(saveOnComplete) => onChange({ ...draft, saveOnComplete })}
            />
          ) : null}
        </>
      )}
    </div>
  );
};
