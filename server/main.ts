import { buildApp } from "./app.ts";
import { currentMigration } from "./db/backup.ts";
import { seedDatabase } from "./db/seed.ts";
import { openConfigured } from "./open-configured.ts";
import { startFailure } from "./start-failure.ts";

async function main() {
  const { config, database } = await openConfigured();
  await seedDatabase(database.db);
  const app = await buildApp({ config, database });
  app.startWorkers();

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "shutting down: finishing in-flight requests");
    const timer = setTimeout(() => {
      app.log.error("shutdown timed out; exiting");
      process.exit(1);
    }, 15_000);
    timer.unref();
    try {
      await app.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, "error during shutdown");
      process.exit(1);
    }
  };
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
  process.on("SIGINT", () => void shutdown("SIGINT"));

  await app.listen({ port: config.port, host: config.host });
  // The migration it is at, so `journalctl -u parish` shows an update's migrations have run.
  const { tag: migration } = await currentMigration(database.db);
  app.log.info(
    { database: database.location, migration },
    `Parish website on ${config.publicUrl} (${database.kind} database in ${database.location}, migration ${migration})`,
  );
  // A relative DATA_DIR is read from the directory the server is started in: started elsewhere
  // (a service without its working directory), it makes a new, empty database there.
  if (database.created)
    app.log.warn(
      { database: database.location },
      `A new, empty database was created in ${database.location}: the first start with this DATA_DIR. If the parish's data should already be there, stop the server and set DATA_DIR to its directory (a relative path is read from where the server is started).`,
    );
}

main().catch((error) => {
  console.error(startFailure(error));
  process.exit(1);
});
