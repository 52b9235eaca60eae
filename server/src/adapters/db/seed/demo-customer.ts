// The verified demo customer the README names, with two saved addresses (one primary for both uses),
// and the demo staff member.
export const DEMO_CUSTOMER = {
  email: 'demo@example.com',
  username: 'demo',
  password: 'demo-shopper-2026',
  firstName: 'Dana',
  lastName: 'Demo',
} as const;

/** The demo shop's staff member (the back office's admin flag); demo data only, never in production. */
export const DEMO_STAFF = {
  email: 'staff@example.com',
  username: 'staff',
  password: 'demo-staff-2026',
  firstName: 'Sam',
  lastName: 'Staff',
} as const;

export const DEMO_ADDRESSES = [
  {
    title: 'Workshop',
    fullName: 'Dana Demo',
    firstName: 'Dana',
    lastName: 'Demo',
    organization: 'Demo Fabrication LLC',
    countryCode: 'US',
    administrativeArea: 'OR',
    locality: 'Portland',
    postalCode: '97214',
    addressLine1: '1200 SE Water Ave',
    addressLine2: 'Unit 4',
    phoneNumber: '+1 503 555 0142',
  },
  {
    title: 'Home',
    fullName: 'Dana Demo',
    firstName: 'Dana',
    lastName: 'Demo',
    countryCode: 'US',
    administrativeArea: 'OR',
    locality: 'Beaverton',
    postalCode: '97005',
    addressLine1: '4410 SW Murray Blvd',
    phoneNumber: '+1 503 555 0199',
  },
] as const;
