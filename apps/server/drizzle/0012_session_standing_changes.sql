-- Every change to a session or a second factor names its user on the channel auth_standing, so a server
-- that keeps sessions' standing in memory (on PGlite, where it is the only process writing) forgets that
-- user's entries when the change commits, whichever code or SQL made it. An empty payload (TRUNCATE)
-- means every user. Only a database session that listens is told: PGlite's single session once the
-- server listens; the pooled sessions on PostgreSQL never listen, so their writes queue nothing.
CREATE FUNCTION "auth_standing_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF EXISTS (SELECT 1 FROM pg_listening_channels() AS channel WHERE channel = 'auth_standing') THEN
    IF TG_OP = 'TRUNCATE' THEN
      PERFORM pg_notify('auth_standing', '');
    ELSE
      -- Both users when an update moves a row from one user to another.
      IF TG_OP IN ('UPDATE', 'DELETE') THEN
        PERFORM pg_notify('auth_standing', OLD.user_id::text);
      END IF;
      IF TG_OP IN ('INSERT', 'UPDATE') THEN
        PERFORM pg_notify('auth_standing', NEW.user_id::text);
      END IF;
    END IF;
  END IF;
  RETURN NULL;
END;
$$;
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_standing" AFTER INSERT OR UPDATE OR DELETE ON "auth_sessions"
  FOR EACH ROW EXECUTE FUNCTION "auth_standing_changed"();
--> statement-breakpoint
CREATE TRIGGER "auth_sessions_standing_truncate" AFTER TRUNCATE ON "auth_sessions"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_standing_changed"();
--> statement-breakpoint
CREATE TRIGGER "mfa_factors_standing" AFTER INSERT OR UPDATE OR DELETE ON "mfa_factors"
  FOR EACH ROW EXECUTE FUNCTION "auth_standing_changed"();
--> statement-breakpoint
CREATE TRIGGER "mfa_factors_standing_truncate" AFTER TRUNCATE ON "mfa_factors"
  FOR EACH STATEMENT EXECUTE FUNCTION "auth_standing_changed"();
--> statement-breakpoint
-- ALWAYS: they fire under session_replication_role = replica too, a setting that silences ordinary
-- triggers (restores and bulk maintenance use it).
ALTER TABLE "auth_sessions" ENABLE ALWAYS TRIGGER "auth_sessions_standing";
--> statement-breakpoint
ALTER TABLE "auth_sessions" ENABLE ALWAYS TRIGGER "auth_sessions_standing_truncate";
--> statement-breakpoint
ALTER TABLE "mfa_factors" ENABLE ALWAYS TRIGGER "mfa_factors_standing";
--> statement-breakpoint
ALTER TABLE "mfa_factors" ENABLE ALWAYS TRIGGER "mfa_factors_standing_truncate";
