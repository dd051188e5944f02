// spec §2: the profile area's tabs; administrator entries only when membership details say so.
export interface ProfileNavItem {
  label: string;
  to: string;
}

const memberItems: ProfileNavItem[] = [
  { label: "Member Info", to: "/my-profile/member-info" },
  { label: "Membership Details", to: "/my-profile/membership-details" },
  { label: "My Vehicles", to: "/my-profile/my-vehicles" },
  { label: "My Events", to: "/my-profile/my-events" },
  { label: "Search", to: "/my-profile/search" },
  { label: "Member Resources", to: "/my-profile/member-resources" },
  { label: "Change Password", to: "/my-profile/change-password" },
];

const regionalAdministratorItem = {
  label: "Regional Administrator",
  to: "/my-profile/regional-administrator",
};
const administratorSearchItem = {
  label: "Regional Administrator Member Search",
  to: "/my-profile/regional-administrator-member-search",
};

export function desktopTabItems(isAdministrator: boolean): ProfileNavItem[] {
  return isAdministrator ? [...memberItems, regionalAdministratorItem] : memberItems;
}

export function mobileMenuItems(isAdministrator: boolean): ProfileNavItem[] {
  return isAdministrator ? [...memberItems, regionalAdministratorItem, administratorSearchItem] : memberItems;
}
