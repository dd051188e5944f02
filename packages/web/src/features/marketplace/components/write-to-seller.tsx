import { listingMessageInputSchema, listingMessages } from "@club/domain/listing.schema";
import { memberMessageSubjectMax } from "@club/domain/member-message.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import type { FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { MessageTextarea } from "../../../components/message-textarea.tsx";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useWriteToSeller } from "../api/use-write-to-seller.ts";
import { Notice } from "./notice.tsx";

const emptyMessage = { subject: "", message: "" };

/**
 * Issue 44: a member writes to the seller through the club's relay: neither address shows. A refusal shows at its
 * field, or above the button (the daily limit's 429 says when they may write again); what was typed stays.
 */
export function WriteToSeller({ listingId, seller }: { listingId: number; seller: string }) {
  const form = useForm({ resolver: zodResolver(listingMessageInputSchema), defaultValues: emptyMessage });
  const { errors } = form.formState;
  const send = useWriteToSeller(listingId);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const [sent, setSent] = useState(false);

  const onSubmit = form.handleSubmit((body) => {
    setOtherErrors(undefined);
    setSent(false);
    send.mutate(body, {
      onSuccess: () => {
        form.reset(emptyMessage);
        setSent(true);
      },
      onError: (error) => setOtherErrors(showServerErrors(form, error, ["subject", "message"])),
    });
  });

  return (
    <Stack component="section" gap="sm" aria-labelledby="write-heading">
      <Title order={2} id="write-heading">
        Write to the seller
      </Title>
      <Text>
        {`The club sends your message to ${seller} by e-mail without showing you their address. Their reply comes to your own e-mail.`}
      </Text>
      {sent ? (
        <Notice tone="success" role="status">
          {listingMessages.sent}
        </Notice>
      ) : null}
      <form onSubmit={onSubmit} noValidate aria-label="Write to the seller">
        <Stack gap="sm" maw={640}>
          <TextInput
            label="Subject (optional)"
            maxLength={memberMessageSubjectMax}
            error={errors.subject?.message}
            {...form.register("subject")}
          />
          <MessageTextarea rows={6} error={errors.message?.message} {...form.register("message")} />
          <ErrorLines errors={otherErrors} />
          <Button type="submit" loading={send.isPending} style={{ alignSelf: "flex-start" }}>
            Send the message
          </Button>
        </Stack>
      </form>
    </Stack>
  );
}
