import { Title } from "@mantine/core";
import { useEffect, useRef } from "react";
import { useDocumentTitle } from "../lib/use-document-title.ts";

// Issue 25: the tab's first page keeps the browser's own start (the skip link first). Every later page, and a
// wizard that takes a page's place, brings the focus to its heading when the control that led there went away
// and left it on nothing, so a screen reader starts at the new page and the keyboard at its top.
let firstPageShown = false;

function focusesOnArrival() {
  const arrived = firstPageShown;
  firstPageShown = true;
  const focusLeftOnNothing = document.activeElement === null || document.activeElement === document.body;
  return arrived && focusLeftOnNothing;
}

/** The one h1 of a page; it also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    if (focusesOnArrival()) heading.current?.focus();
  }, []);
  return (
    <Title order={1} mb="lg" ref={heading} tabIndex={-1} style={{ outlineOffset: 4 }}>
      {children}
    </Title>
  );
}
