import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";

/**
 * server/index.ts switches React to its production build (NODE_ENV) just before it imports the
 * built app. A module it imports at start-up that pulls in react-router or React loads React's
 * development build first; every page of the built app then answers 500 (React's two builds
 * mixed: "dispatcher.getOwner is not a function").
 */
describe("the server's start-up imports", () => {
  it("load neither React nor React Router", () => {
    const source = readFileSync(new URL("./index.ts", import.meta.url), "utf8");
    const modules = [...source.matchAll(/^import (?!type )[^;]*? from "(\.[^"]+)";$/gms)].map(
      (match) => new URL(match[1], new URL("./index.ts", import.meta.url)).href,
    );
    expect(modules.length).toBeGreaterThan(5);
    const script = `
      import { createRequire } from "node:module";
      for (const m of ${JSON.stringify(modules)}) await import(m);
      const loaded = Object.keys(createRequire(import.meta.url).cache);
      console.log(JSON.stringify(loaded.filter((f) => /node_modules\\/(react|react-dom|react-router)\\//.test(f))));
    `;
    const output = execFileSync(
      process.execPath,
      ["--import", "tsx", "--input-type=module", "-e", script],
      { encoding: "utf8", env: { ...process.env, NODE_ENV: "development" } },
    );
    expect(JSON.parse(output.trim().split("\n").at(-1) ?? "[]")).toEqual([]);
  });
});
