import { judgingAssignmentSchema } from "@club/domain/judging.schema";
import { useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { judgingKeys } from "./judging-keys.ts";

/** GET /api/v1/judging/assignments: the cars the judge is to score, each with its form and their sheet so far. */
export function useAssignments() {
  return useQuery({
    queryKey: judgingKeys.assignments,
    queryFn: () => apiRequest("/judging/assignments", z.array(judgingAssignmentSchema)),
  });
}
