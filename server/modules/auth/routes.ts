import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import {
  changePasswordSchema,
  emailOnlySchema,
  loginSchema,
  resetPasswordSchema,
  resetTokenCheckSchema,
  signUpSchema,
  updateProfileSchema,
} from "../../../contracts/auth.ts";
import { publicUserSchema } from "../../../contracts/user.ts";
import { requestLanguage, translate } from "../../i18n.ts";
import { errorBody } from "../../route-schemas.ts";
import { deviceCookieName, setDeviceCookie } from "./device.ts";
import {
  changePassword,
  checkResetLink,
  forgotPassword,
  logIn,
  resendVerification,
  resetPassword,
  signUp,
  updateProfile,
  verifyEmail,
} from "./service.ts";
import { clearSessionCookies, deleteSession, setSessionCookies } from "./session.ts";

const userBody = z.object({ user: publicUserSchema });
const messageBody = z.object({ message: z.string() });

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  const secure = app.config.secureCookies;

  app.post(
    "/api/auth/sign-up",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Creates an account and e-mails a verification link in the chosen language",
        body: signUpSchema,
        response: { 201: userBody, 400: errorBody, 409: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const user = await signUp(app, { ...request.body, ip: request.limitedAddress });
      return reply.status(201).send({ user });
    },
  );

  app.post(
    "/api/auth/login",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Logs in with e-mail and password and starts a new session",
        body: loginSchema,
        response: { 200: userBody, 401: errorBody, 403: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const { user, token, deviceToken } = await logIn(app, {
        ...request.body,
        ip: request.limitedAddress,
        previousSession: request.sessionTokenHash,
        deviceToken: request.cookies[deviceCookieName],
      });
      setSessionCookies(reply, token, secure);
      setDeviceCookie(reply, deviceToken, secure);
      return { user };
    },
  );

  app.post(
    "/api/auth/logout",
    {
      config: { access: "user" },
      schema: {
        tags: ["auth"],
        summary: "Ends the current session",
        response: { 204: z.null(), 401: errorBody },
      },
    },
    async (request, reply) => {
      if (request.sessionTokenHash) await deleteSession(app.database.db, request.sessionTokenHash);
      clearSessionCookies(reply, secure);
      return reply.status(204).send(null);
    },
  );

  app.get(
    "/api/auth/me",
    {
      config: { access: "user" },
      schema: { tags: ["auth"], summary: "The logged-in user", response: { 200: userBody, 401: errorBody } },
    },
    async (request, reply) => {
      // Never cached: it changes at login, logout and verification.
      reply.header("cache-control", "no-store");
      return { user: request.user as NonNullable<typeof request.user> };
    },
  );

  app.patch(
    "/api/auth/me",
    {
      config: { access: "user" },
      schema: {
        tags: ["auth"],
        summary: "Changes the logged-in user's name and preferred language",
        body: updateProfileSchema,
        response: { 200: userBody, 400: errorBody, 401: errorBody },
      },
    },
    async (request) => {
      const current = request.user as NonNullable<typeof request.user>;
      return { user: await updateProfile(app, current.id, request.body) };
    },
  );

  app.post(
    "/api/auth/change-password",
    {
      config: { access: "user" },
      schema: {
        tags: ["auth"],
        summary:
          "Changes the logged-in user's password, given the current one (400 WRONG_PASSWORD if it is not); ends every other session and gives this one a new id",
        body: changePasswordSchema,
        response: { 200: messageBody, 400: errorBody, 401: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      const current = request.user as NonNullable<typeof request.user>;
      const { token, deviceToken } = await changePassword(app, current.id, request.body);
      setSessionCookies(reply, token, secure);
      setDeviceCookie(reply, deviceToken, secure);
      return { message: translate(requestLanguage(request), "auth.change.done") };
    },
  );

  app.get(
    "/api/auth/verify-email/:token",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "The link from the verification e-mail; redirects to the page that tells the result",
        // Any length the router lets through: a token that long is simply not valid (the page says so).
        params: z.object({ token: z.string() }),
        response: { 302: z.null() },
      },
    },
    async (request, reply) => {
      let result: Awaited<ReturnType<typeof verifyEmail>>;
      try {
        result = await verifyEmail(app, request.params.token);
      } catch (error) {
        request.log.error({ err: error }, "e-mail verification failed");
        result = { status: "error" };
      }
      const language = result.language ?? requestLanguage(request);
      reply.header("cache-control", "no-store");
      return reply.redirect(`/${language}/verify-email/${result.status}`, 302);
    },
  );

  // Both mail a link and answer the same whether or not the address has an account.
  const mailingRoutes = [
    {
      url: "/api/auth/resend-verification",
      summary: "E-mails a new verification link; the same answer whether or not the address has an account",
      send: resendVerification,
      messageKey: "auth.verificationSent",
    },
    {
      url: "/api/auth/forgot-password",
      summary: "E-mails a password reset link; the same answer whether or not the address has an account",
      send: forgotPassword,
      messageKey: "auth.resetLinkSent",
    },
  ];
  for (const route of mailingRoutes) {
    app.post(
      route.url,
      {
        config: { access: "public" },
        schema: {
          tags: ["auth"],
          summary: route.summary,
          body: emailOnlySchema,
          response: { 200: messageBody, 400: errorBody, 429: errorBody },
        },
      },
      async (request) => {
        await route.send(app, request.body.email, request.limitedAddress);
        return { message: translate(requestLanguage(request), route.messageKey) };
      },
    );
  }

  app.post(
    "/api/auth/reset-password/check",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary:
          "Whether a password reset link still works (200), so its page can say so before a new password is typed; 400 INVALID_TOKEN if unknown, used or expired",
        body: resetTokenCheckSchema,
        response: { 200: z.object({ valid: z.literal(true) }), 400: errorBody, 429: errorBody },
      },
    },
    async (request) => {
      await checkResetLink(app, request.body.token, request.limitedAddress);
      return { valid: true as const };
    },
  );

  app.post(
    "/api/auth/reset-password",
    {
      config: { access: "public" },
      schema: {
        tags: ["auth"],
        summary: "Sets a new password with the e-mailed token and ends every session of the account",
        body: resetPasswordSchema,
        response: { 200: messageBody, 400: errorBody, 429: errorBody },
      },
    },
    async (request, reply) => {
      await resetPassword(app, request.body.token, request.body.newPassword, request.limitedAddress);
      clearSessionCookies(reply, secure);
      return { message: translate(requestLanguage(request), "auth.passwordResetDone") };
    },
  );
};
