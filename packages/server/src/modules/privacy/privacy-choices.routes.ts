import { privacyChoicesInputSchema, privacyChoicesSchema } from "@club/domain/privacy.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { choosePrivacy, ownPrivacyChoices } from "./privacy-choices.service.ts";

const tags = ["privacy"];

/** /api/v1/members/privacy (issue 30): the signed-in member's own choices of what other members see of them. */
export const privacyChoicesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.get(
    "/members/privacy",
    {
      schema: {
        tags,
        summary:
          "Your privacy choices, and when you made them (chosen_at null: never, so everything is shown)",
        response: { 200: privacyChoicesSchema, 401: errorReply },
      },
    },
    async (request) => ownPrivacyChoices(context, sessionOf(request).memberId),
  );

  app.put(
    "/members/privacy",
    {
      schema: {
        tags,
        summary: "Save your five privacy choices, all at once",
        description:
          "show_in_directory, show_address, show_phones, show_email and allow_club_mail, each true or false (400 naming a missing or other one). Each save is in your consent log and the trail.",
        body: privacyChoicesInputSchema,
        response: { 200: privacyChoicesSchema, 400: errorReply, 401: errorReply },
      },
    },
    async (request) => choosePrivacy(context, sessionOf(request).memberId, request.body),
  );
};
