import { listingRemovalInputSchema, type OfficeListingRow } from "@club/domain/listing.schema";
import { type ReasonDecision, ReasonDecisionDialog } from "../../../office-kit/reason-decision-dialog.tsx";

const removal = (listing: OfficeListingRow): ReasonDecision => ({
  title: "Remove this listing?",
  subject: `${listing.title}, listed by ${listing.seller.name}`,
  formLabel: "Reason for removing",
  reason: {
    label: "Reason",
    description: "The seller is e-mailed this reason and reads it on their listing.",
    required: true,
    schema: listingRemovalInputSchema,
  },
  confirmStep: {
    question: `Remove "${listing.title}" from the marketplace?`,
    explanation:
      "Members no longer see it, and its reports are closed with it; it cannot be put back. The seller is e-mailed this reason:",
  },
  confirmLabel: "Remove listing",
  danger: true,
});

interface RemoveDialogProps {
  /** The listing to remove; null keeps the dialog closed. */
  listing: OfficeListingRow | null;
  pending: boolean;
  /** Sends the removal; a refusal (a blank reason, a closed listing) comes back to the reason as typed. */
  onConfirm: (listing: OfficeListingRow, reason: string) => Promise<unknown>;
  onClose: () => void;
}

/** Remove… (issue 44): the reason first, required, then the question over it before anything is done. */
export function RemoveDialog({ listing, pending, onConfirm, onClose }: RemoveDialogProps) {
  return (
    <ReasonDecisionDialog
      item={listing}
      decisionFor={removal}
      pending={pending}
      onConfirm={onConfirm}
      onClose={onClose}
    />
  );
}
