import { PassThrough } from "node:stream";
import { createReadableStreamFromReadable } from "@react-router/node";
import { renderToPipeableStream } from "react-dom/server";
import type { EntryContext } from "react-router";
import { ServerRouter } from "react-router";

// React Router's default entry, with one change. With `ssr: false` this runs only at build time,
// to pre-render the public pages, so there is nobody to stream to: each page is written out
// whole (`onAllReady`). Streaming wrote the parts behind a Suspense boundary (the contact form)
// as their placeholder plus a script to swap the real HTML in later (ADR 009).

export const streamTimeout = 5_000;

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
      <ServerRouter context={routerContext} url={request.url} />,
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
