/** Development: the API with reload on :3001 and Vite with hot module reload on :3000 (proxying /api). */
import { spawn } from "node:child_process";

const apiPort = process.env.API_PORT ?? "3001";
const children = [
  spawn("npx", ["tsx", "watch", "--clear-screen=false", "server/main.ts"], {
    stdio: "inherit",
    env: {
      ...process.env,
      PORT: apiPort,
      NODE_ENV: "development",
      PUBLIC_URL: process.env.PUBLIC_URL ?? "http://localhost:3000",
    },
  }),
  spawn("npx", ["react-router", "dev"], { stdio: "inherit", env: { ...process.env, API_PORT: apiPort } }),
];
const stop = () => {
  for (const child of children) child.kill("SIGTERM");
  process.exit(0);
};
process.on("SIGINT", stop);
process.on("SIGTERM", stop);
for (const child of children) child.on("exit", (code) => code && stop());
