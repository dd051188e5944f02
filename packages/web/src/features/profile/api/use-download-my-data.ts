import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../api/download-file.ts";

/** GET /api/v1/members/my_data.zip (issue 30): everything the portal holds about the member, saved as a ZIP. */
export function useDownloadMyData() {
  return useMutation({
    mutationFn: () => downloadFile("/members/my_data.zip", "my-data.zip"),
  });
}
