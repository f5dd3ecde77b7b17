import { z } from "zod";

// zod probes for eval() to compile fast parsers; the site's Content-Security-Policy forbids
// eval, and the probe alone is reported as a violation. Our payloads are small: interpret them.
z.config({ jitless: true });

export { z };
