// PostgreSQL's SQLSTATE for a row a unique index refuses (Appendix A of its manual).
const uniqueViolation = "23505";

/**
 * The unique index a failed write broke, or undefined when that is not why it failed. Drizzle wraps the driver's
 * error (node-postgres or PGlite, both carrying `code` and `constraint`) as its `cause`.
 */
export function brokenUniqueIndex(error: unknown): string | undefined {
  for (const candidate of [error, (error as { cause?: unknown } | null)?.cause]) {
    const { code, constraint } = (candidate ?? {}) as { code?: unknown; constraint?: unknown };
    if (code === uniqueViolation) return typeof constraint === "string" ? constraint : "";
  }
  return undefined;
}

// PostgreSQL's SQLSTATEs for a row a foreign key still points at, or one it points at that is missing: 23503 for
// NO ACTION keys and missing rows, 23001 (restrict_violation) for a key declared ON DELETE RESTRICT, checked at once.
const foreignKeyViolations = new Set(["23503", "23001"]);

/** The write failed because a foreign key refused it (issue 39: a car's history holds the car). */
export function brokenForeignKey(error: unknown): boolean {
  return [error, (error as { cause?: unknown } | null)?.cause].some((candidate) =>
    foreignKeyViolations.has((candidate as { code?: unknown } | null)?.code as string),
  );
}
