import { useState, type FormEvent } from 'react';
import type { StaffVariant } from '../../../domain/back-office/staff-catalog';
import { typedAmount, variantChange } from '../../../domain/back-office/staff-catalog.rules';
import { useLazyService } from '../../app/services';
import { Button } from '../../components/Button';
import * as fieldStyles from '../../components/form/Field.styles';
import { TextField } from '../../components/form/TextField';
import * as styles from './BackOfficeApp.styles';

/** One variant's stock and price, saved on their own; what the back-end said stays beside them. */
export const StaffVariantRow = ({ variant }: { readonly variant: StaffVariant }) => {
  const catalog = useLazyService('backOffice').catalog;
  const [stock, setStock] = useState(variant.stock === null ? '' : String(variant.stock));
  const [price, setPrice] = useState(typedAmount(variant.priceMinor));
  const [said, setSaid] = useState<{ readonly ok: boolean; readonly text: string } | null>(null);
  const [saving, setSaving] = useState(false);

  const save = async (event: FormEvent) => {
    event.preventDefault();
    const change = variantChange(variant, { stock, price });
    if (!change.ok) return setSaid({ ok: false, text: change.error });
    setSaving(true);
    const saved = await catalog.editVariant(variant.id, change.value);
    setSaving(false);
    setSaid(
      saved.ok
        ? { ok: true, text: 'Saved.' }
        : { ok: false, text: 'The change was not saved. Please try again.' },
    );
  };

  return (
    <form css={styles.variantRow} onSubmit={(event) => void save(event)} aria-label={variant.sku}>
      <p>
        <strong>{variant.title}</strong>
        <br />
        SKU {variant.sku}
      </p>
      <TextField
        label="Stock"
        inputMode="numeric"
        hint={variant.stock === null ? 'Not counted' : undefined}
        value={stock}
        onChange={setStock}
      />
      <TextField label="Price" inputMode="decimal" value={price} onChange={setPrice} />
      <div>
        <Button type="submit" variant="secondary" disabled={saving} aria-busy={saving}>
          {saving ? 'Saving…' : 'Save'}
        </Button>
        {said ? (
          <p role={said.ok ? 'status' : 'alert'} css={said.ok ? undefined : fieldStyles.error}>
            {said.text}
          </p>
        ) : null}
      </div>
    </form>
  );
};
