import { startPayPalStandIn } from "./paypal-stand-in.ts";

// Runs the PayPal stand-in on its own, for the browser tests of the PayPal path (e2e/playwright.config.ts).
const port = Number(process.env.PORT ?? 3390);
const standIn = await startPayPalStandIn(port);
process.stdout.write(`PayPal stand-in listening on ${standIn.url}\n`);
for (const signal of ["SIGINT", "SIGTERM"] as const) {
  process.on(signal, () => void standIn.close().then(() => process.exit(0)));
}
