import { z } from "zod";

// zod probes for eval() to compile fast parsers; the site's Content-Security-Policy forbids
// eval, and the probe alone is reported as a violation. In the browser payloads are small:
// interpret them. The server has no such policy and validates every request: it compiles.
z.config({ jitless: typeof document !== "undefined" });

export { z };
