import { passkeyMessages } from "@club/domain/messages";
import { type Passkey, passkeyNameMaxLength, passkeyNameSchema } from "@club/domain/passkey.schema";
import { Button, Group, List, Modal, Stack, Text, TextInput, VisuallyHidden } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { LoadFailure } from "../../../components/load-failure.tsx";
import { LoadingState } from "../../../components/loading-state.tsx";
import { momentInWords } from "../../../lib/club-clock.ts";
import { passkeysSupported } from "../../../lib/passkey-browser.ts";
import { useAddPasskey, usePasskeys, useRemovePasskey, useRenamePasskey } from "../api/use-passkeys.ts";
import { MemberInfoSection } from "./member-info-contents.tsx";

/** The name's first problem, in the domain's words (the server says the same). */
function nameProblem(name: string) {
  const result = passkeyNameSchema.safeParse(name);
  return result.success ? undefined : result.error.issues[0]?.message;
}

// Issue 43: a passkey signs the member in with their phone's or computer's lock (a fingerprint, a face, the PIN)
// instead of the password. Each is named by the member, listed with when it was added and last used, and removable.
export function PasskeysSection() {
  const passkeys = usePasskeys();
  return (
    <MemberInfoSection section="passkeys" title="Passkeys">
      <Stack gap="md">
        <Text>
          A passkey lets you sign in with your phone's or computer's screen lock (a fingerprint, your face or
          the device's PIN) instead of your password. Give each one a name so you know which device it is on.
        </Text>
        {passkeys.isPending ? <LoadingState label="Loading your passkeys…" /> : null}
        {passkeys.isError ? (
          <LoadFailure what="list of your passkeys" onRetry={() => void passkeys.refetch()} />
        ) : null}
        {passkeys.isSuccess && passkeys.data.length === 0 ? (
          <Text c="dimmed">You have no passkeys yet.</Text>
        ) : null}
        {passkeys.isSuccess && passkeys.data.length > 0 ? (
          <List listStyleType="none" spacing="md" aria-label="Your passkeys">
            {passkeys.data.map((passkey) => (
              <List.Item key={passkey.id}>
                <PasskeyRow passkey={passkey} />
              </List.Item>
            ))}
          </List>
        ) : null}
        <AddPasskey />
      </Stack>
    </MemberInfoSection>
  );
}

function AddPasskey() {
  const add = useAddPasskey();
  const [name, setName] = useState("");
  const [touched, setTouched] = useState(false);
  const problem = touched ? nameProblem(name) : undefined;

  if (!passkeysSupported()) return <Text>{passkeyMessages.notSupported}</Text>;

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    setTouched(true);
    if (nameProblem(name)) return;
    add.mutate(name.trim(), {
      onSuccess: () => {
        setName("");
        setTouched(false);
        notifications.show({ color: "green", message: passkeyMessages.added });
      },
    });
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label="Add a passkey">
      <Stack gap="sm" align="flex-start">
        <TextInput
          label="Name of the new passkey"
          description="For example: My phone, Kitchen iPad"
          name="passkeyName"
          value={name}
          maxLength={passkeyNameMaxLength}
          error={problem ?? errorsOf(add.error)?.name?.[0]}
          onChange={(event) => setName(event.currentTarget.value)}
          onBlur={() => setTouched(true)}
          w="100%"
          maw={420}
        />
        <ErrorLines errors={errorsOf(add.error)?.name ? undefined : errorsOf(add.error)} />
        <Button type="submit" loading={add.isPending}>
          Add a passkey
        </Button>
      </Stack>
    </form>
  );
}

function PasskeyRow({ passkey }: { passkey: Passkey }) {
  const [renaming, setRenaming] = useState(false);
  const [removing, setRemoving] = useState(false);
  const remove = useRemovePasskey();

  return (
    <Stack gap={4}>
      <Text fw={700}>{passkey.name}</Text>
      <Text size="sm">Added {momentInWords(passkey.createdAt)}.</Text>
      <Text size="sm">
        {passkey.lastUsedAt ? `Last used ${momentInWords(passkey.lastUsedAt)}.` : "Not used yet."}
      </Text>
      {renaming ? (
        <RenameForm passkey={passkey} onDone={() => setRenaming(false)} />
      ) : (
        <Group gap="sm">
          <Button variant="outline" size="compact-md" onClick={() => setRenaming(true)}>
            Rename<VisuallyHidden>{` ${passkey.name}`}</VisuallyHidden>
          </Button>
          <Button variant="outline" color="red.9" size="compact-md" onClick={() => setRemoving(true)}>
            Remove<VisuallyHidden>{` ${passkey.name}`}</VisuallyHidden>
          </Button>
        </Group>
      )}
      <Modal
        opened={removing}
        onClose={() => {
          if (!remove.isPending) setRemoving(false);
        }}
        title={`Remove the passkey "${passkey.name}"?`}
        closeOnClickOutside={!remove.isPending}
        closeOnEscape={!remove.isPending}
      >
        <Stack gap="md">
          <Text>
            You will no longer be able to sign in with it. Your password and your other passkeys still work.
          </Text>
          <ErrorLines errors={errorsOf(remove.error)} />
          <Group justify="flex-end" gap="sm">
            <Button
              variant="outline"
              onClick={() => setRemoving(false)}
              disabled={remove.isPending}
              data-autofocus
            >
              Keep it
            </Button>
            <Button
              color="red.9"
              loading={remove.isPending}
              onClick={() =>
                remove.mutate(passkey.id, {
                  onSuccess: () => {
                    setRemoving(false);
                    notifications.show({ color: "green", message: passkeyMessages.removed });
                  },
                })
              }
            >
              Remove the passkey
            </Button>
          </Group>
        </Stack>
      </Modal>
    </Stack>
  );
}

function RenameForm({ passkey, onDone }: { passkey: Passkey; onDone: () => void }) {
  const rename = useRenamePasskey();
  const [name, setName] = useState(passkey.name);
  const problem = nameProblem(name);

  function onSubmit(event: FormEvent) {
    event.preventDefault();
    if (problem) return;
    rename.mutate(
      { id: passkey.id, name: name.trim() },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: passkeyMessages.renamed });
          onDone();
        },
      },
    );
  }

  return (
    <form onSubmit={onSubmit} noValidate aria-label={`Rename ${passkey.name}`}>
      <Stack gap="sm" align="flex-start">
        <TextInput
          label="New name"
          value={name}
          maxLength={passkeyNameMaxLength}
          error={problem ?? errorsOf(rename.error)?.name?.[0]}
          onChange={(event) => setName(event.currentTarget.value)}
          data-autofocus
          w="100%"
          maw={420}
        />
        <ErrorLines errors={errorsOf(rename.error)?.name ? undefined : errorsOf(rename.error)} />
        <Group gap="sm">
          <Button type="submit" size="compact-md" loading={rename.isPending}>
            Save the name
          </Button>
          <Button variant="outline" size="compact-md" onClick={onDone} disabled={rename.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
