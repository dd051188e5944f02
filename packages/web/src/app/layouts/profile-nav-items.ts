// spec §2: the profile area's tabs; administrator entries only when membership details say so, and Judging only for
// a member on the judges' roster (issue 29).
export interface ProfileNavItem {
  label: string;
  to: string;
}

const memberItems: (ProfileNavItem & { judgesOnly?: true })[] = [
  { label: "Member Info", to: "/my-profile/member-info" },
  { label: "Membership Details", to: "/my-profile/membership-details" },
  { label: "My Vehicles", to: "/my-profile/my-vehicles" },
  { label: "My Events", to: "/my-profile/my-events" },
  { label: "Judging", to: "/my-profile/judging", judgesOnly: true },
  { label: "Search", to: "/my-profile/search" },
  // Issue 44: the marketplace has its own address, framed by the profile area.
  { label: "Marketplace", to: "/marketplace" },
  // Issue 46: the club's elections and votes.
  { label: "Elections", to: "/elections" },
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

/** What the member's own entries show of this member's roles. */
export interface ProfileRoles {
  isAdministrator: boolean;
  isJudge: boolean;
}

const ownItems = (isJudge: boolean) => memberItems.filter((item) => isJudge || !item.judgesOnly);

export function desktopTabItems({ isAdministrator, isJudge }: ProfileRoles): ProfileNavItem[] {
  return isAdministrator ? [...ownItems(isJudge), regionalAdministratorItem] : ownItems(isJudge);
}

export function mobileMenuItems({ isAdministrator, isJudge }: ProfileRoles): ProfileNavItem[] {
  return isAdministrator
    ? [...ownItems(isJudge), regionalAdministratorItem, administratorSearchItem]
    : ownItems(isJudge);
}
