import { z } from "zod";
import { textSchema } from "./fields.schema.ts";

// Issue 15: the one-click renewal link of a reminder (/renew/{token}) or a letter (/r/{code}).

export const renewalLinkMessages = {
  required: "The renewal link is missing its code",
  invalid:
    "This renewal link is not valid. Please sign in to renew, or use the link in your latest reminder.",
  expired: "This renewal link has expired. Please sign in to renew.",
  used: "Your membership has already been renewed with this link. Please sign in to see it.",
};

/** POST /api/v1/members/renewal_link. */
export const renewalLinkRequestSchema = z.object({
  token: textSchema({ error: renewalLinkMessages.required })
    .trim()
    .min(1, { error: renewalLinkMessages.required })
    .max(200, { error: renewalLinkMessages.invalid }),
});
