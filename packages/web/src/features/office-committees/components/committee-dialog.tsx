import type { OfficeCommittee } from "@club/domain/committee.schema";
import { Button, Group, Modal, Stack, Textarea, TextInput } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useChangeCommittee } from "../api/use-office-committees.ts";

const labels = { name: "Name", description: "Description", regionCode: "Region code" };

interface CommitteeDialogProps {
  /** The committee renamed; null: a new one is added. */
  committee: OfficeCommittee | null;
  onClose: () => void;
}

/** Issue 46: a new committee (the club's, or a region's by its code), or another name and description for one. */
export function CommitteeDialog({ committee, onClose }: CommitteeDialogProps) {
  const change = useChangeCommittee();
  const [name, setName] = useState(committee?.name ?? "");
  const [description, setDescription] = useState(committee?.description ?? "");
  const [regionCode, setRegionCode] = useState("");
  const [errors, setErrors] = useState<FieldErrors | undefined>();

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!name.trim()) return setErrors({ name: ["Give the committee a name"] });
    setErrors(undefined);
    const fields = { name: name.trim(), description: description.trim() };
    change.mutate(
      committee
        ? { kind: "change", id: committee.id, change: fields }
        : { kind: "add", committee: { ...fields, regionCode: regionCode.trim() || null } },
      {
        onSuccess: () => {
          notifications.show({
            color: "green",
            message: committee ? "The committee was saved." : "The committee was added.",
          });
          onClose();
        },
        onError: (error) => setErrors(errorsOf(error)),
      },
    );
  }

  const title = committee ? `Change ${committee.name}` : "Add a committee";
  return (
    <Modal opened onClose={onClose} title={title} size="lg">
      <form onSubmit={submit} aria-label={title} noValidate>
        <Stack gap="sm">
          <TextInput
            label="Name"
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={errors?.name?.[0]}
            data-autofocus
          />
          <Textarea
            label="Description (optional)"
            description="What the committee does, shown to everyone with its members."
            minRows={3}
            value={description}
            onChange={(event) => setDescription(event.currentTarget.value)}
            error={errors?.description?.[0]}
          />
          {committee ? null : (
            <TextInput
              label="Region code (optional)"
              description="Empty: a committee of the club. A region's code (GI, UM…): that region's own."
              value={regionCode}
              onChange={(event) => setRegionCode(event.currentTarget.value)}
              error={errors?.regionCode?.[0]}
            />
          )}
          <ErrorLines errors={errors} labels={labels} />
          <Group justify="flex-end" gap="sm">
            <Button variant="outline" onClick={onClose} disabled={change.isPending}>
              Cancel
            </Button>
            <Button type="submit" loading={change.isPending}>
              {committee ? "Save" : "Add the committee"}
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
