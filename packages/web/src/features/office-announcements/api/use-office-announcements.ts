import {
  type AnnouncementSummary,
  type announcementInputSchema,
  announcementListSchema,
  announcementPreviewSchema,
  announcementSchema,
  type RecipientStatus,
  recipientPageSchema,
  segmentOptionsSchema,
  testSendSchema,
} from "@club/domain/announcement.schema";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// The office's announcements (issue 15). Their keys start with the office's, so the office's own invalidation
// reaches them too.
export const officeAnnouncementKeys = {
  all: [...queryKeys.office, "announcements"] as const,
  list: (page: number) => [...queryKeys.office, "announcements", "list", page] as const,
  one: (id: number) => [...queryKeys.office, "announcements", "one", id] as const,
  recipients: (id: number, status: RecipientStatus | null, page: number) =>
    [...queryKeys.office, "announcements", "recipients", id, status, page] as const,
  segmentOptions: [...queryKeys.office, "announcements", "segment-options"] as const,
};

/** While one is being sent, its progress is asked for again this often. */
export const progressRefreshMs = 3_000;

const sending = (announcements: AnnouncementSummary[] | undefined) =>
  announcements?.some((announcement) => announcement.status === "sending") ?? false;

/** GET /api/v1/office/announcements?page=: the newest first; refreshed every few seconds while one is being sent. */
export function useAnnouncements(page: number) {
  return useQuery({
    queryKey: officeAnnouncementKeys.list(page),
    queryFn: () => apiRequest(`/office/announcements?page=${page}`, announcementListSchema),
    placeholderData: keepPreviousData,
    refetchInterval: (query) => (sending(query.state.data?.results) ? progressRefreshMs : false),
  });
}

/** GET /api/v1/office/announcements/{id}: the whole announcement (its message too), refreshed while sending. */
export function useAnnouncement(id: number | null) {
  return useQuery({
    queryKey: officeAnnouncementKeys.one(id ?? 0),
    queryFn: () => apiRequest(`/office/announcements/${id}`, announcementSchema),
    enabled: id !== null,
    refetchInterval: (query) => (query.state.data?.status === "sending" ? progressRefreshMs : false),
  });
}

/** GET /api/v1/office/announcements/{id}/recipients: a page of the log, refreshed while it is being sent. */
export function useAnnouncementRecipients(id: number | null, status: RecipientStatus | null, page: number) {
  return useQuery({
    queryKey: officeAnnouncementKeys.recipients(id ?? 0, status, page),
    queryFn: () =>
      apiRequest(
        `/office/announcements/${id}/recipients?page=${page}${status ? `&status=${status}` : ""}`,
        recipientPageSchema,
      ),
    enabled: id !== null,
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((row) => row.status === "pending") ? progressRefreshMs : false,
  });
}

/** GET /api/v1/office/announcements/segment_options: the regions and events a segment may name. */
export function useSegmentOptions() {
  return useQuery({
    queryKey: officeAnnouncementKeys.segmentOptions,
    queryFn: () => apiRequest("/office/announcements/segment_options", segmentOptionsSchema),
  });
}

/** The body the server takes (snake_cased by the client). */
export type AnnouncementBody = z.input<typeof announcementInputSchema>;

/** POST /api/v1/office/announcements/preview: who it would go to today, and the e-mail a member gets. */
export function usePreviewAnnouncement() {
  return useMutation({
    mutationFn: (body: AnnouncementBody) =>
      apiRequest("/office/announcements/preview", announcementPreviewSchema, { method: "POST", body }),
  });
}

/** After a write the list, the announcement and the audit trail load again; the office session is left alone. */
function invalidateAfterWrite(queryClient: QueryClient) {
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) => queryKey[1] !== session[1],
  });
}

/** POST /api/v1/office/announcements (201): the new draft. */
export function useAddAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: AnnouncementBody) =>
      apiRequest("/office/announcements", announcementSchema, { method: "POST", body }),
    onSuccess: (created) => {
      // The page addresses the new draft by its id at once: it is there without a load.
      queryClient.setQueryData(officeAnnouncementKeys.one(created.id), created);
      invalidateAfterWrite(queryClient);
    },
  });
}

/** PUT /api/v1/office/announcements/{id}: the whole draft; refused (409) once it is being sent. */
export function useChangeAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: number; body: AnnouncementBody }) =>
      apiRequest(`/office/announcements/${id}`, announcementSchema, { method: "PUT", body }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

/** DELETE /api/v1/office/announcements/{id} (204): a draft only. */
export function useDeleteAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/office/announcements/${id}`, z.undefined(), { method: "DELETE" }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}

/** POST /api/v1/office/announcements/{id}/test: the e-mail to the signed-in staff member; where it went. */
export function useTestAnnouncement() {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/office/announcements/${id}/test`, testSendSchema, { method: "POST" }),
  });
}

/** POST /api/v1/office/announcements/{id}/send: the sending starts; the announcement, now `sending`. */
export function useSendAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`/office/announcements/${id}/send`, announcementSchema, { method: "POST" }),
    onSuccess: () => invalidateAfterWrite(queryClient),
  });
}
