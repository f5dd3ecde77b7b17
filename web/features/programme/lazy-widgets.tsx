import { type ComponentProps, lazy, Suspense } from "react";
import type { ServiceModal as ServiceModalType } from "./service-modal.tsx";

// The dialog library is loaded when someone opens an event or the subscribe menu, not with the
// page: the programme stays readable and light on a phone's first visit.
const ServiceModal = lazy(() => import("./service-modal.tsx").then((m) => ({ default: m.ServiceModal })));
const Subscribe = lazy(() => import("./subscribe.tsx").then((m) => ({ default: m.SubscribeButton })));

export function LazyServiceModal(props: ComponentProps<typeof ServiceModalType>) {
  if (props.entry === null) return null;
  return (
    <Suspense fallback={null}>
      <ServiceModal {...props} />
    </Suspense>
  );
}

export function LazySubscribeButton() {
  return (
    <Suspense fallback={<span className="inline-block h-10 w-32" aria-hidden="true" />}>
      <Subscribe />
    </Suspense>
  );
}
