import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "../contracts/language.ts";
import { loadLanguage, loadPageStrings } from "./app/i18n.ts";
import { pageStringsOf } from "./i18n/sections.ts";

/** Hydrates once the page's strings are here, so the first render matches the pre-rendered HTML. */
async function start() {
  const prefix = window.location.pathname.split("/")[1];
  const part = pageStringsOf(window.location.pathname);
  if (isLanguage(prefix)) await Promise.all([loadLanguage(prefix), part && loadPageStrings(prefix, part)]);
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
