import { testSendSchema } from "@club/domain/announcement.schema";
import {
  type RegionNewsletterInput,
  type RegionPostInput,
  type RegionPostUpdate,
  regionNewsletterAudienceSchema,
  regionNewsletterListSchema,
  regionNewsletterPreviewSchema,
  regionNewsletterSchema,
  regionPostPageSchema,
  regionPostSchema,
} from "@club/domain/region-posts.schema";
import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { z } from "zod";
import { apiRequest } from "../../../api/client.ts";
import { queryKeys } from "../../../api/query-keys.ts";

// Issue 42: a region's news for its editor: the posts on its page and its newsletter, sent through the announcements.

const base = (code: string) => `/regional_administrators/regions/${encodeURIComponent(code)}`;

/** GET …/posts?page=: every post of the region, members-only ones included, newest first. */
export function useEditorPosts(code: string, page: number) {
  return useQuery({
    queryKey: [...queryKeys.regionNews(code), "posts", page],
    queryFn: () => apiRequest(`${base(code)}/posts?page=${page}`, regionPostPageSchema),
    placeholderData: keepPreviousData,
  });
}

/** After a post's change: the editor's list and the region's page (which shows the newest) are read again. */
function useInvalidatePosts(code: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.regionNews(code) }),
      queryClient.invalidateQueries({ queryKey: queryKeys.regionPage(code) }),
    ]);
}

export function useAddPost(code: string) {
  const invalidate = useInvalidatePosts(code);
  return useMutation({
    mutationFn: (input: RegionPostInput) =>
      apiRequest(`${base(code)}/posts`, regionPostSchema, { method: "POST", body: { ...input } }),
    onSuccess: invalidate,
  });
}

export function useChangePost(code: string) {
  const invalidate = useInvalidatePosts(code);
  return useMutation({
    mutationFn: ({ id, ...input }: RegionPostUpdate & { id: number }) =>
      apiRequest(`${base(code)}/posts/${id}`, regionPostSchema, { method: "PATCH", body: { ...input } }),
    onSuccess: invalidate,
  });
}

export function useDeletePost(code: string) {
  const invalidate = useInvalidatePosts(code);
  return useMutation({
    mutationFn: (id: number) => apiRequest(`${base(code)}/posts/${id}`, z.undefined(), { method: "DELETE" }),
    onSuccess: invalidate,
  });
}

/** GET …/newsletters: the region's newsletters with how far each is sent. */
export function useRegionNewsletters(code: string) {
  return useQuery({
    queryKey: [...queryKeys.regionNews(code), "newsletters"],
    queryFn: () => apiRequest(`${base(code)}/newsletters`, regionNewsletterListSchema),
  });
}

function useInvalidateNewsletters(code: string) {
  const queryClient = useQueryClient();
  return () => queryClient.invalidateQueries({ queryKey: [...queryKeys.regionNews(code), "newsletters"] });
}

export function useAddNewsletter(code: string) {
  const invalidate = useInvalidateNewsletters(code);
  return useMutation({
    mutationFn: (input: RegionNewsletterInput) =>
      apiRequest(`${base(code)}/newsletters`, regionNewsletterSchema, { method: "POST", body: { ...input } }),
    onSuccess: invalidate,
  });
}

/** GET …/newsletters/audience: how many of the region's members a newsletter reaches today. */
export function useNewsletterAudience(code: string) {
  return useQuery({
    queryKey: [...queryKeys.regionNews(code), "audience"],
    queryFn: () => apiRequest(`${base(code)}/newsletters/audience`, regionNewsletterAudienceSchema),
  });
}

/** POST …/newsletters/preview: how many of the region's members it reaches, and who is skipped. */
export function usePreviewNewsletter(code: string) {
  return useMutation({
    mutationFn: (input: RegionNewsletterInput) =>
      apiRequest(`${base(code)}/newsletters/preview`, regionNewsletterPreviewSchema, {
        method: "POST",
        body: { ...input },
      }),
  });
}

export function useTestNewsletter(code: string) {
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${base(code)}/newsletters/${id}/test`, testSendSchema, { method: "POST" }),
  });
}

export function useSendNewsletter(code: string) {
  const invalidate = useInvalidateNewsletters(code);
  return useMutation({
    mutationFn: (id: number) =>
      apiRequest(`${base(code)}/newsletters/${id}/send`, regionNewsletterSchema, { method: "POST" }),
    onSuccess: invalidate,
  });
}
