import { describe, expect, it } from "vitest";
import { ApiError } from "../api/api-error.ts";
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
});
