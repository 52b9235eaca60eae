import { useState } from 'react';
import type { Address } from '../../../domain/address/address';
import { useLazyService } from '../../app/services';
import { Button } from '../../components/Button';
import { AddressLines } from './AddressLines';
import * as styles from './AddressesPage.styles';

interface AddressCardProps {
  readonly address: Address;
  readonly onEdit: () => void;
}

/** One saved address with its primary badges and what can be done with it. */
export const AddressCard = ({ address, onEdit }: AddressCardProps) => {
  const addressBook = useLazyService('addressBook');
  const [busy, setBusy] = useState(false);
  const id = address.id;
  const name = address.title ?? address.addressLine1 ?? 'address';

  const run = async (work: (id: number) => Promise<unknown>) => {
    if (busy || id === null) return;
    setBusy(true);
    await work(id);
    setBusy(false);
  };

  return (
    <li css={styles.card}>
      <h2 css={styles.cardTitle}>{address.title ?? 'Address'}</h2>
      {address.isPrimaryBilling || address.isPrimaryShipping ? (
        <p css={styles.badges}>
          {address.isPrimaryBilling ? <span css={styles.badge}>Primary billing</span> : null}
          {address.isPrimaryShipping ? <span css={styles.badge}>Primary shipping</span> : null}
        </p>
      ) : null}
      <AddressLines address={address} />
      <div css={styles.cardActions}>
        <Button variant="secondary" disabled={busy} onClick={onEdit} aria-label={`Edit ${name}`}>
          Edit
        </Button>
        <Button
          variant="secondary"
          disabled={busy}
          aria-label={`Delete ${name}`}
          onClick={() => void run((addressId) => addressBook.deleteAddress(addressId))}
        >
          Delete
        </Button>
        {address.isPrimaryBilling ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run((addressId) => addressBook.makePrimary(addressId, 'billing'))}
          >
            Set as primary billing
          </Button>
        )}
        {address.isPrimaryShipping ? null : (
          <Button
            variant="secondary"
            disabled={busy}
            onClick={() => void run((addressId) => addressBook.makePrimary(addressId, 'shipping'))}
          >
            Set as primary shipping
          </Button>
        )}
      </div>
    </li>
  );
};
