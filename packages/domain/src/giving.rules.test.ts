import { describe, expect, it } from "vitest";
import {
  donationAmountError,
  donationCentsError,
  givingButtonLabel,
  museumCostCents,
} from "./giving.rules.ts";
import { givingFormSchema } from "./join.schema.ts";

describe("donation amounts (spec §5)", () => {
  it.each([
    ["", "'In the Amount of' field is required"],
    ["1234567", "'In the Amount of' field may not exceed 6 characters"],
    ["12.50", "'In the Amount of' field must be an integer"],
    ["ten", "'In the Amount of' field must be an integer"],
    ["0", "'In the Amount of' field can not be zero"],
    ["000", "'In the Amount of' field can not be zero"],
  ])("refuses %j with its message", (typed, message) => {
    expect(donationAmountError(typed)).toBe(message);
  });

  it("accepts whole dollars up to six digits", () => {
    expect(donationAmountError("25")).toBeNull();
    expect(donationAmountError("999999")).toBeNull();
  });

  it("checks cents the same way on the server", () => {
    expect(donationCentsError(undefined)).toBe("'In the Amount of' field is required");
    expect(donationCentsError(0)).toBe("'In the Amount of' field can not be zero");
    expect(donationCentsError(2550)).toBe("'In the Amount of' field must be an integer");
    expect(donationCentsError(100_000_000)).toBe("'In the Amount of' field may not exceed 6 characters");
    expect(donationCentsError(2500)).toBeNull();
  });
});

describe("the giving step", () => {
  const none = {
    clubDonation: false,
    clubDonationAmount: "",
    educationalFoundation: false,
    educationalFoundationAmount: "",
    museum: false,
    museumMembershipLevel: 0 as const,
  };

  it("requires an amount only for a ticked donation, and a museum level other than None", () => {
    expect(givingFormSchema.safeParse(none).success).toBe(true);
    const result = givingFormSchema.safeParse({ ...none, clubDonation: true, museum: true });
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => [issue.path.join("."), issue.message])).toEqual([
      ["clubDonationAmount", "'In the Amount of' field is required"],
      ["museumMembershipLevel", "Membership Level field is required"],
    ]);
  });

  it("labels the button after what was chosen", () => {
    expect(givingButtonLabel(true)).toBe("Save Donation & Continue");
    expect(givingButtonLabel(false)).toBe("Skip at this time");
  });

  it("prices the museum at level x 100 cents", () => {
    expect(museumCostCents(500)).toBe(50000);
  });
});
