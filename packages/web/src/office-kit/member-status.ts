import type { MemberStatus } from "@club/domain/office.schema";
import type { OfficeRole } from "@club/domain/own-profile.schema";

/** The words the office reads for each status (issue 13). */
export const memberStatusLabels: Record<MemberStatus, string> = {
  active: "Active",
  lifetime: "Lifetime",
  complimentary: "Complimentary",
  lapsed: "Lapsed",
  unpaid_joiner: "Unpaid joiner",
  deceased: "Deceased",
  resigned: "Resigned",
  staff: "Staff",
  merged: "Merged",
};

/**
 * A colour per status, beside its word (never instead of it). Each is dark enough for white text at 4.5:1 or more
 * (WCAG AA): Mantine's own green, orange and yellow are not.
 */
export const memberStatusColors: Record<MemberStatus, string> = {
  active: "#216e33",
  lifetime: "#5f3dc4",
  complimentary: "#0b7285",
  lapsed: "#b54708",
  unpaid_joiner: "#8a5a00",
  deceased: "#343a40",
  resigned: "#495057",
  staff: "#1864ab",
  merged: "#862e9c",
};

export const officeRoleLabels: Record<OfficeRole, string> = {
  office_staff: "Office staff",
  office_admin: "Office administrator",
};
