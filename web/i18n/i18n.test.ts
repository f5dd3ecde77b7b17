import { readdirSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import el from "./el.json" with { type: "json" };
import en from "./en.json" with { type: "json" };

type Tree = { [key: string]: string | Tree };
const flatten = (tree: Tree, prefix = ""): string[] =>
  Object.entries(tree).flatMap(([key, value]) =>
    typeof value === "string" ? [`${prefix}${key}`] : flatten(value, `${prefix}${key}.`),
  );

function sourceFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const full = path.join(dir, name);
    if (statSync(full).isDirectory()) return name === "node_modules" ? [] : sourceFiles(full);
    return /\.(ts|tsx)$/.test(name) && !name.endsWith(".test.ts") ? [full] : [];
  });
}

const pluralSuffix = /_(zero|one|two|few|many|other)$/;
const enKeys = new Set(flatten(en as Tree));
const elKeys = new Set(flatten(el as Tree));
const baseKeys = new Set([...enKeys].map((key) => key.replace(pluralSuffix, "")));

describe("translations", () => {
  it("has the same keys in English and Greek", () => {
    expect([...enKeys].filter((key) => !elKeys.has(key))).toEqual([]);
    expect([...elKeys].filter((key) => !enKeys.has(key))).toEqual([]);
  });

  it("has no empty strings", () => {
    const empty = (tree: Tree) =>
      flatten(tree).filter(
        (key) => key.split(".").reduce<unknown>((node, part) => (node as Tree)[part], tree) === "",
      );
    expect(empty(en as Tree)).toEqual([]);
    expect(empty(el as Tree)).toEqual([]);
  });

  it("has every key the code uses", () => {
    const root = path.resolve(import.meta.dirname, "../..");
    const files = [
      ...sourceFiles(path.join(root, "web")),
      ...sourceFiles(path.join(root, "server")),
      ...sourceFiles(path.join(root, "contracts")),
    ];
    const used = new Set<string>();
    for (const file of files) {
      const text = readFileSync(file, "utf8");
      for (const match of text.matchAll(
        /\b(?:t|translate\([^,]+,)\s*\(?\s*"([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)"/g,
      ))
        used.add(match[1] as string);
      for (const match of text.matchAll(/(?:Key|key): "([a-zA-Z]+(?:\.[a-zA-Z0-9]+)+)"/g))
        used.add(match[1] as string);
    }
    const missing = [...used].filter((key) => !baseKeys.has(key) && !enKeys.has(key));
    expect(missing).toEqual([]);
  });
});
