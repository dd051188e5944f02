import { z } from "zod";
import {
  announcementInputSchema,
  announcementSchema,
  announcementSummarySchema,
} from "./announcement.schema.ts";
import { coercedIntegerSchema, multiLineTextSchema, singleLineTextSchema } from "./fields.schema.ts";
import { officePageSchema } from "./office.schema.ts";

// Issue 42: a region's news. Its editor (the region's newsletter editor or director, for the days of their term)
// writes posts on the region's page, some for members only, and a newsletter sent to the region's members through
// the announcements.

export const regionPostTitleMax = 120;
export const regionPostBodyMax = 10_000;
/** How many of the newest posts the region's page shows; the posts' own list pages by 20. */
export const regionPagePostCount = 5;
export const regionPostPageSize = 20;

export const regionPostMessages = {
  titleRequired: "Title is required",
  titleTooLong: `Title is too long (${regionPostTitleMax} characters at most)`,
  bodyRequired: "Text is required",
  bodyTooLong: `Text is too long (${regionPostBodyMax.toLocaleString("en-US")} characters at most)`,
  membersOnly: "Say whether the post is for members only",
  notEditor: "Only the region's newsletter editor or director may write its news.",
} as const;

const postFields = {
  title: singleLineTextSchema({ error: regionPostMessages.titleRequired })
    .trim()
    .min(1, { error: regionPostMessages.titleRequired, abort: true })
    .max(regionPostTitleMax, { error: regionPostMessages.titleTooLong }),
  // Plain text: paragraphs are separated by a blank line; no HTML is ever rendered from it.
  body: multiLineTextSchema({ error: regionPostMessages.bodyRequired })
    .trim()
    .min(1, { error: regionPostMessages.bodyRequired, abort: true })
    .max(regionPostBodyMax, { error: regionPostMessages.bodyTooLong }),
  membersOnly: z.boolean({ error: regionPostMessages.membersOnly }),
};

/** POST /api/v1/regional_administrators/regions/{code}/posts: published at once; public unless said. */
export const regionPostInputSchema = z.object({
  ...postFields,
  membersOnly: postFields.membersOnly.default(false),
});
export type RegionPostInput = z.output<typeof regionPostInputSchema>;

/** PATCH …/posts/{id}: only the fields sent change. */
export const regionPostUpdateSchema = z.object(postFields).partial();
export type RegionPostUpdate = z.output<typeof regionPostUpdateSchema>;

export const regionPostSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  body: z.string(),
  membersOnly: z.boolean(),
  /** Its author as the visibility rule names a region's officer ("A club member" when not listed); null: none. */
  author: z.string().nullable(),
  publishedAt: z.string(),
  updatedAt: z.string(),
});
export type RegionPost = z.infer<typeof regionPostSchema>;

/** GET /api/v1/regions/{code}/posts?page=: the newest first, 20 a page. */
export const regionPostPageQuerySchema = z.object({ page: coercedIntegerSchema().min(1).default(1) });
export const regionPostPageSchema = officePageSchema(regionPostSchema);
export type RegionPostPage = z.infer<typeof regionPostPageSchema>;

/** POST …/newsletters and PATCH …/newsletters/{id}: the e-mail; who it goes to is always the region's members. */
export const regionNewsletterInputSchema = announcementInputSchema.pick({ subject: true, body: true });
export type RegionNewsletterInput = z.output<typeof regionNewsletterInputSchema>;

/** GET …/newsletters/audience: how many of the region's members a newsletter reaches today, who is skipped and why. */
export const regionNewsletterAudienceSchema = z.object({
  audience: z.string(),
  recipients: z.number().int(),
  skipped: z.object({
    noEmail: z.number().int(),
    unsubscribed: z.number().int(),
    bouncing: z.number().int(),
  }),
});
export type RegionNewsletterAudience = z.infer<typeof regionNewsletterAudienceSchema>;

/** POST …/newsletters/preview: the audience, and the e-mail as the members get it. */
export const regionNewsletterPreviewSchema = regionNewsletterAudienceSchema.extend({
  message: z.object({ subject: z.string(), text: z.string() }),
});
export type RegionNewsletterPreview = z.infer<typeof regionNewsletterPreviewSchema>;

export const regionNewsletterSchema = announcementSchema;
export type RegionNewsletter = z.infer<typeof regionNewsletterSchema>;
/** GET …/newsletters?page=: the region's newsletters, newest first, with how far each is sent. */
export const regionNewsletterListSchema = officePageSchema(announcementSummarySchema);
export type RegionNewsletterList = z.infer<typeof regionNewsletterListSchema>;
