export default function ManageBookingsPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl">manage-bookings</h1>
    </section>
  );
}
