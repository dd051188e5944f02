import { useMutation } from "@tanstack/react-query";
import { apiFetch } from "../../../api/client.ts";
import { toQueryString } from "../../../api/query-string.ts";
import { fileNameFrom } from "../report/file-name-from.ts";
import type { ReportFormValues } from "../report/report-form-schema.ts";
import { saveFile } from "../report/save-file.ts";

/** GET /api/v1/regional_administrators/report: a CSV saved under the name the server gives it (spec §7). */
export async function downloadReport(query: ReportFormValues): Promise<string> {
  const response = await apiFetch(`/regional_administrators/report${toQueryString({ ...query })}`);
  const fileName = fileNameFrom(response.headers.get("Content-Disposition")) ?? `${query.region}-report.csv`;
  saveFile(await response.blob(), fileName);
  return fileName;
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
