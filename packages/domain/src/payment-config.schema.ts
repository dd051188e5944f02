import { z } from "zod";

// What the browser needs to show the payment step, part of the site config every page loads first: apart from the
// invoices' and payments' schemas, which only the pages that pay need (issue 41: /login within its 150 KB).

export const paymentProviders = ["sandbox", "paypal"] as const;

/** What the browser needs to show the payment step (part of the site config). */
export const paymentConfigSchema = z.object({
  provider: z.enum(paymentProviders),
  paypalClientId: z.string().nullable(),
  paypalSdkBaseUrl: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigSchema>;
