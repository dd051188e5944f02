import {
  claimDocumentTypes,
  type VehicleClaimInput,
  vehicleClaimInputSchema,
} from "@club/domain/vehicle-registry.schema";
import { zodResolver } from "@hookform/resolvers/zod";
import {
  Button,
  Group,
  Input,
  List,
  Modal,
  Progress,
  Stack,
  Text,
  Textarea,
  VisuallyHidden,
} from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { useId, useState } from "react";
import { useForm } from "react-hook-form";
import { type ExistingRecord, errorsOf } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { FormActions } from "../../../components/form-actions.tsx";
import { useClaimVehicle } from "../api/use-claim-vehicle.ts";
import { addClaimDocuments, claimDocumentsHint } from "../form/check-claim-documents.ts";

export const claimSentMessage = "Your claim was sent to the club office";

/** The note's limit, as the domain's schema sets it. */
const noteMaxLength = vehicleClaimInputSchema.shape.note.maxLength ?? undefined;

interface ClaimVehicleDialogProps {
  /** The car already in the registry that the member says is theirs; null keeps the dialog closed. */
  car: ExistingRecord | null;
  onClose: () => void;
}

function DocumentsField({
  documents,
  problems,
  onChoose,
  onRemove,
}: {
  documents: readonly File[];
  problems: readonly string[];
  onChoose: (files: File[]) => void;
  onRemove: (file: File) => void;
}) {
  const inputId = useId();
  return (
    <Input.Wrapper
      id={inputId}
      label="Papers"
      description={`A title, a bill of sale or a registration: ${claimDocumentsHint}`}
      error={problems.length > 0 ? problems.join(". ") : undefined}
    >
      <Stack gap="sm" mt={4}>
        <input
          id={inputId}
          type="file"
          accept={[...claimDocumentTypes, ".pdf", ".png", ".jpg", ".jpeg"].join(",")}
          multiple
          aria-invalid={problems.length > 0}
          // The wrapper names its description and error after the input's id; a native input links them here.
          aria-describedby={`${problems.length > 0 ? `${inputId}-error ` : ""}${inputId}-description`}
          onChange={(event) => {
            const files = [...(event.currentTarget.files ?? [])];
            // Cleared so that choosing the same file again (after removing it) is noticed.
            event.currentTarget.value = "";
            onChoose(files);
          }}
        />
        {documents.length > 0 ? (
          <List listStyleType="none" spacing="xs" aria-label="Papers chosen">
            {documents.map((file) => (
              <List.Item key={`${file.name}-${file.size}-${file.lastModified}`}>
                <Group gap="sm" wrap="nowrap">
                  <Text style={{ overflowWrap: "anywhere" }}>{file.name}</Text>
                  <Button
                    type="button"
                    variant="outline"
                    color="red.9"
                    size="compact-sm"
                    onClick={() => onRemove(file)}
                  >
                    Remove<VisuallyHidden>{` ${file.name}`}</VisuallyHidden>
                  </Button>
                </Group>
              </List.Item>
            ))}
          </List>
        ) : null}
      </Stack>
    </Input.Wrapper>
  );
}

function ClaimForm({ car, onClose }: { car: ExistingRecord; onClose: () => void }) {
  const form = useForm<{ note: string }, unknown, VehicleClaimInput>({
    resolver: zodResolver(vehicleClaimInputSchema),
    mode: "onTouched",
    defaultValues: { note: "" },
  });
  const { errors } = form.formState;
  const claim = useClaimVehicle();
  const [documents, setDocuments] = useState<File[]>([]);
  const [problems, setProblems] = useState<string[]>([]);
  // The server's messages for the note and the papers show at those fields; any other above the buttons.
  const { note: _note, documents: documentErrors = [], ...otherErrors } = errorsOf(claim.error) ?? {};

  function choose(files: File[]) {
    const result = addClaimDocuments(documents, files);
    setDocuments(result.documents);
    setProblems(result.problems);
  }

  const onSubmit = form.handleSubmit(({ note }) => {
    const body = new FormData();
    body.append("note", note);
    for (const document of documents) body.append("documents", document, document.name);
    claim.mutate(
      { vehicleId: car.id, form: body },
      {
        onSuccess: () => {
          notifications.show({ color: "green", message: claimSentMessage });
          onClose();
        },
        onError: (error) => {
          const message = errorsOf(error)?.note?.join(" ");
          if (message) form.setError("note", { type: "server", message }, { shouldFocus: true });
        },
      },
    );
  });

  return (
    <form onSubmit={onSubmit} noValidate>
      <Stack gap="md">
        <Text>
          Tell the club office why this car is yours, and add the papers that show it. The office looks at
          them and answers you here, under Your claims.
        </Text>
        <Textarea
          label="Why is this car yours?"
          description={`How you came to own it, ${noteMaxLength} characters at most`}
          required
          rows={5}
          maxLength={noteMaxLength}
          error={errors.note?.message}
          {...form.register("note")}
        />
        <DocumentsField
          documents={documents}
          problems={[...problems, ...documentErrors]}
          onChoose={choose}
          onRemove={(file) => setDocuments((current) => current.filter((document) => document !== file))}
        />
        <ErrorLines errors={otherErrors} />
        {claim.isPending ? (
          <Stack gap={4} role="status">
            <Text>Sending your claim and its papers…</Text>
            {/* Drawn only: the client cannot count an upload's bytes, so the words say what is happening. */}
            <Progress value={100} animated striped size="lg" aria-hidden />
          </Stack>
        ) : null}
        <FormActions onCancel={onClose} submitLabel="Send the claim" pending={claim.isPending} />
      </Stack>
    </form>
  );
}

/**
 * Issue 27: a member whose car is already in the registry (its serial or engine number is another record's) claims it,
 * with a note and papers; the club office decides.
 */
export function ClaimVehicleDialog({ car, onClose }: ClaimVehicleDialogProps) {
  return (
    <Modal opened={car !== null} onClose={onClose} title="Claim this car" size="lg">
      {car ? <ClaimForm key={car.id} car={car} onClose={onClose} /> : null}
    </Modal>
  );
}
