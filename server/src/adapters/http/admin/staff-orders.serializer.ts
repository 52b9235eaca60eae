import type { StaffHistoryEntry, StaffOrderRow } from '../../../ports/fulfilment/staff-orders.ts';

export const serializeStaffOrderRow = (row: StaffOrderRow) => ({
  id: row.id,
  number: row.number,
  reference: row.reference,
  email: row.email,
  customerName: row.customerName,
  status: row.status,
  paidStatus: row.paidStatus,
  total: row.total.minor / 100,
  currency: row.total.currency,
  dateOrdered: row.dateOrdered?.toISOString() ?? null,
});

export const serializeStaffHistory = (entry: StaffHistoryEntry) => ({
  fromStatus: entry.fromStatus,
  toStatus: entry.toStatus,
  actor: entry.actor,
  actorName: entry.actorName,
  note: entry.note,
  date: entry.date.toISOString(),
});
