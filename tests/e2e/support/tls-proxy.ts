import { type ChildProcess, execFileSync, spawn } from "node:child_process";
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { connect } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { freePort, ROOT } from "./server.ts";

export const NGINX = "/usr/sbin/nginx";

export type TlsProxy = {
  /** https://127.0.0.1:port, the public origin (BASE_URL) of the app behind it. */
  url: string;
  port: number;
  /** Everything nginx wrote to its error log so far. */
  errorLog(): string;
  stop(): Promise<void>;
};

/**
 * The nginx configuration of docs/deployment.md, made runnable here: its upstream points at
 * `appPort`, it listens on `port` of 127.0.0.1 with a throwaway certificate, and the port-80
 * redirect is left out. Every location, header and limit is the documented one, so this tests
 * what the deployment guide tells operators to run. Throws if the guide's block no longer has
 * the lines replaced here.
 */
function documentedNginxSite(options: {
  appPort: number;
  port: number;
  certificate: string;
  key: string;
}): string {
  const guide = readFileSync(path.join(ROOT, "docs/deployment.md"), "utf8");
  let site = guide.match(/```nginx\n([\s\S]*?)```/)?.[1];
  if (!site) throw new Error("docs/deployment.md has no ```nginx block");
  const replace = (pattern: RegExp, by: string) => {
    if (!pattern.test(site as string)) {
      throw new Error(`docs/deployment.md's nginx block no longer matches ${pattern}`);
    }
    site = (site as string).replace(pattern, by);
  };
  replace(/^[ \t]*server 127\.0\.0\.1:\d+;\n([ \t]*server 127\.0\.0\.1:\d+;\n)*/m, "");
  replace(
    /upstream okolica \{\n/,
    `upstream okolica {\n    server 127.0.0.1:${options.appPort};\n`,
  );
  replace(/listen 443 ssl http2;/, `listen 127.0.0.1:${options.port} ssl http2;`);
  replace(/ssl_certificate .*;/, `ssl_certificate ${options.certificate};`);
  replace(/ssl_certificate_key .*;/, `ssl_certificate_key ${options.key};`);
  replace(/\nserver \{\n\s*listen 80;[\s\S]*?\n\}\n/, "\n");
  return site;
}

/**
 * Debian's nginx as a TLS-terminating proxy in front of the app on `appPort`: a child process
 * (not a daemon) with its own configuration, prefix, pid file, logs and temp directories in a
 * throwaway directory, and a self-signed certificate for 127.0.0.1 made with openssl just now.
 */
export async function startTlsProxy(appPort: number, port?: number): Promise<TlsProxy> {
  const dir = mkdtempSync(path.join(tmpdir(), "okolica-nginx-"));
  // Under root nginx's workers run as nobody: they must reach their temp directories in here.
  chmodSync(dir, 0o755);
  const certificate = path.join(dir, "cert.pem");
  const key = path.join(dir, "key.pem");
  execFileSync(
    "openssl",
    [
      ...["req", "-x509", "-newkey", "ec", "-pkeyopt", "ec_paramgen_curve:prime256v1", "-nodes"],
      ...["-keyout", key, "-out", certificate, "-days", "1", "-subj", "/CN=127.0.0.1"],
      ...["-addext", "subjectAltName=IP:127.0.0.1,DNS:localhost"],
    ],
    { stdio: "ignore" },
  );
  const listenPort = port ?? (await freePort());
  const errorLog = path.join(dir, "error.log");
  const temp = (name: string) => `${name}_temp_path ${path.join(dir, name)};`;
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "daemon off;",
      "worker_processes 1;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${errorLog} warn;`,
      "events { worker_connections 128; }",
      "http {",
      "access_log off;",
      ...["client_body", "proxy", "fastcgi", "uwsgi", "scgi"].map(temp),
      documentedNginxSite({ appPort, port: listenPort, certificate, key }),
      "}",
      "",
    ].join("\n"),
  );
  const child: ChildProcess = spawn(
    NGINX,
    ["-p", `${dir}/`, "-c", path.join(dir, "nginx.conf"), "-e", errorLog],
    { stdio: ["ignore", "ignore", "pipe"] },
  );
  let stderr = "";
  child.stderr?.on("data", (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const exited = new Promise<void>((resolve) => child.once("exit", () => resolve()));
  const readLog = () => (existsSync(errorLog) ? readFileSync(errorLog, "utf8") : "") + stderr;
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      // SIGQUIT would wait for keep-alive connections; TERM ends nginx at once.
      child.kill("SIGTERM");
      const timer = setTimeout(() => child.kill("SIGKILL"), 5_000);
      await exited;
      clearTimeout(timer);
    }
    rmSync(dir, { recursive: true, force: true });
  };
  try {
    await waitForPort(listenPort, child, 10_000);
  } catch (error) {
    const log = readLog();
    await stop();
    throw new Error(`${(error as Error).message}\n${log}`);
  }
  return { url: `https://127.0.0.1:${listenPort}`, port: listenPort, errorLog: readLog, stop };
}

/** Resolves once something accepts connections on 127.0.0.1:port; fails if `child` exits. */
async function waitForPort(port: number, child: ChildProcess, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`nginx exited (${child.exitCode ?? child.signalCode}) before listening`);
    }
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, "127.0.0.1");
      socket.once("connect", () => {
        socket.destroy();
        resolve(true);
      });
      socket.once("error", () => resolve(false));
    });
    if (open) return;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`nginx did not listen on ${port} within ${timeoutMs} ms`);
}
