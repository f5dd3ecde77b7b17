import { seedProgramme } from "../modules/programme/seed.ts";
import type { Db } from "./client.ts";

/** Sample parish content every fresh database starts with; safe to run on every start. */
export async function seedDatabase(db: Db, now = new Date()) {
  await seedProgramme(db, now);
}
