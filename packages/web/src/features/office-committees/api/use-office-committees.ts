import {
  committeeTermSchema,
  officeCommitteeSchema,
  officeCommitteesSchema,
} from "@club/domain/committee.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { committeesKey } from "../../../api/use-committees.ts";

// Issue 46: the office's committees and their members' terms (`manageCommittees`). The key starts with the office's,
// so the office's invalidation reaches it; a change also reloads the committees the home and region pages show.
const officeCommitteesKey = [...queryKeys.office, "committees"] as const;

/** GET /api/v1/office/committees */
export function useOfficeCommittees() {
  return useQuery({
    queryKey: officeCommitteesKey,
    queryFn: () => apiRequest("/office/committees", officeCommitteesSchema),
  });
}

export interface CommitteeFields {
  name: string;
  description: string;
}

export interface NewTerm {
  memberNo: number;
  role: string;
  /** None: the club's today, as the server counts it. */
  startsOn?: string;
  endsOn: string | null;
}

type CommitteeChange =
  | { kind: "add"; committee: CommitteeFields & { regionCode: string | null } }
  | { kind: "change"; id: number; change: Partial<CommitteeFields> & { retired?: boolean } }
  | { kind: "remove"; id: number }
  | { kind: "seat"; id: number; term: NewTerm }
  | { kind: "endTerm"; id: number; termId: number }
  | { kind: "removeTerm"; id: number; termId: number };

function send(change: CommitteeChange): Promise<unknown> {
  const committee = (id: number) => `/office/committees/${id}`;
  switch (change.kind) {
    case "add":
      return apiRequest("/office/committees", officeCommitteeSchema, {
        method: "POST",
        body: { ...change.committee },
      });
    case "change":
      return apiRequest(committee(change.id), officeCommitteeSchema, {
        method: "PATCH",
        body: { ...change.change },
      });
    case "remove":
      return apiRequest(committee(change.id), z.undefined(), { method: "DELETE" });
    case "seat":
      return apiRequest(`${committee(change.id)}/terms`, committeeTermSchema, {
        method: "POST",
        body: { ...change.term },
      });
    case "endTerm":
      return apiRequest(`${committee(change.id)}/terms/${change.termId}/end`, z.undefined(), {
        method: "POST",
      });
    case "removeTerm":
      return apiRequest(`${committee(change.id)}/terms/${change.termId}`, z.undefined(), {
        method: "DELETE",
      });
  }
}

/** Adds, changes or deletes a committee, or seats a member, ends or deletes a term; the lists are read again. */
export function useChangeCommittee() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: officeCommitteesKey });
      void queryClient.invalidateQueries({ queryKey: committeesKey });
    },
  });
}
