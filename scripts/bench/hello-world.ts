import { createServer } from "node:http";

/**
 * The ceiling for `npm run bench`: a raw node:http server answering every request with a short
 * text, started exactly like the app (same node, same tsx loader, same core), so the difference
 * between its figures and a page's is the app's own work.
 */
const port = Number(process.env.PORT);
createServer((_request, response) => {
  response.writeHead(200, { "content-type": "text/plain; charset=utf-8" });
  response.end("Witaj, świecie\n");
}).listen(port, "127.0.0.1");
process.on("SIGTERM", () => process.exit(0));
