import type { Address, AddressFields } from '../../domain/addresses/address.ts';

export type NewAddress = AddressFields & {
  readonly uid: string;
  readonly ownerId: number;
  readonly dateCreated: Date;
};

/** Customers' saved addresses. Which one is primary is kept on the user (UserRepository). */
export interface AddressRepository {
  /** Newest first. */
  listByOwner(ownerId: number): Promise<Address[]>;
  findById(id: number): Promise<Address | null>;
  create(address: NewAddress): Promise<Address>;
  update(id: number, fields: AddressFields, dateUpdated: Date): Promise<Address>;
  delete(id: number): Promise<void>;
}
