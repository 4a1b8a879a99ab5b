import { createRouter } from '../../lib/router.ts';
import { explainValidation } from '../../lib/validation-hook.ts';
import { getOrderHandler, listOrdersHandler, placeOrderHandler, resendVoucherHandler } from './orders.handlers.ts';
import * as routes from './orders.routes.ts';

export function ordersRouter() {
  return createRouter()
    .openapi(routes.placeOrder, placeOrderHandler, explainValidation)
    .openapi(routes.listOrders, listOrdersHandler, explainValidation)
    .openapi(routes.resendVoucher, resendVoucherHandler, explainValidation)
    .openapi(routes.getOrder, getOrderHandler, explainValidation);
}
