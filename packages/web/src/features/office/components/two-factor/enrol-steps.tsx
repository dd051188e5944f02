import { Button, Code, CopyButton, Group, Image, List, Stack, Text, Title } from "@mantine/core";
import { type RefObject, useEffect, useRef, useState } from "react";
import { errorsOf } from "../../../../api/api-error.ts";
import { ErrorLines } from "../../../../components/error-lines.tsx";
import { useConfirmTwoFactor, useEnrolTwoFactor } from "../../api/use-two-factor.ts";
import { svgDataUrl } from "../../format/svg-data-url.ts";
import { CodeForm } from "./code-form.tsx";
import { RecoveryCodesStep } from "./recovery-codes-step.tsx";

/** A step's heading takes the focus when the step appears, so reading starts at its first instruction. */
function useFocusOnShow(shown: boolean): RefObject<HTMLHeadingElement | null> {
  const ref = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (shown) ref.current?.focus();
  }, [shown]);
  return ref;
}

/** The secret in groups of four, easier to type by hand into the app. */
const grouped = (secret: string) => secret.replace(/(.{4})(?=.)/g, "$1 ");

/**
 * Setting up the second factor (issue 13): start, scan the QR code (or type the key), confirm with the app's
 * first code, then keep the recovery codes. `onDone` continues to the office.
 */
export function EnrolSteps({ onStarted, onDone }: { onStarted: () => void; onDone: () => void }) {
  const enrol = useEnrolTwoFactor();
  const confirm = useConfirmTwoFactor();
  const [codes, setCodes] = useState<string[] | null>(null);
  const scanHeading = useFocusOnShow(Boolean(enrol.data) && !codes);
  const codesHeading = useFocusOnShow(Boolean(codes));

  if (codes) {
    return (
      <Stack gap="md">
        <Title order={2} size="h3" ref={codesHeading} tabIndex={-1}>
          Step 3 of 3: keep your recovery codes
        </Title>
        <RecoveryCodesStep codes={codes} onDone={onDone} />
      </Stack>
    );
  }

  if (!enrol.data) {
    return (
      <Stack gap="md" maw={640}>
        <Text>
          The club office asks for a second step when you sign in: a code from an authenticator app on your
          phone (for example Google Authenticator, Microsoft Authenticator or 2FAS). It is set up once, in a
          few minutes.
        </Text>
        <ErrorLines errors={errorsOf(enrol.error)} />
        <Group>
          <Button
            loading={enrol.isPending}
            onClick={() => {
              onStarted();
              enrol.mutate();
            }}
          >
            Set up the authenticator app
          </Button>
        </Group>
      </Stack>
    );
  }

  const { secret, qrSvg } = enrol.data;
  return (
    <Stack gap="md">
      <Title order={2} size="h3" ref={scanHeading} tabIndex={-1}>
        Step 1 of 3: add the club office to the app
      </Title>
      <List type="ordered" spacing="xs" maw={640}>
        <List.Item>Open the authenticator app on your phone and choose to add an account.</List.Item>
        <List.Item>Point the phone's camera at this QR code.</List.Item>
      </List>
      <Image
        src={svgDataUrl(qrSvg)}
        alt="QR code to scan with the authenticator app"
        w={220}
        h={220}
        fit="contain"
        bg="white"
        p="xs"
        style={{ border: "1px solid #868e96" }}
      />
      <Stack gap={4}>
        <Text>If the camera cannot read it, type this key into the app instead:</Text>
        <Group gap="sm">
          <Code fz="lg" style={{ letterSpacing: "0.05em" }}>
            {grouped(secret)}
          </Code>
          <CopyButton value={secret}>
            {({ copied, copy }) => (
              <Button variant="outline" size="compact-md" onClick={copy}>
                {copied ? "Key copied" : "Copy the key"}
              </Button>
            )}
          </CopyButton>
        </Group>
      </Stack>
      <Title order={2} size="h3">
        Step 2 of 3: type the code the app shows
      </Title>
      <CodeForm
        label="Code from the app"
        description="6 digits; a new one appears every 30 seconds"
        submitLabel="Confirm"
        digitsOnly
        pending={confirm.isPending}
        onCode={(code, onError) =>
          confirm.mutate(code, { onSuccess: (reply) => setCodes(reply.recoveryCodes), onError })
        }
      />
    </Stack>
  );
}
