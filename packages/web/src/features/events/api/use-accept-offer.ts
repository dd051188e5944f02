import { registrationReplySchema } from "@club/domain/event.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { useReloadEvents } from "./use-reload-events.ts";

/** POST /api/v1/registrations/{id}/accept: takes the place offered to a waiting member, to pay for or confirmed. */
export function useAcceptOffer() {
  const reload = useReloadEvents();
  return useMutation({
    mutationFn: (registrationId: number) =>
      apiRequest(`/registrations/${registrationId}/accept`, registrationReplySchema, { method: "POST" }),
    onSuccess: reload,
  });
}
