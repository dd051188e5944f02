import type { OfficeMemberRecord } from "@club/domain/office.schema";
import { type QueryClient, useMutation, useQueryClient } from "@tanstack/react-query";
import { queryKeys } from "../../../api/query-keys.ts";

/**
 * After a write, the lists (members, payments, audit) and other records may show something else: they load again
 * when next shown. The member's own record is left alone, since the reply has just replaced it.
 */
export function invalidateOfficeLists(queryClient: QueryClient, memberId: number) {
  const kept = queryKeys.officeMember(memberId);
  const session = queryKeys.officeSession;
  return queryClient.invalidateQueries({
    queryKey: queryKeys.office,
    predicate: ({ queryKey }) =>
      queryKey[1] !== session[1] && !(queryKey[2] === kept[2] && queryKey[3] === kept[3]),
  });
}

/**
 * A write on a member that answers with the member's record as it is after the change (issue 13): the record on
 * screen is replaced with it, so the page shows what the server now holds without asking again.
 */
export function useRecordWrite<Input>(
  memberId: number,
  write: (input: Input) => Promise<OfficeMemberRecord>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: write,
    onSuccess: (record) => {
      queryClient.setQueryData(queryKeys.officeMember(memberId), record);
      void invalidateOfficeLists(queryClient, memberId);
    },
  });
}
