import { ConfirmInquiryPage } from "../../features/public-marketplace/pages/confirm-inquiry-page.tsx";
import { PublicListingPage } from "../../features/public-marketplace/pages/public-listing-page.tsx";
import { PublicListingsPage } from "../../features/public-marketplace/pages/public-listings-page.tsx";
import { RequirePublicMarketplace } from "../guards/require-public-marketplace.tsx";

// Issue 44: the public marketplace's pages behind their door (the club's setting), loaded with them: the first
// script (the login page's, within its 150 KB) holds neither.

export function ForSalePage() {
  return (
    <RequirePublicMarketplace>
      <PublicListingsPage />
    </RequirePublicMarketplace>
  );
}

export function ForSaleListingPage() {
  return (
    <RequirePublicMarketplace>
      <PublicListingPage />
    </RequirePublicMarketplace>
  );
}

export function ForSaleConfirmPage() {
  return (
    <RequirePublicMarketplace>
      <ConfirmInquiryPage />
    </RequirePublicMarketplace>
  );
}
