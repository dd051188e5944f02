import {
  type JudgingSetupInput,
  judgingResultSchema,
  judgingSetupSchema,
  ownScoreSheetsSchema,
  type WithdrawResultsInput,
} from "@club/domain/judging.schema";
import { type EventRegistrant, eventRegistrationsSchema } from "@club/domain/office-events.schema";
import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { officeJudgingKeys } from "./judging-keys.ts";

// Issue 29: a portal event's judging as the office runs it: the setup, the tabulation, the results and publishing.

/** GET /api/v1/office/events/{id}/judging: the setup; before one is saved, the club's 100-point form alone. */
export function useJudgingSetup(eventId: number) {
  return useQuery({
    queryKey: officeJudgingKeys.setup(eventId),
    queryFn: () => apiRequest(`/office/events/${eventId}/judging`, judgingSetupSchema),
  });
}

/**
 * The event and its confirmed registrations with a car, the only ones that can be entries: every page of the
 * registrations (50 a page) read in turn, since an entry may be anywhere in the list.
 */
export function useJudgingEntrants(eventId: number) {
  return useQuery({
    queryKey: officeJudgingKeys.entrants(eventId),
    queryFn: async () => {
      const read = (page: number) =>
        apiRequest(`/office/events/${eventId}/registrations?page=${page}`, eventRegistrationsSchema);
      const first = await read(1);
      const registrations: EventRegistrant[] = [...first.registrations];
      for (let page = 2; (page - 1) * first.pageSize < first.total; page += 1)
        registrations.push(...(await read(page)).registrations);
      return {
        event: first.event,
        entrants: registrations.filter((row) => row.status === "confirmed" && row.vehicle !== null),
      };
    },
  });
}

/** PUT /api/v1/office/events/{id}/judging: the whole setup replaced; 422s name the fields (teams.0.judgeIds). */
export function useSaveJudging(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: JudgingSetupInput) =>
      apiRequest(`/office/events/${eventId}/judging`, judgingSetupSchema, { method: "PUT", body }),
    onSuccess: (setup) => {
      queryClient.setQueryData(officeJudgingKeys.setup(eventId), setup);
      // A changed setup leaves the last tabulation behind.
      queryClient.removeQueries({ queryKey: officeJudgingKeys.results(eventId) });
    },
  });
}

/** GET /api/v1/office/events/{id}/judging/results: the last tabulation, asked for once there is one. */
export function useJudgingResults(eventId: number, tabulated: boolean) {
  return useQuery({
    queryKey: officeJudgingKeys.results(eventId),
    queryFn: () => apiRequest(`/office/events/${eventId}/judging/results`, z.array(judgingResultSchema)),
    enabled: tabulated,
  });
}

/** POST /api/v1/office/events/{id}/judging/tabulate: each car's score and award from the sheets sent so far. */
export function useTabulate(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/office/events/${eventId}/judging/tabulate`, z.array(judgingResultSchema), {
        method: "POST",
      }),
    onSuccess: (results) => {
      queryClient.setQueryData(officeJudgingKeys.results(eventId), results);
      void queryClient.invalidateQueries({ queryKey: officeJudgingKeys.setup(eventId) });
    },
  });
}

/** POST /api/v1/office/events/{id}/judging/publish: the setup, now published; 422 before a tabulation. */
export function usePublishJudging(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      apiRequest(`/office/events/${eventId}/judging/publish`, judgingSetupSchema, { method: "POST" }),
    onSuccess: (setup) => {
      queryClient.setQueryData(officeJudgingKeys.setup(eventId), setup);
      // The judges' meets judged now include this one.
      void queryClient.invalidateQueries({ queryKey: officeJudgingKeys.judges });
    },
  });
}

/**
 * POST /api/v1/office/events/{id}/judging/withdraw (issue 40): the setup, its results tabulated again and no longer
 * published; 422 when not published or published more than 14 days ago.
 */
export function useWithdrawJudging(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: WithdrawResultsInput) =>
      apiRequest(`/office/events/${eventId}/judging/withdraw`, judgingSetupSchema, {
        method: "POST",
        body: input,
      }),
    onSuccess: (setup) => {
      queryClient.setQueryData(officeJudgingKeys.setup(eventId), setup);
      void queryClient.invalidateQueries({ queryKey: officeJudgingKeys.results(eventId) });
      void queryClient.invalidateQueries({ queryKey: officeJudgingKeys.judges });
    },
  });
}

/** GET /api/v1/office/judging/entries/{id}/sheets: an entry's result and its judges' sheets, with their names. */
export function useEntrySheets(entryId: number | null) {
  return useQuery({
    queryKey: officeJudgingKeys.sheets(entryId ?? 0),
    queryFn: () => apiRequest(`/office/judging/entries/${entryId}/sheets`, ownScoreSheetsSchema),
    enabled: entryId !== null,
  });
}
