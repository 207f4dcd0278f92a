import { describe, expect, it } from "vitest";
import {
  BodyTooLargeError,
  MALFORMED_FORM_MESSAGE,
  readFormData,
} from "./read-form-data.server.ts";

function multipart(fileBytes: number) {
  const form = new FormData();
  form.set("intent", "avatar");
  form.set("avatar", new File([new Uint8Array(fileBytes)], "a.png", { type: "image/png" }));
  return form;
}

/** A multipart post whose body streams in without a Content-Length (chunked). */
function streamedMultipart(body: ReadableStream<Uint8Array>, boundary: string) {
  return new Request("http://x/profil", {
    method: "POST",
    body,
    headers: { "content-type": `multipart/form-data; boundary=${boundary}` },
    duplex: "half",
  } as RequestInit);
}

describe("readFormData", () => {
  it("parses a multipart body under the limit", async () => {
    const request = new Request("http://x/profil", { method: "POST", body: multipart(1000) });
    const form = await readFormData(request, 10_000);
    expect(form.get("intent")).toBe("avatar");
    const file = form.get("avatar") as File;
    expect(file.name).toBe("a.png");
    expect(file.size).toBe(1000);
  });

  it("keeps Polish text, file names, long fields and the order of repeated fields", async () => {
    const form = new FormData();
    const description = "Dom z ogrodem, Łańcut–Leżajsk. ".repeat(40_000); // 1.2 MB of text
    form.append("photos", "pierwsze");
    form.set("title", "Żółta chata nad Sanem");
    form.set("description", description);
    form.append("photo-0", new File([new Uint8Array(300)], "źdźbło.png", { type: "image/png" }));
    form.append("photos", "drugie");
    const request = new Request("http://x/panel", { method: "POST", body: form });
    const parsed = await readFormData(request, 5 * 1024 * 1024);
    expect(parsed.get("title")).toBe("Żółta chata nad Sanem");
    expect(parsed.get("description")).toBe(description);
    expect(parsed.getAll("photos")).toEqual(["pierwsze", "drugie"]);
    const file = parsed.get("photo-0") as File;
    expect([file.name, file.type, file.size]).toEqual(["źdźbło.png", "image/png", 300]);
  });

  it("refuses a declared Content-Length over the limit without reading", async () => {
    let pulled = false;
    // highWaterMark 0: the stream pulls only when someone reads.
    const body = new ReadableStream(
      {
        pull() {
          pulled = true;
        },
      },
      { highWaterMark: 0 },
    );
    const request = new Request("http://x/profil", {
      method: "POST",
      body,
      headers: { "content-length": "7000000", "content-type": "multipart/form-data; boundary=x" },
      duplex: "half",
    } as RequestInit);
    await expect(readFormData(request, 6_000_000)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(pulled).toBe(false);
  });

  it("cuts off a streamed body without Content-Length once it passes the limit", async () => {
    let sent = 0;
    const chunk = new Uint8Array(64 * 1024);
    // An endless body: only a reader that stops at the limit finishes this test.
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        sent += chunk.byteLength;
        controller.enqueue(chunk);
      },
    });
    const request = streamedMultipart(body, "x");
    await expect(readFormData(request, 1024 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    expect(sent).toBeLessThan(2 * 1024 * 1024);
  });

  it("cuts off a file part that goes on past the limit, and nothing else fails", async () => {
    // A file part whose end never comes: the parser is stopped in the middle of the file, which
    // once went on to throw in the server process (an unhandled stream error) and stopped it.
    const head = new TextEncoder().encode(
      '--zz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\n',
    );
    const chunk = new Uint8Array(64 * 1024);
    let started = false;
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        controller.enqueue(started ? chunk : head);
        started = true;
      },
    });
    const request = streamedMultipart(body, "zz");
    await expect(readFormData(request, 1024 * 1024)).rejects.toBeInstanceOf(BodyTooLargeError);
    // The parser reports what it was stopped in after the caller has its answer.
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
});

describe("a body that is not a form", () => {
  it.each([
    ["a broken multipart body", "multipart/form-data; boundary=zz", "garbage"],
    ["multipart without a boundary", "multipart/form-data", "--zz\r\n"],
    [
      "a file part cut short",
      "multipart/form-data; boundary=zz",
      '--zz\r\nContent-Disposition: form-data; name="avatar"; filename="a.png"\r\n\r\nPNG',
    ],
    ["another content type", "text/plain", "intent=sign-in"],
  ])("is answered 400 with a Polish message (%s), not a 500", async (_name, type, text) => {
    const request = new Request("http://x/auth", {
      method: "POST",
      body: text,
      headers: { "content-type": type },
    });
    const refusal = await readFormData(request, 10_000).catch((error: unknown) => error);
    expect(refusal).toMatchObject({ status: 400, message: MALFORMED_FORM_MESSAGE });
  });
});
