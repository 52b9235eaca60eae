// Commerce's payment-sources controller: a signed-in customer adds a card at a gateway that supports
// sources (the gateway tokenises it), picks the primary one, or deletes one of their own.
import { isOwnedBy, type PaymentSource } from '../../domain/payments/payment-source.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { CheckoutRepository } from '../../ports/checkout/checkout-repository.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type {
  FormErrors,
  PaymentFormInput,
  PaymentGateway,
  PaymentSourceSupport,
} from '../../ports/payments/payment-gateway.ts';
import type {
  NewPaymentSource,
  PaymentSourceRepository,
} from '../../ports/payments/payment-source-repository.ts';

export interface PaymentSourceDeps {
  readonly checkout: Pick<CheckoutRepository, 'gateway'>;
  readonly paymentSources: PaymentSourceRepository;
  readonly paymentGatewayFor: (type: string, paymentType: string) => PaymentGateway | null;
  readonly clock: Clock;
}

export interface AddPaymentSourceCommand {
  readonly customerId: number;
  readonly gatewayId: number;
  readonly description: string | undefined;
  readonly isPrimary: boolean;
  /** `paymentForm[<gatewayHandle>]`, by handle. */
  readonly paymentForms: Readonly<Record<string, PaymentFormInput>>;
}

export type AddPaymentSourceError =
  | { readonly kind: 'no-gateway' }
  | {
      readonly kind: 'invalid-form';
      readonly paymentForm: PaymentFormInput;
      readonly errors: FormErrors;
    };

/** Who a new source is for, at which gateway, and how it is described (else the gateway's text). */
export interface SourceOwner {
  readonly customerId: number;
  readonly gatewayId: number;
  readonly description: string | undefined;
  readonly isPrimary: boolean;
}

/** The form tokenised at the gateway: the source to store (nothing is stored yet), or the form's errors. */
export async function tokenisedSource(
  support: PaymentSourceSupport,
  form: PaymentFormInput,
  owner: SourceOwner,
  now: Date,
): Promise<Result<NewPaymentSource, FormErrors>> {
  const tokenised = await support.tokenise(form, now);
  if (!tokenised.ok) return tokenised;
  const { description, ...rest } = owner;
  return ok({
    ...rest,
    token: tokenised.value.token,
    description: description?.trim() || tokenised.value.description,
    response: tokenised.value.response,
  });
}

export async function addPaymentSource(
  deps: PaymentSourceDeps,
  command: AddPaymentSourceCommand,
): Promise<Result<PaymentSource, AddPaymentSourceError>> {
  const record = await deps.checkout.gateway(command.gatewayId);
  const support = record
    ? deps.paymentGatewayFor(record.type, record.paymentType)?.paymentSources
    : null;
  if (!record || !support) return err({ kind: 'no-gateway' });
  const form = command.paymentForms[record.handle] ?? {};
  const { customerId, description, isPrimary } = command;
  const owner = { customerId, gatewayId: record.id, description, isPrimary };
  const source = await tokenisedSource(support, form, owner, deps.clock.now());
  if (!source.ok) return err({ kind: 'invalid-form', paymentForm: form, errors: source.error });
  return ok(await deps.paymentSources.create(source.value));
}

/** null when the source is unknown or another customer's (Commerce answers both alike). */
export async function ownSource(
  deps: Pick<PaymentSourceDeps, 'paymentSources'>,
  customerId: number,
  id: number,
): Promise<PaymentSource | null> {
  const source = await deps.paymentSources.find(id);
  return source && isOwnedBy(source, customerId) ? source : null;
}

export async function setPrimaryPaymentSource(
  deps: Pick<PaymentSourceDeps, 'paymentSources'>,
  customerId: number,
  id: number,
): Promise<Result<void, 'not-found' | 'not-saved'>> {
  if (!(await ownSource(deps, customerId, id))) return err('not-found');
  return (await deps.paymentSources.setPrimary(customerId, id)) ? ok(undefined) : err('not-saved');
}

export async function deletePaymentSource(
  deps: Pick<PaymentSourceDeps, 'paymentSources'>,
  customerId: number,
  id: number,
): Promise<
  Result<PaymentSource, { kind: 'not-found' } | { kind: 'not-deleted'; source: PaymentSource }>
> {
  const source = await ownSource(deps, customerId, id);
  if (!source) return err({ kind: 'not-found' });
  return (await deps.paymentSources.delete(id)) ? ok(source) : err({ kind: 'not-deleted', source });
}
