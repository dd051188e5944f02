import { useMutation } from "@tanstack/react-query";
import { downloadFile } from "../../../api/download-file.ts";

/** GET /api/v1/office/members/{id}/card.pdf: a member's card to print, saved under the server's file name. */
export function usePrintCard(memberId: number) {
  return useMutation({
    mutationFn: () => downloadFile(`/office/members/${memberId}/card.pdf`, `membership-card-${memberId}.pdf`),
  });
}
