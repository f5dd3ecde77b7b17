import { type ComponentProps, lazy, Suspense, useRef, useState } from "react";
import { useTranslation } from "react-i18next";
import { useHydrated } from "../../app/use-hydrated.ts";
import { CalendarIcon } from "./bits.tsx";
import type { ServiceModal as ServiceModalType } from "./service-modal.tsx";
import { CalendarSkeleton, ListSkeleton } from "./skeletons.tsx";

// The dialog library is loaded when someone opens an event or the subscribe menu, not with the
// page: the programme stays readable and light on a phone's first visit.
const ServiceModal = lazy(() => import("./service-modal.tsx").then((m) => ({ default: m.ServiceModal })));
const loadSubscribe = () => import("./subscribe.tsx");
const SubscribePopover = lazy(() => loadSubscribe().then((m) => ({ default: m.SubscribePopover })));

// The month grid and the list show a skeleton until the browser knows today's date in London, so
// their code (with date-fns and the liturgical calendar) is not needed for the first paint. The
// pre-rendered page holds the skeleton itself, not the components: hydrating them there (they
// would be pre-rendered whole now that pages are not streamed) made one long task of the grid,
// where a render after hydration is split up (/el/programme TBT 138 -> 268 ms, back with this).
const MonthCalendar = lazy(() => import("./month-calendar.tsx").then((m) => ({ default: m.MonthCalendar })));
const ServiceList = lazy(() => import("./service-list.tsx").then((m) => ({ default: m.ServiceList })));

export function LazyMonthCalendar() {
  const hydrated = useHydrated();
  if (!hydrated) return <CalendarSkeleton />;
  return (
    <Suspense fallback={<CalendarSkeleton />}>
      <MonthCalendar />
    </Suspense>
  );
}

export function LazyServiceList() {
  const hydrated = useHydrated();
  if (!hydrated) return <ListSkeleton />;
  return (
    <Suspense fallback={<ListSkeleton />}>
      <ServiceList />
    </Suspense>
  );
}

export function LazyServiceModal(props: ComponentProps<typeof ServiceModalType>) {
  if (props.entry === null) return null;
  return (
    <Suspense fallback={null}>
      <ServiceModal {...props} />
    </Suspense>
  );
}

/**
 * The Subscribe button is plain HTML, in the pre-rendered page too; its popover (and react-aria
 * with it) is fetched when a pointer or the keyboard comes to the button, and shown on press.
 * Loading it with the page cost the programme and calendar 50 KB of script on the main thread
 * right after hydration, for a menu few visitors open.
 */
export function LazySubscribeButton() {
  const { t } = useTranslation();
  const trigger = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const prefetch = () => void loadSubscribe();
  return (
    <>
      <button
        ref={trigger}
        type="button"
        aria-haspopup="dialog"
        aria-expanded={open}
        data-needs-script
        onPointerEnter={prefetch}
        onFocus={prefetch}
        onClick={() => {
          setUsed(true);
          setOpen((current) => !current);
        }}
        className="inline-flex items-center gap-2 rounded-md bg-byzantine-700 px-4 py-2 text-sm font-semibold text-white hover:bg-byzantine-800"
      >
        <CalendarIcon />
        {t("programme.subscribe.button")}
      </button>
      {used && (
        <Suspense fallback={null}>
          <SubscribePopover triggerRef={trigger} isOpen={open} onOpenChange={setOpen} />
        </Suspense>
      )}
    </>
  );
}
