// The back office's calls on the catalogue (staff only, CSRF-checked like every other change): the
// product list with every variant's stock and price, editing a variant's stock or price and a
// product's enabled flag (each change written to the audit log in its transaction), and the log.
import type { FastifyInstance } from 'fastify';
import {
  editProduct,
  editVariant,
  type StaffEditDeps,
} from '../../../application/catalog/staff-edits.ts';
import {
  AUDIT_LOG_PER_PAGE,
  parsePage,
  parseStaffProductQuery,
  STAFF_PRODUCTS_PER_PAGE,
} from '../../../domain/catalog/staff-catalog-query.rules.ts';
import { parseProductEdit, parseVariantEdit } from '../../../domain/catalog/staff-edits.rules.ts';
import { CSRF_TOKEN_NAME } from '../../../domain/csrf/csrf-token.rules.ts';
import { parseRecordId } from '../../../domain/shared/record-id.rules.ts';
import type { Result } from '../../../domain/shared/result.ts';
import { HttpError } from '../craft/craft-response.ts';
import {
  serializeAuditEntry,
  serializeStaffProduct,
  serializeStaffVariant,
} from './staff-catalog.serializer.ts';
import { requireStaff } from './staff.guard.ts';

type IdParams = { Params: { id: string } };
type Query = Readonly<Record<string, unknown>>;

/** The body may carry the CSRF token as a field, as Craft's forms do. */
const TRANSPORT_FIELDS = [CSRF_TOKEN_NAME];

const idOf = (raw: string, what: string): number => {
  const id = parseRecordId(raw);
  if (id === null) throw new HttpError(400, `The ${what} id must be a whole number.`);
  return id;
};

const valueOf = <T>(result: Result<T, string>): T => {
  if (!result.ok) throw new HttpError(400, result.error);
  return result.value;
};

export function adminCatalogRoutes(deps: StaffEditDeps) {
  return async (app: FastifyInstance) => {
    app.addHook('onSend', async (_request, reply) => {
      reply.header('cache-control', 'no-store');
    });

    app.get('/api/admin/products', async (request) => {
      requireStaff(request);
      const query = valueOf(parseStaffProductQuery((request.query ?? {}) as Query));
      const { products, total } = await deps.staffCatalog.list(query, STAFF_PRODUCTS_PER_PAGE);
      const perPage = STAFF_PRODUCTS_PER_PAGE;
      return { products: products.map(serializeStaffProduct), total, page: query.page, perPage };
    });

    app.patch<IdParams>('/api/admin/variants/:id', async (request) => {
      const staff = requireStaff(request);
      const variantId = idOf(request.params.id, 'variant');
      const edit = valueOf(parseVariantEdit(request.body, TRANSPORT_FIELDS));
      const result = await editVariant(deps, { variantId, edit, staffId: staff.id });
      if (!result.ok) throw new HttpError(404, 'Variant not found.');
      return { variant: serializeStaffVariant(result.value) };
    });

    app.patch<IdParams>('/api/admin/products/:id', async (request) => {
      const staff = requireStaff(request);
      const productId = idOf(request.params.id, 'product');
      const edit = valueOf(parseProductEdit(request.body, TRANSPORT_FIELDS));
      const result = await editProduct(deps, { productId, edit, staffId: staff.id });
      if (!result.ok) throw new HttpError(404, 'Product not found.');
      const { id, title, slug, enabled } = result.value;
      return { product: { id, title, slug, enabled } };
    });

    app.get('/api/admin/audit-log', async (request) => {
      requireStaff(request);
      const page = valueOf(parsePage((request.query ?? {}) as Query));
      const { entries, total } = await deps.staffCatalog.auditLog(page, AUDIT_LOG_PER_PAGE);
      return {
        entries: entries.map(serializeAuditEntry),
        total,
        page,
        perPage: AUDIT_LOG_PER_PAGE,
      };
    });
  };
}
