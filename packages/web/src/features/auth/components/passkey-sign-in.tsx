import { Button, Divider, Stack, Text } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useLocation, useNavigate } from "react-router";
import { ApiError, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import {
  cancelPasskeyRequest,
  passkeyAutofillSupported,
  passkeysSupported,
} from "../../../lib/passkey-browser.ts";
import { returnPathOf } from "../../../lib/return-to.ts";
import { usePasskeySignIn } from "../api/use-passkey-sign-in.ts";

/**
 * An autofill request is said to fail only when the member picked a passkey and the server refused it: one that was
 * cancelled or replaced by the button, or could not start, is nothing to show.
 */
const pickedAndRefused = (error: unknown) =>
  error instanceof ApiError && (error.status === 401 || error.status === 422);

/**
 * Issue 43: "Sign in with a passkey", and where the browser has it, the passkeys offered among the email field's
 * suggestions (conditional UI, `autocomplete="username webauthn"` on the field). Either way the member goes where a
 * password sign-in would have taken them.
 */
export function PasskeySignIn() {
  const autofill = usePasskeySignIn();
  const button = usePasskeySignIn();
  const navigate = useNavigate();
  const location = useLocation();
  const goOn = () => void navigate(returnPathOf(location.state), { replace: true });
  const goOnRef = useRef(goOn);
  goOnRef.current = goOn;
  const startAutofill = useRef(autofill.mutate);
  startAutofill.current = autofill.mutate;

  useEffect(() => {
    let stopped = false;
    void passkeyAutofillSupported().then((supported) => {
      if (supported && !stopped)
        startAutofill.current({ autofill: true }, { onSuccess: () => goOnRef.current() });
    });
    return () => {
      stopped = true;
      cancelPasskeyRequest();
    };
  }, []);

  if (!passkeysSupported()) return null;
  const autofillError = pickedAndRefused(autofill.error) ? autofill.error : null;
  return (
    <Stack gap="sm" align="flex-start">
      <Divider my="sm" w="100%" />
      <Text>Or sign in without your password, with a passkey you added on Member Info.</Text>
      <ErrorLines errors={errorsOf(button.error ?? autofillError)} />
      <Button
        variant="outline"
        loading={button.isPending}
        onClick={() => {
          autofill.reset();
          button.mutate({ autofill: false }, { onSuccess: goOn });
        }}
      >
        Sign in with a passkey
      </Button>
    </Stack>
  );
}
