// Commerce's payments/pay (PaymentsController::actionPay): the checks in Commerce's order, then the
// payment and the order's completion in one transaction holding the cart's lock (pay-locked.ts).
import { err, type Result } from '../../domain/shared/result.ts';
import type { CartCustomer } from '../cart/current-cart.ts';
import { checkBeforePaying } from './pay-checks.ts';
import { failureOf, payContext } from './pay-context.ts';
import { payLocked } from './pay-locked.ts';
import { SOURCE_NOT_CREATED, sourceToSave } from './pay-source.ts';
import type { PayCommand, PayDeps, PayError, PaySuccess } from './pay.types.ts';

export {
  type CheckoutAddressRules,
  PAY_MESSAGES,
  type PayCommand,
  type PayDeps,
  type PayError,
  type PaySuccess,
} from './pay.types.ts';

export async function payOrder(
  deps: PayDeps,
  command: PayCommand,
  rememberedNumber: string | undefined,
  customer: CartCustomer | null,
): Promise<Result<PaySuccess, PayError>> {
  const ctx = await payContext(deps, command, rememberedNumber, customer);
  if (!ctx) return err({ kind: 'not-found' });
  const checked = await checkBeforePaying(deps, command, ctx);
  if (!checked.ok) return checked;
  const via = checked.value;
  const toSave = await sourceToSave({
    wanted: command.savePaymentSource,
    customer,
    gateway: via.gateway,
    gatewayId: via.gatewayRecord.id,
    form: ctx.form,
    charged: ctx.source === null && ctx.pricedBefore.totals.totalPrice.minor > 0,
    now: deps.clock.now(),
  });
  if (!toSave.ok) {
    return err(failureOf(ctx, 'model', SOURCE_NOT_CREATED, toSave.error, toSave.error));
  }
  const { orderParams } = command;
  return payLocked(deps, { ctx, via, orderParams, sourceToSave: toSave.value });
}
