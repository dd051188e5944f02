import { QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { hasWizardProgress, saveWizardProgress } from "../lib/wizard-progress.ts";
import { forgetSessionData } from "./forget-session-data.ts";
import { queryKeys } from "./query-keys.ts";

describe("forgetting the session's data (spec §4)", () => {
  it("removes every member query and keeps the public site config", () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(queryKeys.siteConfig, { clubName: "Club" });
    queryClient.setQueryData(queryKeys.profile, { firstName: "Ada" });
    queryClient.setQueryData(queryKeys.membershipDetails, { regionalAdministrator: true });

    forgetSessionData(queryClient);

    expect(queryClient.getQueryData(queryKeys.siteConfig)).toEqual({ clubName: "Club" });
    expect(queryClient.getQueryData(queryKeys.profile)).toBeUndefined();
    expect(queryClient.getQueryData(queryKeys.membershipDetails)).toBeUndefined();
  });

  it("forgets a renewal kept in the tab, which holds the member's details", () => {
    saveWizardProgress("renewal:7", { state: { step: 2, city: "Chicago" }, furthest: 2 });
    forgetSessionData(new QueryClient());
    expect(hasWizardProgress("renewal:7")).toBe(false);
  });
});
