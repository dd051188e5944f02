import { describe, expect, it } from "vitest";
import type { MeetResultEntry } from "./judging.schema.ts";
import {
  byScoreThenOwner,
  resultAwardWords,
  resultEventWords,
  resultScoreWords,
} from "./meet-results.rules.ts";

const entry = (values: Partial<MeetResultEntry>): MeetResultEntry => ({
  vehicle: null,
  ownerName: "Ann Lee",
  ownerFirstName: "Ann",
  ownerLastName: "Lee",
  score: null,
  award: null,
  disqualified: false,
  ...values,
});

describe("byScoreThenOwner", () => {
  it("puts the highest score first, cars without a score last, equal scores by last then first name", () => {
    const unscored = entry({ ownerLastName: "Adams", score: null });
    const low = entry({ ownerLastName: "Baker", score: 81.5 });
    const highYoung = entry({ ownerLastName: "Young", score: 95 });
    const highAmesRuth = entry({ ownerLastName: "Ames", ownerFirstName: "Ruth", score: 95 });
    const highAmesHal = entry({ ownerLastName: "Ames", ownerFirstName: "Harold", score: 95 });
    expect([unscored, low, highYoung, highAmesRuth, highAmesHal].sort(byScoreThenOwner)).toEqual([
      highAmesHal,
      highAmesRuth,
      highYoung,
      low,
      unscored,
    ]);
  });

  it("sorts an owner the reader may not see by name (issue 39) before the named ones of the same score", () => {
    const named = entry({ ownerLastName: "Ames", score: 95 });
    const clubMember = entry({
      ownerName: "A club member",
      ownerFirstName: null,
      ownerLastName: null,
      score: 95,
    });
    expect([named, clubMember].sort(byScoreThenOwner)).toEqual([clubMember, named]);
  });
});

describe("the results' words", () => {
  it("gives a score to a tenth, and says when there is none", () => {
    expect(resultScoreWords(89.05000000000001)).toBe("89.1");
    expect(resultScoreWords(90)).toBe("90");
    expect(resultScoreWords(null)).toBe("No score");
  });

  it("says a disqualified car's award is none, without the reason", () => {
    expect(resultAwardWords(entry({ award: "First" }))).toBe("First");
    expect(resultAwardWords(entry({ award: null }))).toBe("No award");
    expect(resultAwardWords(entry({ score: 96, disqualified: true }))).toBe("Disqualified");
  });
});

describe("resultEventWords", () => {
  it("spells the meet's days and adds its place when it has one", () => {
    const event = {
      id: 1,
      title: "Grand Classic",
      dateStart: "2026-05-02",
      dateEnd: "2026-05-02",
      place: null,
    };
    expect(resultEventWords(event)).toBe("May 2, 2026");
    expect(resultEventWords({ ...event, dateEnd: "2026-05-03", place: "Hershey, Pennsylvania" })).toBe(
      "May 2, 2026 to May 3, 2026, Hershey, Pennsylvania",
    );
  });
});
