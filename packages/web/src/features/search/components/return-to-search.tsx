import { Anchor } from "@mantine/core";
import { Link } from "react-router";

/** spec §2: the way back to the search that opened a detail page, which restores it (spec §4). */
export function ReturnToSearch({ to }: { to: string }) {
  return (
    <Anchor component={Link} to={to} mb="md" display="inline-block">
      Return to Search
    </Anchor>
  );
}
