import { memberMessageTextMax } from "@club/domain/member-message.schema";
import { Textarea, type TextareaProps } from "@mantine/core";
import type { Ref } from "react";

/**
 * The text of a message the club passes on (the directory's relay, a listing's seller, the public's message to a
 * seller): required, and as long as the relay takes, said under it.
 */
export function MessageTextarea({
  ref,
  ...props
}: Omit<TextareaProps, "label" | "required" | "maxLength" | "description"> & {
  ref?: Ref<HTMLTextAreaElement>;
}) {
  return (
    <Textarea
      ref={ref}
      label="Message"
      required
      maxLength={memberMessageTextMax}
      description={`${memberMessageTextMax.toLocaleString("en-US")} characters at most`}
      {...props}
    />
  );
}
