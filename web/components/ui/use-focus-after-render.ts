import { useEffect, useState } from "react";

/**
 * Moves the keyboard focus, once React has drawn the change, to the element with the given id.
 * For a button that takes itself away (Book, Edit details, Save changes, a confirmed Cancel):
 * the focus would fall to <body> and a screen reader would say nothing of what happened. A target
 * that is not a control needs tabIndex={-1}. Given several ids, the first still on the page: a
 * list that may have gone with the change, then what follows it.
 */
export function useFocusAfterRender(): (id: string | readonly string[]) => void {
  const [target, setTarget] = useState<string | readonly string[]>();
  useEffect(() => {
    if (!target) return;
    const ids = typeof target === "string" ? [target] : target;
    ids
      .map((id) => document.getElementById(id))
      .find((element) => element !== null)
      ?.focus();
    setTarget(undefined);
  }, [target]);
  return setTarget;
}
