import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useIsSignedIn } from "../../api/use-session.ts";

// spec §2: the profile area is for signed-in members; others go to the login page.
export function RequireSignedIn({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? children : <Navigate to="/login" replace />;
}
