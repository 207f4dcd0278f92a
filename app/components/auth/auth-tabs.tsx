import { Tabs } from "radix-ui";
import { useState } from "react";
import { cn } from "~/lib/cn";
import { useHydrated } from "~/lib/use-hydrated";

type TabValue = "logowanie" | "rejestracja";

const TABS: { value: TabValue; label: string }[] = [
  { value: "logowanie", label: "Logowanie" },
  { value: "rejestracja", label: "Rejestracja" },
];

/**
 * 'Logowanie' / 'Rejestracja'. The server renders Radix tabs whose triggers are links
 * (`?tab=rejestracja`), so without JavaScript a click loads the other tab from the server; once
 * hydrated the click is kept on the page and Radix switches the panel (arrow keys included).
 */
export function AuthTabs({
  initial,
  redirectTo,
  signIn,
  signUp,
}: {
  initial: TabValue;
  redirectTo: string;
  signIn: React.ReactNode;
  signUp: React.ReactNode;
}) {
  const [tab, setTab] = useState<TabValue>(initial);
  const hydrated = useHydrated();
  const change = (value: string) => {
    setTab(value as TabValue);
    // Keep the address in step, so a reload or a shared link opens the same tab.
    const url = new URL(window.location.href);
    url.searchParams.set("tab", value);
    window.history.replaceState(window.history.state, "", url);
  };
  return (
    <Tabs.Root value={tab} onValueChange={change}>
      <Tabs.List
        aria-label="Logowanie lub rejestracja"
        className="grid grid-cols-2 rounded-lg bg-gray-100 p-1"
      >
        {TABS.map((t) => (
          <Tabs.Trigger key={t.value} value={t.value} asChild>
            <a
              href={tabHref(t.value, redirectTo)}
              onClick={(event) => {
                if (hydrated) event.preventDefault();
              }}
              className={cn(
                "rounded-md px-3 py-2 text-center text-sm font-semibold focus-visible:outline-2 focus-visible:outline-brand-600",
                tab === t.value
                  ? "bg-white text-brand-800 shadow-sm"
                  : "text-gray-600 hover:text-gray-900",
              )}
            >
              {t.label}
            </a>
          </Tabs.Trigger>
        ))}
      </Tabs.List>
      <Tabs.Content value="logowanie" className="pt-6 focus:outline-none">
        {signIn}
      </Tabs.Content>
      <Tabs.Content value="rejestracja" className="pt-6 focus:outline-none">
        {signUp}
      </Tabs.Content>
    </Tabs.Root>
  );
}

function tabHref(tab: TabValue, redirectTo: string): string {
  const params = new URLSearchParams({ tab });
  if (redirectTo !== "/") params.set("redirectTo", redirectTo);
  return `?${params}`;
}
