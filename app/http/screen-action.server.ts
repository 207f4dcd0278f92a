import type { Logger } from "pino";
import type { RouterContextProvider } from "react-router";
import { reply } from "./action-reply.server.ts";
import { getAppContext } from "./context.server.ts";
import { postedForm } from "./form-action.server.ts";

/** One form of a screen: its post, what the screen's forms write with, the request's log. */
type ScreenForm<Ctx> = (form: FormData, ctx: Ctx, log: Logger) => Promise<unknown>;

/**
 * A screen's forms by the `intent` each posts. The access matrix reads these tables
 * (scripts/security/matrix/intent-tables.ts), so an intent cannot be left unchecked.
 */
export type ScreenActions<Ctx> = Record<string, ScreenForm<Ctx>>;

type ActionArgs = { context: Readonly<RouterContextProvider>; request: Request };

/**
 * A screen's action: `contextFor` turns away whoever may not post here (before the body is
 * read) and builds what the screen's forms write with; the body is read within its limit, and
 * the form its `intent` names answers.
 */
export function screenAction<Ctx, Actions extends ScreenActions<Ctx>>(
  actions: Actions,
  contextFor: (context: Readonly<RouterContextProvider>, request: Request) => Promise<Ctx>,
) {
  return async ({ context, request }: ActionArgs) => {
    const ctx = await contextFor(context, request);
    const form = await postedForm(request);
    if (!(form instanceof FormData)) return form;
    const named = form.get("intent");
    const intent = typeof named === "string" ? named : "";
    if (!Object.hasOwn(actions, intent)) {
      return reply({ intent, ok: false, title: "Błąd", message: "Nieznana akcja." });
    }
    return (await actions[intent](form, ctx, getAppContext(context).log)) as Awaited<
      ReturnType<Actions[keyof Actions]>
    >;
  };
}
