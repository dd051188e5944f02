import { fullName } from "@club/domain/member-name.rules";
import { formatCents } from "@club/domain/money";
import {
  type OfficeMemberRecord,
  type OfflinePayment,
  offlineMethods,
  offlinePaymentSchema,
} from "@club/domain/office.schema";
import { Button, Group, List, NativeSelect, Radio, SimpleGrid, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useEffect, useMemo, useState } from "react";
import { Controller, useForm } from "react-hook-form";
import type { FieldErrors } from "../../../../api/api-error.ts";
import { useNationalPlans } from "../../../../api/use-national-plans.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { bodyResolver } from "../../../../office-kit/body-resolver.ts";
import { ConfirmDialog } from "../../../../office-kit/confirm-dialog.tsx";
import { centsToDollarsText, dollarsToCents } from "../../../../office-kit/dollars.ts";
import { formatDay, humanize, paymentMethodLabel } from "../../../../office-kit/office-format.ts";
import { showServerErrors } from "../../../../office-kit/server-errors.ts";
import { useRecordPayment } from "../../api/member-writes.ts";
import { usePaymentQuote } from "../../api/use-payment-quote.ts";

/** What the payment is for: "renewal" (the member's current choices, or another plan), or an open invoice's id. */
const renewal = "renewal";

export interface PaymentValues {
  method: string;
  reference: string;
  /** Dollars, as typed. */
  amount: string;
  paysFor: string;
  /** Another national plan for the renewal; "" keeps the member's current choices. */
  nationalPlan: string;
}

const emptyValues: PaymentValues = {
  method: "cheque",
  reference: "",
  amount: "",
  paysFor: renewal,
  nationalPlan: "",
};
const formFields = ["method", "reference", "amount", "invoiceId", "nationalPlan"];
const amountHint = "Enter the amount in dollars, for example 80.00";

/** The POST body: the amount in cents, and either the invoice it pays or the renewal's plan. */
export function toPaymentBody(values: PaymentValues): Partial<OfflinePayment> {
  const forInvoice = values.paysFor !== renewal;
  return {
    method: values.method as OfflinePayment["method"],
    reference: values.reference.trim(),
    amount: dollarsToCents(values.amount),
    ...(forInvoice ? { invoiceId: values.paysFor } : {}),
    ...(!forInvoice && values.nationalPlan ? { nationalPlan: Number(values.nationalPlan) } : {}),
  };
}

const resolver = bodyResolver(offlinePaymentSchema, toPaymentBody, {
  precheck: (values: PaymentValues): Record<string, string> =>
    dollarsToCents(values.amount) === undefined ? { amount: amountHint } : {},
});

const methodOptions = offlineMethods.map((method) => ({ value: method, label: paymentMethodLabel(method) }));

/**
 * "Record a payment" (issue 13): a cheque, cash or a bank transfer the office received, against one of the
 * member's open invoices or a renewal priced by the server. The amount due is shown and filled in; the office
 * types dollars, the server gets cents.
 */
export function RecordPaymentForm({ record }: { record: OfficeMemberRecord }) {
  const memberId = record.profile.id;
  const form = useForm<PaymentValues>({ defaultValues: emptyValues, resolver });
  const { errors } = form.formState;
  const [paysFor, nationalPlan] = form.watch(["paysFor", "nationalPlan"]);
  const planId = nationalPlan ? Number(nationalPlan) : undefined;
  const quote = usePaymentQuote(memberId, planId);
  const plans = useNationalPlans();
  const pay = useRecordPayment(memberId);
  const [confirming, setConfirming] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  const openInvoices = useMemo(
    () =>
      quote.data?.openInvoices ??
      record.invoices
        .filter((invoice) => invoice.status === "pending")
        .map(({ orderId, kind, total, createdAt }) => ({ orderId, kind, total, createdAt })),
    [quote.data, record.invoices],
  );
  const invoice = openInvoices.find((open) => open.orderId === paysFor);
  const freshQuote = quote.data && !quote.isPlaceholderData ? quote.data : undefined;
  const due = paysFor === renewal ? freshQuote?.total : invoice?.total;

  // The amount due is filled in whenever what the payment is for changes (and once the price has arrived).
  useEffect(() => {
    if (due !== undefined) form.setValue("amount", centsToDollarsText(due));
  }, [due, form]);

  // An invoice paid or voided meanwhile is no longer a choice.
  useEffect(() => {
    if (paysFor !== renewal && !invoice) form.setValue("paysFor", renewal);
  }, [paysFor, invoice, form]);

  // The member's open invoice (an unpaid joiner's join) is what a payment pays first (issue 23), until the office
  // chooses otherwise.
  const proposed = quote.data?.proposedInvoiceId;
  useEffect(() => {
    if (proposed && !form.getFieldState("paysFor").isDirty) form.setValue("paysFor", proposed);
  }, [proposed, form]);

  const onSubmit = form.handleSubmit(() => {
    setOtherErrors(undefined);
    setConfirming(true);
  });

  function confirm() {
    pay.mutate(toPaymentBody(form.getValues()) as OfflinePayment, {
      onSuccess: () => {
        setConfirming(false);
        // Ready for the next payment, the renewal's amount filled in again (a new price follows if it changes).
        form.reset({ ...emptyValues, amount: quote.data ? centsToDollarsText(quote.data.total) : "" });
        notifications.show({ color: "green", message: "The payment was recorded." });
      },
      onError: (error) => {
        setConfirming(false);
        setOtherErrors(showServerErrors(form, error, formFields));
      },
    });
  }

  const values = form.getValues();
  const cents = dollarsToCents(values.amount) ?? 0;
  const planTitle = plans.data?.find((plan) => String(plan.id) === values.nationalPlan)?.title;
  const purpose = invoice
    ? `invoice ${invoice.orderId} (${humanize(invoice.kind)}, ${formatCents(invoice.total)})`
    : planTitle
      ? `a renewal with the plan ${planTitle}`
      : "a renewal of their current choices";

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Record a payment">
      <Stack gap="sm" maw={760}>
        <Controller
          control={form.control}
          name="paysFor"
          render={({ field }) => (
            <Radio.Group label="What it pays" value={field.value} onChange={field.onChange} name={field.name}>
              <Stack gap="xs" mt="xs">
                {openInvoices.map((open) => (
                  <Radio
                    key={open.orderId}
                    value={open.orderId}
                    label={`Open invoice ${open.orderId}: ${humanize(open.kind)}, ${formatCents(open.total)}, created ${formatDay(open.createdAt)}`}
                  />
                ))}
                <Radio value={renewal} label="A renewal of their current choices" />
              </Stack>
            </Radio.Group>
          )}
        />
        {paysFor === renewal ? (
          <NativeSelect
            label="National plan"
            description="Leave as it is to renew the member's current choices."
            data={[
              { label: "Their current choices", value: "" },
              ...(plans.data ?? []).map((plan) => ({ label: plan.title, value: String(plan.id) })),
            ]}
            error={errors.nationalPlan?.message}
            {...form.register("nationalPlan")}
          />
        ) : null}
        {paysFor === renewal ? (
          <Stack gap={4} aria-live="polite">
            {quote.isError ? (
              <ErrorLines
                errors={{ base: [`The amount due could not be worked out: ${quote.error.message}`] }}
              />
            ) : freshQuote ? (
              <>
                <Text
                  fw={700}
                >{`Amount due: ${formatCents(freshQuote.total)} (${humanize(freshQuote.kind)})`}</Text>
                <List size="sm" spacing={2}>
                  {freshQuote.items.map((item, index) => (
                    // biome-ignore lint/suspicious/noArrayIndexKey: the quote's lines are fixed and may repeat
                    <List.Item key={index}>{`${item.description}: ${formatCents(item.amount)}`}</List.Item>
                  ))}
                </List>
              </>
            ) : (
              <Text>Working out the amount due…</Text>
            )}
          </Stack>
        ) : invoice ? (
          <Text fw={700}>{`Amount due: ${formatCents(invoice.total)}`}</Text>
        ) : null}
        <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
          <NativeSelect
            label="Method"
            data={methodOptions}
            error={errors.method?.message}
            {...form.register("method")}
          />
          <TextInput
            label="Reference"
            required
            description="The cheque number, or who handed the cash"
            error={errors.reference?.message}
            {...form.register("reference")}
          />
          <TextInput
            label="Amount (dollars)"
            required
            inputMode="decimal"
            leftSection="$"
            error={errors.amount?.message}
            {...form.register("amount")}
          />
        </SimpleGrid>
        <ErrorLines errors={otherErrors} />
        <Group>
          <Button type="submit" loading={pay.isPending}>
            Record the payment
          </Button>
        </Group>
      </Stack>
      <ConfirmDialog
        opened={confirming}
        title="Record this payment?"
        confirmLabel="Record the payment"
        onConfirm={confirm}
        onCancel={() => setConfirming(false)}
        pending={pay.isPending}
      >
        <Text>
          {`Record a ${paymentMethodLabel(values.method).toLowerCase()} payment of ${formatCents(cents)} from ${fullName(record.profile)}, reference ${values.reference.trim()}, for ${purpose}?`}
        </Text>
        {due !== undefined && due !== cents ? (
          <Text fw={700}>{`This is not the amount due (${formatCents(due)}).`}</Text>
        ) : null}
      </ConfirmDialog>
    </form>
  );
}
