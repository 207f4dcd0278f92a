// @vitest-environment happy-dom

import { UNAVAILABLE_MESSAGE } from "@server/db/unavailable";
import { cleanup, render, screen } from "@testing-library/react";
import type { ComponentType } from "react";
import { createRoutesStub, data } from "react-router";
import { afterEach, describe, expect, it } from "vitest";
import * as admin from "./admin";
import * as panel from "./panel/layout";

afterEach(cleanup);

type Layout = {
  default: ComponentType<never>;
  ErrorBoundary: ComponentType<never>;
};

function Tab() {
  return <p>Zakładka</p>;
}

/** The layout with the stand-in loaders given, and one child (the tab) at `path/tab`. */
function renderLayout(
  module: Layout,
  path: string,
  layoutLoader: () => unknown,
  tabLoader: () => unknown,
) {
  const Stub = createRoutesStub([
    {
      path,
      Component: module.default as ComponentType,
      ErrorBoundary: module.ErrorBoundary as ComponentType,
      loader: layoutLoader,
      children: [{ path: "tab", Component: Tab, loader: tabLoader }],
    },
  ]);
  render(<Stub initialEntries={[`${path}/tab`]} />);
}

const refuse = (status: number, message = "") => {
  throw data(message, status);
};

describe("a tab's error keeps its layout", () => {
  it("the panel: a tab's 404 shows under the panel's header and tabs", async () => {
    renderLayout(
      panel as unknown as Layout,
      "/panel",
      () => ({ tabs: ["profile", "messages"], membership: null, decisions: [] }),
      () => refuse(404),
    );
    expect(await screen.findByRole("heading", { name: "Ups! Nie znaleziono strony" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Panel Użytkownika" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Sekcje panelu" })).toBeTruthy();
    expect(screen.getByRole("link", { name: "Wiadomości" })).toBeTruthy();
  });

  it("the panel: a database outage (503) says so in the tab, with its own text", async () => {
    renderLayout(
      panel as unknown as Layout,
      "/panel",
      () => ({ tabs: ["profile"], membership: null, decisions: [] }),
      () => refuse(503, UNAVAILABLE_MESSAGE),
    );
    expect(
      await screen.findByRole("heading", { name: "Serwis chwilowo niedostępny" }),
    ).toBeTruthy();
    expect(screen.getByText(UNAVAILABLE_MESSAGE)).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Sekcje panelu" })).toBeTruthy();
  });

  it("the admin panel: a screen's 403 shows under its tabs", async () => {
    renderLayout(
      admin as unknown as Layout,
      "/admin",
      () => ({ tabs: ["dashboard", "users"] }),
      () => refuse(403),
    );
    expect(await screen.findByRole("heading", { name: "Brak uprawnień" })).toBeTruthy();
    expect(screen.getByRole("heading", { name: "Panel administratora" })).toBeTruthy();
    expect(screen.getByRole("navigation", { name: "Sekcje panelu administratora" })).toBeTruthy();
  });

  it("the admin panel refusing a non-administrator shows the 403 alone, no tabs", async () => {
    renderLayout(
      admin as unknown as Layout,
      "/admin",
      () => refuse(403),
      () => null,
    );
    expect(await screen.findByRole("heading", { name: "Brak uprawnień" })).toBeTruthy();
    expect(screen.queryByRole("heading", { name: "Panel administratora" })).toBeNull();
    expect(screen.queryByRole("navigation")).toBeNull();
  });
});
