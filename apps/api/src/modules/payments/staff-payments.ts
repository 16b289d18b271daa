/**
 * The payments module's reads for Admin → Payments (decision 060): the attempts and the rows that
 * do not add up, published to the flow that audit-logs each view.
 */
export {
  findCapturesOfUnpaidOrders,
  findPaidOrdersWithoutCapture,
  findRefundsPendingSince,
  findStaffPaymentPage,
  findStaffPaymentsAfter,
  type StaffPaymentFilters,
  type StaffPaymentRow,
} from './staff-payments.repository.ts';
