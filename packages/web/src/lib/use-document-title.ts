import { useEffect } from "react";
import { useSiteConfig } from "./site-config-context.tsx";

/** Names the browser tab after the page, then the club. */
export function useDocumentTitle(title: string): void {
  const { clubName } = useSiteConfig();
  useEffect(() => {
    document.title = `${title} | ${clubName}`;
  }, [title, clubName]);
}
