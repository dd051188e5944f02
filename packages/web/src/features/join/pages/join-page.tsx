import { Grid } from "@mantine/core";
import type { QueryClient } from "@tanstack/react-query";
import { countriesQuery } from "../../../api/use-countries.ts";
import { nationalPlansQuery } from "../../../api/use-national-plans.ts";
import { subdivisionsQuery } from "../../../api/use-subdivisions.ts";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { JoinSidePanel } from "../components/join-side-panel.tsx";
import { JoinWizard } from "../components/join-wizard.tsx";
import { initialJoinWizardState } from "../wizard/join-wizard-state.ts";

/** The first step's lists, asked for beside the page's code rather than once it has rendered (app/lazy-page.tsx). */
export function prefetch(queryClient: QueryClient) {
  void queryClient.prefetchQuery(countriesQuery);
  void queryClient.prefetchQuery(subdivisionsQuery(initialJoinWizardState.basicInfo.country));
  void queryClient.prefetchQuery(nationalPlansQuery);
}

// spec §2: the join wizard with its side panel of links (beside it on desktop, below it on phones).
export function JoinPage() {
  const config = useSiteConfig();
  return (
    <>
      <PageTitle>{`Join the ${config.clubShortName}`}</PageTitle>
      <Grid gap="xl">
        <Grid.Col span={{ base: 12, lg: 8 }}>
          <JoinWizard />
        </Grid.Col>
        <Grid.Col span={{ base: 12, lg: 4 }}>
          <JoinSidePanel />
        </Grid.Col>
      </Grid>
    </>
  );
}
