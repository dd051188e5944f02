import { ownProfileSchema } from "@club/domain/own-profile.schema";
import type { QueryClient } from "@tanstack/react-query";
import { rememberRenewalLinkRefused } from "../lib/return-to.ts";
import { ApiError } from "./api-error.ts";
import { readReply } from "./client.ts";
import { forgetSessionData } from "./forget-session-data.ts";
import { queryKeys } from "./query-keys.ts";
import { saveToken } from "./token-storage.ts";

// spec §3, §7: a sign-in's token comes back in the Authorization response header as "Bearer <token>"; so does a
// renewal link's (issue 15).
function tokenFrom(response: Response): string {
  const header = response.headers.get("Authorization") ?? "";
  const token = header.replace(/^Bearer\s+/i, "").trim();
  if (!token)
    throw new ApiError(response.status, { base: ["The server did not start a session. Please try again."] });
  return token;
}

/** The session a sign-in answered with: its token and the signed-in profile. */
export async function sessionFrom(path: string, response: Response) {
  const token = tokenFrom(response);
  const profile = await readReply(path, response, ownProfileSchema);
  return { token, profile };
}

/** Starts using a new session: whatever the last one cached goes, the profile is known at once. */
export function startSession(
  queryClient: QueryClient,
  { token, profile }: Awaited<ReturnType<typeof sessionFrom>>,
  rememberMe: boolean,
) {
  forgetSessionData(queryClient);
  rememberRenewalLinkRefused(false);
  // The profile first: saving the token re-renders the guards, which read it to choose where to go.
  queryClient.setQueryData(queryKeys.profile, profile);
  saveToken(token, rememberMe);
}
