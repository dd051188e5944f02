import { claimListSchema, invitationsResultSchema } from "@club/domain/claim.schema";
import {
  type CarMapping,
  type ImportView,
  importListSchema,
  importPreviewSchema,
  importSchema,
  type MemberMapping,
} from "@club/domain/import.schema";
import {
  keepPreviousData,
  type QueryClient,
  useMutation,
  useQuery,
  useQueryClient,
} from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { downloadFile } from "../../../api/download-file.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// The roster import (issue 16). Its keys start with the office's, so the office's own invalidation reaches them too.
const importKeys = {
  all: [...queryKeys.office, "imports"] as const,
  list: (page: number) => [...queryKeys.office, "imports", "list", page] as const,
  one: (id: number) => [...queryKeys.office, "imports", "one", id] as const,
  preview: (id: number) => [...queryKeys.office, "imports", "preview", id] as const,
  claims: (id: number, page: number) => [...queryKeys.office, "imports", "claims", id, page] as const,
};

/** While an import is being committed or undone, its progress is asked for again this often. */
export const importProgressRefreshMs = 1_500;

/**
 * A preview, a commit or an undo runs as a job on the server, and a file's rows are stored a chunk at a time (issue
 * 41): the page follows them.
 */
export const isImportRunning = (view: Pick<ImportView, "status"> | undefined) =>
  view?.status === "previewing" ||
  view?.status === "committing" ||
  view?.status === "undoing" ||
  view?.status === "storing";

/** GET /api/v1/office/imports?page=: the newest first; refreshed while one of them runs. */
export function useImports(page: number) {
  return useQuery({
    queryKey: importKeys.list(page),
    queryFn: () => apiRequest(`/office/imports?page=${page}`, importListSchema),
    placeholderData: keepPreviousData,
    refetchInterval: (query) =>
      query.state.data?.results.some((view) => isImportRunning(view)) ? importProgressRefreshMs : false,
  });
}

/** GET /api/v1/office/imports/{id}: one import, refreshed while it is being committed or undone. */
export function useImport(id: number | null) {
  return useQuery({
    queryKey: importKeys.one(id ?? 0),
    queryFn: () => apiRequest(`/office/imports/${id}`, importSchema),
    enabled: id !== null,
    refetchInterval: (query) => (isImportRunning(query.state.data) ? importProgressRefreshMs : false),
  });
}

/** The import as the server now has it is shown at once; the list (and the rest of the office) loads again. */
function afterWrite(queryClient: QueryClient, view: ImportView) {
  queryClient.setQueryData(importKeys.one(view.id), view);
  const session = queryKeys.officeSession;
  void queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) =>
      queryKey[1] !== session[1] && !(queryKey[2] === "one" && queryKey[3] === view.id),
  });
}

/** POST /api/v1/office/imports (201), multipart: `file`, the members sheet; `cars`, a separate cars CSV. */
export function useUploadImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, cars }: { file: File; cars: File | null }) => {
      const form = new FormData();
      form.append("file", file);
      if (cars) form.append("cars", cars);
      return apiRequest("/office/imports", importSchema, { method: "POST", form });
    },
    onSuccess: (view) => afterWrite(queryClient, view),
  });
}

/**
 * PUT /api/v1/office/imports/{id}/mapping: which field each column fills. The mappings' keys are the file's own
 * column names ("E-mail Address"), which must reach the server as they are.
 */
export function useSaveImportMapping() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      mapping,
      carMapping,
    }: {
      id: number;
      mapping: MemberMapping;
      carMapping?: CarMapping;
    }) =>
      apiRequest(`/office/imports/${id}/mapping`, importSchema, {
        method: "PUT",
        body: carMapping ? { mapping, carMapping } : { mapping },
        keepKeysUnder: ["mapping", "carMapping"],
      }),
    onSuccess: (view) => afterWrite(queryClient, view),
  });
}

/**
 * POST /api/v1/office/imports/{id}/preview (202): a job works on the rows ("previewing"), followed like the commit;
 * once previewed, useImportPreview reads what it found.
 */
export function usePreviewImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/office/imports/${id}/preview`, importSchema, { method: "POST" }),
    onSuccess: (view) => {
      queryClient.removeQueries({ queryKey: importKeys.preview(view.id) });
      afterWrite(queryClient, view);
    },
  });
}

/** GET /api/v1/office/imports/{id}/preview: what a commit would do, with the rejected rows and the changes. */
export function useImportPreview(view: Pick<ImportView, "id" | "status" | "summary">) {
  return useQuery({
    // The summary is in the key: a preview made again (the same import, previewed anew) is read anew.
    queryKey: [...importKeys.preview(view.id), view.summary],
    queryFn: () => apiRequest(`/office/imports/${view.id}/preview`, importPreviewSchema),
    enabled: view.status === "previewed",
  });
}

/** POST /api/v1/office/imports/{id}/commit (202): the import starts; the page follows its progress. */
export function useCommitImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/office/imports/${id}/commit`, importSchema, { method: "POST" }),
    onSuccess: (view) => afterWrite(queryClient, view),
  });
}

/**
 * POST /api/v1/office/imports/{id}/undo (202): the undo starts as a job ("undoing"), followed like the commit;
 * refused (422) once members of the import have signed in or paid.
 */
export function useUndoImport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest(`/office/imports/${id}/undo`, importSchema, { method: "POST" }),
    onSuccess: (view) => afterWrite(queryClient, view),
  });
}

/** POST /api/v1/office/imports/{id}/invitations: e-mails queued (sent perHour an hour) and letters to print. */
export function useSendInvitations() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, perHour }: { id: number; perHour: number }) =>
      apiRequest(`/office/imports/${id}/invitations`, invitationsResultSchema, {
        method: "POST",
        body: { perHour },
      }),
    onSuccess: (_result, { id }) => {
      void queryClient.invalidateQueries({ queryKey: importKeys.one(id) });
      void queryClient.invalidateQueries({ queryKey: [...importKeys.all, "claims", id] });
    },
  });
}

/** GET /api/v1/office/imports/{id}/claims?page=: who was invited, how, and who has claimed their account. */
export function useImportClaims(id: number, page: number, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: importKeys.claims(id, page),
    queryFn: () => apiRequest(`/office/imports/${id}/claims?page=${page}`, claimListSchema),
    enabled,
    placeholderData: keepPreviousData,
  });
}

export type ImportDownload = "rejected-members" | "rejected-cars" | "claim-letters";

const downloads: Record<ImportDownload, { path: string; fileName: (id: number) => string }> = {
  "rejected-members": { path: "rejected.csv?sheet=members", fileName: (id) => `rejected-rows-${id}.csv` },
  "rejected-cars": { path: "rejected.csv?sheet=cars", fileName: (id) => `rejected-cars-${id}.csv` },
  "claim-letters": { path: "claim_letters.pdf", fileName: (id) => `claim-letters-${id}.pdf` },
};

/**
 * GET /api/v1/office/imports/{id}/rejected.csv?sheet= (the rejected rows of the members or the cars, to fix and
 * upload again) or /claim_letters.pdf, saved under the server's file name.
 */
export function useDownloadImportFile() {
  return useMutation({
    mutationFn: ({ id, file }: { id: number; file: ImportDownload }) =>
      downloadFile(`/office/imports/${id}/${downloads[file].path}`, downloads[file].fileName(id)),
  });
}
