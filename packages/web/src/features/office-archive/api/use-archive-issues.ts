import {
  type OfficeArchiveIssue,
  officeArchiveIssuePageSchema,
  officeArchiveIssueSchema,
} from "@club/domain/archive.schema";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { toQueryString } from "../../../api/query-string.ts";
import { sendWithProgress, type UploadProgress } from "../../../api/upload-progress.ts";
import type { IssueBody } from "../form/issue-form.ts";
import { archiveKeys, invalidateArchive } from "./archive-keys.ts";

/** While an issue's pages are being read, the list is asked for again this often. */
export const issueProgressRefreshMs = 2_000;

/** Queued or being read: its pages are not all searchable yet. */
export const isIssueUnfinished = (issue: Pick<OfficeArchiveIssue, "status">) =>
  issue.status === "queued" || issue.status === "processing";

/** Its pages read, or matched against the registry again: the job is at work on it. */
const isIssueAtWork = (issue: OfficeArchiveIssue) => isIssueUnfinished(issue) || issue.findingCars !== null;

/** GET /api/v1/office/archive/issues?page=: the newest issue date first; refreshed while one is being read. */
export function useArchiveIssues(page: number) {
  return useQuery({
    queryKey: archiveKeys.issues(page),
    queryFn: () =>
      apiRequest(`/office/archive/issues${toQueryString({ page })}`, officeArchiveIssuePageSchema),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some(isIssueAtWork) ? issueProgressRefreshMs : false,
  });
}

export interface IssueUpload {
  facts: IssueBody;
  file: File;
  onProgress: (progress: UploadProgress) => void;
}

/**
 * POST /api/v1/office/archive/issues (202), multipart: the issue's facts under their snake_case names, then the PDF
 * in `file` (last, so the server has the facts before the file streams in). The reply is the issue, queued.
 */
export function useUploadIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ facts, file, onProgress }: IssueUpload) => {
      const form = new FormData();
      form.append("publication", facts.publication);
      form.append("title", facts.title);
      form.append("volume", facts.volume ?? "");
      form.append("number", facts.number ?? "");
      form.append("issue_date", facts.issueDate);
      form.append("members_only", String(facts.membersOnly ?? true));
      form.append("file", file);
      return apiRequest("/office/archive/issues", officeArchiveIssueSchema, {
        method: "POST",
        form,
        send: sendWithProgress(onProgress),
      });
    },
    onSuccess: () => invalidateArchive(queryClient),
  });
}

/** PATCH /api/v1/office/archive/issues/{id}: the issue's facts corrected; the issue as it now is. */
export function useChangeIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, facts }: { id: number; facts: IssueBody }) =>
      apiRequest(`/office/archive/issues/${id}`, officeArchiveIssueSchema, { method: "PATCH", body: facts }),
    onSuccess: () => invalidateArchive(queryClient),
  });
}

/**
 * DELETE /api/v1/office/archive/issues/{id} (204): the issue, its pages and its PDF go; refused (409) while
 * confirmed mentions of cars point to its pages.
 */
export function useDeleteIssue() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/office/archive/issues/${id}`, z.undefined(), { method: "DELETE" }),
    onSuccess: () => invalidateArchive(queryClient),
  });
}

/**
 * POST /api/v1/office/archive/issues/{id}/find_cars (202): the issue's pages matched against the registry again, so
 * cars registered since it was read find their pages; the list follows the matching's progress.
 */
export function useFindCarsAgain() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/office/archive/issues/${id}/find_cars`, officeArchiveIssueSchema, { method: "POST" }),
    onSuccess: () => invalidateArchive(queryClient),
  });
}
