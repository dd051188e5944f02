import type { ImportView } from "@club/domain/import.schema";
import { Button, Group, Input, Stack, Text } from "@mantine/core";
import { type FormEvent, useId, useState } from "react";
import { errorsOf, type FieldErrors } from "../../../api/api-error.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { useUploadImport } from "../api/use-office-imports.ts";

const membersAccept = ".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet";
const carsAccept = ".csv,text/csv";

interface FileFieldProps {
  label: string;
  description: string;
  accept: string;
  error: string | undefined;
  required?: boolean;
  onChoose: (file: File | null) => void;
}

/** A plain file input with its label, hint and error tied to it (the browser's own, familiar button). */
function FileField({ label, description, accept, error, required = false, onChoose }: FileFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper id={id} label={label} description={description} error={error} required={required}>
      <input
        id={id}
        type="file"
        accept={accept}
        required={required}
        aria-invalid={error !== undefined}
        // The wrapper names its description and error after the input's id; a native input links them here.
        aria-describedby={`${error ? `${id}-error ` : ""}${id}-description`}
        // The browser draws the input as wide as its button and "No file chosen": at most the screen's width.
        style={{ display: "block", maxWidth: "100%", marginTop: 6, fontSize: "var(--mantine-font-size-md)" }}
        onChange={(event) => onChoose(event.currentTarget.files?.[0] ?? null)}
      />
    </Input.Wrapper>
  );
}

/** The server's errors on a file ("file", "cars") belong to its field; the rest are said above the button. */
function splitErrors(errors: FieldErrors | undefined) {
  const { file, cars, ...other } = errors ?? {};
  return { file: file?.join(" "), cars: cars?.join(" "), other };
}

/**
 * Step 1: the members file (CSV or Excel, as another system exported it) and, when the cars came apart, their CSV;
 * or a registry file of cars alone (issue 27). The server reads the columns and proposes which field each fills.
 */
export function ImportUploadForm({ onUploaded }: { onUploaded: (view: ImportView) => void }) {
  const upload = useUploadImport();
  const [file, setFile] = useState<File | null>(null);
  const [cars, setCars] = useState<File | null>(null);
  const [missing, setMissing] = useState(false);
  const errors = splitErrors(errorsOf(upload.error));

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!file) {
      setMissing(true);
      return;
    }
    upload.mutate({ file, cars }, { onSuccess: onUploaded });
  }

  return (
    <form onSubmit={submit} noValidate aria-label="Upload the roster">
      <Stack gap="md" maw={640}>
        <FileField
          label="Members file (CSV or Excel)"
          description="The list of members as your old system or spreadsheet exported it, one member a row, with the column names in the first row. A registry file of cars alone (year, make, model and owner in its columns) may come on its own."
          accept={membersAccept}
          required
          error={missing && !file ? "Choose the members file" : errors.file}
          onChoose={(chosen) => {
            setFile(chosen);
            upload.reset();
          }}
        />
        <FileField
          label="Cars file (CSV), if the cars are in a separate file"
          description="Leave this empty when the cars are in the members file, or when there are none. Each car needs its owner's member number, or for a registry file the name of an owner outside the club; a car whose serial number is already in the registry gains the earlier owners the file lists, and is not added twice."
          accept={carsAccept}
          error={errors.cars}
          onChoose={(chosen) => {
            setCars(chosen);
            upload.reset();
          }}
        />
        <ErrorLines errors={Object.keys(errors.other).length > 0 ? errors.other : undefined} />
        <Group>
          <Button type="submit" loading={upload.isPending}>
            Upload
          </Button>
        </Group>
        {upload.isPending ? <Text role="status">Uploading and reading the file…</Text> : null}
      </Stack>
    </form>
  );
}
