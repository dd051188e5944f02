import { paymentMessages } from "@club/domain/payment.schema";
import { PayPalButtons, PayPalScriptProvider, usePayPalScriptReducer } from "@paypal/react-paypal-js";
import { useEffect, useRef } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { createProviderOrder } from "../api/create-provider-order.ts";
import { useApprovePayment } from "../api/use-approve-payment.ts";
import type { PaymentMethodProps } from "./payment-outcome.ts";

const unavailable: FieldErrors = { base: [paymentMessages.providerUnavailable] };

function PayPalButtonsArea({ invoiceId, onBusyChange, onOutcome }: PaymentMethodProps) {
  const [{ isPending, isRejected }] = usePayPalScriptReducer();
  const approve = useApprovePayment();
  // The reason createOrder failed (the server's errors), which PayPal reports to onError without detail.
  const createError = useRef<unknown>(null);

  useEffect(() => onBusyChange(approve.isPending), [approve.isPending, onBusyChange]);

  if (isPending) return <LoadingState label="Loading the payment service…" />;
  if (isRejected) return <ErrorLines errors={unavailable} />;

  return (
    <PayPalButtons
      style={{ layout: "vertical" }}
      disabled={approve.isPending}
      createOrder={async () => {
        createError.current = null;
        try {
          return await createProviderOrder(invoiceId);
        } catch (error) {
          createError.current = error;
          throw error;
        }
      }}
      onApprove={async (data) => {
        // After the payer approved, the server captures the order and settles the invoice (spec §4, §7).
        await approve
          .mutateAsync({ invoiceId, paymentId: data.orderID })
          .then((reply) => onOutcome({ status: "paid", message: reply.message }))
          .catch((error: unknown) => onOutcome({ status: "failed", errors: errorsOf(error) ?? unavailable }));
      }}
      onError={() => onOutcome({ status: "failed", errors: errorsOf(createError.current) ?? unavailable })}
    />
  );
}

/** PayPal's buttons: the order is opened by the server, approved by the payer, captured by the server. */
export function PayPalPayment(props: PaymentMethodProps) {
  const { payments } = useSiteConfig();
  if (!payments.paypalClientId) return <ErrorLines errors={unavailable} />;
  return (
    <PayPalScriptProvider
      options={{
        clientId: payments.paypalClientId,
        currency: "USD",
        intent: "capture",
        ...(payments.paypalSdkBaseUrl ? { sdkBaseUrl: payments.paypalSdkBaseUrl } : {}),
      }}
    >
      <PayPalButtonsArea {...props} />
    </PayPalScriptProvider>
  );
}
