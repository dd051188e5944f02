import { archiveFileMaxMegabytes, archiveMessages, archivePagesMax } from "@club/domain/archive.schema";
import { Button, Group, Input, Progress, Stack, Text } from "@mantine/core";
import { notifications } from "@mantine/notifications";
import { type FormEvent, useId, useRef, useState } from "react";
import { useForm } from "react-hook-form";
import { ApiError, type FieldErrors } from "../../../api/api-error.ts";
import type { UploadProgress } from "../../../api/upload-progress.ts";
import { ErrorLines } from "../../../components/error-lines.tsx";
import { issueName } from "../../../lib/archive-words.ts";
import { progressPercent } from "../../../office-kit/counts.ts";
import { showServerErrors } from "../../../office-kit/server-errors.ts";
import { useUploadIssue } from "../api/use-archive-issues.ts";
import {
  emptyIssueValues,
  fileProblem,
  type IssueValues,
  issueBodyOf,
  issueFormFields,
  issueResolver,
} from "../form/issue-form.ts";
import { IssueFields } from "./issue-fields.tsx";

/** 12,345,678 bytes → "11.8 MB". */
const megabytes = (bytes: number) => `${(bytes / 1024 / 1024).toFixed(1)} MB`;

interface PdfFieldProps {
  error: string | undefined;
  inputRef: (input: HTMLInputElement | null) => void;
  onChoose: (file: File | null) => void;
}

/** A plain file input with its label, limits and error tied to it (the browser's own, familiar button). */
function PdfField({ error, inputRef, onChoose }: PdfFieldProps) {
  const id = useId();
  return (
    <Input.Wrapper
      id={id}
      label="The issue as a PDF"
      description={`A PDF of at most ${archiveFileMaxMegabytes} MB and ${archivePagesMax} pages. A scan without its text is read by OCR.`}
      error={error}
      required
    >
      <input
        ref={inputRef}
        id={id}
        type="file"
        accept="application/pdf,.pdf"
        required
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

/** A refused upload's error about its file, under the file: a proxy's 413 says it in no words of ours. */
function fileErrorOf(error: unknown, rest: FieldErrors | undefined) {
  const { file, ...other } = rest ?? {};
  const tooLarge = error instanceof ApiError && error.status === 413 ? archiveMessages.tooLarge : undefined;
  return {
    file: file?.join(" ") ?? tooLarge,
    other: tooLarge && !file ? undefined : Object.keys(other).length > 0 ? other : undefined,
  };
}

/**
 * Issue 45: an issue of one of the club's publications, uploaded as its PDF with its facts. The bar follows the
 * file's way to the server; then the list below follows its pages being read. A refusal keeps what was typed and
 * chosen, each error at its field.
 */
export function IssueUploadForm({ publications }: { publications: readonly string[] }) {
  const form = useForm<IssueValues>({ defaultValues: emptyIssueValues, resolver: issueResolver });
  const upload = useUploadIssue();
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | undefined>();
  const [otherErrors, setOtherErrors] = useState<FieldErrors | undefined>();
  const [progress, setProgress] = useState<UploadProgress | null>(null);
  const fileInput = useRef<HTMLInputElement | null>(null);

  function submit(event: FormEvent) {
    const problem = fileProblem(file);
    setFileError(problem);
    setOtherErrors(undefined);
    void form.handleSubmit(
      (values) => {
        if (problem || !file) {
          fileInput.current?.focus();
          return;
        }
        setProgress({ loaded: 0, total: file.size });
        upload.mutate(
          { facts: issueBodyOf(values), file, onProgress: setProgress },
          {
            onSuccess: (issue) => {
              notifications.show({
                color: "green",
                message: `${issueName(issue)} was uploaded: its pages are being read, and the list below shows how far.`,
              });
              // The next issue is most often of the same publication.
              form.reset({ ...emptyIssueValues, publication: values.publication });
              setFile(null);
              if (fileInput.current) fileInput.current.value = "";
              setProgress(null);
            },
            onError: (error) => {
              setProgress(null);
              const split = fileErrorOf(error, showServerErrors(form, error, issueFormFields));
              setFileError(split.file);
              setOtherErrors(split.other);
              if (split.file) fileInput.current?.focus();
            },
          },
        );
      },
      () => undefined,
    )(event);
  }

  const sent = progress ? progressPercent({ done: progress.loaded, total: progress.total }) : 0;
  const progressLine = !progress
    ? undefined
    : progress.total > 0 && progress.loaded >= progress.total
      ? "Uploaded: the server is storing the file…"
      : `Uploading: ${megabytes(progress.loaded)} of ${megabytes(progress.total)}`;

  return (
    <form onSubmit={submit} noValidate aria-label="Upload an issue">
      <Stack gap="md" maw={720}>
        <IssueFields form={form} publications={publications} />
        <PdfField
          error={fileError}
          inputRef={(input) => {
            fileInput.current = input;
          }}
          onChoose={(chosen) => {
            setFile(chosen);
            setFileError(undefined);
          }}
        />
        <ErrorLines errors={otherErrors} />
        <Group>
          <Button type="submit" loading={upload.isPending}>
            Upload the issue
          </Button>
        </Group>
        {progressLine ? (
          <Stack gap={4}>
            <Progress value={sent} size="xl" aria-label={progressLine} />
            <Text role="status" fw={700}>
              {progressLine}
            </Text>
          </Stack>
        ) : null}
      </Stack>
    </form>
  );
}
