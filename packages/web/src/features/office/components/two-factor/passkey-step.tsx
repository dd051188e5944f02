import { Button, Paper, Stack, Text } from "@mantine/core";
import { errorsOf } from "../../../../api/api-error.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { useHasPasskey, useVerifyTwoFactorByPasskey } from "../../api/use-two-factor.ts";

/** Issue 43: an account with a passkey proves this session with it, in place of the authenticator app's code. */
export function PasskeyStep({ onVerified }: { onVerified: () => void }) {
  const hasPasskey = useHasPasskey();
  const verify = useVerifyTwoFactorByPasskey();
  if (!hasPasskey.data) return null;
  return (
    <Paper withBorder p="md">
      <Stack gap="sm" align="flex-start">
        <Text>
          Use one of your passkeys: your device asks for its screen lock (a fingerprint, your face or the
          PIN).
        </Text>
        <ErrorLines errors={errorsOf(verify.error)} />
        <Button
          loading={verify.isPending}
          onClick={() => verify.mutate(undefined, { onSuccess: onVerified })}
        >
          Use my passkey
        </Button>
        <Text size="sm" c="dimmed">
          Or use an authenticator app below.
        </Text>
      </Stack>
    </Paper>
  );
}
