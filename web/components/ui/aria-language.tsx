import type { ReactNode } from "react";
import { I18nProvider } from "react-aria-components";
import { useLanguage } from "../../app/use-language.ts";

/**
 * react-aria's own words (a combo box's "7 options available", the hidden button that closes a
 * popover or a dialog for a screen reader) and its date fields follow the page's language, not the
 * browser's. Around each part built with react-aria (the member pages, the account menu, the
 * dialogs and popovers of the public pages), not around every page: most public pages' first load
 * has no react-aria in it, and this would bring it there.
 */
export function AriaLanguage({ children }: { children: ReactNode }) {
  const language = useLanguage();
  return <I18nProvider locale={language === "el" ? "el-GR" : "en-GB"}>{children}</I18nProvider>;
}
