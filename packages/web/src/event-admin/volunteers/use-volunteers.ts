import {
  rosterRoleSchema,
  type VolunteerRoleInput,
  volunteerRosterSchema,
} from "@club/domain/volunteer.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../api/client.ts";
import { queryKeys } from "../../api/query-keys.ts";

// Issue 46: a meet's volunteer roster beside its judges, kept by the office (`/office`, on the meet's judging page) or
// by the hosting region's administrators (`/regional_administrators`, from their regions' events): the same requests
// under either root, each roster under its root's keys so that root's own invalidation reaches it.

export type VolunteersRoot = "/office" | "/regional_administrators";

const rosterKey = (root: VolunteersRoot, eventId: number) =>
  [...(root === "/office" ? queryKeys.office : queryKeys.regionalEvents), "volunteers", eventId] as const;

const roleReplySchema = rosterRoleSchema.omit({ volunteers: true });

/** GET {root}/events/{id}/volunteers: the judges and their teams, then each role with who signed up. */
export function useVolunteerRoster(root: VolunteersRoot, eventId: number) {
  return useQuery({
    queryKey: rosterKey(root, eventId),
    queryFn: () => apiRequest(`${root}/events/${eventId}/volunteers`, volunteerRosterSchema),
  });
}

function useRosterChange<Input>(
  root: VolunteersRoot,
  eventId: number,
  request: (input: Input) => Promise<unknown>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: rosterKey(root, eventId) }),
  });
}

/** POST {root}/events/{id}/volunteer-roles (201): the role opened. */
export function useAddVolunteerRole(root: VolunteersRoot, eventId: number) {
  return useRosterChange(root, eventId, (body: VolunteerRoleInput) =>
    apiRequest(`${root}/events/${eventId}/volunteer-roles`, roleReplySchema, { method: "POST", body }),
  );
}

/** PUT {root}/events/{id}/volunteer-roles/{roleId}: 422 at `places` below the members signed up. */
export function useChangeVolunteerRole(root: VolunteersRoot, eventId: number) {
  return useRosterChange(root, eventId, ({ id, body }: { id: number; body: VolunteerRoleInput }) =>
    apiRequest(`${root}/events/${eventId}/volunteer-roles/${id}`, roleReplySchema, { method: "PUT", body }),
  );
}

/** DELETE {root}/events/{id}/volunteer-roles/{roleId}: `force` once the office confirmed removing the sign-ups. */
export function useRemoveVolunteerRole(root: VolunteersRoot, eventId: number) {
  return useRosterChange(root, eventId, ({ id, force }: { id: number; force: boolean }) =>
    apiRequest(
      `${root}/events/${eventId}/volunteer-roles/${id}${force ? "?force=true" : ""}`,
      z.undefined(),
      {
        method: "DELETE",
      },
    ),
  );
}
