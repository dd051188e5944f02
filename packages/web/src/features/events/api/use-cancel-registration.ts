import { cancellationReplySchema } from "@club/domain/event.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { useReloadEvents } from "./use-reload-events.ts";

/** DELETE /api/v1/registrations/{id}: the registration cancelled and what was refunded, in cents. */
export function useCancelRegistration() {
  const reload = useReloadEvents();
  return useMutation({
    mutationFn: (registrationId: number) =>
      apiRequest(`/registrations/${registrationId}`, cancellationReplySchema, { method: "DELETE" }),
    onSuccess: reload,
  });
}
