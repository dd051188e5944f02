import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { useIsSignedIn } from "../../api/use-session.ts";
import { returnToState } from "../../lib/return-to.ts";

// spec §2: the profile area is for signed-in members; others go to the login page, which returns them here.
export function RequireSignedIn({ children }: { children: ReactNode }) {
  const location = useLocation();
  return useIsSignedIn() ? children : <Navigate to="/login" replace state={returnToState(location)} />;
}
