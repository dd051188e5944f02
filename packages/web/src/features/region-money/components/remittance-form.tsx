import { formatCents } from "@club/domain/money";
import { regionMoneyMessages } from "@club/domain/region-money.schema";
import { Button, Group, SimpleGrid, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { dollarsToCents } from "../../../office-kit/dollars.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useRecordRemittance } from "../api/use-region-statement.ts";

interface RemittanceValues {
  amount: string;
  sentOn: string;
  reference: string;
}

/**
 * The national treasurer records money sent to the region: the amount in dollars, the day it was sent, the cheque's
 * or transfer's reference. What was typed stays when the server refuses it.
 */
export function RemittanceForm({
  code,
  regionName,
  today,
}: {
  code: string;
  regionName: string;
  today: string;
}) {
  const record = useRecordRemittance(code);
  const [others, setOthers] = useState<FieldErrors | undefined>();
  const [recorded, setRecorded] = useState<string | null>(null);
  const form = useForm<RemittanceValues>({
    defaultValues: { amount: "", sentOn: today, reference: "" },
  });
  const { errors } = form.formState;
  const onSubmit = form.handleSubmit(async (values) => {
    setOthers(undefined);
    setRecorded(null);
    const amount = dollarsToCents(values.amount);
    if (amount === undefined || amount <= 0) {
      form.setError("amount", { message: regionMoneyMessages.amountPositive }, { shouldFocus: true });
      return;
    }
    try {
      const saved = await record.mutateAsync({
        amount,
        sentOn: values.sentOn,
        reference: values.reference.trim(),
      });
      setRecorded(`Recorded: ${formatCents(saved.amount)} sent to the ${regionName} (${saved.reference}).`);
      form.reset({ amount: "", sentOn: values.sentOn, reference: "" });
    } catch (error) {
      setOthers(showServerErrors(form, error, ["amount", "sentOn", "reference"]));
    }
  });
  return (
    <Stack component="section" gap="sm" aria-labelledby="record-remittance">
      <Title order={2} id="record-remittance">
        Record a remittance
      </Title>
      <form onSubmit={onSubmit} noValidate aria-label="Record a remittance">
        <Stack gap="sm">
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="sm" maw={900}>
            <TextInput
              label="Amount ($)"
              inputMode="decimal"
              required
              error={errors.amount?.message}
              {...form.register("amount", { required: regionMoneyMessages.amountRequired })}
            />
            <TextInput
              label="Day sent"
              type="date"
              required
              error={errors.sentOn?.message}
              {...form.register("sentOn", { required: regionMoneyMessages.dayRequired })}
            />
            <TextInput
              label="Reference"
              description="The cheque or transfer number"
              // Under the field, so the three fields' boxes stand on one line on a desk.
              inputWrapperOrder={["label", "input", "description", "error"]}
              required
              error={errors.reference?.message}
              {...form.register("reference", {
                validate: (value) => value.trim() !== "" || regionMoneyMessages.referenceRequired,
              })}
            />
          </SimpleGrid>
          <ErrorLines errors={others} />
          <Group gap="sm">
            <Button type="submit" loading={record.isPending}>
              Record the remittance
            </Button>
            {recorded ? <Text role="status">{recorded}</Text> : null}
          </Group>
        </Stack>
      </form>
    </Stack>
  );
}
