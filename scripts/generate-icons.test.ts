import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { icoOf } from "./generate-icons.ts";

const publicFile = (name: string) => readFileSync(new URL(`../web/public/${name}`, import.meta.url));
const pngSignature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
/** A PNG's width and height, from its IHDR chunk right after the signature. */
const pngSize = (png: Buffer) => [png.readUInt32BE(16), png.readUInt32BE(20)];

/** The images of an .ico: each entry's stated size and the PNG it points at. */
function icoImages(ico: Buffer) {
  expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const start = ico.readUInt32LE(entry + 12);
    return {
      size: ico.readUInt8(entry) || 256,
      png: ico.subarray(start, start + ico.readUInt32LE(entry + 8)),
    };
  });
}

describe("the icons browsers and phones ask for by name", () => {
  it("has an apple-touch-icon.png of 180 × 180 pixels", () => {
    const png = publicFile("apple-touch-icon.png");
    expect(png.subarray(0, 8)).toEqual(pngSignature);
    expect(pngSize(png)).toEqual([180, 180]);
  });

  it("has a favicon.ico holding the icon at 16, 32 and 48 pixels, each a PNG of its stated size", () => {
    const images = icoImages(publicFile("favicon.ico"));
    expect(images.map(({ size }) => size)).toEqual([16, 32, 48]);
    for (const { size, png } of images) {
      expect(png.subarray(0, 8)).toEqual(pngSignature);
      expect(pngSize(png)).toEqual([size, size]);
    }
  });

  it("writes an .ico that points at each PNG it holds", () => {
    const first = Buffer.concat([pngSignature, Buffer.from("first")]);
    const second = Buffer.concat([pngSignature, Buffer.from("second image")]);
    const images = icoImages(
      icoOf([
        { size: 16, data: first },
        { size: 256, data: second },
      ]),
    );
    expect(images).toEqual([
      { size: 16, png: first },
      { size: 256, png: second },
    ]);
  });
});
