import type { OwnProfile } from "@club/domain/own-profile.schema";
import { useQueryClient } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { Navigate, useLocation } from "react-router";
import { queryKeys } from "../../api/query-keys.ts";
import { useIsSignedIn } from "../../api/use-session.ts";
import { returnPathOf } from "../../lib/return-to.ts";

// spec §2: login (and joining) are for visitors; a signed-in member is sent to the profile, or to the page they
// were sent to the login page from. Office staff, just signed in, go to the club office (issue 13).
export function RequireSignedOut({ children }: { children: ReactNode }) {
  const location = useLocation();
  const profile = useQueryClient().getQueryData<OwnProfile>(queryKeys.profile);
  const home = profile?.officeRole ? "/office" : undefined;
  return useIsSignedIn() ? <Navigate to={returnPathOf(location.state, home)} replace /> : children;
}
