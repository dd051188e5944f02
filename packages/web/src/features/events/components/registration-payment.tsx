import { Text } from "@mantine/core";
import { PaymentDialog } from "../../../checkout/payment/components/payment-dialog.tsx";
import { useReloadEvents } from "../api/use-reload-events.ts";

/** The invoice of a portal registration to pay, with the event's title for the thank-you. */
export interface RegistrationToPay {
  orderId: string;
  title: string;
}

interface RegistrationPaymentProps {
  /** Null keeps the dialog closed. */
  payment: RegistrationToPay | null;
  onClose: () => void;
}

/**
 * Issue 28: a registration's invoice paid with the join's payment dialog. Closed unpaid, the place stays held until
 * its time is up, and the registration keeps its Pay button.
 */
export function RegistrationPayment({ payment, onClose }: RegistrationPaymentProps) {
  const reload = useReloadEvents();
  if (!payment) return null;
  return (
    <PaymentDialog
      key={payment.orderId}
      orderId={payment.orderId}
      opened
      onClose={onClose}
      onPaid={reload}
      onPaidDone={onClose}
      thankYou={
        <Text>{`Thank you! Your place at ${payment.title} is confirmed. Your check-in code is under Registered Events.`}</Text>
      }
    />
  );
}
