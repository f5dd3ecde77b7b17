import { redirect } from "react-router";
import type { Route } from "./+types/lang-index";

export async function clientLoader({ params }: Route.ClientLoaderArgs) {
  return redirect(`/${params.lang}/home`);
}

export default function LangIndex() {
  return null;
}
