-- Sessions begun, renewed or ended (sign-in, sign-out, a password change ending the others) are
-- told on the content channel too: every process then forgets the signed-in users it remembers
-- (server/auth/actor-memo.ts), so an ended session stops working everywhere at once. The page
-- cache and the content memo ignore this table: what anonymous visitors see has not changed.
CREATE TRIGGER sessions_content_written AFTER INSERT OR UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION okolica_content_changed();--> statement-breakpoint
CREATE TRIGGER sessions_content_truncated AFTER TRUNCATE ON "sessions" FOR EACH STATEMENT EXECUTE FUNCTION okolica_content_changed();
