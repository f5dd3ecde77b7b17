import { useSyncExternalStore } from "react";

const subscribe = () => () => {};

/**
 * False while a page is pre-rendered and while the browser hydrates it, true from the render
 * right after: for parts that must look in the pre-rendered HTML exactly as before they start
 * (a placeholder) and only then load and render their code.
 */
export function useHydrated() {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
