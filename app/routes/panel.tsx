import { LISTING_TEXT } from "@shared/listing-schemas";
import { activePanelTab, PANEL_TABS, type PanelActionResult, panelTabs } from "@shared/panel";
import { useNavigation, data as withStatus } from "react-router";
import { ConversationListSkeleton } from "~/components/messages/conversation-skeleton";
import { MessagesTab } from "~/components/messages/messages-tab";
import { AgencyTab } from "~/components/panel/agency-form";
import { AgencyMembershipBox } from "~/components/panel/agency-membership";
import { AgentsTab } from "~/components/panel/agents-tab";
import { BrokerStatsTab } from "~/components/panel/broker-stats";
import { CompanyTab } from "~/components/panel/company-form";
import { MyListings } from "~/components/panel/my-listings";
import { MyServices } from "~/components/panel/my-services";
import { ProfileSections } from "~/components/profile/profile-sections";
import type { ProfileActionResult } from "~/components/profile/types";
import { TabNav } from "~/components/ui/tab-nav";
import { reply } from "~/http/action-reply";
import { getAppContext } from "~/http/context";
import { requireUser } from "~/http/guards";
import { pageMeta } from "~/lib/meta";
import { getCompanyProfile } from "../../server/accounts/company-profile";
import { PROFILE_INTENTS, profileAction } from "../../server/accounts/profile-action";
import { getOwnProfile } from "../../server/accounts/update-profile";
import { listAgencyBrokers } from "../../server/agencies/agents";
import { getAgencyMembership } from "../../server/agencies/membership";
import { getAgencyProfile } from "../../server/agencies/save-agency";
import { isAppError } from "../../server/errors";
import { panelPhotoStore } from "../../server/images/photo-store";
import {
  BodyTooLargeError,
  MAX_FORM_BODY_BYTES,
  readFormData,
} from "../../server/images/read-form-data";
import { defaultImportPolicy } from "../../server/import/import-policy";
import { getBrokerStats } from "../../server/listings/broker-stats";
import { getListingForEdit, listOwnListings } from "../../server/listings/save-listing";
import {
  countUnread,
  listConversations,
  openConversation,
} from "../../server/messages/conversations";
import { AGENCY_INTENTS, agencyAction } from "../../server/panel/agency-actions";
import { AGENTS_INTENTS, agentsAction } from "../../server/panel/agents-actions";
import { COMPANY_INTENTS, companyAction } from "../../server/panel/company-actions";
import { LISTING_INTENTS, listingAction } from "../../server/panel/listing-actions";
import { MEMBERSHIP_INTENTS, membershipAction } from "../../server/panel/membership-actions";
import { SERVICE_INTENTS, serviceAction } from "../../server/panel/service-actions";
import { getServiceForEdit, listOwnServices } from "../../server/services/save-service";
import { getMaxPhotos } from "../../server/site-settings/max-photos";
import { getStorage } from "../../server/storage/storage";
import type { Route } from "./+types/panel";

export const meta = () => [
  ...pageMeta("Panel Użytkownika"),
  { name: "robots", content: "noindex" },
];

/**
 * /panel?tab=…: the role's tab set; only the active tab's data is loaded. `action=add-property`
 * opens the add-listing dialog (on the properties tab), `edit={id}` that listing's form.
 */
export async function loader({ context, request, url }: Route.LoaderArgs) {
  const actor = await requireUser(context, request);
  const ctx = { db: getAppContext(context).db, actor };
  const tabs = panelTabs(actor.roles);
  const addProperty =
    url.searchParams.get("action") === "add-property" && tabs.includes("properties");
  const tab = addProperty ? "properties" : activePanelTab(actor.roles, url.searchParams.get("tab"));
  const editId = url.searchParams.get("edit");
  // A broker's invitations and agency, above every tab: an invitation must not go unseen.
  const membership = await getAgencyMembership(ctx);
  const base = { tabs, tab, addProperty, profilePhone: actor.profile?.phone ?? "", membership };

  if (tab === "properties") {
    const [listings, editing, maxPhotos] = await Promise.all([
      listOwnListings(ctx),
      editId ? getListingForEdit(ctx, editId).catch(() => null) : null,
      getMaxPhotos(ctx.db),
    ]);
    return { ...base, listings, editing, editMissing: !!editId && !editing, maxPhotos };
  }
  if (tab === "services") {
    const [services, editingService] = await Promise.all([
      listOwnServices(ctx),
      editId ? getServiceForEdit(ctx, editId).catch(() => null) : null,
    ]);
    return { ...base, services, editingService };
  }
  if (tab === "profile") return { ...base, profile: await getOwnProfile(ctx) };
  if (tab === "stats") {
    const sort = url.searchParams.get("sort");
    const dir = url.searchParams.get("dir");
    return { ...base, stats: await getBrokerStats(ctx, { sort, dir }) };
  }
  if (tab === "company") return { ...base, company: await getCompanyProfile(ctx) };
  if (tab === "agency") {
    // The spec's inline text instead of an error page: the rest of the panel still works.
    const agency = await getAgencyProfile(ctx).catch((error: unknown) => {
      getAppContext(context).log.error({ err: error }, "agency profile load failed");
      return null;
    });
    return { ...base, agency };
  }
  if (tab === "agents") return { ...base, team: await listAgencyBrokers(ctx) };
  if (tab === "messages") {
    // Opening marks the conversation read, so it goes first: the list then shows it read.
    const conversationId = url.searchParams.get("c");
    const open = conversationId ? await openOwnConversation(ctx, conversationId) : null;
    // The root loader counts the bell's number in parallel, possibly before this read-marking:
    // the tab hands the bell the count after it (unread-store), stamped like the root's.
    const unreadAt = Date.now();
    const [conversations, unreadCount] = await Promise.all([
      listConversations(ctx),
      countUnread(ctx),
    ]);
    // Another user's (or no) conversation: the same answer as a missing one, status 404.
    const notFound = !!conversationId && !open;
    return withStatus(
      { ...base, conversations, open, notFound, unreadCount, unreadAt },
      notFound ? 404 : 200,
    );
  }
  return base;
}

/** The conversation, or null when it is missing or not the actor's (never telling which). */
async function openOwnConversation(ctx: Parameters<typeof openConversation>[0], id: string) {
  try {
    return await openConversation(ctx, id);
  } catch (error) {
    if (isAppError(error) && (error.code === "not_found" || error.code === "forbidden")) {
      return null;
    }
    throw error;
  }
}

/**
 * Every panel form posts here with an `intent`; each area's module checks who may do what.
 * Bodies are read with a limit, so no client can make the server buffer more.
 */
export async function action({ context, request }: Route.ActionArgs) {
  const actor = await requireUser(context, request);
  const app = getAppContext(context);
  let form: FormData;
  try {
    form = await readFormData(request, MAX_FORM_BODY_BYTES);
  } catch (error) {
    if (!(error instanceof BodyTooLargeError)) throw error;
    return reply(
      {
        intent: "upload",
        ok: false,
        title: LISTING_TEXT.fileTooLargeTitle,
        message: "Łączny rozmiar wysyłanych zdjęć jest za duży. Wyślij mniej zdjęć naraz.",
      },
      413,
    );
  }
  const intent = String(form.get("intent") ?? "");
  if (PROFILE_INTENTS.includes(intent)) return profileAction(context, request, form);

  const ctx = {
    db: app.db,
    actor,
    ...panelPhotoStore(getStorage(app.config), defaultImportPolicy(app.config), {
      siteUrl: app.config.baseUrl,
    }),
  };
  if (LISTING_INTENTS.includes(intent)) return listingAction(intent, form, ctx, app.log);
  if (SERVICE_INTENTS.includes(intent)) return serviceAction(intent, form, ctx, app.log);
  if (COMPANY_INTENTS.includes(intent)) return companyAction(intent, form, ctx, app.log);
  if (AGENCY_INTENTS.includes(intent)) return agencyAction(intent, form, ctx, app.log);
  const mailing = { db: app.db, actor, auth: app.auth, mailer: app.mailer };
  if (AGENTS_INTENTS.includes(intent)) return agentsAction(intent, form, mailing, app.log);
  if (MEMBERSHIP_INTENTS.includes(intent)) {
    return membershipAction(intent, form, mailing, app.log);
  }
  return reply({ intent, ok: false, title: "Błąd", message: "Nieznana akcja." });
}

/** True while a link to the messages tab loads from another tab (its list is not there yet). */
function useLoadingMessagesTab(current: string): boolean {
  const navigation = useNavigation();
  if (navigation.state !== "loading" || navigation.location.pathname !== "/panel") return false;
  const tab = new URLSearchParams(navigation.location.search).get("tab");
  return tab === "messages" && current !== "messages";
}

export default function PanelPage({ loaderData, actionData }: Route.ComponentProps) {
  const data = loaderData;
  const loadingMessages = useLoadingMessagesTab(data.tab);
  const result = actionData as (PanelActionResult | ProfileActionResult) | undefined;
  return (
    <div className="mx-auto max-w-6xl px-4 py-8 sm:px-6">
      <header className="mb-6">
        <h1 className="text-3xl font-bold tracking-tight text-gray-900">Panel Użytkownika</h1>
        <p className="mt-1 text-gray-600">Zarządzaj swoimi danymi, ogłoszeniami i usługami</p>
      </header>
      <TabNav
        path="/panel"
        tabs={data.tabs}
        labels={PANEL_TABS}
        active={data.tab}
        navLabel="Sekcje panelu"
        selectLabel="Sekcja panelu"
      />
      {data.membership ? <AgencyMembershipBox membership={data.membership} /> : null}
      <div className="mt-6">
        {loadingMessages ? (
          <ConversationListSkeleton />
        ) : "conversations" in data ? (
          <MessagesTab
            conversations={data.conversations}
            open={data.open}
            notFound={data.notFound}
            unreadCount={data.unreadCount}
            unreadAt={data.unreadAt}
          />
        ) : "listings" in data ? (
          <MyListings
            listings={data.listings}
            editing={data.editing}
            editMissing={data.editMissing}
            addOpen={data.addProperty}
            profilePhone={data.profilePhone}
            maxPhotos={data.maxPhotos}
            result={result as PanelActionResult | undefined}
          />
        ) : "services" in data ? (
          <MyServices
            services={data.services}
            editing={data.editingService}
            profilePhone={data.profilePhone}
            result={result as PanelActionResult | undefined}
          />
        ) : "profile" in data ? (
          <div className="space-y-6">
            <ProfileSections
              profile={data.profile}
              result={result as ProfileActionResult | undefined}
            />
          </div>
        ) : "company" in data ? (
          <CompanyTab profile={data.company} />
        ) : "agency" in data ? (
          <AgencyTab agency={data.agency} />
        ) : "stats" in data ? (
          <BrokerStatsTab stats={data.stats} />
        ) : "team" in data ? (
          <AgentsTab team={data.team} result={result as PanelActionResult | undefined} />
        ) : null}
      </div>
    </div>
  );
}
