import { type OfficeMemberRecord, officeNoteSchema } from "@club/domain/office.schema";
import { useMutation, useQueryClient } from "@tanstack/react-query";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";
import { invalidateOfficeLists } from "./use-record-write.ts";

/** POST /api/v1/office/members/{id}/notes (201): the note is put first on the record (notes are newest first). */
export function useAddNote(memberId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (text: string) =>
      apiRequest(`/office/members/${memberId}/notes`, officeNoteSchema, { method: "POST", body: { text } }),
    onSuccess: (note) => {
      queryClient.setQueryData<OfficeMemberRecord>(queryKeys.officeMember(memberId), (record) =>
        record ? { ...record, notes: [note, ...record.notes] } : record,
      );
      // The note is in the audit trail too: the record's history tab reloads it.
      void queryClient.invalidateQueries({ queryKey: queryKeys.officeMember(memberId) });
      void invalidateOfficeLists(queryClient, memberId);
    },
  });
}
