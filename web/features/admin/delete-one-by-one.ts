import type { AdminService } from "../../../contracts/admin.ts";
import { ApiError, api } from "../../app/api-client.ts";

/**
 * Deletes what a series or a weekly run holds, one at a time: each is refused (and kept) on its
 * own if it changed meanwhile (a family asked for the slot, a colleague moved the service). Answers
 * the ids gone, those someone else deleted meanwhile with them, and the refusals, whose messages
 * say why.
 */
export async function deleteOneByOne(
  ids: readonly string[],
  pathOf: (id: string) => string,
  /** Told how many have been tried, after each: a long run shows how far it has come. */
  onEach?: (done: number) => void,
) {
  const deleted = new Set<string>();
  const refused: unknown[] = [];
  for (const [index, id] of ids.entries()) {
    onEach?.(index);
    try {
      await api(pathOf(id), { method: "DELETE" });
      deleted.add(id);
    } catch (error) {
      // Gone already is what was asked.
      if (error instanceof ApiError && error.status === 404) deleted.add(id);
      else refused.push(error);
    }
  }
  return { deleted, refused };
}

/**
 * Where each of these services is deleted as it was read (ADR 039): one a colleague changed since
 * is refused rather than deleted unseen.
 */
export function serviceDeletePaths(services: readonly AdminService[]) {
  const readAt = new Map(services.map((service) => [service.id, service.updatedAt]));
  return (id: string) => `/api/services/${id}?updatedAt=${encodeURIComponent(readAt.get(id) ?? "")}`;
}
