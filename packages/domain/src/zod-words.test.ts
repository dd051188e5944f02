import { describe, expect, it } from "vitest";
import { z } from "zod";
import { installZodWords } from "./zod-words.ts";

// zod's own English, which no member should read.
const zodDefault = /^(Invalid|Too small|Too big|Unrecognized key|Expected)|expected .* to have|[<>]=/;

describe("validation in words (issue 40)", () => {
  installZodWords();
  const schema = z
    .object({
      id: z.coerce.number().int().positive(),
      judges: z.array(z.string()).min(1),
      name: z.string().min(1).max(3),
      kind: z.enum(["concours", "tour"]),
      email: z.email(),
      missing: z.string(),
      exact: z.literal("yes"),
    })
    .strict();

  it("words every issue a schema did not word itself", () => {
    const result = schema.safeParse({
      id: "abc",
      judges: [],
      name: "abcd",
      kind: "race",
      email: "nobody",
      exact: "no",
      extra: 1,
    });
    const messages = Object.fromEntries(
      (result.error?.issues ?? []).map((issue) => [issue.path.join(".") || "base", issue.message]),
    );
    expect(messages).toEqual({
      id: "Enter a number",
      judges: "Choose at least one",
      name: "Enter at most 3 characters",
      kind: "Choose one of: concours, tour",
      email: "Enter an e-mail address, such as name@example.com",
      missing: "This is required",
      exact: "This must be yes",
      base: "Remove what the form does not know: extra",
    });
    for (const message of Object.values(messages)) expect(message).not.toMatch(zodDefault);
  });

  it("leaves a schema's own words alone", () => {
    const own = z.string().min(1, { error: "Name is required" });
    expect(own.safeParse("").error?.issues[0]?.message).toBe("Name is required");
  });
});
