import { StrictMode, startTransition } from "react";
import { hydrateRoot } from "react-dom/client";
import { HydratedRouter } from "react-router/dom";
import { isLanguage } from "../contracts/language.ts";
import { loadLanguage, loadPageStrings, pageStringsOf } from "./app/i18n.ts";

/** Hydrates once the page's strings are here, so the first render matches the pre-rendered HTML. */
async function start() {
  const [prefix, page] = window.location.pathname.split("/").slice(1);
  const part = pageStringsOf(page);
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
