import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { z } from "zod";
import { apiRequest } from "../api/client.ts";
import { forgetSessionData } from "../api/forget-session-data.ts";
import { clearToken } from "../api/token-storage.ts";

/** Signs out: revokes the token on the server if it can, and always forgets the session locally. */
export function useSignOut() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);

  async function signOut(): Promise<void> {
    setPending(true);
    try {
      await apiRequest("/members/logout", z.undefined(), { method: "DELETE" });
    } catch {
      // spec §4: sign-out clears the session even when the server cannot be told
    } finally {
      clearToken();
      await navigate("/login", { replace: true });
      forgetSessionData(queryClient);
      setPending(false);
    }
  }

  return { signOut, isPending };
}
