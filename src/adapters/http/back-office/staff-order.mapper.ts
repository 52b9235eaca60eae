import type { StaffOrder } from '../../../domain/back-office/staff-order';
import { mapOrderDetail } from '../orders/craft-order.mapper';
import type { StaffOrderJson } from './staff-order.schema';

export const mapStaffOrder = (order: StaffOrderJson): StaffOrder => {
  const detail = mapOrderDetail(order);
  return {
    id: order.id,
    email: order.email,
    currency: order.currency,
    status: detail.fulfilment?.status ?? 'new',
    detail,
    payments: order.transactions,
    returns: order.returns,
    history: order.history,
  };
};
