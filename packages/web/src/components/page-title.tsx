import { Title } from "@mantine/core";
import { useDocumentTitle } from "../lib/use-document-title.ts";

/** The one h1 of a page; it also names the browser tab. */
export function PageTitle({ children }: { children: string }) {
  useDocumentTitle(children);
  return (
    <Title order={1} mb="lg">
      {children}
    </Title>
  );
}
