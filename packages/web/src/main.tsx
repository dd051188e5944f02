import "./app/mantine-styles.css";
import "./app/global.css";
import { installZodWords } from "@club/domain/zod-words";
import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app.tsx";
import { reloadOnStaleCode } from "./lib/reload-on-stale-code.ts";

// Issue 40: what the forms check early reads as the server's answer does, in words.
installZodWords();

// spec §1: public/unsupported-browser.js marks Internet Explorer and writes its message instead.
const root = document.getElementById("root");
if (root && !document.documentElement.hasAttribute("data-unsupported-browser")) {
  reloadOnStaleCode();
  createRoot(root).render(
    <StrictMode>
      <App />
    </StrictMode>,
  );
}
