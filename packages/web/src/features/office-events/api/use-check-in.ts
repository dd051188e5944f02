import type { checkInSchema } from "@club/domain/event.schema";
import {
  type CardCheckIn,
  cardRegistrationsSchema,
  checkInListSchema,
  checkInResultSchema,
} from "@club/domain/office-events.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { officeEventKeys } from "./use-office-events.ts";

// Issue 28: the office at a portal event's gate.

/** GET /api/v1/office/events/{id}/check_in: the event, who is still expected and who checked in. */
export function useCheckInList(eventId: number) {
  return useQuery({
    queryKey: officeEventKeys.checkIn(eventId),
    queryFn: () => apiRequest(`/office/events/${eventId}/check_in`, checkInListSchema),
  });
}

/**
 * POST /api/v1/office/events/{id}/check_in {code}: the registration checked in now; 409 when it already was, 422
 * for a code of no confirmed registration. Either way the lists (and the event's counts) load again, as another
 * phone at the gate may have checked someone in meanwhile.
 */
export function useCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: z.input<typeof checkInSchema>) =>
      apiRequest(`/office/events/${eventId}/check_in`, checkInResultSchema, { method: "POST", body }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: officeEventKeys.all }),
  });
}

/**
 * POST /api/v1/office/events/{id}/check_in/card (issue 43): the places at this event of the member whose membership
 * card was scanned or pasted; 422 at `card` for a card the club did not issue or a member without a place.
 */
export function useFindByCard(eventId: number) {
  return useMutation({
    mutationFn: (body: CardCheckIn) =>
      apiRequest(`/office/events/${eventId}/check_in/card`, cardRegistrationsSchema, {
        method: "POST",
        body,
      }),
  });
}

/**
 * POST /api/v1/office/events/{id}/check_in/{registrationId} (issue 40): a member without their code, checked in by
 * name from the expected list.
 */
export function useCheckInByName(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) =>
      apiRequest(`/office/events/${eventId}/check_in/${registrationId}`, checkInResultSchema, {
        method: "POST",
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: officeEventKeys.all }),
  });
}

/** DELETE /api/v1/office/events/{id}/check_in/{registrationId} (issue 40): a mistaken check-in undone. */
export function useUndoCheckIn(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (registrationId: number) =>
      apiRequest(`/office/events/${eventId}/check_in/${registrationId}`, checkInResultSchema, {
        method: "DELETE",
      }),
    onSettled: () => void queryClient.invalidateQueries({ queryKey: officeEventKeys.all }),
  });
}

/** GET /api/v1/office/events/{id}/gate_list.pdf (issue 40): the gate list on paper, by last name. */
export function gateListPdfPath(eventId: number): string {
  return `/office/events/${eventId}/gate_list.pdf`;
}
