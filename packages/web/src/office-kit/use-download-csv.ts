import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../api/download-file.ts";

/** A CSV export of the office (payments, audit trail), saved under the server's file name. */
export function useDownloadCsv() {
  return useMutation({
    mutationFn: ({ path, fileName }: { path: string; fileName: string }) => downloadFile(path, fileName),
  });
}
