// The back office's calls on returns (staff only, CSRF-checked): approve, reject or receive one
// (`restock: true` puts its units back in stock), and refund it: `amountMinor` (integer minor units;
// what the screen showed, or less), else the returned lines' worth, never more than is left to refund.
import type { FastifyInstance } from 'fastify';
import {
  refundReturn,
  type ReturnDeps,
  type ReturnRefusal,
  stepReturn,
} from '../../../application/fulfilment/order-returns.ts';
import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import type { Result } from '../../../domain/shared/result.ts';
import type { StoredReturn } from '../../../ports/fulfilment/order-flow-repository.ts';
import { HttpError } from '../craft/craft-response.ts';
import { requireStaff } from './staff.guard.ts';

const RETURN_PATH = '/api/admin/orders/:id/returns/:returnId';
type Params = { Params: { id: string; returnId: string } };

const idsOf = (params: Params['Params']) => {
  const [orderId, returnId] = [parseRecordId(params.id), parseRecordId(params.returnId)];
  if (orderId === null || returnId === null)
    throw new HttpError(400, 'The order and return ids must be whole numbers.');
  return { orderId, returnId };
};

const field = (body: unknown, name: string): unknown =>
  body && typeof body === 'object' ? (body as Record<string, unknown>)[name] : undefined;

const answerOf = (result: Result<StoredReturn, ReturnRefusal>) => {
  if (result.ok)
    return {
      return: {
        id: result.value.id,
        status: result.value.status,
        refundedMinor: result.value.refundedMinor,
      },
    };
  if (result.error.kind === 'not-found') throw new HttpError(404, 'Return not found.');
  throw new HttpError(409, result.error.message);
};

export function adminReturnsRoutes(deps: ReturnDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.post<Params>(`${RETURN_PATH}/steps`, async (request) => {
      const staff = requireStaff(request);
      const ids = idsOf(request.params);
      const step = field(request.body, 'step');
      if (step !== 'approve' && step !== 'reject' && step !== 'receive')
        throw new HttpError(400, 'Choose a step: approve, reject or receive.');
      const restock = field(request.body, 'restock');
      if (restock !== undefined && typeof restock !== 'boolean')
        throw new HttpError(400, 'restock is true or false.');
      return answerOf(
        await stepReturn(deps, { ...ids, step, restock: restock === true, staffId: staff.id }),
      );
    });

    app.post<Params>(`${RETURN_PATH}/refund`, async (request) => {
      const staff = requireStaff(request);
      const ids = idsOf(request.params);
      const amount = field(request.body, 'amountMinor');
      if (amount !== undefined && (typeof amount !== 'number' || !Number.isSafeInteger(amount)))
        throw new HttpError(400, 'amountMinor is a whole number of minor units (cents).');
      return answerOf(
        await refundReturn(deps, {
          ...ids,
          staffId: staff.id,
          ...(amount === undefined ? {} : { amountMinor: amount }),
        }),
      );
    });
  };
}
