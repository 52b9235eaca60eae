// The words of the mails the shop receives about form submissions ("Get Started", "Call for quote").
import type {
  GetStartedEnquiry,
  QuotedProduct,
  QuoteRequest,
} from '../../domain/forms/form-submission.ts';
import type { MailContent } from '../../ports/mail/mailer.ts';
import { oneLine, renderSummaryMail, type SummaryField } from './templates/summary-mail-layout.ts';

export interface FormMailContext {
  readonly shopName: string;
  readonly submissionId: number;
}

const optional = (label: string, value: string | null): SummaryField[] =>
  value ? [{ label, value }] : [];

const replyLine = (email: string) =>
  `Reply to ${oneLine(email)} within one business day: the form promised the sender an answer by then.`;

export function getStartedMail(form: GetStartedEnquiry, context: FormMailContext): MailContent {
  const from = form.company ? `${form.name} (${form.company})` : form.name;
  return renderSummaryMail({
    shopName: context.shopName,
    subject: `New enquiry from ${from}`,
    heading: `New “Get Started” enquiry #${context.submissionId}`,
    fields: [
      { label: 'Name', value: form.name },
      ...optional('Company', form.company),
      { label: 'E-mail', value: form.email },
      { label: 'Message', value: form.message, multiline: true },
    ],
    footer: replyLine(form.email),
  });
}

export function quoteRequestMail(
  form: QuoteRequest,
  product: QuotedProduct,
  context: FormMailContext,
): MailContent {
  const variant = product.variant;
  return renderSummaryMail({
    shopName: context.shopName,
    subject: `Quote request: ${form.quantity} × ${product.title}`,
    heading: `New quote request #${context.submissionId}`,
    fields: [
      { label: 'Product', value: `${product.title} (id ${product.id})` },
      ...(variant ? [{ label: 'Variant', value: `${variant.title} (SKU ${variant.sku})` }] : []),
      { label: 'Quantity', value: form.quantity.toLocaleString('en-US') },
      { label: 'Name', value: form.name },
      { label: 'E-mail', value: form.email },
      ...optional('Phone', form.phone),
      ...(form.message ? [{ label: 'Message', value: form.message, multiline: true }] : []),
    ],
    footer: replyLine(form.email),
  });
}
