// Commerce's payment-sources controller: add, set-primary-payment-source, delete (customers only).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import {
  addPaymentSource,
  type AddPaymentSourceError,
  deletePaymentSource,
  type PaymentSourceDeps,
  setPrimaryPaymentSource,
} from '../../../application/payments/payment-sources.ts';
import { asBody, optionalId, optionalString, requiredString } from '../body/body-params.ts';
import { controlParamsOf } from '../craft/craft-control-params.ts';
import { serializePaymentSource } from './craft-payment-source.serializer.ts';
import {
  actionPath,
  craftModelSuccess,
  craftRespond,
  type CraftRespondDeps,
} from '../craft/craft-respond.ts';
import { HttpError } from '../craft/craft-response.ts';
import { paymentFormsOf } from './payment-form.params.ts';
import { isTruthyParam } from '../craft/php-casts.ts';

export const PAYMENT_SOURCE_MESSAGES = {
  addGuest: 'You must be signed in to create a payment source.',
  primaryGuest: 'You must be signed in to set a primary payment source.',
  noGateway: 'There is no gateway selected that supports payment sources.',
  notCreated: 'Could not create the payment source.',
  created: 'Payment source created.',
  notFound: 'Unable to retrieve payment source.',
  notPrimary: 'Unable to set primary payment source.',
  primary: 'Primary payment source updated.',
  deleted: 'Payment source deleted.',
  notDeleted: 'Couldn’t delete the payment source.',
} as const;

const requiredId = (body: Record<string, unknown>, name: string): number => {
  requiredString(body, name);
  return optionalId(body, name) as number;
};

export interface PaymentSourcesRoutesDeps extends PaymentSourceDeps, CraftRespondDeps {}

function addFailure(reply: FastifyReply, error: AddPaymentSourceError) {
  if (error.kind === 'no-gateway') {
    return reply.code(400).send({ message: PAYMENT_SOURCE_MESSAGES.noGateway });
  }
  const errors = Object.keys(error.errors).length ? error.errors : [];
  return reply.code(400).send({
    paymentFormErrors: errors,
    modelName: 'paymentForm',
    paymentForm: error.paymentForm,
    errors,
    message: PAYMENT_SOURCE_MESSAGES.notCreated,
  });
}

async function add(deps: PaymentSourcesRoutesDeps, request: FastifyRequest, reply: FastifyReply) {
  const user = request.auth.user;
  if (!user) throw new HttpError(401, PAYMENT_SOURCE_MESSAGES.addGuest);
  const controls = controlParamsOf(deps.hashedParams, request.body);
  const body = asBody(request.body);
  const result = await addPaymentSource(deps, {
    customerId: user.id,
    gatewayId: requiredId(body, 'gatewayId'),
    description: optionalString(body, 'description'),
    isPrimary: isTruthyParam(body.isPrimaryPaymentSource),
    paymentForms: paymentFormsOf(body),
  });
  if (!result.ok) return addFailure(reply, result.error);
  const json = {
    modelName: 'paymentSource',
    paymentSource: serializePaymentSource(result.value),
    message: PAYMENT_SOURCE_MESSAGES.created,
  };
  return craftModelSuccess(request, reply, deps, json, controls.redirect);
}

async function setPrimary(
  deps: PaymentSourcesRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const user = request.auth.user;
  if (!user) throw new HttpError(401, PAYMENT_SOURCE_MESSAGES.primaryGuest);
  const controls = controlParamsOf(deps.hashedParams, request.body);
  const id = requiredId(asBody(request.body), 'id');
  const result = await setPrimaryPaymentSource(deps, user.id, id);
  if (!result.ok) {
    return reply
      .code(400)
      .send(
        result.error === 'not-found'
          ? { paymentSourceId: String(id), message: PAYMENT_SOURCE_MESSAGES.notFound }
          : { message: PAYMENT_SOURCE_MESSAGES.notPrimary },
      );
  }
  return craftRespond(request, reply, deps, {
    json: { message: PAYMENT_SOURCE_MESSAGES.primary },
    redirectTo: controls.redirect ?? actionPath(request),
  });
}

async function remove(
  deps: PaymentSourcesRoutesDeps,
  request: FastifyRequest,
  reply: FastifyReply,
) {
  const user = request.auth.user;
  if (!user) throw new HttpError(403, 'Login Required');
  const controls = controlParamsOf(deps.hashedParams, request.body);
  const id = requiredId(asBody(request.body), 'id');
  const result = await deletePaymentSource(deps, user.id, id);
  if (!result.ok) {
    // Craft's action returns nothing for an unknown or foreign source: routing answers 404.
    if (result.error.kind === 'not-found') throw new HttpError(404, 'Page not found.');
    return reply.code(400).send({
      modelName: 'model',
      model: serializePaymentSource(result.error.source),
      errors: [],
      message: PAYMENT_SOURCE_MESSAGES.notDeleted,
    });
  }
  const json = {
    model: serializePaymentSource(result.value),
    message: PAYMENT_SOURCE_MESSAGES.deleted,
  };
  return craftModelSuccess(request, reply, deps, json, controls.redirect);
}

export function paymentSourcesRoutes(deps: PaymentSourcesRoutesDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });
    app.post('/actions/commerce/payment-sources/add', (request, reply) =>
      add(deps, request, reply),
    );
    app.post('/actions/commerce/payment-sources/set-primary-payment-source', (request, reply) =>
      setPrimary(deps, request, reply),
    );
    app.post('/actions/commerce/payment-sources/delete', (request, reply) =>
      remove(deps, request, reply),
    );
  };
}
