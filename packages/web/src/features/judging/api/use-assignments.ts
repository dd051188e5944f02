import { type JudgingAssignment, judgingAssignmentSchema } from "@club/domain/judging.schema";
import { replaceEqualDeep, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { keepNewerSheets } from "./assignment-sheets.ts";
import { judgingKeys } from "./judging-keys.ts";

/** GET /api/v1/judging/assignments: the cars the judge is to score, each with its form and their sheet so far. */
export function useAssignments() {
  return useQuery({
    queryKey: judgingKeys.assignments,
    queryFn: () => apiRequest("/judging/assignments", z.array(judgingAssignmentSchema)),
    // A copy from the phone's store, older than a sheet seen saved since, does not take that sheet back.
    structuralSharing: (held, fetched) =>
      replaceEqualDeep(
        held,
        keepNewerSheets(held as JudgingAssignment[] | undefined, fetched as JudgingAssignment[]),
      ),
  });
}
