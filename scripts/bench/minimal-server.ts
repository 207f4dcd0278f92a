/**
 * The benchmark's second ceiling: a one-route React Router app (scripts/bench/minimal-app, built
 * by the bench with the same react-router and vite as the app) on node:http with
 * @react-router/node's request listener. `MINIMAL_BUILD` names its server build, PORT the port.
 */
import { createServer } from "node:http";
import type { ServerBuild } from "react-router";

// React's production build, as the app runs it (server/index.ts): set before React first loads.
process.env.NODE_ENV = "production";
const { createRequestListener } = await import("@react-router/node");
const build = (await import(process.env.MINIMAL_BUILD as string)) as ServerBuild;
createServer(createRequestListener({ build })).listen(Number(process.env.PORT), "127.0.0.1");
