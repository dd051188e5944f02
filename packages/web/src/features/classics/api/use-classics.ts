import {
  type ClassicPetitionInput,
  classicPetitionSchema,
  classicSchema,
} from "@club/domain/classics.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

/** GET /api/v1/classics: the Full Classic list the club publishes (no sign-in needed), by make, series and years. */
export function useClassics() {
  return useQuery({
    queryKey: queryKeys.classics,
    queryFn: () => apiRequest("/classics", z.array(classicSchema), { auth: false }),
  });
}

/** GET /api/v1/classics/petitions: the member's own petitions, the newest first, with the office's answers. */
export function usePetitions() {
  return useQuery({
    queryKey: queryKeys.classicPetitions,
    queryFn: () => apiRequest("/classics/petitions", z.array(classicPetitionSchema)),
  });
}

/** POST /api/v1/classics/petitions (201), with the body the form checked: the new petition joins "Your petitions". */
export function useSendPetition() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: ClassicPetitionInput) =>
      apiRequest("/classics/petitions", classicPetitionSchema, { method: "POST", body }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: queryKeys.classicPetitions }),
  });
}
