import type { ReactNode } from "react";
import { useMembershipDetails } from "../../api/use-membership-details.ts";
import { MembershipRequired } from "../../components/membership-required.tsx";
import { PageTitle } from "../../components/page-title.tsx";

/**
 * The directory is for members in good standing: membership details say where the member stands, so an unpaid
 * joiner or a lapsed member sees why and the way forward instead of the page. The server refuses the same
 * members (403 `membership`); such a refusal reloads membership details (query-client.ts), and so lands here.
 */
export function RequireGoodStanding({ title, children }: { title: string; children: ReactNode }) {
  const { data } = useMembershipDetails();
  if (!data) return null;
  if (data.standing === "active") return children;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <MembershipRequired standing={data.standing} />
    </>
  );
}
