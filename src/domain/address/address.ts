export interface Address {
  readonly id: number | null;
  readonly title: string | null;
  readonly countryCode: string | null;
  readonly administrativeArea: string | null;
  readonly locality: string | null;
  readonly postalCode: string | null;
  readonly addressLine1: string | null;
  readonly addressLine2: string | null;
  readonly addressLine3: string | null;
  readonly organization: string | null;
  readonly organizationTaxId: string | null;
  readonly fullName: string | null;
  readonly firstName: string | null;
  readonly lastName: string | null;
  readonly phoneNumber: string | null;
  readonly attention: string | null;
  readonly companyName: string | null;
  readonly businessId: string | null;
  readonly notes: string | null;
  readonly isPrimaryBilling: boolean;
  readonly isPrimaryShipping: boolean;
}
