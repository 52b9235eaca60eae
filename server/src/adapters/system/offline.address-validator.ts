import { resolveAddressOffline } from '../../domain/addresses/offline-address-resolution.rules.ts';
import { ok } from '../../domain/shared/result.ts';
import type { AddressValidator } from '../../ports/addresses/address-validator.ts';

/** The shop's own rules, used when no AvaTax credentials are configured. */
export const offlineAddressValidator = (): AddressValidator => ({
  resolve: async (address) => ok(resolveAddressOffline(address)),
});
