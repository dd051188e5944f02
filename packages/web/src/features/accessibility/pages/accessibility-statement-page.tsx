import type { AccessibilityResults } from "@club/domain/accessibility-results";
import generatedResults from "../../../generated/accessibility-results.json";
import { AccessibilityStatement } from "../components/accessibility-statement.tsx";

// Issue 30: the results are read when the app is built, so the statement says what the last end-to-end run found.
// Typed here, not cast: a file that no longer has the shape fails the type check.
const recordedResults: AccessibilityResults = generatedResults;

export function AccessibilityStatementPage() {
  return <AccessibilityStatement results={recordedResults} />;
}
