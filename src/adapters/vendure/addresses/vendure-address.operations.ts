// The signed-in customer's address book in the Shop API. Vendure itself checks that an address
// being changed or deleted is the customer's own.
import type { GraphqlOperation } from '../client/vendure-client';

const BOOK_ADDRESS = `
fragment BookAddress on Address {
  id fullName company streetLine1 streetLine2 city province postalCode country { code }
  phoneNumber defaultShippingAddress defaultBillingAddress
}`;

export const CUSTOMER_ADDRESSES: GraphqlOperation = {
  name: 'CustomerAddresses',
  document: `query CustomerAddresses { activeCustomer { id addresses { ...BookAddress } } }
${BOOK_ADDRESS}`,
};

/** Which addresses are the customer's, asked before changing one. */
export const CUSTOMER_ADDRESS_IDS: GraphqlOperation = {
  name: 'CustomerAddressIds',
  document: `query CustomerAddressIds { activeCustomer { id addresses { id } } }`,
};

export const CREATE_ADDRESS: GraphqlOperation = {
  name: 'CreateAddress',
  document: `mutation CreateAddress($input: CreateAddressInput!) {
  createCustomerAddress(input: $input) { id }
}`,
};

export const UPDATE_ADDRESS: GraphqlOperation = {
  name: 'UpdateAddress',
  document: `mutation UpdateAddress($input: UpdateAddressInput!) {
  updateCustomerAddress(input: $input) { id }
}`,
};

export const DELETE_ADDRESS: GraphqlOperation = {
  name: 'DeleteAddress',
  document: `mutation DeleteAddress($id: ID!) { deleteCustomerAddress(id: $id) { success } }`,
};
