/**
 * What the matrix must cover, read from the app itself so that a new route or intent cannot be
 * left out: every route of app/routes.ts whose module exports an `action` (one row per intent
 * it dispatches, a screen's through the `…_ACTIONS` table it imports), and every
 * method of every /api route.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import routes from "../../../app/routes.ts";
import { ROOT } from "../../../tests/e2e/support/server.ts";
import { INTENT_TABLES } from "./intent-tables.ts";

type ConfigEntry = {
  file: string;
  path?: string;
  index?: boolean;
  id?: string;
  children?: ConfigEntry[];
};

/** Every route with its full URL, nested ones included (a layout's children extend its path). */
function flatten(entries: ConfigEntry[], parent = ""): { entry: ConfigEntry; url: string }[] {
  return entries.flatMap((entry) => {
    const url = entry.index ? parent || "/" : `${parent}/${entry.path ?? ""}`.replace(/\/+$/, "");
    return [{ entry, url: url || "/" }, ...flatten(entry.children ?? [], url === "/" ? "" : url)];
  });
}

type MatrixRoute = {
  /** The key of the matrix row: `POST /panel/properties#listing-save`, `GET /api/zalaczniki/:id`. */
  key: string;
  file: string;
};

export type RouteTable = {
  rows: MatrixRoute[];
  /** Calls in route actions that dispatch by intent but have no table in intent-tables.ts. */
  unknownDispatchers: string[];
};

/** Names a module exports (function, const or `export { … }`). */
function exportedNames(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    const exported = ts.canHaveModifiers(statement)
      ? ts.getModifiers(statement)?.some((m) => m.kind === ts.SyntaxKind.ExportKeyword)
      : false;
    const isDefault = ts
      .getModifiers(statement as ts.HasModifiers)
      ?.some((m) => m.kind === ts.SyntaxKind.DefaultKeyword);
    if (exported && isDefault) {
      names.add("default");
    } else if (exported && ts.isFunctionDeclaration(statement) && statement.name) {
      names.add(statement.name.text);
    } else if (exported && ts.isVariableStatement(statement)) {
      for (const declaration of statement.declarationList.declarations) {
        if (ts.isIdentifier(declaration.name)) names.add(declaration.name.text);
      }
    } else if (ts.isExportDeclaration(statement) && statement.exportClause) {
      if (ts.isNamedExports(statement.exportClause)) {
        for (const element of statement.exportClause.elements) names.add(element.name.text);
      }
    }
  }
  return names;
}

/**
 * The dispatchers a route's action calls: those intent-tables.ts knows (`profileAction`), any
 * function imported from server/ whose name says it runs a form's action (`…Action`: a new one
 * must get its table), and the intent tables a screen dispatches through (`…_ACTIONS`).
 */
function importedDispatchers(source: ts.SourceFile): Set<string> {
  const names = new Set<string>();
  for (const statement of source.statements) {
    if (!ts.isImportDeclaration(statement) || statement.importClause?.isTypeOnly) continue;
    const from = (statement.moduleSpecifier as ts.StringLiteral).text;
    const bindings = statement.importClause?.namedBindings;
    if (!bindings || !ts.isNamedImports(bindings)) continue;
    for (const element of bindings.elements) {
      const name = element.name.text;
      if (element.isTypeOnly) continue;
      const known = Object.hasOwn(INTENT_TABLES, name);
      if (known || (from.includes("/server/") && /Action$/.test(name)) || /_ACTIONS$/.test(name)) {
        names.add(name);
      }
    }
  }
  return names;
}

/**
 * Intents the module names itself: `intent === "x"`, `form.get("intent") !== "x"` and the
 * `case "x":` of a switch over an intent. `fallsThrough`: only `===` tests and no switch, so a
 * post without any of them reaches the action's remaining code (e.g. a review's save beside
 * `delete-review`) and needs a row of its own.
 */
function literalIntents(source: ts.SourceFile): { intents: Set<string>; fallsThrough: boolean } {
  const intents = new Set<string>();
  let equalities = 0;
  let exclusive = 0;
  const mentionsIntent = (node: ts.Node) => /\bintent\b|"intent"/.test(node.getText(source));
  const visit = (node: ts.Node) => {
    if (
      ts.isBinaryExpression(node) &&
      [ts.SyntaxKind.EqualsEqualsEqualsToken, ts.SyntaxKind.ExclamationEqualsEqualsToken].includes(
        node.operatorToken.kind,
      )
    ) {
      for (const [side, other] of [
        [node.left, node.right],
        [node.right, node.left],
      ]) {
        if (!ts.isStringLiteral(side) || !mentionsIntent(other)) continue;
        intents.add(side.text);
        if (node.operatorToken.kind === ts.SyntaxKind.EqualsEqualsEqualsToken) equalities++;
        else exclusive++;
      }
    }
    if (ts.isSwitchStatement(node) && mentionsIntent(node.expression)) {
      exclusive++;
      for (const clause of node.caseBlock.clauses) {
        if (ts.isCaseClause(clause) && ts.isStringLiteral(clause.expression)) {
          intents.add(clause.expression.text);
        }
      }
    }
    ts.forEachChild(node, visit);
  };
  visit(source);
  return { intents, fallsThrough: equalities > 0 && exclusive === 0 };
}

/**
 * The module whose code is the route's action: the route itself, or the route it re-exports the
 * action from (`export { action } from "../profile"`: /panel/profile posts /profil's forms).
 */
function actionSource(file: string, source: ts.SourceFile): ts.SourceFile {
  for (const statement of source.statements) {
    if (!ts.isExportDeclaration(statement) || !statement.moduleSpecifier) continue;
    const clause = statement.exportClause;
    if (!clause || !ts.isNamedExports(clause)) continue;
    if (!clause.elements.some((element) => element.name.text === "action")) continue;
    const from = path.resolve(
      path.dirname(file),
      (statement.moduleSpecifier as ts.StringLiteral).text,
    );
    const target = [`${from}.tsx`, `${from}.ts`, from].find((candidate) => existsSync(candidate));
    if (!target) throw new Error(`${file}: cannot find the module its action comes from`);
    return ts.createSourceFile(target, readFileSync(target, "utf8"), ts.ScriptTarget.Latest);
  }
  return source;
}

export function readRouteTable(): RouteTable {
  const rows: MatrixRoute[] = [];
  const unknownDispatchers: string[] = [];
  for (const { entry, url } of flatten(routes as ConfigEntry[])) {
    const file = path.join(ROOT, "app", entry.file);
    const source = ts.createSourceFile(file, readFileSync(file, "utf8"), ts.ScriptTarget.Latest);
    const exported = exportedNames(source);
    // A GET that answers data rather than a page is checked too: an API's, and a signed-in
    // user's (a file to download, a redirect that depends on who asks).
    const isApi = url.startsWith("/api/");
    const isPrivateResource =
      !exported.has("default") && /\brequire(User|Role|PanelTab)\(/.test(source.text);
    if ((isApi || isPrivateResource) && exported.has("loader")) {
      rows.push({ key: `GET ${url}`, file: entry.file });
    }
    if (!exported.has("action")) continue;

    const code = actionSource(file, source);
    const { intents, fallsThrough } = literalIntents(code);
    for (const name of importedDispatchers(code)) {
      const table = INTENT_TABLES[name];
      if (table) for (const intent of table) intents.add(intent);
      else unknownDispatchers.push(`${entry.file}: ${name}`);
    }
    if (intents.size === 0 || fallsThrough) rows.push({ key: `POST ${url}`, file: entry.file });
    for (const intent of intents) {
      rows.push({ key: `POST ${url}#${intent}`, file: entry.file });
    }
  }
  return { rows, unknownDispatchers };
}
