import type { OfficeMemberRecord } from "@club/domain/office.schema";
import type { ConsentEvent } from "@club/domain/privacy.schema";
import { formatMoment, noValue } from "../../../../office-kit/office-format.ts";
import { OfficeSection } from "../../../../office-kit/office-section.tsx";
import { QueryState } from "../../../../office-kit/query-state.tsx";
import { useMemberConsents } from "../../api/use-member-consents.ts";
import { consentChoiceWords, consentKindWords, consentWayWords } from "../../format/consent-words.ts";
import { RecordTable } from "./simple-tabs.tsx";

// Issue 30: every choice the member made (or the office recorded for them) of who sees what and what mail they
// take, newest first: what the office answers when a member asks "when did I agree to that?".
export function ConsentsTab({ record }: { record: OfficeMemberRecord }) {
  const consents = useMemberConsents(record.profile.id);
  return (
    <OfficeSection title="Consents">
      <QueryState query={consents} loading="Loading the consents…" />
      {consents.data ? (
        <RecordTable<ConsentEvent>
          label="Consents of this member"
          rows={consents.data}
          rowKey={(event, index) => `${event.at}-${event.kind}-${index}`}
          empty="No consents recorded yet."
          columns={[
            { label: "What", value: consentKindWords },
            { label: "Choice", value: consentChoiceWords },
            { label: "How", value: consentWayWords },
            { label: "By", value: (event) => event.actor ?? noValue },
            { label: "When", value: (event) => formatMoment(event.at) },
          ]}
        />
      ) : null}
    </OfficeSection>
  );
}
