import { Button, Group, Text } from "@mantine/core";
import { errorsOf } from "../api/api-error.ts";
import { ErrorLines } from "../components/error-lines.tsx";
import { useDownloadCsv } from "./use-download-csv.ts";

interface CsvButtonProps {
  label: string;
  /** The API path of the export, filters included. */
  path: string;
  /** The file's name when the server gives none. */
  fileName: string;
  /**
   * What the button downloads, for a screen reader, when several short labels stand on one page. It starts with
   * `label`, so a member who says the words they see reaches the button (WCAG 2.5.3).
   */
  ariaLabel?: string;
}

/** Downloads a CSV export (it needs the session's Authorization header, so it is fetched, not linked). */
export function CsvButton({ label, path, fileName, ariaLabel }: CsvButtonProps) {
  const download = useDownloadCsv();
  return (
    <Group gap="sm" align="center">
      <Button
        variant="outline"
        aria-label={ariaLabel}
        loading={download.isPending}
        onClick={() => download.mutate({ path, fileName })}
      >
        {label}
      </Button>
      {download.isSuccess ? <Text role="status">{`Downloaded ${download.data}`}</Text> : null}
      <ErrorLines errors={errorsOf(download.error)} />
    </Group>
  );
}
