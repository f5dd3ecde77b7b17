import type { FastifyInstance } from "fastify";
import type {
  ChangePasswordInput,
  LoginInput,
  SignUpInput,
  UpdateProfileInput,
  VerifyEmailStatus,
} from "../../../contracts/auth.ts";
import type { PublicUser } from "../../../contracts/user.ts";
import { pgErrorCode } from "../../db/client.ts";
import { AppError, badRequest } from "../../errors.ts";
import { isOfficeAddress } from "../mail/outbox.ts";
import { deviceOwner, forgetDevices, issueDevice } from "./device.ts";
import { dummyPasswordHash, hashPassword, verifyPassword } from "./password.ts";
import { clear, hit, rateKey, refund } from "./rate-limit.ts";
import {
  consumeVerification,
  findUserByEmail,
  findUserById,
  findVerification,
  insertUser,
  retireVerifications,
  updateUser,
} from "./repository.ts";
import { createSession, deleteSession, deleteUserSessions, hashToken, toPublicUser } from "./session.ts";
import { queuePasswordChangedMail, queueResetMail, queueVerificationMail } from "./verification.ts";

const minuteSec = 60;

/** Per-window limits; a person never meets them, a script guessing passwords or spamming mail soon does. */
export const authLimits = {
  loginFailures: { limit: 10, windowSec: 15 * minuteSec },
  signUpPerIp: { limit: 10, windowSec: 60 * minuteSec },
  signUpPerAddress: { limit: 3, windowSec: 60 * minuteSec },
  mailPerIp: { limit: 20, windowSec: 15 * minuteSec },
  mailPerAddress: { limit: 5, windowSec: 15 * minuteSec },
  /** Every mail a caller can have sent to an address (sign-up, verification, reset), together. */
  mailPerAddressPerDay: { limit: 10, windowSec: 24 * 60 * minuteSec },
  resetPerIp: { limit: 10, windowSec: 15 * minuteSec },
  changePasswordPerAccount: { limit: 10, windowSec: 15 * minuteSec },
} as const;

/** Resend and forgot-password take at least this long, so timing does not tell whether an account exists. */
export const enumerationFloorMs = 300;

const normalise = (email: string) => email.trim().toLowerCase();

/**
 * The mailbox an address delivers to, for the limits on mail: most providers deliver name+tag@
 * to name@, and Gmail ignores the dots in a name, so each spelling would otherwise get its own
 * count while they all fill one stranger's inbox.
 */
function mailbox(email: string) {
  const address = normalise(email);
  const at = address.lastIndexOf("@");
  let [name, domain] = [address.slice(0, at).split("+")[0] ?? "", address.slice(at + 1)];
  if (domain === "googlemail.com") domain = "gmail.com";
  if (domain === "gmail.com") name = name.replaceAll(".", "");
  return `${name}@${domain}`;
}

function rateLimited(retryAfterSeconds: number): AppError {
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  // The day's count of mails can keep an address waiting for hours, not "1 380 minutes".
  const hours = Math.ceil(minutes / 60);
  const error =
    minutes > 90
      ? new AppError(429, "RATE_LIMITED", "auth.rateLimitedHours", { minutes, count: hours })
      : new AppError(429, "RATE_LIMITED", "auth.rateLimited", { minutes, count: minutes });
  error.retryAfterSeconds = retryAfterSeconds;
  return error;
}

async function limit(app: FastifyInstance, key: string, rule: { limit: number; windowSec: number }) {
  if (!app.config.rateLimits) return;
  const result = await hit(app.database.db, key, rule.limit, rule.windowSec);
  if (!result.allowed) throw rateLimited(result.retryAfterSeconds);
}

/**
 * Each kind of mail has its own window; this counts them together, so callers changing address
 * cannot have the parish's domain send one stranger more than a handful a day.
 */
const limitMailsOfTheDay = (app: FastifyInstance, email: string) =>
  limit(app, rateKey("mail:email:day", mailbox(email)), authLimits.mailPerAddressPerDay);

export async function signUp(app: FastifyInstance, input: SignUpInput & { ip: string }): Promise<PublicUser> {
  // The office's mail goes to that address: an account there would be sent it in its data
  // download, and its deletion would take the office's copies with it. The office's own account
  // is made with `npm run create-admin`.
  if (isOfficeAddress(input.email, app.config))
    throw badRequest("OFFICE_ADDRESS", "auth.officeAddress", { email: "auth.officeAddress" });
  await limit(app, rateKey("sign-up:ip", input.ip), authLimits.signUpPerIp);
  await limit(app, rateKey("sign-up:email", mailbox(input.email)), authLimits.signUpPerAddress);
  await limitMailsOfTheDay(app, input.email);
  const passwordHash = await hashPassword(input.password);
  try {
    return await app.database.db.transaction(async (tx) => {
      const row = await insertUser(tx, {
        firstName: input.firstName,
        lastName: input.lastName,
        email: input.email,
        passwordHash,
        language: input.language,
      });
      await queueVerificationMail(app, tx, row);
      return toPublicUser(row);
    });
  } catch (error) {
    if (pgErrorCode(error) === "23505") throw new AppError(409, "EMAIL_TAKEN", "auth.emailTaken");
    throw error;
  }
}

/**
 * Checks the password (against a dummy hash for an unknown address, so both take as long), then
 * opens a new session. Failures are counted per IP and per account; a success clears the
 * account's. A browser that logged in to the account before (its device cookie) is counted on its
 * own instead, neither with the account nor with its address, so strangers' guesses do not lock
 * its owner out, nor do others' on the same network (a church hall's Wi-Fi).
 */
export async function logIn(
  app: FastifyInstance,
  input: LoginInput & { ip: string; previousSession: string | null; deviceToken: string | undefined },
): Promise<{ user: PublicUser; token: string; deviceToken: string }> {
  const db = app.database.db;
  const row = await findUserByEmail(db, input.email);
  const trusted = row !== undefined && (await deviceOwner(db, input.deviceToken)) === row.id;
  const ipKey = rateKey("login:ip", input.ip);
  const accountKey = rateKey("login:account", normalise(input.email));
  const ownKey = trusted ? rateKey("login:device", input.deviceToken ?? "") : accountKey;
  const rule = authLimits.loginFailures;
  // Every attempt is counted before its password is checked, and given back if it succeeds:
  // counting only the failures afterwards let every guess that arrived at once through.
  const counting = trusted ? [ownKey] : [ipKey, ownKey];
  if (app.config.rateLimits) {
    for (const key of counting) {
      const counted = await hit(db, key, rule.limit, rule.windowSec);
      if (!counted.allowed) throw rateLimited(counted.retryAfterSeconds);
    }
  }
  const matches = await verifyPassword(row?.passwordHash ?? dummyPasswordHash, input.password);
  if (!row || !matches) throw new AppError(401, "INVALID_CREDENTIALS", "auth.invalidCredentials");
  if (!row.isVerified) throw new AppError(403, "EMAIL_NOT_VERIFIED", "apiErrors.EMAIL_NOT_VERIFIED");
  return db.transaction(async (tx) => {
    if (input.previousSession) await deleteSession(tx, input.previousSession);
    if (app.config.rateLimits) {
      if (!trusted) await refund(tx, ipKey);
      await clear(tx, ownKey);
      await clear(tx, accountKey);
    }
    return {
      user: toPublicUser(row),
      token: await createSession(tx, row.id),
      deviceToken: await issueDevice(tx, row.id, input.deviceToken),
    };
  });
}

/** Marks the address verified; the status names the page the link lands on. */
export async function verifyEmail(
  app: FastifyInstance,
  token: string,
): Promise<{ status: VerifyEmailStatus; language?: PublicUser["language"] }> {
  const tokenHash = hashToken(token);
  return app.database.db.transaction(async (tx) => {
    const userId = await consumeVerification(tx, tokenHash, "verify-email");
    if (userId) {
      const before = await findUserById(tx, userId);
      if (!before) return { status: "invalid" as const };
      if (before.isVerified) return { status: "already-verified" as const, language: before.language };
      await updateUser(tx, userId, { isVerified: true });
      return { status: "success" as const, language: before.language };
    }
    const lookup = await findVerification(tx, tokenHash, "verify-email");
    if (lookup.state === "unknown") return { status: "invalid" as const };
    const user = await findUserById(tx, lookup.userId);
    if (!user) return { status: "invalid" as const };
    // A used link of someone now verified (a second click, or a newer mail): nothing is wrong.
    if (user.isVerified) return { status: "already-verified" as const, language: user.language };
    return { status: "invalid" as const, language: user.language };
  });
}

async function atLeast<T>(ms: number, work: () => Promise<T>): Promise<T> {
  const started = Date.now();
  try {
    return await work();
  } finally {
    const left = ms - (Date.now() - started);
    if (left > 0) await new Promise((resolve) => setTimeout(resolve, left));
  }
}

/** Sends a new verification mail to an unverified account; says nothing about whether one exists. */
export async function resendVerification(app: FastifyInstance, email: string, ip: string) {
  await limit(app, rateKey("mail:ip", ip), authLimits.mailPerIp);
  await limit(app, rateKey("verify-mail:email", mailbox(email)), authLimits.mailPerAddress);
  await limitMailsOfTheDay(app, email);
  await atLeast(enumerationFloorMs, async () => {
    await app.database.db.transaction(async (tx) => {
      const row = await findUserByEmail(tx, email);
      if (row && !row.isVerified) await queueVerificationMail(app, tx, row);
    });
  });
}

/** E-mails a reset link to the account, if there is one; the answer is the same either way. */
export async function forgotPassword(app: FastifyInstance, email: string, ip: string) {
  await limit(app, rateKey("mail:ip", ip), authLimits.mailPerIp);
  await limit(app, rateKey("reset-mail:email", mailbox(email)), authLimits.mailPerAddress);
  await limitMailsOfTheDay(app, email);
  await atLeast(enumerationFloorMs, async () => {
    await app.database.db.transaction(async (tx) => {
      const row = await findUserByEmail(tx, email);
      if (row) await queueResetMail(app, tx, row);
    });
  });
}

const invalidResetLink = () => new AppError(400, "INVALID_TOKEN", "auth.resetTokenInvalid");

/**
 * Refuses a reset link that is unknown, used or expired (400 `INVALID_TOKEN`); each look counts
 * towards the address's limit, so links cannot be guessed faster by asking first.
 */
export async function checkResetLink(app: FastifyInstance, token: string, ip: string) {
  await limit(app, rateKey("reset:ip", ip), authLimits.resetPerIp);
  if ((await findVerification(app.database.db, hashToken(token), "reset-password")).state !== "valid") {
    throw invalidResetLink();
  }
}

/**
 * Sets the new password and ends every session of the account, so whoever knew the old one is
 * logged out, and tells the owner by mail. Following the e-mailed link also proves the address,
 * so it counts as verified.
 */
export async function resetPassword(app: FastifyInstance, token: string, newPassword: string, ip: string) {
  // The new password is hashed (argon2: the costly part, on the thread pool logins share) only
  // for a link that works, so a flood of made-up links costs a read each, not a hash each.
  await checkResetLink(app, token, ip);
  const tokenHash = hashToken(token);
  const passwordHash = await hashPassword(newPassword);
  await app.database.db.transaction(async (tx) => {
    const userId = await consumeVerification(tx, tokenHash, "reset-password");
    if (!userId) throw invalidResetLink();
    const row = await updateUser(tx, userId, { passwordHash, isVerified: true });
    await deleteUserSessions(tx, userId);
    await forgetDevices(tx, userId);
    if (!row) return;
    await queuePasswordChangedMail(app, tx, row, "reset");
    if (app.config.rateLimits) await clear(tx, rateKey("login:account", normalise(row.email)));
  });
}

/**
 * The signed-in member's own password, asked again before their password changes or their
 * account is deleted: a session left open on a shared computer is not enough for either.
 * 400 WRONG_PASSWORD at `field` when it is not theirs; ten tries in 15 minutes per account,
 * shared by both. Returns the limit's key, for the caller to clear once it has succeeded.
 */
export async function checkOwnPassword(
  app: FastifyInstance,
  userId: string,
  password: string,
  wrong: { field: string; message: string },
): Promise<string> {
  const key = rateKey("own-password:account", userId);
  await limit(app, key, authLimits.changePasswordPerAccount);
  const row = await findUserById(app.database.db, userId);
  if (!row) throw new AppError(401, "UNAUTHENTICATED");
  if (!(await verifyPassword(row.passwordHash, password))) {
    throw new AppError(400, "WRONG_PASSWORD", wrong.message, {}, { [wrong.field]: wrong.message });
  }
  return key;
}

/**
 * Changes the password of a logged-in member who knows the current one (a session left open on a
 * shared computer is not enough). Every session of the account ends and this browser gets a new
 * one, so a device that knew the old password is logged out (and no longer trusted at login) and
 * this one stays in; a reset link mailed before stops working, so whoever read that mail cannot
 * set a password of their own over the new one; the owner is told by mail. Tries are limited per
 * account, as at login, so a borrowed session cannot guess.
 */
export async function changePassword(
  app: FastifyInstance,
  userId: string,
  input: ChangePasswordInput,
): Promise<{ token: string; deviceToken: string }> {
  const db = app.database.db;
  const key = await checkOwnPassword(app, userId, input.currentPassword, {
    field: "currentPassword",
    message: "auth.change.currentWrong",
  });
  const passwordHash = await hashPassword(input.newPassword);
  return db.transaction(async (tx) => {
    const updated = await updateUser(tx, userId, { passwordHash });
    if (!updated) throw new AppError(401, "UNAUTHENTICATED");
    await deleteUserSessions(tx, userId);
    // Trusted browsers too; this one, which knew the password, is trusted anew.
    await forgetDevices(tx, userId);
    await retireVerifications(tx, userId, "reset-password");
    await queuePasswordChangedMail(app, tx, updated, "change");
    if (app.config.rateLimits) await clear(tx, key);
    return { token: await createSession(tx, userId), deviceToken: await issueDevice(tx, userId, undefined) };
  });
}

export async function updateProfile(app: FastifyInstance, userId: string, input: UpdateProfileInput) {
  const row = await updateUser(app.database.db, userId, input);
  if (!row) throw new AppError(401, "UNAUTHENTICATED");
  return toPublicUser(row);
}
