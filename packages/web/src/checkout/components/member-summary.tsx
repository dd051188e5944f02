import type { ProfileFormInput } from "@club/domain/member.schema";
import { useCountries } from "../../api/use-countries.ts";
import { useSubdivisions } from "../../api/use-subdivisions.ts";
import { DetailList } from "../../components/detail-list.tsx";
import type { AssociateChoice } from "../wizard/wizard-state.ts";

/** The name of a code in a name → code map, or the code itself when the map is not loaded. */
function nameOf(map: Record<string, string> | undefined, code: string): string {
  return Object.entries(map ?? {}).find(([, value]) => value === code)?.[0] ?? code;
}

function joined(parts: (string | null | undefined)[], separator = " "): string {
  return parts
    .map((part) => part?.trim())
    .filter(Boolean)
    .join(separator);
}

interface MemberSummaryProps {
  basicInfo: ProfileFormInput;
  email: string;
  associate: AssociateChoice;
}

/** Who is joining or renewing: the review step's summary of the basic info, e-mail and associate. */
export function MemberSummary({ basicInfo: info, email, associate }: MemberSummaryProps) {
  const country = info.country ?? "";
  const countries = useCountries();
  const subdivisions = useSubdivisions(country);

  const rows = [
    { label: "Name", value: joined([info.prefix, info.firstName, info.lastName, info.suffix]) },
    {
      label: "Address",
      value: joined(
        [
          joined([info.addressLine1, info.addressLine2], ", "),
          joined([info.city, nameOf(subdivisions.data, info.state ?? ""), info.zipCode], ", "),
          nameOf(countries.data, country),
        ],
        ", ",
      ),
    },
    { label: "Email", value: email.trim() },
    ...(associate.register
      ? [{ label: "Associate", value: joined([associate.firstName, associate.lastName]) }]
      : []),
  ];

  return <DetailList rows={rows} />;
}
