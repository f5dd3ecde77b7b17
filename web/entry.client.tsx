import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "../contracts/language.ts";
import { loadLanguage } from "./app/i18n.ts";

/** Hydrates once the page's strings are here, so the first render matches the pre-rendered HTML. */
async function start() {
  const prefix = window.location.pathname.split("/")[1];
  if (isLanguage(prefix)) await loadLanguage(prefix);
  startTransition(() => {
    hydrateRoot(
      document,
      <StrictMode>
        <HydratedRouter />
      </StrictMode>,
    );
  });
}

void start();
