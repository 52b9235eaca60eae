// A customer's address book: Craft's users/save-address and users/delete-address, and the
// storefront's GET /api/user/addresses.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { SaveAddressError } from '../../../domain/addresses/address.errors.ts';
import type { User } from '../../../domain/users/user.ts';
import {
  deleteAddress,
  type DeleteAddressDeps,
} from '../../../application/addresses/delete-address.ts';
import {
  listAddresses,
  type ListAddressesDeps,
} from '../../../application/addresses/list-addresses.ts';
import { saveAddress, type SaveAddressDeps } from '../../../application/addresses/save-address.ts';
import { asBody, optionalId, requiredString } from '../body/body-params.ts';
import {
  addressIdParam,
  addressInputFrom,
  invalidAddressId,
  optionalAddressId,
  primaryFlagParam,
} from './craft-address.params.ts';
import { serializeAddress, serializeAddressDraft } from './craft-address.serializer.ts';
import { controlParamsOf } from '../craft/craft-control-params.ts';
import { craftModelSuccess, type CraftRespondDeps } from '../craft/craft-respond.ts';
import { HttpError } from '../craft/craft-response.ts';

export interface AddressRoutesDeps
  extends SaveAddressDeps, DeleteAddressDeps, ListAddressesDeps, CraftRespondDeps {}

/** Craft: these actions are closed to guests, who get a 403 with an empty message. */
function customerOf(request: FastifyRequest): User {
  const user = request.auth.user;
  if (!user) throw new HttpError(403, '');
  return user;
}

function refusal(error: Exclude<SaveAddressError, { kind: 'invalid-address' }>): HttpError {
  switch (error.kind) {
    case 'address-not-found':
      return invalidAddressId(error.addressId);
    case 'address-not-owned':
      return new HttpError(400, `Address ${error.addressId} is not owned by user ${error.userId}`);
    case 'not-permitted':
      return new HttpError(403, 'User is not permitted to edit this address.');
  }
}

export function addressRoutes(deps: AddressRoutesDeps) {
  const hasher = deps.hashedParams;
  return async (app: FastifyInstance) => {
    app.post('/actions/users/save-address', async (request, reply) => {
      const customer = customerOf(request);
      const controls = controlParamsOf(hasher, request.body);
      const body = asBody(request.body);
      const result = await saveAddress(deps, customer, {
        addressId: optionalAddressId(body),
        userId: optionalId(body, 'userId'),
        fields: addressInputFrom(body),
        isPrimaryBilling: primaryFlagParam(body, 'isPrimaryBilling'),
        isPrimaryShipping: primaryFlagParam(body, 'isPrimaryShipping'),
      });
      if (!result.ok) {
        const error = result.error;
        if (error.kind !== 'invalid-address') throw refusal(error);
        return reply.code(400).send({
          modelName: 'address',
          address: serializeAddressDraft(error.addressId, error.draft, error),
          errors: error.errors,
          message: 'Couldn’t save address.',
        });
      }
      const model = serializeAddress(result.value);
      // Craft sends no modelId; the storefront counts a save as done only when it gets one.
      const json = { model, modelId: model.id, message: 'Address saved.' };
      return craftModelSuccess(request, reply, deps, json, controls.redirect);
    });

    app.post('/actions/users/delete-address', async (request, reply) => {
      const customer = customerOf(request);
      const controls = controlParamsOf(hasher, request.body);
      const addressId = addressIdParam(requiredString(asBody(request.body), 'addressId'));
      const result = await deleteAddress(deps, customer, addressId);
      if (!result.ok) {
        if (result.error.kind === 'address-not-found') throw invalidAddressId(addressId);
        throw new HttpError(403, 'User is not permitted to delete this address.');
      }
      // `success` is not Craft's: the storefront checks it before it drops the address from view.
      const json = {
        model: serializeAddress(result.value),
        success: true,
        message: 'Address deleted.',
      };
      return craftModelSuccess(request, reply, deps, json, controls.redirect);
    });

    app.get('/api/user/addresses', async (request, reply) => {
      const customer = request.auth.user;
      reply.header('cache-control', 'no-store');
      if (!customer) return reply.code(401).send({ message: 'User is not authenticated' });
      const addresses = await listAddresses(deps, customer);
      return { addresses: addresses.map(serializeAddress) };
    });
  };
}
