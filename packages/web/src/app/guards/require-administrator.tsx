import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useMembershipDetails } from "../../api/use-membership-details.ts";

// spec §2, §6: regional administrator pages need the flag from membership details. The profile layout
// renders its pages only after membership details have loaded.
export function RequireAdministrator({ children }: { children: ReactNode }) {
  const { data } = useMembershipDetails();
  if (!data) return null;
  return data.regionalAdministrator ? children : <Navigate to="/my-profile/member-info" replace />;
}
