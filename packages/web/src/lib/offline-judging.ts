// Issue 29: what the service worker keeps so that a judge's page opens at a show field without signal. The app
// itself is precached; of the API, only the reads the judging page needs to open, answered from the network when
// there is one. They are the signed-in judge's own, so sign-out deletes them (api/forget-session-data.ts).

/** The cache of those API reads. */
export const offlineApiCache = "club-offline-api";

/**
 * The reads: the app's config, the member's profile and membership (the profile area's layout waits for both), their
 * judge's record and their cars to judge.
 */
export const offlineApiPaths = [
  "/site_config",
  "/members/profile",
  "/members/membership_details",
  "/judging/me",
  "/judging/assignments",
];

export const offlineApiPattern = new RegExp(`/api/v1(${offlineApiPaths.join("|")})$`);

/** The pages served from the precached app when the network cannot: the judge's. */
export const offlinePages = [/^\/my-profile\/judging/];
