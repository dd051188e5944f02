import { listingMessages, listingReasonMax, listingReportInputSchema } from "@club/domain/listing.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Modal, Stack, Text, Textarea } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useReportListing } from "../api/use-report-listing.ts";
import { Notice } from "./notice.tsx";

/**
 * Issue 44: a member tells the office what is wrong with a listing. The reason is asked in a dialog, whose button
 * says what it does; the thanks stays on the page once it closes.
 */
export function ReportListing({ listingId }: { listingId: number }) {
  const [opened, setOpened] = useState(false);
  const [reported, setReported] = useState(false);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const form = useForm({ resolver: zodResolver(listingReportInputSchema), defaultValues: { reason: "" } });
  const report = useReportListing(listingId);

  const close = () => {
    if (!report.isPending) setOpened(false);
  };
  const onSubmit = form.handleSubmit((body) => {
    setOtherErrors(undefined);
    report.mutate(body, {
      onSuccess: () => {
        form.reset({ reason: "" });
        setReported(true);
        setOpened(false);
      },
      onError: (error) => setOtherErrors(showServerErrors(form, error, ["reason"])),
    });
  });

  if (reported)
    return (
      <Notice tone="success" role="status">
        {listingMessages.reported}
      </Notice>
    );
  return (
    <>
      <Button
        variant="outline"
        color="red.9"
        onClick={() => setOpened(true)}
        style={{ alignSelf: "flex-start" }}
      >
        Report this listing
      </Button>
      <Modal opened={opened} onClose={close} title="Report this listing" size="lg">
        <form onSubmit={onSubmit} noValidate aria-label="Report this listing">
          <Stack gap="sm">
            <Text>
              Tell the club office what is wrong with this listing. The office looks at every report.
            </Text>
            <Textarea
              label="What is wrong"
              required
              rows={5}
              maxLength={listingReasonMax}
              error={form.formState.errors.reason?.message}
              {...form.register("reason")}
            />
            <ErrorLines errors={otherErrors} />
            <FormActions onCancel={close} submitLabel="Send the report" pending={report.isPending} />
          </Stack>
        </form>
      </Modal>
    </>
  );
}
