/**
 * The payments module's table access for the flows (placing, paying, settling, refunding): the
 * payments and payment_events tables are written only through these.
 */
export {
  findCapturedPaymentOfAppointment,
  findCapturedPaymentOfOrder,
  findLatestPaymentOfAppointment,
  findOpenPaymentOfAppointment,
  findOpenPaymentOfOrder,
  findPaymentById,
  findPaymentByProviderOrder,
  findPaymentByRefundId,
  findPaymentOfAppointment,
  findPaymentOfUser,
  insertPayment,
  insertPaymentEvent,
  lockPayment,
  openPaymentsOfWaitingOrders,
  ordersWaitingSince,
  paymentsAwaitingRefund,
  updatePayment,
  type PaymentRow,
} from './payments.repository.ts';
