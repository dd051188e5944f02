import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../api/download-file.ts";
import { toQueryString } from "../../../api/query-string.ts";
import type { ReportFormValues } from "../report/report-form-schema.ts";

/** GET /api/v1/regional_administrators/report: a CSV saved under the name the server gives it (spec §7). */
export function downloadReport(query: ReportFormValues): Promise<string> {
  return downloadFile(
    `/regional_administrators/report${toQueryString({ ...query })}`,
    `${query.region}-report.csv`,
  );
}

export function useDownloadReport() {
  return useMutation({ mutationFn: downloadReport });
}
