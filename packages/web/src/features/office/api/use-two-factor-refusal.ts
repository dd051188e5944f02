import type { OfficeSession } from "@club/domain/office.schema";
import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useLocation, useNavigate } from "react-router";
import { queryKeys } from "../../../api/query-keys.ts";
import { returnToState } from "../../../lib/return-to.ts";
import { isTwoFactorRefusal } from "./two-factor-refusal.ts";

export const twoFactorPath = "/office/two-factor";

/**
 * Watches every office call (queries and writes alike): one refused for want of the second factor marks the
 * session unverified and sends the user to the two-step sign-in, which then returns to the page they were on.
 * The history state says the user was refused, so the two-step page asks for a code even if the session, reloaded,
 * still reads as verified (rather than sending the user back to be refused again, round and round).
 */
export function useTwoFactorRefusal(): void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const location = useLocation();
  const { pathname } = location;
  const { returnTo } = returnToState(location);

  useEffect(() => {
    function refused(error: unknown) {
      if (!isTwoFactorRefusal(error) || pathname === twoFactorPath) return;
      queryClient.setQueryData<OfficeSession>(queryKeys.officeSession, (session) =>
        session
          ? { ...session, twoFactor: { ...session.twoFactor, required: true, verified: false } }
          : session,
      );
      void queryClient.invalidateQueries({ queryKey: queryKeys.officeSession });
      void navigate(twoFactorPath, { state: { returnTo, refused: true } });
    }
    const stopQueries = queryClient.getQueryCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") refused(event.action.error);
    });
    const stopMutations = queryClient.getMutationCache().subscribe((event) => {
      if (event.type === "updated" && event.action.type === "error") refused(event.action.error);
    });
    return () => {
      stopQueries();
      stopMutations();
    };
  }, [queryClient, navigate, pathname, returnTo]);
}
