import { err, ok, type Result } from '../shared/result';
import type { AddressBookError } from './address.errors';

/** What save-address and delete-address answer, as far as success is concerned. */
export interface AddressSaveResponse {
  readonly modelId?: number | null;
}

export interface AddressDeleteResponse {
  readonly success?: boolean | null;
}

/** A save counts as success only with a returned modelId: the id of the saved address. */
export const addressSaveOutcome = ({
  modelId,
}: AddressSaveResponse): Result<number, AddressBookError> =>
  typeof modelId === 'number' && Number.isSafeInteger(modelId) && modelId > 0
    ? ok(modelId)
    : err({ kind: 'address-not-saved' });

/** A deletion counts only when the answer says success true; anything else is a failure. */
export const addressDeleteOutcome = ({
  success,
}: AddressDeleteResponse): Result<true, AddressBookError> =>
  success === true ? ok(true) : err({ kind: 'address-not-deleted' });
