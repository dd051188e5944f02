import type { OfficeSession } from "@club/domain/office.schema";
import { Stack } from "@mantine/core";
import { useQueryClient } from "@tanstack/react-query";
import { useState } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import { queryKeys } from "../../../api/query-keys.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { useOfficeSession } from "../../../office-kit/use-office-session.ts";
import { EnrolSteps } from "../components/two-factor/enrol-steps.tsx";
import { PasskeyStep } from "../components/two-factor/passkey-step.tsx";
import { VerifyStep } from "../components/two-factor/verify-step.tsx";
import { officeReturnPath, wasRefused } from "../form/office-return-path.ts";

// Issue 13: the office's second sign-in step. An account without the app set up enrols (QR code, first code,
// recovery codes); one set up proves this session with a code. Issue 43: an account with a passkey may use it instead. Then on to the page the user was going to.
export function OfficeTwoFactorPage() {
  const session = useOfficeSession();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const { state } = useLocation();
  const target = officeReturnPath(state);
  // Once started, enrolment runs to its end here, even when the session reloads as enrolled meanwhile (the
  // recovery codes must not vanish before they are saved).
  const [enrolling, setEnrolling] = useState(false);

  if (!session.data) return null;
  const { enrolled, verified } = session.data.twoFactor;
  const verifying = enrolled && !enrolling;
  if (verified && !enrolling && !wasRefused(state)) return <Navigate to={target} replace />;

  function finishEnrolment() {
    queryClient.setQueryData<OfficeSession>(queryKeys.officeSession, (current) =>
      current ? { ...current, twoFactor: { ...current.twoFactor, enrolled: true, verified: true } } : current,
    );
    void queryClient.invalidateQueries({ queryKey: queryKeys.officeSession });
    void navigate(target, { replace: true });
  }

  return (
    <Stack gap="md" maw={760}>
      <PageTitle>
        {enrolled && !enrolling ? "Second sign-in step" : "Set up the second sign-in step"}
      </PageTitle>
      {enrolling ? null : <PasskeyStep onVerified={() => void navigate(target, { replace: true })} />}
      {verifying ? (
        <VerifyStep onVerified={() => void navigate(target, { replace: true })} />
      ) : (
        <EnrolSteps onStarted={() => setEnrolling(true)} onDone={finishEnrolment} />
      )}
    </Stack>
  );
}
