import { Button, Group } from "@mantine/core";
import { useStepBack } from "../wizard/use-step-history.ts";

interface WizardButtonsProps {
  /** Step 1 cancels (the join returns to the login page, the renewal to member info); the others go Back. */
  backLabel?: "Back" | "Cancel";
  onBack: () => void;
  backDisabled?: boolean;
  primaryLabel?: string;
  primaryDisabled?: boolean;
  primaryLoading?: boolean;
}

/** The footer of every step: Back or Cancel, then the submit button of the step's form. */
export function WizardButtons({
  backLabel = "Back",
  onBack,
  backDisabled = false,
  primaryLabel = "Continue",
  primaryDisabled = false,
  primaryLoading = false,
}: WizardButtonsProps) {
  // The browser's Back does what this Back does (Cancel only ever by the member's own click).
  useStepBack(backLabel === "Back" && !backDisabled ? onBack : null);
  return (
    <Group justify="space-between" mt="lg">
      <Button type="button" variant="outline" onClick={onBack} disabled={backDisabled}>
        {backLabel}
      </Button>
      <Button type="submit" disabled={primaryDisabled} loading={primaryLoading}>
        {primaryLabel}
      </Button>
    </Group>
  );
}
