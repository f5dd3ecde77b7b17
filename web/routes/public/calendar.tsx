import { useLanguage } from "../../app/use-language.ts";
import { parishContent } from "../../content/parish.ts";
import {
  LazyMonthCalendar as MonthCalendar,
  LazySubscribeButton as SubscribeButton,
} from "../../features/programme/lazy-widgets.tsx";
import { publicPageMeta } from "../../features/public/meta.ts";
import { PageHeading } from "../../features/public/page-hero.tsx";
import type { Route } from "./+types/calendar";

export const meta: Route.MetaFunction = ({ params }) => publicPageMeta("calendar", params.lang);

export default function CalendarPage() {
  const language = useLanguage();
  const { calendar } = parishContent[language];
  return (
    <div className="mx-auto max-w-6xl px-2 py-10 sm:px-4">
      <div className="mb-6 flex flex-wrap items-end justify-between gap-4 px-2 sm:px-0">
        <div>
          <PageHeading>{calendar.heading}</PageHeading>
          <p className="mt-3 text-neutral-800">{calendar.intro}</p>
        </div>
        <SubscribeButton />
      </div>
      <MonthCalendar />
    </div>
  );
}
