import { Tabs } from "@mantine/core";
import type { ReactNode } from "react";
import { useNavigate } from "react-router";

type SearchKind = "member" | "vehicle";

// spec §2: two tabs, MEMBER SEARCH and VEHICLE SEARCH; each tab is its own route.
export function SearchTabs({ active, children }: { active: SearchKind; children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <Tabs
      value={active}
      onChange={(value) => {
        if (value && value !== active) void navigate(`/my-profile/search/${value}`);
      }}
    >
      <Tabs.List mb="lg">
        <Tabs.Tab value="member" fw={700}>
          MEMBER SEARCH
        </Tabs.Tab>
        <Tabs.Tab value="vehicle" fw={700}>
          VEHICLE SEARCH
        </Tabs.Tab>
      </Tabs.List>
      <Tabs.Panel value="member">{active === "member" ? children : null}</Tabs.Panel>
      <Tabs.Panel value="vehicle">{active === "vehicle" ? children : null}</Tabs.Panel>
    </Tabs>
  );
}
