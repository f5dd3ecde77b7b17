import { NotFound } from "../features/public/not-found.tsx";

export function meta() {
  return [{ title: "Page not found · Η σελίδα δεν βρέθηκε" }, { name: "robots", content: "noindex" }];
}

export default NotFound;
