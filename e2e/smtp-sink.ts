import { mkdirSync, renameSync, writeFileSync } from "node:fs";
import path from "node:path";
import { SMTPServer } from "smtp-server";

export type StoredMail = { to: string[]; from: string; raw: string; receivedAt: string };

/** The local part a test gives an address that does not exist: the sink refuses it as a real server would. */
export const bouncingPrefix = "bounce-";

/**
 * An SMTP server for the tests: writes each mail it accepts as JSON into `dir`, and refuses an
 * address beginning `bounce-` (550 5.1.1, no such mailbox).
 */
export async function startSmtpSink(dir: string): Promise<{ port: number; close(): Promise<void> }> {
  mkdirSync(dir, { recursive: true });
  let counter = 0;
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    onRcptTo(address, _session, callback) {
      if (address.address.startsWith(bouncingPrefix))
        // As a real server words it: the address, and a reference long enough to test a phone's width.
        callback(
          Object.assign(
            new Error(
              `5.1.1 <${address.address}>: Recipient address rejected: User unknown; ref=${"Qm9vdW5jZS".repeat(9)}`,
            ),
            { responseCode: 550 },
          ),
        );
      else callback();
    },
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on("data", (chunk: Buffer) => chunks.push(chunk));
      stream.on("end", () => {
        const mail: StoredMail = {
          to: session.envelope.rcptTo.map((r) => r.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          raw: Buffer.concat(chunks).toString("utf8"),
          receivedAt: new Date().toISOString(),
        };
        counter++;
        // Written whole, then named: a test reading the folder meanwhile once met half a file.
        const name = `${Date.now()}-${process.pid}-${counter}.json`;
        writeFileSync(path.join(dir, `.${name}.part`), JSON.stringify(mail));
        renameSync(path.join(dir, `.${name}.part`), path.join(dir, name));
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}
