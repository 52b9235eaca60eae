import type { CatalogProduct } from '../../domain/catalog/catalog-product.ts';
import type {
  FormHandle,
  QuotedProduct,
  QuoteRequest,
  ReceivedSubmission,
} from '../../domain/forms/form-submission.ts';
import { quotedProductErrors, validateForm } from '../../domain/forms/form-validation.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import type { FieldErrors } from '../../domain/users/user-validation.rules.ts';
import type { Clock } from '../../ports/system/clock.ts';
import type { FormNotifier } from '../../ports/forms/form-notifier.ts';
import type {
  FormSubmissionRepository,
  SubmissionOrigin,
} from '../../ports/forms/form-submission-repository.ts';
import type { ProductRepository } from '../../ports/catalog/product-repository.ts';

export interface SubmitFormDeps {
  readonly products: ProductRepository;
  readonly formSubmissions: FormSubmissionRepository;
  readonly formNotifier: FormNotifier;
  readonly clock: Clock;
}

export interface SubmittedForm {
  readonly submissionId: number;
  /** The mail to the shop failed: the submission is kept, the failure is for the log. */
  readonly notifyFailure: unknown;
}

export type SubmitFormError = { readonly kind: 'invalid'; readonly errors: FieldErrors };

function quotedProduct(product: CatalogProduct, request: QuoteRequest): QuotedProduct {
  const variant = product.variants.find((v) => v.id === request.variantId);
  return {
    id: product.id,
    title: product.title,
    variant: variant ? { id: variant.id, sku: variant.sku, title: variant.title } : null,
  };
}

/** Validates, keeps and forwards a form submission to the shop. */
export async function submitForm(
  deps: SubmitFormDeps,
  handle: FormHandle,
  fields: Readonly<Record<string, unknown>>,
  origin: SubmissionOrigin,
): Promise<Result<SubmittedForm, SubmitFormError>> {
  const form = validateForm(handle, fields);
  if (!form.ok) return err({ kind: 'invalid', errors: form.error });

  let received: ReceivedSubmission;
  if (form.value.handle === 'call-quote') {
    const product = await deps.products.findEnabledById(form.value.productId);
    const errors = quotedProductErrors(form.value, product);
    if (!product || Object.keys(errors).length > 0) return err({ kind: 'invalid', errors });
    received = { form: form.value, product: quotedProduct(product, form.value) };
  } else {
    received = { form: form.value };
  }

  const submissionId = await deps.formSubmissions.save(received, origin, deps.clock.now());
  // Stored first: a mail that goes astray must not lose the enquiry, nor make the visitor send it twice.
  const notifyFailure = await deps.formNotifier.notifyShop(received, submissionId).then(
    () => undefined,
    (failure: unknown) => failure ?? new Error('notifyShop failed'),
  );
  return ok({ submissionId, notifyFailure });
}
