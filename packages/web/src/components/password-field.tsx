import { PasswordInput, type PasswordInputProps } from "@mantine/core";

/**
 * A password input whose show/hide toggle is named without the word "password", so the field's own
 * label stays the only match for "Password" (tests and screen-reader users look fields up by label).
 */
export function PasswordField(props: PasswordInputProps) {
  return (
    <PasswordInput
      {...props}
      visibilityToggleButtonProps={{ "aria-label": "Show or hide the characters" }}
      visibilityToggleFocusable
    />
  );
}
