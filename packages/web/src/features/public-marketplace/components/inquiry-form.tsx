import { publicInquiryInputSchema } from "@club/domain/listing.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Alert, Button, Stack, Text, TextInput, Title } from "@mantine/core";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { MessageTextarea } from "../../../components/message-textarea.tsx";
import { useStartInquiry } from "../api/use-public-inquiry.ts";

const formFields = ["name", "email", "message"] as const;
type FormField = (typeof formFields)[number];
const isFormField = (field: string): field is FormField => (formFields as readonly string[]).includes(field);

/**
 * "Write to the seller" for someone outside the club: the club mails them a link, and only that link sends the
 * message, from the club with Reply-To them. The seller's name and address are never shown here.
 */
export function InquiryForm({ listingId }: { listingId: number }) {
  const form = useForm({
    resolver: zodResolver(publicInquiryInputSchema),
    defaultValues: { name: "", email: "", message: "" },
  });
  const { errors } = form.formState;
  const start = useStartInquiry(listingId);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();

  function showRefusal(error: unknown) {
    const rest: FieldErrors = {};
    for (const [field, messages] of Object.entries(errorsOf(error) ?? {})) {
      if (isFormField(field)) form.setError(field, { type: "server", message: messages.join(" ") });
      else rest[field] = messages;
    }
    setOtherErrors(Object.keys(rest).length > 0 ? rest : undefined);
  }

  const onSubmit = form.handleSubmit((body) => {
    setOtherErrors(undefined);
    start.mutate(body, { onError: showRefusal });
  });

  if (start.isSuccess)
    return (
      <Alert color="green" title="Check your e-mail" role="status">
        <Text>{start.data.message}</Text>
        <Text mt="xs">If it has not come within a few minutes, look in your spam or junk folder.</Text>
      </Alert>
    );

  return (
    <form onSubmit={onSubmit} noValidate aria-labelledby="write-to-seller">
      <Stack gap="sm" maw={640}>
        <Title order={2} id="write-to-seller">
          Write to the seller
        </Title>
        <Text>
          The club sends your message to the seller by e-mail. First we e-mail you a link: your message goes
          once you open it. The seller's reply comes to your own e-mail.
        </Text>
        <TextInput
          label="Your name"
          required
          autoComplete="name"
          error={errors.name?.message}
          {...form.register("name")}
        />
        <TextInput
          label="Your e-mail"
          type="email"
          required
          autoComplete="email"
          error={errors.email?.message}
          {...form.register("email")}
        />
        <MessageTextarea rows={6} error={errors.message?.message} {...form.register("message")} />
        <ErrorLines errors={otherErrors} />
        <div>
          <Button type="submit" size="md" loading={start.isPending}>
            Send
          </Button>
        </div>
      </Stack>
    </form>
  );
}
