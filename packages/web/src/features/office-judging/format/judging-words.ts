// Issue 29: how the office's judging pages say cars and scores in words (a score's method: judging.rules.ts; a
// judge's level: lib/judge-levels.ts, which the judge's own page shares).

import type { JudgingSetup } from "@club/domain/judging.schema";
import { fullName } from "@club/domain/member-name.rules";
import { vehicleName } from "@club/domain/vehicle-name.rules";
import { noValue } from "../../../office-kit/office-format.ts";

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
