import { Affix, Button } from "@mantine/core";
import { type RefObject, useEffect, useState } from "react";

/** Whether the page is scrolled more than a screen down; only a change re-renders, not every scroll. */
function useScrolledAScreenDown(): boolean {
  const [down, setDown] = useState(false);
  useEffect(() => {
    const check = () => setDown(window.scrollY > window.innerHeight);
    check();
    window.addEventListener("scroll", check, { passive: true });
    return () => window.removeEventListener("scroll", check);
  }, []);
  return down;
}

// Issue 25: a long list of results on a phone had no way back up. Once the member is a screen down, a button in
// the corner takes them (and the focus, for a keyboard or screen reader) back to the results' heading.
export function BackToTop({ target }: { target: RefObject<HTMLElement | null> }) {
  const down = useScrolledAScreenDown();
  if (!down) return null;
  return (
    <Affix position={{ bottom: 16, right: 16 }}>
      <Button
        type="button"
        size="md"
        mih={44}
        leftSection={<span aria-hidden>↑</span>}
        onClick={() => {
          target.current?.scrollIntoView({ block: "start" });
          target.current?.focus({ preventScroll: true });
        }}
      >
        Back to top
      </Button>
    </Affix>
  );
}
