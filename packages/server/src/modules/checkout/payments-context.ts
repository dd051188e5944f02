import type { AppContext } from "../../lib/app-context.ts";
import type { PaymentProvider } from "./providers/payment-provider.ts";
import type { Purchases } from "./purchases.ts";

/** The context of checkout's services: the app's, with the payment provider and what each invoice kind buys. */
export interface PaymentsContext extends AppContext {
  provider: PaymentProvider;
  /** What each kind of invoice buys, plugged in by the module that sells it (app.ts). */
  purchases: Purchases;
}
