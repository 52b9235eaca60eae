// Our demo customer, verified (so it can sign in at once), with our demo addresses; the first is the
// default for shipping and billing, as in our back-end.
import {
  DEMO_ADDRESSES,
  DEMO_CUSTOMER,
} from '../../../server/src/adapters/db/seed/demo-customer.ts';
import type { RequestContext, VendureApp, VendureCore } from './vendure-api.ts';
import { say } from './progress.ts';

const addressInput = (address: (typeof DEMO_ADDRESSES)[number], index: number) => ({
  fullName: address.fullName,
  company: 'organization' in address ? address.organization : '',
  streetLine1: address.addressLine1,
  streetLine2: 'addressLine2' in address ? address.addressLine2 : '',
  city: address.locality,
  province: address.administrativeArea,
  postalCode: address.postalCode,
  countryCode: address.countryCode,
  phoneNumber: address.phoneNumber,
  defaultShippingAddress: index === 0,
  defaultBillingAddress: index === 0,
});

export async function createDemoCustomer(app: VendureApp, core: VendureCore, ctx: RequestContext) {
  const customers = app.get(core.CustomerService);
  const { email, firstName, lastName, password } = DEMO_CUSTOMER;
  // With a password, Vendure creates the customer's user already verified.
  const customer = await customers.create(
    ctx,
    { emailAddress: email, firstName, lastName },
    password,
  );
  if (customer.id === undefined) throw new Error(`demo customer: ${customer.message ?? 'failed'}`);
  for (const [index, address] of DEMO_ADDRESSES.entries())
    await customers.createAddress(ctx, customer.id, addressInput(address, index));
  say(
    `Customer: ${email} (verified) with ${DEMO_ADDRESSES.length} addresses, the first the default`,
  );
}
