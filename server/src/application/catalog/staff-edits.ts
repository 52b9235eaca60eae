// Staff change the catalogue: a variant's stock or price, a product's enabled flag. Each change and
// its audit row (who, when, each field before and after) are written in one transaction holding the
// record's lock, so two staff editing at once are served one after the other and the log says what
// each one really changed. Nothing that did not change is logged.
import {
  changesOf,
  type ProductEdit,
  type VariantEdit,
} from '../../domain/catalog/staff-edits.rules.ts';
import { isBackInStock } from '../../domain/catalog/stock.rules.ts';
import { err, ok, type Result } from '../../domain/shared/result.ts';
import { type BackInStockDeps, notifyBackInStock } from '../stock-alerts/notify-back-in-stock.ts';
import type {
  StaffCatalog,
  StaffProduct,
  StaffVariant,
} from '../../ports/catalog/staff-catalog.ts';
import type { Clock } from '../../ports/system/clock.ts';

export interface StaffEditDeps extends BackInStockDeps {
  readonly staffCatalog: StaffCatalog;
  readonly clock: Clock;
}

type NotFound = { readonly kind: 'not-found' };

export async function editVariant(
  deps: StaffEditDeps,
  input: { readonly variantId: number; readonly edit: VariantEdit; readonly staffId: number },
): Promise<Result<StaffVariant, NotFound>> {
  const outcome = await deps.staffCatalog.withVariant(input.variantId, async (before, writes) => {
    const changes = changesOf({ stock: before.stock, priceMinor: before.priceMinor }, input.edit);
    if (changes.length === 0) return before;
    const after = await writes.updateVariant(before.id, input.edit);
    await writes.audit(
      { actorUserId: input.staffId, entityType: 'variant', entityId: before.id, changes },
      deps.clock.now(),
    );
    // Alerts are claimed and mailed in this transaction, so a rolled-back edit mails nobody.
    if (isBackInStock(before.stock, after.stock)) await notifyBackInStock(deps, [after.id]);
    return after;
  });
  return outcome === null ? err({ kind: 'not-found' }) : ok(outcome);
}

export async function editProduct(
  deps: StaffEditDeps,
  input: { readonly productId: number; readonly edit: ProductEdit; readonly staffId: number },
): Promise<Result<Omit<StaffProduct, 'variants'>, NotFound>> {
  const outcome = await deps.staffCatalog.withProduct(input.productId, async (before, writes) => {
    const changes = changesOf({ enabled: before.enabled }, input.edit);
    if (changes.length === 0) return before;
    await writes.updateProduct(before.id, input.edit);
    await writes.audit(
      { actorUserId: input.staffId, entityType: 'product', entityId: before.id, changes },
      deps.clock.now(),
    );
    return { ...before, ...input.edit };
  });
  return outcome === null ? err({ kind: 'not-found' }) : ok(outcome);
}
