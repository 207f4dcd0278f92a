import type { Config } from "@react-router/dev/config";

/** The benchmark's second ceiling: the least a React Router page can cost (scripts/bench/README). */
export default {
  ssr: true,
  buildDirectory: process.env.MINIMAL_BUILD_DIR ?? "build",
} satisfies Config;
