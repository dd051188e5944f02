import { onlineManager } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { ApiError, networkError } from "../api/api-error.ts";
import { queryKeys } from "../api/query-keys.ts";
import { membershipDetailsFixture } from "../test/member-fixtures.ts";
import { createQueryClient } from "./query-client.ts";

async function failingQuery(error: ApiError) {
  const queryClient = createQueryClient();
  queryClient.setQueryData(queryKeys.membershipDetails, membershipDetailsFixture);
  await queryClient
    .fetchQuery({
      queryKey: queryKeys.memberSearch({}),
      queryFn: () => Promise.reject(error),
      retry: false,
    })
    .catch(() => undefined);
  return queryClient.getQueryState(queryKeys.membershipDetails)?.isInvalidated;
}

describe("createQueryClient", () => {
  it("reloads membership details when the server refuses the member's standing", async () => {
    expect(await failingQuery(new ApiError(403, { membership: ["lapsed"] }))).toBe(true);
  });

  it("leaves them alone for any other refusal", async () => {
    expect(await failingQuery(new ApiError(403, { base: ["You are not allowed to do that"] }))).toBe(false);
  });

  // spec §8, issue 25: offline, a call is still made and fails at once, rather than waiting for the connection.
  it("offline, runs a query once and fails it with the connection error instead of holding it", async () => {
    const queryClient = createQueryClient();
    let calls = 0;
    onlineManager.setOnline(false);
    try {
      const failed = await queryClient
        .fetchQuery({
          queryKey: ["offline-check"],
          queryFn: () => {
            calls += 1;
            return Promise.reject(networkError());
          },
        })
        .catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(ApiError);
      expect((failed as ApiError).isNetworkError).toBe(true);
      expect(calls).toBe(1);
    } finally {
      onlineManager.setOnline(true);
    }
  });
});
