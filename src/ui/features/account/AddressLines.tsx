import type { Address } from '../../../domain/address/address';

/** An address as it is written on an envelope. */
export const AddressLines = ({ address }: { readonly address: Address }) => {
  const regionLine = [address.administrativeArea, address.postalCode]
    .filter((part) => part !== null && part !== '')
    .join(' ');
  const cityLine = [address.locality, regionLine]
    .filter((part) => part !== null && part !== '')
    .join(', ');
  const lines = [
    address.fullName,
    address.organization,
    address.addressLine1,
    address.addressLine2,
    address.addressLine3,
    cityLine,
    address.countryCode,
    address.phoneNumber,
  ].filter((line): line is string => line !== null && line !== '');
  return (
    <address css={{ fontStyle: 'normal', lineHeight: 1.5 }}>
      {lines.map((line, index) => (
        <span key={`${index}-${line}`}>
          {line}
          <br />
        </span>
      ))}
    </address>
  );
};
