import { formatCents } from "@club/domain/money";
import type { AuditEntry } from "@club/domain/office.schema";
import { humanize } from "./office-format.ts";

// The audit trail keeps each change's before and after as JSON (issue 13); the office reads them as lines of
// words: "Email: ann@old.example → ann@new.example".

export interface AuditChange {
  field: string;
  label: string;
  /** Undefined when the entry has no "before" for this field (something created). */
  before?: string;
  /** Undefined when the entry has no "after" for this field (something removed). */
  after?: string;
}

/** Amounts in the trail are cents, like everywhere on the wire; their names say so. */
const moneyField = /(amount|total|cost|fee|refunded)$/i;

export function readableValue(field: string, value: unknown): string {
  if (value === null || value === undefined || value === "") return "(empty)";
  if (typeof value === "boolean") return value ? "Yes" : "No";
  if (typeof value === "number") return moneyField.test(field) ? formatCents(value) : String(value);
  if (typeof value === "string") return value;
  if (Array.isArray(value))
    return value.length === 0 ? "(none)" : value.map((item) => readableValue(field, item)).join(", ");
  if (typeof value === "object") {
    return Object.entries(value as Record<string, unknown>)
      .map(([key, inner]) => `${humanize(key)}: ${readableValue(key, inner)}`)
      .join("; ");
  }
  return String(value);
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

/** The fields an entry changed (or set, or removed), in the order the entry names them. */
export function auditChanges(entry: Pick<AuditEntry, "before" | "after">): AuditChange[] {
  const before = entry.before ?? {};
  const after = entry.after ?? {};
  const fields = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return fields
    .filter((field) => !(field in before && field in after && same(before[field], after[field])))
    .map((field) => ({
      field,
      label: humanize(field),
      ...(entry.before && field in before ? { before: readableValue(field, before[field]) } : {}),
      ...(entry.after && field in after ? { after: readableValue(field, after[field]) } : {}),
    }));
}

/** One change as a line: "Email: a → b", "Text: the note" (set), "Plan: Active (removed)". */
export function changeLine(change: AuditChange): string {
  if (change.before !== undefined && change.after !== undefined) {
    return `${change.label}: ${change.before} → ${change.after}`;
  }
  if (change.after !== undefined) return `${change.label}: ${change.after}`;
  return `${change.label}: ${change.before} (removed)`;
}
