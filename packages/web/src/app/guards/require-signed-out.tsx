import type { ReactNode } from "react";
import { Navigate } from "react-router";
import { useIsSignedIn } from "../../api/use-session.ts";

// spec §2: login (and joining) are for visitors; a signed-in member is sent to the profile.
export function RequireSignedOut({ children }: { children: ReactNode }) {
  return useIsSignedIn() ? <Navigate to="/my-profile" replace /> : children;
}
