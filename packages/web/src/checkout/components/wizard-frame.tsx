import { Paper, Stack, Text, Title } from "@mantine/core";
import { type ReactNode, useEffect, useRef } from "react";
import type { StepNumber } from "../wizard/wizard-state.ts";
import { StepIndicator } from "./step-indicator.tsx";

interface WizardFrameProps {
  step: StepNumber;
  stepNames: readonly string[];
  /** Names the step list for screen readers, e.g. "Steps to join". */
  stepsLabel: string;
  children: ReactNode;
}

/** The frame of a seven-step wizard (join or renewal): the step list, then the current step under its heading. */
export function WizardFrame({ step, stepNames, stepsLabel, children }: WizardFrameProps) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);

  // Focus follows a step change to the new step's heading (not on the first render).
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    headingRef.current?.focus();
  }, [step]);

  return (
    <Stack gap="lg">
      <StepIndicator current={step} names={stepNames} label={stepsLabel} />
      <Paper withBorder p={{ base: "md", sm: "lg" }}>
        <Text size="sm" mb={4}>{`Step ${step} of ${stepNames.length}`}</Text>
        <Title order={2} mb="md" ref={headingRef} tabIndex={-1} style={{ outlineOffset: 4 }}>
          {stepNames[step - 1]}
        </Title>
        {/* Each step remounts with its saved values, so Back and Continue never lose what was typed. */}
        <div key={step}>{children}</div>
      </Paper>
    </Stack>
  );
}
