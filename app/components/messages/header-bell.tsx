import { panelPath } from "@shared/panel";
import { Bell } from "lucide-react";
import { Link } from "react-router";
import { LiveMessages } from "./live-messages";
import { unreadBadge, useUnread } from "./unread-store";

/**
 * The header's bell: a link to the messages tab with the unread count ('9+' above 9). The count
 * comes from the root loader (`initialCount`, taken at server time `loadedAt`) and, between loads,
 * from live updates (unread-store.ts). It also keeps the tab's one live-update stream open: this
 * file is loaded lazily and only for signed-in users, so public pages never pay for it.
 */
export function HeaderBell({ initialCount, loadedAt }: { initialCount: number; loadedAt: number }) {
  const count = useUnread(initialCount, loadedAt);
  const badge = unreadBadge(count);
  const label = count > 0 ? `Wiadomości: ${count} ${unreadWord(count)}` : "Wiadomości";
  return (
    <>
      <LiveMessages />
      <Link
        to={panelPath("messages")}
        aria-label={label}
        className="relative grid size-10 place-items-center rounded-full text-gray-700 hover:bg-brand-50 hover:text-brand-800 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600"
      >
        <Bell aria-hidden="true" className="size-5" />
        {badge ? (
          <span
            aria-hidden="true"
            data-testid="unread-badge"
            className="absolute -top-0.5 -right-0.5 grid h-5 min-w-5 place-items-center rounded-full bg-red-600 px-1 text-[11px] leading-none font-bold text-white tabular-nums"
          >
            {badge}
          </span>
        ) : null}
      </Link>
    </>
  );
}

/** Polish plural of 'nieprzeczytana' (inline: the bell's chunk stays free of ~/lib/format). */
function unreadWord(count: number): string {
  if (count === 1) return "nieprzeczytana";
  const last = count % 10;
  const lastTwo = count % 100;
  return last >= 2 && last <= 4 && (lastTwo < 12 || lastTwo > 14)
    ? "nieprzeczytane"
    : "nieprzeczytanych";
}
