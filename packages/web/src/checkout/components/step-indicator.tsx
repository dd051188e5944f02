import { Box, Text, ThemeIcon, VisuallyHidden } from "@mantine/core";
import type { StepNumber } from "../wizard/wizard-state.ts";

interface StepIndicatorProps {
  current: StepNumber;
  names: readonly string[];
  /** Names the list for screen readers, e.g. "Steps to join". */
  label: string;
}

/** The seven steps, the current one marked for sight and for screen readers (aria-current). */
export function StepIndicator({ current, names, label }: StepIndicatorProps) {
  return (
    <Box
      component="ol"
      aria-label={label}
      p={0}
      m={0}
      style={{ listStyle: "none", display: "flex", flexWrap: "wrap", gap: "0.5rem 1.25rem" }}
    >
      {names.map((name, index) => {
        const step = index + 1;
        const state = step < current ? "done" : step === current ? "current" : "todo";
        return (
          <Box
            component="li"
            key={name}
            aria-current={state === "current" ? "step" : undefined}
            style={{ display: "flex", alignItems: "center", gap: "0.4rem" }}
          >
            <ThemeIcon
              size={28}
              radius="xl"
              variant={state === "todo" ? "outline" : "filled"}
              aria-hidden
              style={{ fontSize: "0.95rem", fontWeight: 700 }}
            >
              {state === "done" ? "✓" : step}
            </ThemeIcon>
            <Text fw={state === "current" ? 700 : 400} td={state === "current" ? "underline" : undefined}>
              {name}
              {state === "done" && <VisuallyHidden> (completed)</VisuallyHidden>}
            </Text>
          </Box>
        );
      })}
    </Box>
  );
}
