export default function AdminDashboardPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl">admin-dashboard</h1>
    </section>
  );
}
