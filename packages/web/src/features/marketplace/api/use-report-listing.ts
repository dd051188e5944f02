import { useMutation } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";

/** POST /api/v1/listings/{id}/reports (issue 44): a member tells the office what is wrong with a listing. */
export function useReportListing(id: number) {
  return useMutation({
    mutationFn: (body: { reason: string }) =>
      apiRequest(`/listings/${id}/reports`, z.object({ reported: z.literal(true) }), {
        method: "POST",
        body,
      }),
  });
}
