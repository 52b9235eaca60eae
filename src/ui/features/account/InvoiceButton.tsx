import { useLazyService } from '../../app/services';
import { useObservable } from '../../app/use-observable';
import { Button } from '../../components/Button';
import * as fieldStyles from '../../components/form/Field.styles';

/** Hands a downloaded file to the browser as a download. */
const saveFile = (blob: Blob, filename: string): void => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  document.body.append(link);
  link.click();
  link.remove();
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Downloads the order's invoice PDF through the order gateway. */
export const InvoiceButton = ({
  number,
  label,
}: {
  readonly number: string;
  readonly label: string;
}) => {
  const orders = useLazyService('orders');
  const invoice = useObservable(orders.invoice$);
  const pending = invoice.status === 'loading';

  const download = async () => {
    if (pending) return;
    const pdf = await orders.downloadInvoice(number);
    if (pdf.ok) saveFile(pdf.value, `invoice-${label}.pdf`);
  };

  return (
    <div>
      <Button
        variant="secondary"
        disabled={pending}
        aria-busy={pending}
        onClick={() => void download()}
      >
        {pending ? 'Preparing invoice…' : 'Download invoice (PDF)'}
      </Button>
      {invoice.status === 'failed' ? (
        <p role="alert" css={fieldStyles.error}>
          {invoice.error}
        </p>
      ) : null}
    </div>
  );
};
