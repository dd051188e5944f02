// Issue 29: how the judging pages name a car, its class and points.
import type { JudgingAssignment } from "@club/domain/judging.schema";
import { vehicleName } from "@club/domain/vehicle-name.rules";

/** The car a judge is to score, by name; an entry whose car the server did not name, by its number. */
export function assignedCar(assignment: JudgingAssignment): string {
  return assignment.vehicle ? vehicleName(assignment.vehicle) : `Entry ${assignment.entryId}`;
}

/** The class a car is shown in, as the sheet and the list head it. */
export function assignedClass(assignment: Pick<JudgingAssignment, "classCode" | "className">): string {
  return `Class ${assignment.classCode}: ${assignment.className}`;
}

/** Points as a score sheet reads them, to a tenth: half points added up never show a binary fraction's tail. */
export function formatPoints(points: number): string {
  return String(Math.round(points * 10) / 10);
}
