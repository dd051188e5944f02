// Issue 29: how the office's judging pages say levels, cars and scores in words (a score's method: judging.rules.ts).

import type { JudgeLevel } from "@club/domain/judging.rules";
import type { JudgingSetup } from "@club/domain/judging.schema";
import { fullName } from "@club/domain/member-name.rules";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { noValue } from "../../../office-kit/office-format.ts";

export const levelLabels: Record<JudgeLevel, string> = {
  apprentice: "Apprentice",
  judge: "Judge",
  accredited: "Accredited",
  master: "Master",
};

type SetupEntry = JudgingSetup["entries"][number];

/** An entry as lists name it: the car, then its owner. */
export function entryLine(entry: SetupEntry): string {
  const car = entry.vehicle ? vehicleName(entry.vehicle) : `Registration ${entry.registrationId}`;
  return `${car}, ${fullName(entry)} (no. ${entry.memberNo})`;
}

/** Points to a tenth: half points added up never show a binary fraction's tail. */
export function formatPoints(points: number | null): string {
  return points === null ? noValue : String(Math.round(points * 10) / 10);
}
