import {
  type MembershipAction,
  type OfficeMemberUpdate,
  type OfflinePayment,
  officeMemberRecordSchema,
} from "@club/domain/office.schema";
import { apiRequest } from "../../../api/client.ts";
import { useRecordWrite } from "./use-record-write.ts";

// The office's writes on one member; each answers with the member's record after the change.

/** PUT /api/v1/office/members/{id}: the changed profile fields only, and why. */
export function useUpdateMember(memberId: number) {
  return useRecordWrite(memberId, (body: OfficeMemberUpdate) =>
    apiRequest(`/office/members/${memberId}`, officeMemberRecordSchema, { method: "PUT", body }),
  );
}

export type MembershipActionInput = MembershipAction & { reason: string };

/** POST /api/v1/office/members/{id}/membership: one change of the membership, with its reason. */
export function useMembershipAction(memberId: number) {
  return useRecordWrite(memberId, (body: MembershipActionInput) =>
    apiRequest(`/office/members/${memberId}/membership`, officeMemberRecordSchema, { method: "POST", body }),
  );
}

/** POST /api/v1/office/members/{id}/merge: the duplicate's history moves here; it no longer signs in. */
export function useMergeMember(memberId: number) {
  return useRecordWrite(memberId, (body: { duplicateId: number; reason?: string }) =>
    apiRequest(`/office/members/${memberId}/merge`, officeMemberRecordSchema, { method: "POST", body }),
  );
}

/** POST /api/v1/office/members/{id}/payments (201): a cheque, cash or bank transfer the office received. */
export function useRecordPayment(memberId: number) {
  return useRecordWrite(memberId, (body: OfflinePayment) =>
    apiRequest(`/office/members/${memberId}/payments`, officeMemberRecordSchema, { method: "POST", body }),
  );
}

/** POST /api/v1/office/payments/{paymentId}/refund: without an amount, all that is left of the payment. */
export function useRefundPayment(memberId: number) {
  return useRecordWrite(
    memberId,
    ({ paymentId, ...body }: { paymentId: number; amount?: number; reason: string }) =>
      apiRequest(`/office/payments/${paymentId}/refund`, officeMemberRecordSchema, { method: "POST", body }),
  );
}
