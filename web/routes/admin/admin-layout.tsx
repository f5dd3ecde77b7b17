import { Outlet } from "react-router";
import { RequireAdmin } from "../../features/auth/require.tsx";

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
