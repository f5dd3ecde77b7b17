import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { z } from "zod";
import { deleteAccountSchema } from "../../../contracts/auth.ts";
import { AppError } from "../../errors.ts";
import { errorBody } from "../../route-schemas.ts";
import { clearSessionCookies } from "../auth/session.ts";
import { deleteAccount, exportUserData } from "./service.ts";

export const privacyRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    "/api/me/data",
    {
      config: { access: "user" },
      schema: { tags: ["privacy"], summary: "Download all the data held about the caller (JSON)" },
    },
    async (request, reply) => {
      const data = await exportUserData(app.database.db, request.user?.id ?? "", app.config);
      if (!data) throw new AppError(404, "NOT_FOUND");
      const date = new Date().toISOString().slice(0, 10);
      // Indented: a family opens it in a text editor, not only a program.
      return reply
        .header("content-disposition", `attachment; filename="my-parish-data-${date}.json"`)
        .header("cache-control", "no-store")
        .type("application/json; charset=utf-8")
        .send(JSON.stringify(data, null, 2));
    },
  );

  app.delete(
    "/api/me",
    {
      config: { access: "user" },
      schema: {
        tags: ["privacy"],
        summary:
          "Delete the caller's account, given its password (400 WRONG_PASSWORD if it is not); confirmed sacraments stay in the register, unlinked",
        body: deleteAccountSchema,
        response: {
          200: z.object({ keptInRegister: z.number(), deletedRequests: z.number() }),
          400: errorBody,
          409: errorBody,
          429: errorBody,
        },
      },
    },
    async (request, reply) => {
      const result = await deleteAccount(app, request.user?.id ?? "", request.body.password);
      clearSessionCookies(reply, app.config.secureCookies);
      return result;
    },
  );
};
