/**
 * Issue 46: an election's published results on its page. The results slice writes this component; until then the
 * page shows nothing in its place.
 */
export function ElectionResults(_props: { electionId: number }) {
  return null;
}
