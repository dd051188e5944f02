import type { ElectionSummary } from "@club/domain/election.schema";
import { DetailList } from "../../../components/detail-list.tsx";
import { formatDay } from "../../../office-kit/office-format.ts";

type Days = Pick<
  ElectionSummary,
  "recordOn" | "nominationsFrom" | "nominationsTo" | "votingFrom" | "votingTo"
>;

/** An election's days, in the club's date format (its calendar). */
export function electionDayRows(days: Days) {
  return [
    ...(days.nominationsFrom && days.nominationsTo
      ? [
          {
            label: "Nominations",
            value: `${formatDay(days.nominationsFrom)} to ${formatDay(days.nominationsTo)}`,
          },
        ]
      : []),
    { label: "Voting", value: `${formatDay(days.votingFrom)} to ${formatDay(days.votingTo)}` },
    { label: "Who may vote", value: `Members in good standing on ${formatDay(days.recordOn)}` },
  ];
}

export function ElectionDays({ days }: { days: Days }) {
  return <DetailList rows={electionDayRows(days)} />;
}
