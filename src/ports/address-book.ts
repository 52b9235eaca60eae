import type { Address } from '../domain/address/address';
import type {
  AddressDeleteResponse,
  AddressSaveResponse,
} from '../domain/address/address-book.rules';
import type { GatewayError } from '../domain/http/gateway.errors';
import type { Result } from '../domain/shared/result';

/**
 * The signed-in customer's saved addresses. Save and delete hand back what the back-end said,
 * so the domain's rules (a modelId, success true) decide whether it worked.
 */
export interface AddressBook {
  listAddresses(): Promise<Result<readonly Address[], GatewayError>>;
  /** Creates the address when its id is null, else updates that one. */
  saveAddress(address: Address): Promise<Result<AddressSaveResponse, GatewayError>>;
  deleteAddress(id: number): Promise<Result<AddressDeleteResponse, GatewayError>>;
}
