import { describe, expect, it } from "vitest";
import { hasWizardProgress, loadWizardProgress, saveWizardProgress } from "./wizard-progress.ts";
import { clearAllWizardProgress } from "./wizard-progress-keys.ts";

const initial = {
  step: 1,
  orderId: null as string | null,
  account: { email: "", password: "", passwordConfirmation: "" },
  regionalPlans: [] as { regionalId: number }[],
};

describe("a wizard's progress kept in the tab (issue 11)", () => {
  it("is read back as it was saved, except every password", () => {
    const state = {
      step: 4,
      orderId: "J-1",
      account: {
        email: "ada@example.net",
        password: "Classic-Cars-1932",
        passwordConfirmation: "Classic-Cars-1932",
      },
      regionalPlans: [{ regionalId: 11 }],
    };
    saveWizardProgress("join", { state, furthest: 5 });

    expect(window.sessionStorage.getItem("club.wizard.join")).not.toContain("Classic-Cars-1932");
    expect(loadWizardProgress("join", initial)).toEqual({
      furthest: 5,
      state: { ...state, account: { email: "ada@example.net", password: "", passwordConfirmation: "" } },
    });
  });

  it("keeps the first state's shape: unknown fields dropped, fields of another kind left as they start", () => {
    window.sessionStorage.setItem(
      "club.wizard.join",
      JSON.stringify({ version: 1, furthest: 2, state: { step: "7", extra: true, account: { email: 5 } } }),
    );
    expect(loadWizardProgress("join", initial)?.state).toEqual(initial);
  });

  it("is nothing when absent, unreadable or of an older version", () => {
    expect(loadWizardProgress("join", initial)).toBeNull();
    window.sessionStorage.setItem("club.wizard.join", "{not json");
    expect(loadWizardProgress("join", initial)).toBeNull();
    window.sessionStorage.setItem(
      "club.wizard.join",
      JSON.stringify({ version: 0, furthest: 1, state: initial }),
    );
    expect(loadWizardProgress("join", initial)).toBeNull();
  });

  it("is all forgotten at once, and nothing else in the tab with it", () => {
    saveWizardProgress("join", { state: initial, furthest: 1 });
    saveWizardProgress("renewal:7", { state: initial, furthest: 1 });
    window.sessionStorage.setItem("club.session-token", "kept");
    clearAllWizardProgress();
    expect(hasWizardProgress("join")).toBe(false);
    expect(hasWizardProgress("renewal:7")).toBe(false);
    expect(window.sessionStorage.getItem("club.session-token")).toBe("kept");
  });
});
