// A staff change as the back office's log reads it: "price: $10.00 → $12.50; stock: 0 → 5".
import { orderStatusLabel } from '../orders/order-fulfilment.rules';
import type { AuditEntry } from './staff-catalog';
import { PAID_STATUS_LABELS, RETURN_STATUS_LABELS } from './staff-actions.rules';

type Change = AuditEntry['changes'][number];
type Value = Change['from'];

const FIELD_NAMES: Readonly<Record<string, string>> = {
  stock: 'stock',
  priceMinor: 'price',
  enabled: 'for sale',
  status: 'status',
  parcel: 'parcel',
  paidStatus: 'payment',
  restocked: 'back in stock',
  refundedMinor: 'refunded',
};

const MONEY_FIELDS = new Set(['priceMinor', 'refundedMinor']);

/** Minor units as the shop writes its money. */
type MinorFormat = (minor: number) => string;

function valueText(entityType: string, field: string, value: Value, money: MinorFormat): string {
  if (value === null) return field === 'stock' ? 'not counted' : '—';
  if (typeof value === 'boolean') return value ? 'yes' : 'no';
  if (MONEY_FIELDS.has(field) && typeof value === 'number') return money(value);
  if (field === 'status' && typeof value === 'string')
    return entityType === 'return'
      ? (RETURN_STATUS_LABELS[value] ?? value)
      : orderStatusLabel(value);
  if (field === 'paidStatus' && typeof value === 'string')
    return PAID_STATUS_LABELS[value] ?? value;
  return String(value);
}

/** Each field that changed, from what to what, in the staff's words. */
export const auditChangeText = (
  entry: Pick<AuditEntry, 'entityType' | 'changes'>,
  money: MinorFormat,
): string =>
  entry.changes
    .map(({ field, from, to }) => {
      const name = FIELD_NAMES[field] ?? field;
      const text = (value: Value) => valueText(entry.entityType, field, value, money);
      return from === null && field === 'parcel'
        ? `${name}: ${text(to)}`
        : `${name}: ${text(from)} → ${text(to)}`;
    })
    .join('; ');

/** What was changed, when the back-end does not name it. */
export const auditSubject = (entry: Pick<AuditEntry, 'entityType' | 'entityId' | 'entityLabel'>) =>
  entry.entityLabel ?? `${entry.entityType} ${entry.entityId}`;
