/**
 * The app's upload endpoints, each posted to as the user who may use it, and what each stored:
 * the new public objects (read back from the pages that show them) or, for a message, its
 * attachment's download. An endpoint's `kind` says what it may keep (see upload-corpus.ts).
 */
import { type Answer, callApi, formOf, loaderData, postForm } from "../matrix/http.ts";
import {
  findObject,
  LISTING_FIELDS,
  SERVICE_FORM_FIELDS,
  type Targets,
} from "../matrix/targets.ts";

type EndpointKind = "image" | "favicon" | "attachment";

export type Upload = { answer: Answer; served: Response[] };

export type Endpoint = {
  name: string;
  kind: EndpointKind;
  upload(t: Targets, file: File): Promise<Upload>;
};

/** Every /uploads/… address in a loader's data. */
function uploadUrls(value: unknown, into = new Set<string>()): Set<string> {
  if (typeof value === "string" && value.startsWith("/uploads/")) into.add(value);
  else if (value && typeof value === "object") {
    for (const child of Object.values(value)) uploadUrls(child, into);
  }
  return into;
}

async function fetchAll(t: Targets, urls: Iterable<string>, cookie: string | null = null) {
  return Promise.all(
    [...urls].map((url) =>
      fetch(`${t.base}${url}`, {
        headers: cookie ? { cookie } : {},
        signal: AbortSignal.timeout(15_000),
      }),
    ),
  );
}

/** An endpoint whose objects show up on a page: what is new there after the upload is its. */
function pageEndpoint(
  name: string,
  kind: EndpointKind,
  read: (t: Targets) => Promise<unknown>,
  post: (t: Targets, file: File) => Promise<Answer>,
): Endpoint {
  return {
    name,
    kind,
    async upload(t, file) {
      const before = uploadUrls(await read(t));
      const answer = await post(t, file);
      const added = [...uploadUrls(await read(t))].filter((url) => !before.has(url));
      return { answer, served: await fetchAll(t, added) };
    },
  };
}

const PHOTO = { photos: JSON.stringify([{ kind: "file", field: "photo-0" }]) };

/**
 * A new listing or service with the file as its photo, read back from its edit form: what is
 * there and was not in the list before is the new row's.
 */
function photoEndpoint(name: string, which: "listing" | "service"): Endpoint {
  return {
    name,
    kind: "image",
    async upload(t, file) {
      const session = await t.session(which === "listing" ? "wlasciciel" : "firma");
      const tab = which === "listing" ? "properties" : "services";
      const route = `routes/panel/${tab}`;
      const before = uploadUrls(await loaderData(t.base, `/panel/${tab}`, session, route));
      const fields =
        which === "listing"
          ? { intent: "listing-save", ...LISTING_FIELDS }
          : { intent: "service-save", ...SERVICE_FORM_FIELDS };
      const answer = await postForm(t.base, `/panel/${tab}`, session, {
        ...fields,
        ...PHOTO,
        "photo-0": file,
      });
      const id = (answer.body as { ok?: boolean; id?: string } | null)?.id;
      if (answer.status !== 200 || !id) return { answer, served: [] };
      const data = await loaderData(t.base, `/panel/${tab}?edit=${id}`, session, route);
      const added = [...uploadUrls(data)].filter((url) => !before.has(url));
      return { answer, served: await fetchAll(t, added) };
    },
  };
}

async function adminSettings(t: Targets) {
  return loaderData(
    t.base,
    "/admin/settings",
    await t.session("administrator"),
    "routes/admin/settings",
  );
}

function brandingEndpoint(name: string, key: string, kind: EndpointKind): Endpoint {
  return pageEndpoint(name, kind, adminSettings, async (t, file) =>
    postForm(t.base, "/admin/settings", await t.session("administrator"), {
      intent: "settings-logo-upload",
      key,
      file,
    }),
  );
}

async function agencyForm(t: Targets) {
  const data = await loaderData(
    t.base,
    "/panel/agency",
    await t.session("agencja"),
    "routes/panel/agency",
  );
  return (data as { agency: Record<string, string> }).agency;
}

/** A reply with the file attached, downloaded by its recipient as the conversation lists it. */
const attachmentEndpoint: Endpoint = {
  name: "message attachment",
  kind: "attachment",
  async upload(t, file) {
    const conversationId = await t.conversation();
    const body = formOf({ conversationId, content: "Załącznik do oferty", attachments: file });
    const answer = await callApi(t.base, "/api/wiadomosci", await t.session("posrednik"), { body });
    const messageId = (answer.body as { messageId?: string } | null)?.messageId;
    if (answer.status !== 200 || !messageId) return { answer, served: [] };
    const recipient = await t.session("wlasciciel");
    const data = await loaderData(
      t.base,
      `/panel/messages?c=${conversationId}`,
      recipient,
      "routes/panel/messages",
    );
    const message = findObject(data, ["id", "attachments"], (m) => m.id === messageId);
    const ids = ((message?.attachments ?? []) as { id: string }[]).map(
      (a) => `/api/zalaczniki/${a.id}`,
    );
    return { answer, served: await fetchAll(t, ids, recipient.cookie) };
  },
};

export const ENDPOINTS: Endpoint[] = [
  photoEndpoint("listing photo", "listing"),
  photoEndpoint("service photo", "service"),
  pageEndpoint(
    "avatar",
    "image",
    async (t) => loaderData(t.base, "/profil", await t.session("posrednik"), "routes/profile"),
    async (t, file) =>
      postForm(t.base, "/profil", await t.session("posrednik"), { intent: "avatar", avatar: file }),
  ),
  brandingEndpoint("site logo", "header_logo_url", "image"),
  brandingEndpoint("favicon", "favicon_url", "favicon"),
  pageEndpoint("agency logo", "image", agencyForm, async (t, file) => {
    const { logoUrl: _, ...fields } = await agencyForm(t);
    return postForm(t.base, "/panel/agency", await t.session("agencja"), {
      intent: "agency-save",
      ...fields,
      ...PHOTO,
      "photo-0": file,
    });
  }),
  attachmentEndpoint,
];
