import { Button, Group, Stack, Text } from "@mantine/core";
import { useEffect } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import type { SandboxDecision } from "../api/decide-sandbox-order.ts";
import { useSandboxPayment } from "../api/use-sandbox-payment.ts";
import type { PaymentMethodProps } from "./payment-outcome.ts";

/** The club's test payment service: the payer approves or declines; each attempt is a new provider order. */
export function SandboxPayment({ invoiceId, onBusyChange, onOutcome }: PaymentMethodProps) {
  const payment = useSandboxPayment(invoiceId);

  useEffect(() => onBusyChange(payment.isPending), [payment.isPending, onBusyChange]);

  function pay(decision: SandboxDecision) {
    payment.mutate(decision, {
      onSuccess: (reply) => onOutcome({ status: "paid", message: reply.message }),
      onError: (error) => onOutcome({ status: "failed", errors: errorsOf(error) ?? {} }),
    });
  }

  const working = (decision: SandboxDecision) => payment.isPending && payment.variables === decision;

  return (
    <Stack gap="sm">
      <Text>This is the club's test payment service: no card is charged. Choose what the payer decides.</Text>
      <Group gap="sm">
        <Button
          onClick={() => pay("approve")}
          loading={working("approve")}
          disabled={payment.isPending && !working("approve")}
        >
          Approve payment
        </Button>
        <Button
          variant="outline"
          onClick={() => pay("decline")}
          loading={working("decline")}
          disabled={payment.isPending && !working("decline")}
        >
          Decline payment
        </Button>
      </Group>
    </Stack>
  );
}
