import { offlineMethods } from "@club/domain/office.schema";
import { paymentProviders } from "@club/domain/payment.schema";

/** Every method the payments list filters by (GET /office/payments?method=): the office's, then the online ones. */
export const paymentMethods = [...offlineMethods, ...paymentProviders];
