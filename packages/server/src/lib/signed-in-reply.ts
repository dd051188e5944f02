import type { OwnProfile } from "@club/domain/own-profile.schema";
import type { FastifyReply } from "fastify";

/**
 * Answers a sign-in, whichever way it was made (a password, a code, a passkey, a mailed link): the session's token in
 * the Authorization header, which a browser's script may read, and the member's own profile.
 */
export function sendSignedIn(
  reply: FastifyReply,
  { token, profile }: { token: string; profile: OwnProfile },
) {
  return reply
    .header("Authorization", `Bearer ${token}`)
    .header("Access-Control-Expose-Headers", "Authorization")
    .send(profile);
}
