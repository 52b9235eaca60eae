// What the address forms and checkout offer: the channel's countries and payment methods.
import type { GraphqlOperation } from '../client/vendure-client';

export const AVAILABLE_COUNTRIES: GraphqlOperation = {
  name: 'AvailableCountries',
  document: `query AvailableCountries { availableCountries { code name } }`,
};

export const PAYMENT_METHODS: GraphqlOperation = {
  name: 'PaymentMethods',
  document: `query PaymentMethods { activePaymentMethods { id code name } }`,
};
