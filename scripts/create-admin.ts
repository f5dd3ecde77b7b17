import { parseArgs } from "node:util";
import { AdminInputError, createOrPromoteAdmin } from "../server/modules/auth/admin-account.ts";
import { openConfigured } from "../server/open-configured.ts";

const usage = `Usage: npm run create-admin -- --email E [--password P] [--first-name F] [--last-name L]

The password is read from --password, else from ADMIN_PASSWORD, else from the first line piped
in (e.g. \`npm run create-admin -- --email E < file\`): a --password is visible to every user of the
machine in the process list while the command runs.

Creates a verified admin account, or promotes the existing account with that e-mail address to
admin (verified, with the given password). The password needs 12 to 64 characters with an
uppercase letter, a lowercase letter, a digit and a special character.
Uses DATABASE_URL (PostgreSQL) or DATA_DIR (the embedded database; stop the server first).`;

let values: { [key: string]: string | boolean | undefined };
try {
  ({ values } = parseArgs({
    options: {
      email: { type: "string" },
      password: { type: "string" },
      "first-name": { type: "string" },
      "last-name": { type: "string" },
      help: { type: "boolean", short: "h" },
    },
  }));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${usage}`);
  process.exit(2);
}
if (values.help) {
  console.info(usage);
  process.exit(0);
}
/** The first line piped in, or nothing when the input is a terminal (nobody would see a prompt). */
async function pipedLine(): Promise<string | undefined> {
  if (process.stdin.isTTY) return undefined;
  const chunks: Buffer[] = [];
  for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
  const line = Buffer.concat(chunks).toString("utf8").split(/\r?\n/)[0];
  return line || undefined;
}

const password =
  typeof values.password === "string" ? values.password : (process.env.ADMIN_PASSWORD ?? (await pipedLine()));
if (typeof values.email !== "string" || password === undefined) {
  console.error(`An --email and a password are required.\n\n${usage}`);
  process.exit(2);
}

const { database } = await openConfigured();
try {
  const outcome = await createOrPromoteAdmin(database.db, {
    email: values.email,
    password,
    firstName: typeof values["first-name"] === "string" ? values["first-name"] : "Parish",
    lastName: typeof values["last-name"] === "string" ? values["last-name"] : "Office",
  });
  console.info(
    outcome === "created"
      ? `Created the admin account ${values.email}.`
      : `Promoted ${values.email} to admin (verified, password replaced).`,
  );
} catch (error) {
  if (error instanceof AdminInputError) {
    console.error(`Refused:\n${error.message}`);
    process.exitCode = 2;
  } else {
    console.error(`Could not create the admin: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  }
} finally {
  await database.close();
}
