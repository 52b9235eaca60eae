import type {
  AddressResolution,
  AddressToResolve,
} from '../../domain/addresses/address-resolution.ts';
import type { AddressResolutionError } from '../../domain/addresses/address-resolution.errors.ts';
import {
  isResolutionSuccessful,
  normaliseAddressToResolve,
} from '../../domain/addresses/address-resolution.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { AddressValidator } from '../../ports/addresses/address-validator.ts';

export interface ResolveAddressDeps {
  readonly addressValidator: AddressValidator;
}

export interface ResolvedAddress {
  /** The plugin's `success`: a validated address with coordinates. */
  readonly success: boolean;
  readonly resolution: AddressResolution;
}

/** Normalises the submitted address, refuses one without a country, and asks the validator. */
export async function resolveAddress(
  deps: ResolveAddressDeps,
  input: Readonly<Partial<Record<keyof AddressToResolve, string>>>,
): Promise<Result<ResolvedAddress, AddressResolutionError>> {
  const address = normaliseAddressToResolve(input);
  if (address.countryCode === '') return err({ kind: 'country-code-missing' });
  const resolved = await deps.addressValidator.resolve(address);
  if (!resolved.ok) return resolved;
  return ok({ success: isResolutionSuccessful(resolved.value), resolution: resolved.value });
}
