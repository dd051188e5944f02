import type { JudgeLevel } from "@club/domain/judging.rules";

/** Issue 29: a judge's level in words, as the office's roster and the judge's own page say it. */
export const judgeLevelLabels: Record<JudgeLevel, string> = {
  apprentice: "Apprentice",
  judge: "Judge",
  accredited: "Accredited judge",
  master: "Master judge",
};
