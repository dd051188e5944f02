import { meetVolunteeringSchema } from "@club/domain/volunteer.schema";
import { queryOptions, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// Issue 46: the meets that need volunteers, and the member's sign-ups. Under "events", so the events' own reloads
// reach it too.
const volunteeringKey = [...queryKeys.events, "volunteering"] as const;

/** GET /api/v1/volunteer-roles: the meets not yet over with volunteer roles, soonest first. */
export const volunteeringQuery = queryOptions({
  queryKey: volunteeringKey,
  queryFn: () => apiRequest("/volunteer-roles", z.array(meetVolunteeringSchema)),
});

export function useVolunteering() {
  return useQuery(volunteeringQuery);
}

interface RoleAt {
  eventId: number;
  roleId: number;
}

function useVolunteerChange(method: "POST" | "DELETE") {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ eventId, roleId }: RoleAt) =>
      apiRequest(`/events/${eventId}/volunteer-roles/${roleId}/sign-up`, meetVolunteeringSchema, { method }),
    // Places are counted by everyone's sign-ups: the whole list is read again, after a refusal too (a place went).
    onSettled: () => void queryClient.invalidateQueries({ queryKey: volunteeringKey }),
  });
}

/** POST …/sign-up: 409 when the last place went meanwhile, 403 under `membership` for unpaid dues. */
export function useSignUpToVolunteer() {
  return useVolunteerChange("POST");
}

/** DELETE …/sign-up: the place given back. */
export function useWithdrawFromVolunteering() {
  return useVolunteerChange("DELETE");
}
