import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useIsSignedIn } from "../../api/use-session.ts";
import { returnPathOf } from "../../lib/return-to.ts";

// spec §2: login (and joining) are for visitors; a signed-in member is sent to the profile, or to the page they
// were sent to the login page from.
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const location = useLocation();
  return useIsSignedIn() ? <Navigate to={returnPathOf(location.state)} replace /> : children;
}
