import { lazy, type ReactNode, Suspense } from "react";
import { useMembershipDetails } from "../../api/use-membership-details.ts";
import { PageTitle } from "../../components/page-title.tsx";

// Loaded only when a member is refused: the first script (the login page's, within its 150 KB) does without it.
const MembershipRequired = lazy(async () => ({
  default: (await import("../../components/membership-required.tsx")).MembershipRequired,
}));

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
      <Suspense fallback={null}>
        <MembershipRequired standing={data.standing} />
      </Suspense>
    </>
  );
}
