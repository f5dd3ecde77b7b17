import type { RefObject } from "react";
import { Dialog, Heading, Popover } from "react-aria-components";
import { useTranslation } from "react-i18next";
import { calendarFeeds, siteUrl } from "../../app/seo.ts";
import { useLanguage } from "../../app/use-language.ts";
import { AriaLanguage } from "../../components/ui/aria-language.tsx";

const webcal = (url: string) => url.replace(/^https?:\/\//, "webcal://");

/**
 * The programme and feasts feeds, with webcal: links for calendar apps and plain links to copy:
 * the popover of the Subscribe button (lazy-widgets.tsx), which stays on the page without it.
 */
export function SubscribePopover({
  triggerRef,
  isOpen,
  onOpenChange,
}: {
  triggerRef: RefObject<HTMLButtonElement | null>;
  isOpen: boolean;
  onOpenChange(open: boolean): void;
}) {
  const { t } = useTranslation();
  const language = useLanguage();
  // The server the page came from serves the feeds: its address, not the one the build was told.
  const origin = typeof window === "undefined" ? siteUrl : window.location.origin;
  const feeds = calendarFeeds(language).map(({ key, path }) => ({ label: t(key), url: `${origin}${path}` }));
  return (
    <AriaLanguage>
      <Popover
        triggerRef={triggerRef}
        isOpen={isOpen}
        onOpenChange={onOpenChange}
        placement="bottom end"
        className="w-[min(24rem,calc(100vw-2rem))] rounded-lg border border-neutral-200 bg-white shadow-xl"
      >
        <Dialog className="p-4 outline-none" data-testid="subscribe-dialog">
          <Heading slot="title" className="font-serif text-lg font-semibold text-byzantine-900">
            {t("programme.subscribe.title")}
          </Heading>
          <p className="mt-1 text-sm text-neutral-700">{t("programme.subscribe.intro")}</p>
          <ul className="mt-3 space-y-3">
            {feeds.map((feed) => (
              <li key={feed.url}>
                <p className="text-sm font-semibold">{feed.label}</p>
                <a
                  className="text-sm text-byzantine-700 underline underline-offset-4"
                  href={webcal(feed.url)}
                >
                  {t("programme.subscribe.openInApp")}
                </a>
                <p className="mt-1 break-all text-xs text-neutral-700">
                  <span className="sr-only">{t("programme.subscribe.link")}: </span>
                  <a href={feed.url} className="underline">
                    {feed.url}
                  </a>
                </p>
              </li>
            ))}
          </ul>
        </Dialog>
      </Popover>
    </AriaLanguage>
  );
}
