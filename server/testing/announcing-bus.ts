import { createMemoryBus, type EventBus } from "../realtime/bus.ts";

/** A bus whose table changes the test announces itself (`change`), as the triggers would. */
export function announcingBus(): EventBus & { change(table?: string): void } {
  const listeners: ((table: string) => void)[] = [];
  return {
    ...createMemoryBus(),
    onContentChange: (listener) => {
      listeners.push(listener);
      return () => {};
    },
    change: (table = "site_settings") => {
      for (const listener of listeners) listener(table);
    },
  };
}
