export {
  adminOrderDetail,
  listAdminOrders,
  listUnmatchedPaymentEvents,
} from './admin-orders.queries.ts';
export { newOrderNo } from './order-numbers.ts';
export { OPEN_STATES } from './order-states.ts';
export type { OrderRow } from './order-states.ts';
export { recordPaymentEvent } from './payment-events.ts';
export type { PaymentOutcome, PaymentSource } from './payment-events.ts';
export { refundSummary } from './refund-views.ts';
