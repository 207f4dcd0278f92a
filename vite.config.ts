import { reactRouter } from "@react-router/dev/vite";
import tailwindcss from "@tailwindcss/vite";
import { defineConfig } from "vite";

// The SSR bundle's entry is server/app.ts, so the Express handler and the React Router build
// share one module graph (one copy of every server module).
export default defineConfig({
  environments: {
    ssr: { build: { rollupOptions: { input: "./server/app.ts" } } },
  },
  plugins: [tailwindcss(), reactRouter()],
  resolve: { tsconfigPaths: true },
});
