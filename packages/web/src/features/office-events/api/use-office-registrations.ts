import { registrationReplySchema } from "@club/domain/event.schema";
import { officeMemberRecordSchema } from "@club/domain/office.schema";
import {
  type moveRegistrationSchema,
  type OfficeCancellationInput,
  officeCancellationReplySchema,
  type officeRegistrationSchema,
} from "@club/domain/office-events.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { invalidateAfterEventWrite } from "../../../event-admin/api/use-event-writes.ts";
import { fetchOfficeMembers } from "../../../office-kit/use-office-members.ts";
import { officeEventKeys } from "./use-office-events.ts";

// Issue 28: the office's own writes on a portal event's registrations. Each reloads the event lists, the member's
// record and the audit trail (invalidateAfterEventWrite), so the registrations drawer shows the outcome at once.

/** The body the server takes (snake_cased by the client). */
export type OfficeRegistrationBody = z.input<typeof officeRegistrationSchema>;

/**
 * A member's cars, for the office registering them: the member found by number (the member search matches a number
 * exactly), then their record. Null when no member has the number.
 */
export function useMemberCars(memberNo: number | null) {
  return useQuery({
    queryKey: officeEventKeys.memberCars(memberNo ?? 0),
    queryFn: async () => {
      const found = await fetchOfficeMembers({
        q: String(memberNo),
        sort: "member_no",
        order: "asc",
        page: 1,
      });
      const member = found.results.find((row) => row.memberNo === memberNo);
      if (!member) return null;
      const record = await apiRequest(`/office/members/${member.id}`, officeMemberRecordSchema);
      return record.vehicles;
    },
    enabled: memberNo !== null,
  });
}

/**
 * POST /api/v1/office/events/{id}/registrations (201): created (the place held until the office records the
 * payment), confirmed (paid now, or free) or waitlisted (the event is full).
 */
export function useRegisterMember(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OfficeRegistrationBody) =>
      apiRequest(`/office/events/${eventId}/registrations`, registrationReplySchema, {
        method: "POST",
        body,
      }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}

/** DELETE /api/v1/office/registrations/{id}: what went back, in cents; money back needs an administrator (403). */
export function useCancelRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: OfficeCancellationInput }) =>
      apiRequest(`/office/registrations/${id}`, officeCancellationReplySchema, { method: "DELETE", body }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}

/** POST /api/v1/office/registrations/{id}/move (204): a confirmed registration, with what was paid, to another event. */
export function useMoveRegistration() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: z.input<typeof moveRegistrationSchema> }) =>
      apiRequest(`/office/registrations/${id}/move`, z.undefined(), { method: "POST", body }),
    onSuccess: () => invalidateAfterEventWrite(queryClient),
  });
}
