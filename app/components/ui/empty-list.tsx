import type { LucideIcon } from "lucide-react";
import { Card } from "./card";

/** In place of an empty list of the administrator's screens: one line saying so. */
export function EmptyNote({ children }: { children: React.ReactNode }) {
  return (
    <Card as="p" variant="empty" padding="none" item flat className="p-8 text-center text-gray-700">
      {children}
    </Card>
  );
}

/** In place of an empty list of the panel's and the administrator's tabs: an icon, then what to do. */
export function EmptyList({
  icon: Icon,
  children,
}: {
  icon: LucideIcon;
  children: React.ReactNode;
}) {
  return (
    <Card
      variant="empty"
      padding="none"
      item
      flat
      className="flex flex-col items-center px-6 py-12 text-center"
    >
      <Icon aria-hidden="true" className="size-12 text-gray-300" />
      {children}
    </Card>
  );
}
