import type { OfficeAction } from "@club/domain/office-policies.schema";
import { Text } from "@mantine/core";
import type { ReactNode } from "react";
import { PageTitle } from "../components/page-title.tsx";
import { useOfficePolicy } from "./use-office-session.ts";

interface AdministratorsOnlyProps {
  /** The club-level action the page is for. */
  action: OfficeAction;
  title: string;
  /** Who can, in one line, for an account whose policies do not allow the action. */
  reason: string;
  children: ReactNode;
}

/**
 * An administrators' page (issue 23): its content where the session's policies allow its action; otherwise, for an
 * account that opened it by its address, a line saying who can, and no call the server would refuse. The office's
 * frame has the session before any page shows, so nothing is shown while it is not known.
 */
export function AdministratorsOnly({ action, title, reason, children }: AdministratorsOnlyProps) {
  const allowed = useOfficePolicy(action);
  if (allowed === undefined) return null;
  if (allowed) return children;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <Text>{reason}</Text>
    </>
  );
}
