import { ApiError, api } from "../../app/api-client.ts";

/**
 * Deletes what a series just made, one at a time: each is refused (and kept) on its own if it
 * changed meanwhile (a family asked for the slot). Answers the ids gone, those someone else
 * deleted meanwhile with them.
 */
export async function deleteOneByOne(
  ids: readonly string[],
  pathOf: (id: string) => string,
  /** Told how many have been tried, after each: a long run shows how far it has come. */
  onEach?: (done: number) => void,
) {
  const deleted = new Set<string>();
  for (const [index, id] of ids.entries()) {
    onEach?.(index);
    try {
      await api(pathOf(id), { method: "DELETE" });
      deleted.add(id);
    } catch (error) {
      // Kept, and counted as such by the caller; gone already is what was asked.
      if (error instanceof ApiError && error.status === 404) deleted.add(id);
    }
  }
  return deleted;
}
