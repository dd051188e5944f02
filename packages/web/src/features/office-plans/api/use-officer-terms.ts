import { type OfficerTerm, officerTermSchema, regionalOfficeSchema } from "@club/domain/officer-terms.schema";
import { zoneTermSchema } from "@club/domain/zones.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { officeRegionsKey } from "./use-office-regions.ts";

// Issue 42: the offices a region's or a zone's officers hold, and its terms. The keys start with the office's, so the
// office's invalidation reaches them.
const officesKey = [...queryKeys.office, "regional-offices"] as const;

/** Whose officers: a region's (by its code) or a zone's (by its id). */
export type TermsHolder =
  | { kind: "region"; code: string; name: string }
  | { kind: "zone"; id: number; name: string };

const termsKey = (holder: TermsHolder) =>
  holder.kind === "region"
    ? ([...queryKeys.office, "regions", holder.code, "terms"] as const)
    : ([...queryKeys.office, "zones", holder.id, "terms"] as const);
const termsPath = (holder: TermsHolder) =>
  holder.kind === "region"
    ? `/office/regions/${encodeURIComponent(holder.code)}/terms`
    : `/office/zones/${holder.id}/terms`;

/** A term as the office lists it: a region's, or a zone's (which no director proposes). */
export type ListedTerm = Pick<OfficerTerm, "id" | "office" | "member" | "startsOn" | "endsOn" | "state"> & {
  proposedBy?: OfficerTerm["proposedBy"];
};

/** GET /api/v1/office/regional-offices */
export function useRegionalOffices() {
  return useQuery({
    queryKey: officesKey,
    queryFn: () => apiRequest("/office/regional-offices", z.array(regionalOfficeSchema)),
  });
}

/** GET /api/v1/office/regions/{code}/terms or /office/zones/{id}/terms (null: none asked). */
export function useTerms(holder: TermsHolder | null) {
  return useQuery<ListedTerm[]>({
    queryKey: holder ? termsKey(holder) : [...queryKeys.office, "no-terms"],
    enabled: holder !== null,
    queryFn: () =>
      holder?.kind === "zone"
        ? apiRequest(termsPath(holder), z.array(zoneTermSchema))
        : apiRequest(termsPath(holder as TermsHolder), z.array(officerTermSchema)),
  });
}

export interface NewTerm {
  memberNo: number;
  officeId: number;
  /** None: the club's today, as the server counts it. */
  startsOn?: string;
  endsOn: string | null;
  reason?: string;
}

/** A zone's terms are appointed and ended; a region's are also confirmed (a director's proposal) or removed. */
type TermChange =
  | { kind: "appoint"; holder: TermsHolder; term: NewTerm }
  | { kind: "end"; holder: TermsHolder; id: number }
  | { kind: "confirm"; holder: TermsHolder; id: number }
  | { kind: "remove"; holder: TermsHolder; id: number };

function send(change: TermChange) {
  const terms = termsPath(change.holder);
  switch (change.kind) {
    case "appoint":
      return apiRequest(terms, z.unknown(), { method: "POST", body: { ...change.term } });
    case "end":
      return apiRequest(`${terms}/${change.id}/end`, z.undefined(), { method: "POST" });
    case "confirm":
      return apiRequest(`${terms}/${change.id}/confirm`, officerTermSchema, { method: "POST" });
    case "remove":
      return apiRequest(`${terms}/${change.id}`, z.undefined(), { method: "DELETE" });
  }
}

/** Appoints, ends, confirms or removes a term; the holder's terms and the regions' administrators are read again. */
export function useChangeTerm() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (_, change) => {
      void queryClient.invalidateQueries({ queryKey: termsKey(change.holder) });
      void queryClient.invalidateQueries({ queryKey: officeRegionsKey, exact: true });
    },
  });
}
