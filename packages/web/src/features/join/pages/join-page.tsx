import { Grid } from "@mantine/core";
import { PageTitle } from "../../../components/page-title.tsx";
import { useSiteConfig } from "../../../lib/site-config-context.tsx";
import { JoinSidePanel } from "../components/join-side-panel.tsx";
import { JoinWizard } from "../components/join-wizard.tsx";

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
