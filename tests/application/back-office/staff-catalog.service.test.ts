import { describe, expect, it } from 'vitest';
import { StaffCatalogService } from '../../../src/application/back-office/staff-catalog.service';
import { inMemoryBackend, KNOWN_CUSTOMER, KNOWN_STAFF } from '../../support/in-memory.backend';
import { current } from '../../support/observed';

const signedInAs = async (who: { email: string; password: string }) => {
  const backend = inMemoryBackend();
  const login = await backend.account.login({
    loginName: who.email,
    password: who.password,
    rememberMe: false,
  });
  if (!login.ok) throw new Error(`${who.email} could not sign in`);
  return new StaffCatalogService(backend.staffCatalog);
};

describe('StaffCatalogService', () => {
  it('shows a saved variant as the back-end answered it, and logs the change', async () => {
    const catalog = await signedInAs(KNOWN_STAFF);
    await catalog.loadProducts({ q: '', page: 1 });
    const variant = current(catalog.products$).data?.products[0]?.variants[0];
    if (variant === undefined) throw new Error('no variant listed');

    expect((await catalog.editVariant(variant.id, { stock: 7 })).ok).toBe(true);

    const listed = current(catalog.products$).data?.products[0]?.variants[0];
    expect(listed).toMatchObject({ id: variant.id, stock: 7, priceMinor: variant.priceMinor });
    await catalog.loadAuditLog(1);
    expect(current(catalog.audit$).data?.entries[0]).toMatchObject({
      entityType: 'variant',
      entityId: variant.id,
      changes: [{ field: 'stock', from: variant.stock, to: 7 }],
    });
  });

  it('takes a product off sale in the list once the back-end agreed', async () => {
    const catalog = await signedInAs(KNOWN_STAFF);
    await catalog.loadProducts({ q: '', page: 1 });
    const product = current(catalog.products$).data?.products[0];
    if (product === undefined) throw new Error('no product listed');

    expect((await catalog.setProductEnabled(product.id, false)).ok).toBe(true);

    expect(current(catalog.products$).data?.products[0]?.enabled).toBe(false);
  });

  it('changes nothing in the list when the back-end refuses (a customer, not staff)', async () => {
    const catalog = await signedInAs(KNOWN_CUSTOMER);

    expect((await catalog.loadProducts({ q: '', page: 1 })).ok).toBe(false);
    expect((await catalog.editVariant(1, { stock: 1 })).ok).toBe(false);

    expect(current(catalog.products$)).toMatchObject({ status: 'failed', data: null });
  });
});
