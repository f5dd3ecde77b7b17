/**
 * Draws the site's icon (web/public/images/icon-cross.svg) as the files browsers and phones ask
 * for by name: web/public/favicon.ico (16, 32 and 48 px PNGs in one .ico, for browsers, feed
 * readers and bots that never read the page's <link rel="icon">) and web/public/apple-touch-icon.png
 * (180 px, on the theme colour: iOS puts black behind a transparent icon), and the web manifest's
 * 192 and 512 px icons with a maskable 512 px one (web/public/images). Run it again after
 * changing the SVG: `npx tsx scripts/generate-icons.ts`. Needs Chromium, as the browser tests do.
 */
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";
import { chromiumPath } from "../e2e/chromium-path.ts";
import { repoRoot } from "../server/paths.ts";

const publicDir = path.join(repoRoot, "web/public");
const svg = readFileSync(path.join(publicDir, "images/icon-cross.svg")).toString("base64");
/** The theme colour (web/root.tsx), the icon's own circle. */
const background = "#1e3a8a";

/** An .ico holding PNG images (Windows Vista and every browser since read them). */
export function icoOf(pngs: { size: number; data: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length + 16 * pngs.length;
  const entries = pngs.map(({ size, data }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0);
    entry.writeUInt8(size >= 256 ? 0 : size, 1);
    entry.writeUInt16LE(1, 4);
    entry.writeUInt16LE(32, 6);
    entry.writeUInt32LE(data.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += data.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...pngs.map(({ data }) => data)]);
}

async function main() {
  const browser = await chromium.launch({ executablePath: chromiumPath(), args: ["--no-sandbox"] });
  try {
    const page = await browser.newPage({ deviceScaleFactor: 1 });
    const draw = async (size: number, iconSize: number, fill: string) => {
      await page.setViewportSize({ width: size, height: size });
      await page.setContent(
        `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;background:${fill}">` +
          `<img src="data:image/svg+xml;base64,${svg}" width="${iconSize}" height="${iconSize}" alt=""></body>`,
      );
      await page.locator("img").evaluate((img: HTMLImageElement) => img.decode());
      return page.screenshot({ omitBackground: fill === "transparent", type: "png" });
    };
    const favicons = [];
    for (const size of [16, 32, 48]) favicons.push({ size, data: await draw(size, size, "transparent") });
    writeFileSync(path.join(publicDir, "favicon.ico"), icoOf(favicons));
    // iOS rounds the corners itself; the circle keeps clear of them.
    writeFileSync(path.join(publicDir, "apple-touch-icon.png"), await draw(180, 152, background));
    // The web manifest's (server/modules/seo/routes.ts): Android's home screen and install prompt.
    // The maskable one keeps the cross within the middle 80 %, which any mask's shape leaves whole.
    for (const size of [192, 512]) {
      writeFileSync(path.join(publicDir, `images/icon-${size}.png`), await draw(size, size, "transparent"));
    }
    writeFileSync(path.join(publicDir, "images/icon-maskable-512.png"), await draw(512, 384, background));
  } finally {
    await browser.close();
  }
  console.info(
    "wrote web/public/favicon.ico, apple-touch-icon.png and images/icon-{192,512,maskable-512}.png",
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await main();
