import { Outlet } from "react-router";
import { isLanguage } from "../../../contracts/language.ts";
import { loadOfficeStrings, loadOrReload } from "../../app/i18n.ts";
import { RequireAdmin } from "../../features/auth/require.tsx";
import type { Route } from "./+types/admin-layout";

/** The office's words (web/i18n/sections.ts `officeSections`), before any office page renders. */
export async function clientLoader({ params, request }: Route.ClientLoaderArgs) {
  const language = isLanguage(params.lang) ? params.lang : "en";
  await loadOrReload(() => loadOfficeStrings(language), request.url);
  return null;
}

/** Every church-office page: admins only (visitors go to log in, other users to /unauthorized). */
export default function AdminLayout() {
  return (
    <RequireAdmin>
      <div className="mx-auto max-w-6xl px-4 py-8 sm:py-10">
        <Outlet />
      </div>
    </RequireAdmin>
  );
}
