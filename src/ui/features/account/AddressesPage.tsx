import { useEffect, useRef, useState } from 'react';
import type { Address } from '../../../domain/address/address';
import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Alert } from '../../components/Alert';
import { Button } from '../../components/Button';
import { usePageTitle } from '../auth/use-page-title';
import { AddressCard } from './AddressCard';
import { AddressForm } from './AddressForm';
import * as pageStyles from './AccountPage.styles';
import * as styles from './AddressesPage.styles';

/** null: the list; 'new': adding; an address: editing it. */
type Editing = null | 'new' | Address;

/** Back from the form (usually scrolled far down): start again at the top of the list. */
const useBackToTop = (editing: Editing) => {
  const heading = useRef<HTMLHeadingElement>(null);
  const returning = useRef(false);
  useEffect(() => {
    if (editing !== null) {
      returning.current = true;
      return;
    }
    if (!returning.current) return;
    returning.current = false;
    window.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [editing]);
  return heading;
};

/** The saved addresses, or why there are none to show. */
const AddressList = ({ onEdit }: { readonly onEdit: (address: Address) => void }) => {
  const addressBook = useLazyService('addressBook');
  const addresses = useObservable(addressBook.addresses$);
  const list = addresses.data ?? [];
  return (
    <>
      {addresses.status === 'failed' ? (
        <Alert message={addresses.error ?? ''} onRetry={() => void addressBook.loadAddresses()} />
      ) : null}
      {addresses.data === null && addresses.status !== 'failed' ? (
        <p role="status" css={pageStyles.statusText}>
          Loading your addresses…
        </p>
      ) : null}
      {addresses.data !== null && list.length === 0 ? (
        <p css={pageStyles.muted}>You have no saved addresses yet.</p>
      ) : null}
      {list.length > 0 ? (
        <ul css={styles.list}>
          {list.map((address) => (
            <AddressCard
              key={address.id ?? address.title}
              address={address}
              onEdit={() => onEdit(address)}
            />
          ))}
        </ul>
      ) : null}
    </>
  );
};

export const AddressesPage = () => {
  usePageTitle('Addresses');
  const addressBook = useLazyService('addressBook');
  const [editing, setEditing] = useState<Editing>(null);
  const heading = useBackToTop(editing);

  useEffect(() => {
    void addressBook.loadAddresses();
  }, [addressBook]);

  if (editing !== null) {
    const saved = editing === 'new' ? null : editing;
    return (
      <>
        <h1 css={pageStyles.heading}>{saved === null ? 'Add an address' : 'Edit address'}</h1>
        <section css={pageStyles.panel}>
          <AddressForm key={saved?.id ?? 'new'} saved={saved} onDone={() => setEditing(null)} />
        </section>
      </>
    );
  }

  return (
    <>
      <div css={styles.header}>
        <h1
          ref={heading}
          tabIndex={-1}
          css={[pageStyles.heading, { '&:focus': { outline: 'none' } }]}
        >
          Addresses
        </h1>
        <Button onClick={() => setEditing('new')}>Add address</Button>
      </div>
      <AddressList onEdit={setEditing} />
    </>
  );
};
