import type { MarketplaceSettings } from "@club/domain/marketplace-settings.schema";
import type { ClubSettings } from "@club/domain/office-settings.schema";

/** The marketplace's settings as the form holds them: numbers as typed, the fee in dollars (the API takes cents). */
export interface MarketplaceValues {
  enabled: boolean;
  listingDays: string;
  approval: MarketplaceSettings["approval"];
  maxActive: string;
  fee: string;
  public: boolean;
}

/** The settings form's values, shared by the page and its sections. */
export interface SettingsValues {
  renewalWindow: { startMonthDay: string; endMonthDay: string };
  convenienceFeePercent: string;
  contact: { officeEmail: string; officePhone: string; contactUrl: string; officeAddress: string };
  judgesNamedOnSheets: boolean;
  clubTimeZone: string;
  onlineFeeTo: ClubSettings["onlineFeeTo"];
  joinWithoutPassword: boolean;
  marketplace: MarketplaceValues;
}
