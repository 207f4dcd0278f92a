import { describe, expect, it } from "vitest";
import { loopbackAliases } from "./request-origin.server";

describe("loopbackAliases", () => {
  it("takes the machine's other names with the same scheme and port in development", () => {
    expect([...loopbackAliases("http://localhost:3000", false)]).toEqual([
      "http://127.0.0.1:3000",
      "http://[::1]:3000",
    ]);
    expect([...loopbackAliases("http://[::1]:8080", false)]).toEqual([
      "http://localhost:8080",
      "http://127.0.0.1:8080",
    ]);
    expect([...loopbackAliases("http://127.0.0.1", false)]).toEqual([
      "http://localhost",
      "http://[::1]",
    ]);
  });

  it("takes none in production, nor for a public BASE_URL", () => {
    expect(loopbackAliases("http://localhost:3000", true).size).toBe(0);
    expect(loopbackAliases("https://okolica.pl", false).size).toBe(0);
    expect(loopbackAliases("http://localhost.evil.example:3000", false).size).toBe(0);
  });
});
