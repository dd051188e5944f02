import type { JudgingAssignment } from "@club/domain/judging.schema";

export interface ClassGroup {
  classCode: string;
  className: string;
  assignments: JudgingAssignment[];
}

export interface EventGroup {
  eventId: number;
  eventTitle: string;
  classes: ClassGroup[];
}

/** The judge's cars by event, then by class, in the order the server lists them. */
export function groupAssignments(assignments: readonly JudgingAssignment[]): EventGroup[] {
  const events: EventGroup[] = [];
  for (const assignment of assignments) {
    let event = events.find((group) => group.eventId === assignment.eventId);
    if (!event) {
      event = { eventId: assignment.eventId, eventTitle: assignment.eventTitle, classes: [] };
      events.push(event);
    }
    let group = event.classes.find((candidate) => candidate.classCode === assignment.classCode);
    if (!group) {
      group = { classCode: assignment.classCode, className: assignment.className, assignments: [] };
      event.classes.push(group);
    }
    group.assignments.push(assignment);
  }
  return events;
}
