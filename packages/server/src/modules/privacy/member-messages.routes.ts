import { idParamSchema } from "@club/domain/fields.schema";
import {
  memberMessageInputSchema,
  memberMessageLimits,
  memberMessageReplySchema,
} from "@club/domain/member-message.schema";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import type { AppContext } from "../../lib/app-context.ts";
import { sessionOf } from "../../plugins/auth.ts";
import { errorReply } from "../../plugins/errors.ts";
import { authorize } from "../policy/policy.ts";
import { sendMemberMessage } from "./member-messages.service.ts";

const limits = memberMessageLimits.map((limit) => `${limit.max} in ${limit.period}`).join(" and ");

/** POST /api/v1/members/{memberNo}/message (issue 30): a member writes to another without learning their address. */
export const memberMessagesRoutes: FastifyPluginAsyncZod<{ context: AppContext }> = async (
  app,
  { context },
) => {
  app.post(
    "/members/:memberNo/message",
    {
      schema: {
        tags: ["privacy"],
        summary:
          "Send a message to a member the directory lists, by mail from the club with Reply-To the sender",
        description:
          "For the members the directory is for (403 otherwise, as the directory). 404 for a member the directory " +
          `does not list; 422 to oneself. At most ${limits} a sender (429 saying when they may write again). The ` +
          "reply says nothing of the recipient.",
        params: z.object({ memberNo: idParamSchema }),
        body: memberMessageInputSchema,
        response: {
          202: memberMessageReplySchema,
          400: errorReply,
          401: errorReply,
          403: errorReply,
          404: errorReply,
          422: errorReply,
          429: errorReply,
        },
      },
    },
    async (request, reply) => {
      const session = sessionOf(request);
      authorize(session, "useDirectory");
      const sent = await sendMemberMessage(context, {
        senderId: session.memberId,
        memberNo: request.params.memberNo,
        input: request.body,
      });
      return reply.status(202).send(sent);
    },
  );
};
