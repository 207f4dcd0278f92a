import { ownedContent } from "@server/accounts/owned-content";
import { getAgencyMembership } from "@server/agencies/membership";
import { listOwnDecisions } from "@server/moderation/statement";
import { PANEL_TABS, type PanelTab, panelPath, panelTabs } from "@shared/panel";
import { Outlet, useLocation, useNavigation } from "react-router";
import { RouteError, routeErrorMeta } from "~/components/layout/route-error";
import { ConversationListSkeleton } from "~/components/messages/conversation-skeleton";
import { AgencyMembershipBox } from "~/components/panel/agency-membership";
import { ModerationNotices } from "~/components/panel/moderation-notices";
import { TabNav } from "~/components/ui/tab-nav";
import { boundaryHeaders } from "~/http/cache-headers.server";
import { getAppContext } from "~/http/context.server";
import { requireUser } from "~/http/guards.server";
import { screenAction } from "~/http/screen-action.server";
import { pageMeta } from "~/lib/meta";
import type { Route } from "./+types/layout";
import { MEMBERSHIP_PANEL_ACTIONS } from "./agency-forms.server";
import { mailingContext } from "./panel-request.server";

export const meta: Route.MetaFunction = ({ error }) =>
  error
    ? routeErrorMeta(error)
    : [...pageMeta("Panel Użytkownika"), { name: "robots", content: "noindex" }];

export const headers = boundaryHeaders;

/**
 * The role's tabs and, above every tab, a broker's invitations and agency and the moderation
 * decisions about the user's content (never unseen).
 */
export async function loader({ context, request }: Route.LoaderArgs) {
  const actor = await requireUser(context, request);
  const ctx = { db: getAppContext(context).db, actor };
  const membership = await getAgencyMembership(ctx);
  const decisions = await listOwnDecisions(ctx);
  const byRole = panelTabs(actor.roles);
  // What the account owns is asked only when its roles leave out one of the two tabs.
  const complete = byRole.includes("properties") && byRole.includes("services");
  const tabs = complete ? byRole : panelTabs(actor.roles, await ownedContent(ctx));
  return { tabs, membership, decisions };
}

/** The agency box's answers (accept, decline, leave), posted to /panel from any tab. */
export const action = screenAction(MEMBERSHIP_PANEL_ACTIONS, mailingContext);

/** The tab a panel path shows (`/panel/messages` → messages). */
function tabOf(pathname: string, tabs: readonly PanelTab[]): PanelTab | undefined {
  return tabs.find((tab) => pathname === panelPath(tab));
}

export default function PanelLayout({ loaderData }: Route.ComponentProps) {
  return (
    <PanelFrame {...loaderData}>
      <Outlet />
    </PanelFrame>
  );
}

/**
 * A tab's error (403, 404, 503) shows inside the panel, under its header and tabs; the root's
 * page when the layout's own loader failed.
 */
export function ErrorBoundary({ error, loaderData }: Route.ErrorBoundaryProps) {
  const content = <RouteError error={error} />;
  return loaderData ? <PanelFrame {...loaderData}>{content}</PanelFrame> : content;
}

function PanelFrame({
  tabs,
  membership,
  decisions,
  children,
}: Route.ComponentProps["loaderData"] & { children: React.ReactNode }) {
  const location = useLocation();
  const navigation = useNavigation();
  const active = tabOf(location.pathname, tabs) ?? (tabs[0] as PanelTab);
  // A link to the messages tab from another tab: its list is not there yet.
  const loadingMessages =
    navigation.state === "loading" &&
    navigation.location.pathname === panelPath("messages") &&
    active !== "messages";
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Panel Użytkownika</h1>
        <p className="mt-1 text-gray-600">Zarządzaj swoimi danymi, ogłoszeniami i usługami</p>
      </header>
      <TabNav
        path="/panel"
        tabs={tabs}
        labels={PANEL_TABS}
        active={active}
        tabHref={(tab) => panelPath(tab)}
        navLabel="Sekcje panelu"
        selectLabel="Sekcja panelu"
      />
      {membership ? <AgencyMembershipBox membership={membership} /> : null}
      {decisions.length ? <ModerationNotices decisions={decisions} /> : null}
      <div className="mt-6">{loadingMessages ? <ConversationListSkeleton /> : children}</div>
    </div>
  );
}
