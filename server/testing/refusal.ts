import { expect } from "vitest";
import { AppError } from "../errors.ts";

/** The AppError a domain call refuses with (the test fails when it resolves or throws another). */
export async function refusal(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}
