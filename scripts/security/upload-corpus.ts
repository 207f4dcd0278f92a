/**
 * The upload corpus against every real upload endpoint of the built app: listing and
 * service photos, avatar, site logo, favicon, agency logo and message attachments. Each file is
 * either refused with a Polish message (4xx, nothing stored) or kept only in a safe form: an
 * image endpoint serves a re-encoded image (WebP; the favicon a PNG or an .ico as an icon) that
 * is not the sent bytes and carries none of the payload; an attachment is served only as a
 * download (Content-Disposition: attachment, nosniff, sandbox CSP) of an allowed type. The
 * server must stay healthy: every upload answered within 10 s, /healthz after each.
 */

import sharp from "sharp";
import { apiErrorMessage } from "../../shared/api-error.ts";
import { exitCode, report } from "../checks/report.ts";
import { Targets } from "./matrix/targets.ts";
import { startSecurityServer } from "./support.ts";
import { buildCorpus, type Sample, type Verdict } from "./uploads/corpus.ts";
import { ENDPOINTS, type Endpoint, type Upload } from "./uploads/endpoints.ts";

const ANSWER_WITHIN_MS = 10_000;
const POLISH = /[ąćęłńóśźż]|\b(nie|plik|pliku|obrazu|zdjęcie|rozmiar|dozwolone)\b/i;
/** The types an attachment may be served as, and the file name extensions that go with them. */
const ATTACHMENT_TYPES: Record<string, RegExp> = {
  "image/jpeg": /\.jpe?g$/,
  "image/png": /\.png$/,
  "image/webp": /\.webp$/,
  "application/pdf": /\.pdf$/,
};

type Result = { sample: string; endpoint: string; outcome: string; ok: boolean; problem: string };

function includes(haystack: Uint8Array, needle: string): boolean {
  return Buffer.from(haystack).includes(needle);
}

/** Why a served object is unsafe, or null. */
async function servedProblem(
  endpoint: Endpoint,
  sample: Sample,
  response: Response,
): Promise<string | null> {
  const bytes = new Uint8Array(await response.arrayBuffer());
  const type = response.headers.get("content-type") ?? "";
  if (response.status !== 200) return `served ${response.status}`;
  // Browsers read the first value; helmet and the attachment route both send it.
  const nosniff = response.headers.get("x-content-type-options")?.split(",")[0]?.trim();
  if (nosniff !== "nosniff") return "served without nosniff";
  const sandboxed = (response.headers.get("content-security-policy") ?? "").includes("sandbox");
  if (endpoint.kind === "attachment") {
    const disposition = response.headers.get("content-disposition") ?? "";
    if (!/^attachment\b/.test(disposition)) return "attachment served inline";
    if (!Object.hasOwn(ATTACHMENT_TYPES, type)) return `attachment served as ${type}`;
    // The name it is saved under must not let the OS open it as something else (.pdf → .png).
    const fileName = /filename="([^"]*)"/.exec(disposition)?.[1] ?? "";
    if (!ATTACHMENT_TYPES[type].test(fileName)) return `saved as "${fileName}" for ${type}`;
    return sandboxed ? null : "attachment served without a sandbox CSP";
  }
  if (endpoint.kind === "favicon" && /^image\/(x-icon|vnd\.microsoft\.icon)$/.test(type)) {
    // Browsers draw an .ico themselves; it is kept as sent, so only how it is served matters.
    return sandboxed ? null : "icon served without a sandbox CSP";
  }
  const expected = endpoint.kind === "favicon" ? "png" : "webp";
  if (type !== `image/${expected}`) return `served as ${type}`;
  const format = await sharp(Buffer.from(bytes))
    .metadata()
    .then((m) => m.format)
    .catch(() => "unreadable");
  if (format !== expected) return `served bytes are ${format}`;
  if (Buffer.from(bytes).equals(Buffer.from(sample.bytes))) return "original bytes served";
  if (sample.marker && includes(bytes, sample.marker)) return "payload survived re-encoding";
  return null;
}

async function judge(endpoint: Endpoint, sample: Sample, upload: Upload, ms: number) {
  const verdict: Verdict =
    endpoint.kind === "attachment"
      ? sample.attachment
      : endpoint.kind === "favicon"
        ? (sample.favicon ?? sample.image)
        : sample.image;
  const { answer, served } = upload;
  const body = answer.body as { ok?: boolean; message?: string } | null;
  // A form's answer carries `message`, the JSON API's (attachments) the error envelope.
  const message = body?.message ?? apiErrorMessage(body);
  const accepted = answer.status === 200 && body?.ok !== false;
  const problems: string[] = [];
  if (ms > ANSWER_WITHIN_MS) problems.push(`answered after ${ms} ms`);
  let outcome: string;
  if (accepted) {
    const types = served.map((r) => r.headers.get("content-type")?.split(";")[0]).join(", ");
    outcome = `${ms} ms, stored: ${types || "nothing served"}`;
    if (verdict === "refuse") problems.push("accepted");
    if (served.length === 0) problems.push("accepted, but nothing stored can be read back");
    for (const response of served) {
      const problem = await servedProblem(endpoint, sample, response);
      if (problem) problems.push(problem);
    }
  } else {
    outcome = `${ms} ms, ${answer.status}: ${message ?? "(no message)"}`;
    for (const response of served) await response.body?.cancel();
    if (verdict === "accept") problems.push("refused");
    if (answer.status < 400 || answer.status >= 500) problems.push("not a 4xx refusal");
    if (!POLISH.test(message ?? "")) problems.push("no Polish message");
    if (served.length > 0) problems.push("refused, yet something new was stored");
  }
  return { outcome, problems };
}

async function healthy(base: string): Promise<boolean> {
  const response = await fetch(`${base}/healthz`, { signal: AbortSignal.timeout(2_000) }).catch(
    () => null,
  );
  await response?.body?.cancel();
  return response?.ok === true;
}

const started = Date.now();
const corpus = await buildCorpus();
const server = await startSecurityServer();
const results: Result[] = [];
let unhealthy: string[] = [];
try {
  const t = new Targets(server.url);
  for (const endpoint of ENDPOINTS) {
    for (const sample of corpus) {
      const file = new File([sample.bytes as Uint8Array<ArrayBuffer>], sample.fileName, {
        type: sample.type,
      });
      const at = Date.now();
      try {
        const upload = await endpoint.upload(t, file);
        const { outcome, problems } = await judge(endpoint, sample, upload, Date.now() - at);
        results.push({
          sample: sample.label,
          endpoint: endpoint.name,
          outcome,
          ok: problems.length === 0,
          problem: problems.join("; "),
        });
      } catch (error) {
        const problem = `error: ${(error as Error).message}`;
        results.push({
          sample: sample.label,
          endpoint: endpoint.name,
          outcome: problem,
          ok: false,
          problem,
        });
      }
      if (!(await healthy(server.url))) {
        unhealthy = [...unhealthy, `${sample.label} → ${endpoint.name}`];
      }
    }
  }
} finally {
  await server.stop();
}

const width = Math.max(...results.map((r) => r.sample.length));
const endpointWidth = Math.max(...ENDPOINTS.map((e) => e.name.length));
for (const result of results) {
  const mark = result.ok ? " " : "✗";
  const problem = result.ok ? "" : `  ← ${result.problem}`;
  console.log(
    `${mark} ${result.sample.padEnd(width)}  ${result.endpoint.padEnd(endpointWidth)}  ${result.outcome.slice(0, 110)}${problem}`,
  );
}

const failed = results.filter((r) => !r.ok);
report(
  "upload-corpus: every hostile file is refused in Polish or kept only re-encoded / as a download",
  failed.length === 0,
  [
    `${corpus.length} files × ${ENDPOINTS.length} endpoints in ${((Date.now() - started) / 1000).toFixed(0)} s`,
    ...failed.map((r) => `${r.sample} → ${r.endpoint}: ${r.problem}`),
  ].join("\n"),
);
report(
  "upload-corpus: the server stays healthy (every upload answered in time, /healthz after each)",
  unhealthy.length === 0,
  unhealthy.map((what) => `unhealthy after ${what}`).join("\n"),
);
process.exitCode = exitCode();
