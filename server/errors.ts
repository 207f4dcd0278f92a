/** What went wrong in a domain operation, independent of how the caller reports it. */
export type AppErrorCode =
  | "not_found"
  /** Nobody is signed in and the operation needs someone: the caller should sign in. */
  | "unauthenticated"
  | "forbidden"
  | "invalid"
  | "conflict"
  | "rate_limited"
  /** The request body is over the route's limit. */
  | "too_large"
  /** The request body is not in the format the route reads (its Content-Type). */
  | "unsupported_type"
  /** A service outside the site (a portal's page) failed to answer as it should. */
  | "upstream"
  | "unavailable";

const STATUS: Record<AppErrorCode, number> = {
  not_found: 404,
  unauthenticated: 401,
  forbidden: 403,
  invalid: 400,
  conflict: 409,
  rate_limited: 429,
  too_large: 413,
  unsupported_type: 415,
  upstream: 502,
  /** A service the operation needs (the object storage) cannot be reached: try again later. */
  unavailable: 503,
};

const DEFAULT_MESSAGES: Record<AppErrorCode, string> = {
  not_found: "Nie znaleziono.",
  unauthenticated: "Zaloguj się, aby kontynuować.",
  forbidden: "Nie masz wystarczających uprawnień do wyświetlenia tej strony.",
  invalid: "Nieprawidłowe dane.",
  conflict: "Ten zasób został już zmieniony lub istnieje.",
  rate_limited: "Zbyt wiele prób. Spróbuj ponownie za kilka minut.",
  too_large: "Przesłane dane są za duże.",
  unsupported_type: "Nieobsługiwany format przesłanych danych.",
  upstream: "Nie udało się odczytać strony źródłowej. Spróbuj ponownie później.",
  unavailable: "Usługa jest chwilowo niedostępna. Spróbuj ponownie za chwilę.",
};

/**
 * A domain error with a code routes can map to an HTTP status. `message` is Polish and safe to
 * show to the user; anything internal belongs in `cause`, which is logged, never shown.
 */
export class AppError extends Error {
  readonly code: AppErrorCode;
  /** Reasons that belong to named fields of the input: a form shows each at its field. */
  readonly fields?: Record<string, string>;
  /**
   * A refusal that says everything itself under a title of its own (a refused photo's
   * 'Plik za duży'): a form shows it as it is, without its own failure text before it.
   */
  readonly title?: string;
  /** What the refusal tells the page besides its text (every error of a JSON import). */
  readonly data?: unknown;

  constructor(
    code: AppErrorCode,
    message?: string,
    options?: {
      cause?: unknown;
      fields?: Record<string, string>;
      title?: string;
      data?: unknown;
    },
  ) {
    super(message ?? DEFAULT_MESSAGES[code], options);
    this.name = "AppError";
    this.code = code;
    this.fields = options?.fields;
    this.title = options?.title;
    this.data = options?.data;
  }

  get status(): number {
    return STATUS[this.code];
  }
}

/** A refusal a form shows at one field ("" for the form as a whole), in its own words or its code's. */
export function refusalAt(
  field: string,
  code: AppErrorCode,
  message = DEFAULT_MESSAGES[code],
  cause?: unknown,
): AppError {
  return new AppError(code, message, { cause, fields: { [field]: message } });
}

export function isAppError(error: unknown): error is AppError {
  return error instanceof AppError;
}

/** The HTTP status for an AppError code. */
export function statusForCode(code: AppErrorCode): number {
  return STATUS[code];
}
