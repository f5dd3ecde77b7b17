import { connect } from "node:net";

/**
 * Sends `request` as it is (bytes no HTTP client would send: an absolute-form target, a header
 * too large) to a server listening on `port`, and reads the answer until the server closes.
 */
export function rawHttp(
  port: number,
  request: string,
): Promise<{ status: number; headers: string; body: string }> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const socket = connect(port, "127.0.0.1", () => socket.write(request));
    socket.on("data", (chunk) => chunks.push(chunk));
    socket.on("error", reject);
    socket.on("close", () => {
      const text = Buffer.concat(chunks).toString("utf8");
      const [headers = "", body = ""] = text.split("\r\n\r\n");
      resolve({ status: Number(headers.split(" ")[1]), headers, body });
    });
  });
}
