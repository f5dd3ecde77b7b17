import { existsSync, readFileSync } from "node:fs";
import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { preloadModule } from "react-dom";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";
import { isLanguage } from "../contracts/language.ts";
import { languageChunksFile } from "../scripts/vite-strings-plugin.ts";

// React Router's default entry, with one change. With `ssr: false` this runs only at build time,
// to pre-render the public pages, so there is nobody to stream to: each page is written out
// whole (`onAllReady`). Streaming wrote the parts behind a Suspense boundary (the contact form)
// as their placeholder plus a script to swap the real HTML in later (ADR 009).

export const streamTimeout = 5_000;

/** The chunks each language's pages import before hydrating (written by the client build; none in dev). */
const languageChunks: Record<string, string[]> =
  import.meta.env.PROD && existsSync(languageChunksFile)
    ? JSON.parse(readFileSync(languageChunksFile, "utf8"))
    : {};

/**
 * Names the page's strings and parish content in <head>, beside React Router's module preloads:
 * without it the browser learns of them only once the entry script runs, a round trip later.
 */
function PreloadLanguageChunks({ url }: { url: string }) {
  const lang = new URL(url).pathname.split("/")[1];
  for (const href of isLanguage(lang) ? (languageChunks[lang] ?? []) : [])
    preloadModule(href, { as: "script" });
  return null;
}

export default function handleRequest(
  request: Request,
  responseStatusCode: number,
  responseHeaders: Headers,
  routerContext: EntryContext,
) {
  if (request.method.toUpperCase() === "HEAD") {
    return new Response(null, { status: responseStatusCode, headers: responseHeaders });
  }
  return new Promise<Response>((resolve, reject) => {
    let status = responseStatusCode;
    let allReady = false;
    const { pipe, abort } = renderToPipeableStream(
      <>
        <PreloadLanguageChunks url={request.url} />
        <ServerRouter context={routerContext} url={request.url} />
      </>,
      {
        onAllReady() {
          allReady = true;
          const body = new PassThrough({
            final(callback) {
              clearTimeout(timeout);
              callback();
            },
          });
          responseHeaders.set("Content-Type", "text/html");
          pipe(body);
          resolve(new Response(createReadableStreamFromReadable(body), { headers: responseHeaders, status }));
        },
        onShellError: reject,
        onError(error: unknown) {
          status = 500;
          // Errors before the page is ready reject and are reported by React Router.
          if (allReady) console.error(error);
        },
      },
    );
    const timeout = setTimeout(() => abort(), streamTimeout + 1000);
  });
}
