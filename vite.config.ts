import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

const apiPort = Number(process.env.API_PORT ?? 3001);

export default defineConfig({
  plugins: [tailwindcss(), reactRouter()],
  server: {
    port: Number(process.env.PORT ?? 3000),
    proxy: { "/api": `http://127.0.0.1:${apiPort}` },
  },
  publicDir: "web/public",
  build: { assetsInlineLimit: 0 },
  define: {
    // Canonical and hreflang links are absolute: they name the public site the build is for.
    __SITE_URL__: JSON.stringify((process.env.PUBLIC_URL ?? "http://localhost:3000").replace(/\/$/, "")),
  },
});
