import { useEffect, useState } from "react";

/**
 * Moves the keyboard focus, once React has drawn the change, to the element with the given id.
 * For a button that takes itself away (Book, Edit details, Save changes, a confirmed Cancel):
 * the focus would fall to <body> and a screen reader would say nothing of what happened. A target
 * that is not a control needs tabIndex={-1}.
 */
export function useFocusAfterRender(): (id: string) => void {
  const [target, setTarget] = useState<string>();
  useEffect(() => {
    if (!target) return;
    document.getElementById(target)?.focus();
    setTarget(undefined);
  }, [target]);
  return setTarget;
}
