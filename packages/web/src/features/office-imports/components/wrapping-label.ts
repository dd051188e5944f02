import type { ButtonProps } from "@mantine/core";

/** A button with a long label: on a phone the label wraps inside the button instead of being cut off. */
export const wrappingLabel: Pick<ButtonProps, "h" | "mih" | "py" | "styles"> = {
  h: "auto",
  mih: 44,
  py: 8,
  styles: { label: { whiteSpace: "normal", textAlign: "center", lineHeight: 1.3 } },
};
