import { Button, Checkbox, Group, List, Paper, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useState } from "react";
import { saveFile } from "../../../../lib/save-file.ts";

/**
 * The recovery codes, shown this once (issue 13): each signs in once without the phone. They can be copied or
 * saved as a file; the office continues once the user says they have kept them.
 */
export function RecoveryCodesStep({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const [saved, setSaved] = useState(false);
  const [reminder, setReminder] = useState(false);
  const text = `${codes.join("\n")}\n`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      notifications.show({ color: "green", message: "The recovery codes were copied." });
    } catch {
      notifications.show({
        color: "red",
        message: "The codes could not be copied. Select them with the mouse and copy them, or download them.",
      });
    }
  }

  return (
    <Stack gap="md">
      <Text fw={700}>Keep these recovery codes somewhere safe. They are shown only this once.</Text>
      <Text>
        If your phone is lost or broken, each code lets you in once in place of the app's code. Print them, or
        keep the file where others cannot read it.
      </Text>
      <Paper withBorder p="md" maw={420}>
        <List type="ordered" spacing={4} aria-label="Recovery codes" ff="monospace" fz="lg">
          {codes.map((code) => (
            <List.Item key={code}>{code}</List.Item>
          ))}
        </List>
      </Paper>
      <Group gap="sm">
        <Button variant="outline" onClick={() => void copy()}>
          Copy the codes
        </Button>
        <Button
          variant="outline"
          onClick={() => saveFile(new Blob([text], { type: "text/plain" }), "club-office-recovery-codes.txt")}
        >
          Download the codes
        </Button>
      </Group>
      <Checkbox
        label="I have saved these codes"
        checked={saved}
        onChange={(event) => {
          setSaved(event.currentTarget.checked);
          setReminder(false);
        }}
        error={reminder ? "Tick this box once the codes are saved or printed" : undefined}
      />
      <Group>
        <Button
          onClick={() => {
            if (saved) onDone();
            else setReminder(true);
          }}
        >
          Continue to the office
        </Button>
      </Group>
    </Stack>
  );
}
