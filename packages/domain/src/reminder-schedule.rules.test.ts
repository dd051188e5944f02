import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { isoDay } from "./days.ts";
import { fieldMessages } from "./messages.ts";
import {
  defaultReminderSchedule,
  defaultReminderTemplates,
  duesDatesWithStepDue,
  type ReminderFacts,
  type ReminderSchedule,
  type ReminderStep,
  reminderDays,
  reminderDue,
  reminderStaleDays,
  reminderSteps,
  reminderTemplateSchema,
  renderTemplate,
} from "./reminder-schedule.rules.ts";

const member: ReminderFacts = {
  standing: "active",
  duesExpire: "2026-12-31",
  renewalDate: "2026-01-06",
  complimentary: false,
  onPaper: false,
  bouncing: false,
  sentSteps: [],
};

function addDaysTo(day: string, count: number): string {
  return isoDay(new Date(Date.parse(`${day}T00:00:00Z`) + count * 86_400_000));
}

function days(from: string, to: string): string[] {
  const list: string[] = [];
  for (let day = Date.parse(`${from}T00:00:00Z`); day <= Date.parse(`${to}T00:00:00Z`); day += 86_400_000)
    list.push(isoDay(new Date(day)));
  return list;
}

/** The daily run, every `every` days from `from` to `to`: what was sent, on which day. */
function simulate(
  facts: ReminderFacts,
  from: string,
  to: string,
  schedule = defaultReminderSchedule,
  every = 1,
) {
  const sent: { step: string; on: string }[] = [];
  for (const [index, today] of days(from, to).entries()) {
    if (index % every !== 0) continue;
    const decision = reminderDue({ ...facts, sentSteps: sent.map((s) => s.step) }, today, schedule);
    if (decision.due) sent.push({ step: decision.due.id, on: today });
  }
  return sent;
}

describe("reminderSteps", () => {
  it("schedules the window's opening, 60, 30 and 7 days before, and 7, 30 and 90 days after a lapse", () => {
    expect(reminderSteps("2026-12-31", defaultReminderSchedule).map((s) => [s.id, s.on])).toEqual([
      ["window_open", "2026-10-01"],
      ["before:60", "2026-11-01"],
      ["before:30", "2026-12-01"],
      ["before:7", "2026-12-24"],
      ["lapsed:7", "2027-01-07"],
      ["lapsed:30", "2027-01-30"],
      ["lapsed:90", "2027-03-31"],
    ]);
  });

  it("leaves out a reminder before expiry on a day renewing is not yet open", () => {
    const lateWindow = { startMonthDay: "11-15", endMonthDay: "12-31" };
    const ids = reminderSteps("2026-12-31", defaultReminderSchedule, lateWindow).map((s) => [s.id, s.on]);
    expect(ids.slice(0, 3)).toEqual([
      ["window_open", "2026-11-15"],
      ["before:30", "2026-12-01"],
      ["before:7", "2026-12-24"],
    ]);
  });

  it("takes last year's window for dues that end before this year's window opens", () => {
    const steps = reminderSteps("2027-01-15", defaultReminderSchedule);
    expect(steps[0]).toMatchObject({ id: "window_open", on: "2026-10-01" });
    expect(steps.map((s) => s.id)).toContain("before:30");
    expect(steps.map((s) => s.id)).not.toContain("before:7");
  });
});

describe("reminderDue", () => {
  it("sends each step once, on its day, through a whole membership year of daily runs", () => {
    expect(simulate(member, "2026-06-01", "2027-12-31")).toEqual([
      { step: "window_open", on: "2026-10-01" },
      { step: "before:60", on: "2026-11-01" },
      { step: "before:30", on: "2026-12-01" },
      { step: "before:7", on: "2026-12-24" },
      { step: "lapsed:7", on: "2027-01-07" },
      { step: "lapsed:30", on: "2027-01-30" },
      { step: "lapsed:90", on: "2027-03-31" },
    ]);
  });

  it("catches up a missed day with the step that is current, not every step missed", () => {
    const sent = simulate(member, "2026-11-20", "2026-12-31");
    expect(sent[0]).toEqual({ step: "before:60", on: "2026-11-20" });
    expect(sent.map((s) => s.step)).toEqual(["before:60", "before:30", "before:7"]);
  });

  it("sends nothing a second time the same day", () => {
    const first = reminderDue(member, "2026-11-26", defaultReminderSchedule);
    expect(first).toMatchObject({ due: { id: "before:60" }, channel: "email" });
    expect(
      reminderDue({ ...member, sentSteps: ["before:60"] }, "2026-11-26", defaultReminderSchedule),
    ).toEqual({
      due: null,
      reason: "already_sent",
    });
  });

  it.each([
    ["lifelong", { standing: "lifetime" }],
    ["deceased", { standing: "deceased" }],
    ["resigned", { standing: "resigned" }],
    ["complimentary", { complimentary: true }],
    ["no_membership", { duesExpire: null }],
  ] as const)("never reminds a member who is %s, on any day", (reason, change) => {
    const facts = { ...member, ...change };
    expect(simulate(facts, "2026-01-01", "2027-12-31")).toEqual([]);
    expect(reminderDue(facts, "2026-11-26", defaultReminderSchedule)).toEqual({ due: null, reason });
  });

  it("never reminds a member who renewed for the coming year", () => {
    const renewed = { ...member, duesExpire: "2027-12-31", renewalDate: "2026-10-12" };
    expect(reminderDue(renewed, "2026-11-26", defaultReminderSchedule)).toEqual({
      due: null,
      reason: "renewed",
    });
    expect(simulate(renewed, "2026-10-12", "2027-09-30")).toEqual([]);
  });

  it("skips an e-mail whose address bounces, but prints the letter of a member on paper", () => {
    expect(reminderDue({ ...member, bouncing: true }, "2026-11-26", defaultReminderSchedule)).toEqual({
      due: null,
      reason: "bouncing",
    });
    expect(
      reminderDue({ ...member, onPaper: true, bouncing: true }, "2026-11-26", defaultReminderSchedule),
    ).toMatchObject({ due: { id: "before:60" }, channel: "letter" });
  });

  it.each([
    ["2027-01-06", null],
    ["2027-01-07", "lapsed:7"],
    ["2027-01-29", "lapsed:7"],
    ["2027-01-30", "lapsed:30"],
    ["2027-03-31", "lapsed:90"],
    ["2027-04-29", "lapsed:90"],
    ["2027-04-30", null],
  ])("after a lapse, on %s, the step due is %s", (today, step) => {
    const decision = reminderDue(member, today, defaultReminderSchedule);
    expect(decision.due?.id ?? null).toBe(step);
  });

  it("does not write to a member who lapsed years ago", () => {
    expect(
      reminderDue({ ...member, duesExpire: "2023-12-31" }, "2026-11-26", defaultReminderSchedule),
    ).toEqual({
      due: null,
      reason: "nothing_due",
    });
  });

  it("on any schedule and any run days, sends each step at most once, within its days", () => {
    const schedule = fc.record({
      beforeExpiryDays: fc.uniqueArray(fc.integer({ min: 1, max: 365 }), { maxLength: 6 }),
      windowOpening: fc.boolean(),
      afterLapseDays: fc.uniqueArray(fc.integer({ min: 1, max: 365 }), { maxLength: 6 }),
    });
    fc.assert(
      fc.property(
        schedule,
        fc.integer({ min: 1, max: 12 }),
        fc.constantFrom("2026-12-31", "2027-03-31", "2026-06-30"),
        (rules: ReminderSchedule, every, duesExpire) => {
          const facts = { ...member, duesExpire };
          const sent = simulate(facts, "2025-06-01", "2028-06-30", rules, every);
          const steps = new Map(reminderSteps(duesExpire, rules).map((step) => [step.id, step.on]));
          expect(new Set(sent.map((s) => s.step)).size).toBe(sent.length);
          for (const { step, on } of sent) {
            const due = steps.get(step) as string;
            expect(on >= due).toBe(true);
            expect(Date.parse(on) - Date.parse(due)).toBeLessThan(reminderStaleDays * 86_400_000);
          }
        },
      ),
      { numRuns: 60 },
    );
  });
});

describe("duesDatesWithStepDue (issue 41: the run reads only these members)", () => {
  it("on any schedule and day, lists exactly the dues dates of the members reminderDue finds something due", () => {
    const schedule = fc.record({
      beforeExpiryDays: fc.uniqueArray(fc.integer({ min: 1, max: 365 }), { maxLength: 6 }),
      windowOpening: fc.boolean(),
      afterLapseDays: fc.uniqueArray(fc.integer({ min: 1, max: 365 }), { maxLength: 6 }),
    });
    const anyDay = fc
      .integer({ min: Date.parse("2025-01-01"), max: Date.parse("2029-12-31") })
      .map((ms) => isoDay(new Date(ms)));
    fc.assert(
      fc.property(schedule, anyDay, (rules: ReminderSchedule, today) => {
        const listed = new Set(duesDatesWithStepDue(today, rules));
        // Nothing else keeps this member from a reminder: only the dues date decides.
        const open = { ...member, renewalDate: null };
        for (const duesExpire of days(addDaysTo(today, -420), addDaysTo(today, 420))) {
          const due = reminderDue({ ...open, duesExpire }, today, rules).due !== null;
          expect([duesExpire, listed.has(duesExpire)]).toEqual([duesExpire, due]);
        }
      }),
      { numRuns: 25 },
    );
  });

  it("lists a few weeks of dues dates on the default schedule, not the whole horizon", () => {
    const listed = duesDatesWithStepDue("2027-01-10", defaultReminderSchedule);
    expect(listed).toContain("2026-12-31");
    expect(listed.length).toBeLessThan(250);
  });
});

describe("reminderDays", () => {
  it("counts the days left, or since the lapse, on the day the reminder goes", () => {
    const [, before60] = reminderSteps("2026-12-31", defaultReminderSchedule);
    expect(reminderDays(before60 as ReminderStep, "2026-12-31", "2026-11-01")).toBe("60");
    expect(reminderDays(before60 as ReminderStep, "2026-12-31", "2026-11-25")).toBe("36");
    const lapsed = reminderSteps("2026-12-31", defaultReminderSchedule).at(-1) as ReminderStep;
    expect(reminderDays(lapsed, "2026-12-31", "2027-04-02")).toBe("92");
  });
});

describe("reminder templates", () => {
  const values = {
    name: "James Okafor",
    plan: "Active Member (Canada)",
    amount: "$75.00",
    expiry: "31 December 2026",
    renew_link: "http://localhost:3000/renew/abc",
    days: "30",
    club: "Classic Car Club",
  };

  it("fills every placeholder of the default templates", () => {
    for (const template of Object.values(defaultReminderTemplates)) {
      const text = renderTemplate(`${template.subject}\n${template.body}`, values);
      expect(text).not.toMatch(/\{\{/);
      expect(text).toContain("http://localhost:3000/renew/abc");
    }
  });

  it("refuses an unknown placeholder and a message without the renewal link", () => {
    const unknown = reminderTemplateSchema.safeParse({ subject: "Hello {{nme}}", body: "{{renew_link}}" });
    expect(unknown.error?.issues[0]?.path).toEqual(["subject"]);
    expect(unknown.error?.issues[0]?.message).toContain("{{nme}}");
    const noLink = reminderTemplateSchema.safeParse({ subject: "Hello", body: "Please renew" });
    expect(noLink.error?.issues[0]?.path).toEqual(["body"]);
  });

  it("keeps the subject to one line, and the message's lines but no other control character", () => {
    const issuesOf = (template: { subject: string; body: string }) =>
      reminderTemplateSchema
        .safeParse(template)
        .error?.issues.map((issue) => ({ path: issue.path, message: issue.message }));
    expect(issuesOf({ subject: "Renew\r\nBcc: x@example.net", body: "{{renew_link}}" })).toEqual([
      { path: ["subject"], message: fieldMessages.lineBreak },
    ]);
    expect(issuesOf({ subject: "Renew", body: "Dear {{name}},\r\n\r\n{{renew_link}}" })).toBeUndefined();
    expect(issuesOf({ subject: "Renew", body: "\u001b[2J{{renew_link}}" })).toEqual([
      { path: ["body"], message: fieldMessages.invalidCharacter },
    ]);
  });
});
