export default function SignUpPage() {
  return (
    <section className="mx-auto max-w-4xl px-4 py-10">
      <h1 className="text-3xl">sign-up</h1>
    </section>
  );
}
