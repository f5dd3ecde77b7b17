export default function SacramentsPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl">sacraments</h1>
    </section>
  );
}
