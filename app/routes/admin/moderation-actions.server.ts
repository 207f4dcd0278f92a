import { decideReports } from "@server/moderation/moderation-queue.ts";
import { confirmScamWarning } from "@server/moderation/scam-signals.ts";
import { decideAppeal } from "@server/moderation/statement.ts";
import {
  appealDecisionSchema,
  decisionSchema,
  SCAM_WARNING_TEXT,
  scamWarningSchema,
} from "@shared/moderation";
import { type AdminActions, defineAdminAction } from "./admin-action.server.ts";

/** The moderation tab (/admin/moderation): decisions on reported items and on appeals. */
export const MODERATION_ADMIN_ACTIONS: AdminActions = {
  "moderation-decision": defineAdminAction({
    label: "Decyzja moderacji",
    failed: "Nie udało się zapisać decyzji.",
    schema: decisionSchema,
    async run(input, ctx) {
      const { decision, reports } = await decideReports(ctx, input, { baseUrl: ctx.baseUrl ?? "" });
      await ctx.deliverQueued?.();
      return { message: `Decyzja „${decision}” zapisana (zgłoszenia: ${reports}).` };
    },
  }),
  "moderation-warning": defineAdminAction({
    label: "Ostrzeżenie przy ogłoszeniu",
    failed: SCAM_WARNING_TEXT.failed,
    schema: scamWarningSchema,
    async run({ itemId }, ctx) {
      await confirmScamWarning(ctx, itemId);
      return { message: SCAM_WARNING_TEXT.confirmed };
    },
  }),
  "moderation-appeal": defineAdminAction({
    label: "Rozpatrzenie odwołania",
    failed: "Nie udało się zapisać wyniku odwołania.",
    schema: appealDecisionSchema,
    async run({ id, ...input }, ctx) {
      const { outcome } = await decideAppeal(ctx, { id, input, baseUrl: ctx.baseUrl ?? "" });
      await ctx.deliverQueued?.();
      return { message: `Wynik odwołania zapisany: ${outcome}.` };
    },
  }),
};
