import { Stack, Text } from "@mantine/core";
import { useVerifyTwoFactor } from "../../api/use-two-factor.ts";
import { CodeForm } from "./code-form.tsx";

/** The second step of signing in for an account already set up: a code from the app, or a recovery code. */
export function VerifyStep({ onVerified }: { onVerified: () => void }) {
  const verify = useVerifyTwoFactor();
  return (
    <Stack gap="md">
      <Text>
        Open the authenticator app on your phone and type the 6-digit code it shows for the club office.
        Without your phone, type one of your recovery codes instead (each works once).
      </Text>
      <CodeForm
        label="Code"
        description="6 digits from the app, or a recovery code"
        submitLabel="Verify"
        focusFirst
        pending={verify.isPending}
        onCode={(code, onError) => verify.mutate(code, { onSuccess: onVerified, onError })}
      />
    </Stack>
  );
}
