import { ConfigError } from "../config.ts";
import { BackupError } from "./errors.ts";

/**
 * The scripts' shared frame: an expected refusal (configuration, BackupError) prints its message
 * alone and bad arguments print the usage too, both with exit code 1; anything else keeps its
 * stack.
 */
export async function runCli(usage: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (error) {
    const code = (error as { code?: string }).code ?? "";
    if (code.startsWith("ERR_PARSE_ARGS")) {
      console.error(`Nieprawidłowe argumenty: ${(error as Error).message}\n\n${usage}`);
    } else if (error instanceof BackupError || error instanceof ConfigError) {
      console.error(error.message);
    } else {
      throw error;
    }
    process.exit(1);
  }
}
