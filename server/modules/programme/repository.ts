import { and, asc, eq, gte, inArray, lt, ne, or, sql } from "drizzle-orm";
import { type Executor, lockUntilCommit } from "../../db/client.ts";
import { services } from "../../db/schema.ts";

export type ServiceRow = typeof services.$inferSelect;
export type NewService = Pick<
  typeof services.$inferInsert,
  "startsAt" | "serviceEn" | "serviceEl" | "calendarEn" | "calendarEl" | "kind"
>;

/** Services starting in [from, to), earliest first. */
export function listServices(db: Executor, from: Date, to: Date): Promise<ServiceRow[]> {
  return db
    .select()
    .from(services)
    .where(and(gte(services.startsAt, from), lt(services.startsAt, to)))
    .orderBy(asc(services.startsAt), asc(services.id));
}

/**
 * Serialises adding and editing services until the transaction ends, so two office users adding
 * the same service at once cannot both pass the duplicate check (READ COMMITTED sees neither insert).
 */
export const lockProgramme = (tx: Executor) => lockUntilCommit(tx, "programme");

/** Services starting at exactly one of these instants. */
export function servicesStartingAt(db: Executor, instants: Date[]): Promise<ServiceRow[]> {
  return db.select().from(services).where(inArray(services.startsAt, instants));
}

export async function getService(db: Executor, id: string): Promise<ServiceRow | undefined> {
  const [row] = await db.select().from(services).where(eq(services.id, id));
  return row;
}

export async function insertService(db: Executor, values: NewService): Promise<ServiceRow> {
  const [row] = await db
    .insert(services)
    .values({ ...values, source: "admin" })
    .returning();
  if (!row) throw new Error("insert returned no row");
  return row;
}

export async function updateService(
  db: Executor,
  id: string,
  values: Partial<NewService>,
): Promise<ServiceRow | undefined> {
  // A move or another kind (another length) is a new version for calendar apps; new words are not.
  const { startsAt, kind } = values;
  const changed = [
    startsAt === undefined ? undefined : ne(services.startsAt, startsAt),
    kind === undefined ? undefined : ne(services.kind, kind),
  ].filter((condition) => condition !== undefined);
  const [row] = await db
    .update(services)
    .set({
      ...values,
      updatedAt: new Date(),
      ...(changed.length > 0
        ? {
            calendarSequence: sql`${services.calendarSequence} + (case when ${or(...changed)} then 1 else 0 end)`,
          }
        : {}),
    })
    .where(eq(services.id, id))
    .returning();
  return row;
}

/** True when a row was deleted. */
export async function deleteService(db: Executor, id: string): Promise<boolean> {
  const rows = await db.delete(services).where(eq(services.id, id)).returning({ id: services.id });
  return rows.length > 0;
}
