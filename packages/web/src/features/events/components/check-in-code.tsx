import { Stack, Text } from "@mantine/core";
import { QrCode } from "../../../components/qr-code.tsx";
import { momentInWords } from "../../../lib/club-clock.ts";

interface CheckInCodeProps {
  code: string;
  checkedInAt: string | null;
}

// Issue 28: a confirmed registration's code, read out or scanned at the gate: large letters and a QR code.
export function CheckInCode({ code, checkedInAt }: CheckInCodeProps) {
  return (
    <Stack gap="xs" align="flex-start">
      <Text fw={700}>Show this at the gate</Text>
      <QrCode text={code} size={168} label={`Check-in code ${code}`} />
      <Text ff="monospace" fz={32} fw={700} style={{ letterSpacing: "0.15em" }} aria-hidden>
        {code}
      </Text>
      {checkedInAt && <Text>{`Checked in at ${momentInWords(checkedInAt)}`}</Text>}
    </Stack>
  );
}
