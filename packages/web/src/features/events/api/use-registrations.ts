import { registrationSchema } from "@club/domain/event.schema";
import { queryOptions, useQuery } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/registrations: the events the member registered for, on the form service or here (issue 28). */
export const registrationsQuery = queryOptions({
  queryKey: queryKeys.registrations,
  queryFn: () => apiRequest("/registrations", z.array(registrationSchema)),
  // A registration is made in another tab (the form service); coming back shows it.
  refetchOnWindowFocus: true,
});

export function useRegistrations() {
  return useQuery(registrationsQuery);
}
