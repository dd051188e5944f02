import { Box, Button } from "@mantine/core";
import { useEffect, useRef } from "react";

interface ShowMoreResultsProps {
  /** How many results are shown: each step watches the end of the list afresh. */
  shown: number;
  /** The end of the list came near the screen as the member scrolled. */
  onScrolledNear: () => void;
  /** The button was pressed (a keyboard or a screen reader, which do not scroll to the end). */
  onPress: () => void;
}

/** How far below the screen the end of the list shows the next results, so scrolling seldom has to wait. */
const nearScreen = "0px 0px 600px 0px";

// Issue 25: the next results come when the end of the list nears the screen; the button does the same for those
// who move through the page by keyboard or screen reader.
export function ShowMoreResults({ shown, onScrolledNear, onPress }: ShowMoreResultsProps) {
  const end = useRef<HTMLDivElement>(null);
  const scrolledNear = useRef(onScrolledNear);
  scrolledNear.current = onScrolledNear;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer after each step reports at once whether the end is still near
  useEffect(() => {
    const target = end.current;
    if (!target || typeof IntersectionObserver === "undefined") return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) scrolledNear.current();
      },
      { rootMargin: nearScreen },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [shown]);

  return (
    <>
      <Box ref={end} aria-hidden h={1} />
      <Button type="button" variant="outline" size="md" mih={44} fullWidth onClick={onPress}>
        Show more results
      </Button>
    </>
  );
}
