import {
  memberMessageInputSchema,
  memberMessageMessages,
  memberMessageSubjectMax,
} from "@club/domain/member-message.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import { Modal, Stack, Text, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { useForm } from "react-hook-form";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { MessageTextarea } from "../../../components/message-textarea.tsx";
import { useSendMemberMessage } from "../api/use-send-member-message.ts";

const formFields = ["subject", "message"] as const;
type FormField = (typeof formFields)[number];
const isFormField = (field: string): field is FormField => (formFields as readonly string[]).includes(field);

const emptyMessage = { subject: "", message: "" };

interface MemberMessageDialogProps {
  opened: boolean;
  onClose: () => void;
  recipient: { memberNo: number; firstName: string; lastName: string };
}

/**
 * Issue 30: "Send a message" to a member of the directory. The club mails it from its own address with Reply-To the
 * sender, so neither address is shown here. A refusal shows at its field, or above the buttons (the limit's 429),
 * and what was typed stays; closing without sending keeps it too, for a second try.
 */
export function MemberMessageDialog({ opened, onClose, recipient }: MemberMessageDialogProps) {
  const form = useForm({ resolver: zodResolver(memberMessageInputSchema), defaultValues: emptyMessage });
  const { errors } = form.formState;
  const send = useSendMemberMessage(recipient.memberNo);
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const name = `${recipient.firstName} ${recipient.lastName}`;

  function close() {
    if (send.isPending) return;
    onClose();
  }

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
    send.mutate(body, {
      onSuccess: () => {
        notifications.show({ color: "green", message: memberMessageMessages.sent });
        form.reset(emptyMessage);
        onClose();
      },
      onError: showRefusal,
    });
  });

  return (
    <Modal
      opened={opened}
      onClose={close}
      title={`Send a message to ${name}`}
      size="lg"
      closeOnEscape={!send.isPending}
      closeOnClickOutside={!send.isPending}
    >
      <form onSubmit={onSubmit} noValidate aria-label={`Send a message to ${name}`}>
        <Stack gap="sm">
          <Text>
            The club sends your message to {name} by e-mail without showing you their address. A reply comes
            to your own e-mail, and shows them yours.
          </Text>
          <TextInput
            label="Subject"
            maxLength={memberMessageSubjectMax}
            error={errors.subject?.message}
            {...form.register("subject")}
          />
          <MessageTextarea rows={8} error={errors.message?.message} {...form.register("message")} />
          <ErrorLines errors={otherErrors} />
          <FormActions onCancel={close} submitLabel="Send" pending={send.isPending} />
        </Stack>
      </form>
    </Modal>
  );
}
