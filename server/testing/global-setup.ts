import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { PGlite } from "@electric-sql/pglite";
import pg from "pg";
import type { TestProject } from "vitest/node";
import { fromPglite, openServerDatabase, PGLITE_EXTENSIONS } from "../db/client.ts";
import { TEMPLATE_DATABASE, withDatabaseName } from "./test-db.ts";

declare module "vitest" {
  export interface ProvidedContext {
    pgliteTemplate: string;
  }
}

/**
 * Migrates one template database per run. With TEST_DATABASE_URL it is a database on that
 * server (test files clone it with CREATE DATABASE ... TEMPLATE); otherwise a PGlite data dir
 * dumped to a file that each test file loads (~0.3 s instead of migrating again).
 */
export default async function setup(project: TestProject) {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const admin = new pg.Client({ connectionString: serverUrl });
    await admin.connect();
    await admin.query(`drop database if exists ${TEMPLATE_DATABASE} with (force)`);
    await admin.query(`create database ${TEMPLATE_DATABASE}`);
    await admin.end();
    const template = await openServerDatabase(withDatabaseName(serverUrl, TEMPLATE_DATABASE), {
      max: 1,
    });
    await template.close();
    project.provide("pgliteTemplate", "");
    return;
  }
  const dir = mkdtempSync(path.join(tmpdir(), "okolica-test-"));
  const client = await PGlite.create({ extensions: PGLITE_EXTENSIONS });
  const database = await fromPglite(client);
  const dump = await client.dumpDataDir("none");
  const file = path.join(dir, "template.tar");
  writeFileSync(file, Buffer.from(await dump.arrayBuffer()));
  await database.close();
  project.provide("pgliteTemplate", file);
  return () => rmSync(dir, { recursive: true, force: true });
}
