import { type RegisterForEventInput, registrationReplySchema } from "@club/domain/event.schema";
import { useMutation } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { useReloadEvents } from "./use-reload-events.ts";

/** POST /api/v1/events/{id}/registrations: created (an invoice to pay), confirmed (nothing due) or waitlisted. */
export function useRegisterForEvent(eventId: number) {
  const reload = useReloadEvents();
  return useMutation({
    mutationFn: (body: RegisterForEventInput) =>
      apiRequest(`/events/${eventId}/registrations`, registrationReplySchema, { method: "POST", body }),
    onSuccess: reload,
  });
}
