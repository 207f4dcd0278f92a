/**
 * Drafts of the panel forms in localStorage (docs/spec/marketplace.md §4): one key for a new item
 * and one per edited item. Every access is guarded: private modes and full quotas throw, and a
 * draft is a convenience, never a reason for the form to fail.
 */
export type Draft = Record<string, string | string[]>;

export function draftKey(kind: "listing" | "service", id: string | null | undefined): string {
  return `okolica:${kind}-draft:${id || "new"}`;
}

export function readDraft(key: string): Draft | null {
  try {
    const raw = window.localStorage.getItem(key);
    if (!raw) return null;
    const value: unknown = JSON.parse(raw);
    if (!value || typeof value !== "object" || Array.isArray(value)) return null;
    const out: Draft = {};
    for (const [name, v] of Object.entries(value)) {
      if (typeof v === "string") out[name] = v;
      else if (Array.isArray(v)) out[name] = v.filter((x): x is string => typeof x === "string");
    }
    return out;
  } catch {
    return null;
  }
}

export function writeDraft(key: string, draft: Draft): void {
  try {
    window.localStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // Private mode or a full quota: no draft this time.
  }
}

export function removeDraft(key: string): void {
  try {
    window.localStorage.removeItem(key);
  } catch {
    // Nothing to do without storage.
  }
}

/** The text fields of a form (files and the photo list left out), repeated names as lists. */
export function formDraft(form: HTMLFormElement, skip: readonly string[] = []): Draft {
  const out: Draft = {};
  for (const [name, value] of new FormData(form).entries()) {
    if (typeof value !== "string" || skip.includes(name) || /^photo-\d+$/.test(name)) continue;
    const before = out[name];
    if (before === undefined) out[name] = value;
    else out[name] = Array.isArray(before) ? [...before, value] : [before, value];
  }
  return out;
}
