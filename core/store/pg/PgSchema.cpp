// SPDX-License-Identifier: GPL-3.0-or-later
#include "PgSchema.h"

#include "PgConnection.h"
#include "common/Logging.h"

#include <QSqlError>
#include <QSqlQuery>

namespace lotse {

namespace {

// Tables, full-text search and the change number that client vector copies sync by.
QStringList tables()
{
    return {
        QStringLiteral("CREATE SCHEMA lotse"),
        QStringLiteral("CREATE TABLE lotse.meta(key text PRIMARY KEY, value text NOT NULL)"),
        // Whether members' questions are stored here (TeamTraceSync): off until a manager decides.
        QStringLiteral("INSERT INTO lotse.meta(key, value) VALUES ('trace_policy', 'off')"),
        // Who may see which groups. Read only through lotse.my_groups(); changed by `team grant`.
        QStringLiteral("CREATE TABLE lotse.members(role_name name PRIMARY KEY, role text NOT NULL CHECK (role IN "
                       "('reader', 'manager')), groups text[] NOT NULL DEFAULT '{}')"),
        // Every change to documents and vectors takes the next number: clients sync what is newer.
        QStringLiteral("CREATE SEQUENCE lotse.changes"),
        QStringLiteral(
            "CREATE TABLE lotse.documents(id bigserial PRIMARY KEY, path text NOT NULL UNIQUE, title text NOT NULL "
            "DEFAULT '', language regconfig NOT NULL DEFAULT 'simple', sha256 text NOT NULL DEFAULT '', size bigint "
            "NOT "
            "NULL DEFAULT 0, mtime bigint NOT NULL DEFAULT 0, status text NOT NULL CHECK (status IN ('ready', "
            "'failed')), error text NOT NULL DEFAULT '', ingested_at bigint NOT NULL DEFAULT 0, reader_version integer "
            "NOT NULL DEFAULT 0, failed_sha256 text NOT NULL DEFAULT '', groups text[] NOT NULL CHECK "
            "(cardinality(groups) > 0), change bigint NOT NULL DEFAULT nextval('lotse.changes'))"),
        // A passage carries its document's groups and language, so that row-level security and search
        // need no join.
        QStringLiteral(
            "CREATE TABLE lotse.chunks(id bigserial PRIMARY KEY, document_id bigint NOT NULL REFERENCES "
            "lotse.documents(id) ON DELETE CASCADE, ordinal integer NOT NULL, heading_path text NOT NULL DEFAULT '', "
            "text text NOT NULL, start_offset integer NOT NULL, end_offset integer NOT NULL, sha256 text NOT NULL, "
            "page "
            "integer NOT NULL DEFAULT 0, instructions integer NOT NULL DEFAULT 0, groups text[] NOT NULL, language "
            "regconfig NOT NULL, tsv tsvector GENERATED ALWAYS AS (setweight(to_tsvector(language, heading_path), 'A') "
            "|| to_tsvector(language, text)) STORED, change bigint NOT NULL DEFAULT nextval('lotse.changes'), UNIQUE "
            "(document_id, ordinal))"),
        QStringLiteral("CREATE INDEX chunks_tsv ON lotse.chunks USING gin(tsv)"),
        QStringLiteral("CREATE INDEX chunks_sha256 ON lotse.chunks(sha256)"),
        QStringLiteral("CREATE INDEX chunks_change ON lotse.chunks(change)"),
        QStringLiteral(
            "CREATE TABLE lotse.embeddings(chunk_sha256 text NOT NULL, model text NOT NULL, dimensions integer NOT "
            "NULL, vector bytea NOT NULL, change bigint NOT NULL DEFAULT nextval('lotse.changes'), xact xid8 NOT "
            "NULL DEFAULT pg_current_xact_id(), PRIMARY KEY (chunk_sha256, model))"),
        // The writing transaction: a copy fetches the vectors of transactions not finished at its last sync
        // (TeamReplica), which change numbers alone cannot tell (they are taken before commit).
        QStringLiteral("CREATE INDEX embeddings_xact ON lotse.embeddings(xact)"),
        QStringLiteral("CREATE TABLE lotse.folders(id bigserial PRIMARY KEY, path text NOT NULL UNIQUE, groups text[] "
                       "NOT NULL CHECK (cardinality(groups) > 0), added_at bigint NOT NULL, synced_at bigint NOT NULL "
                       "DEFAULT 0)"),
        QStringLiteral(
            "CREATE TABLE lotse.ingest_queue(seq bigserial PRIMARY KEY, path text NOT NULL UNIQUE, reindex "
            "boolean NOT NULL DEFAULT false, queued_at bigint NOT NULL, attempts integer NOT NULL DEFAULT 0)"),
        QStringLiteral(
            "CREATE TABLE lotse.traces(id bigserial PRIMARY KEY, owner name NOT NULL DEFAULT session_user, created_at "
            "bigint NOT NULL, question text, outcome text NOT NULL, trace_json text NOT NULL, rounds integer NOT NULL "
            "DEFAULT 0, insufficient_rounds integer NOT NULL DEFAULT 0, duration_ms bigint NOT NULL DEFAULT 0, "
            "provider "
            "text NOT NULL DEFAULT '', model text NOT NULL DEFAULT '', prompt_tokens bigint NOT NULL DEFAULT 0, "
            "completion_tokens bigint NOT NULL DEFAULT 0, cost double precision, answer text NOT NULL DEFAULT '', "
            "queries text NOT NULL DEFAULT '', question_stored boolean NOT NULL DEFAULT true, source_id bigint, "
            "UNIQUE (owner, source_id))"),
        QStringLiteral("CREATE INDEX traces_created_at ON lotse.traces(created_at)"),
        // groups: who could see what was removed (NULL for a vector: its tombstone is for managers only).
        QStringLiteral("CREATE TABLE lotse.removed(change bigint PRIMARY KEY DEFAULT nextval('lotse.changes'), kind "
                       "text NOT NULL, key text NOT NULL, groups text[])"),
        QStringLiteral("CREATE TABLE lotse.trace_citations(trace_id bigint NOT NULL REFERENCES lotse.traces(id) ON "
                       "DELETE CASCADE, path text NOT NULL, PRIMARY KEY (trace_id, path))"),
        QStringLiteral(
            "CREATE TABLE lotse.feedback(id bigserial PRIMARY KEY, trace_id bigint NOT NULL REFERENCES "
            "lotse.traces(id) "
            "ON DELETE CASCADE, owner name NOT NULL DEFAULT session_user, created_at bigint NOT NULL, target text NOT "
            "NULL CHECK (target IN ('answer', 'verdict')), round integer NOT NULL DEFAULT 0, right_source text NOT "
            "NULL "
            "DEFAULT '', must_mention text NOT NULL DEFAULT '', note text NOT NULL DEFAULT '')"),
    };
}

// Functions that policies and triggers call. Each has a fixed search_path and schema-qualified names:
// an SQL function body is parsed with the caller's search_path, so a reader could otherwise put its
// own pg_has_role() or lotse.* look-alike in front (tst_pgschema tries).
QStringList functions()
{
    const QString fixed = QStringLiteral("SET search_path = pg_catalog, pg_temp");
    return {
        // SECURITY DEFINER: a reader learns its own groups and role without reading the members table.
        QStringLiteral("CREATE FUNCTION lotse.my_groups() RETURNS text[] LANGUAGE sql STABLE SECURITY DEFINER %1 AS "
                       "$$ SELECT COALESCE((SELECT m.groups FROM lotse.members m WHERE m.role_name = session_user), "
                       "'{}'::text[]) $$")
            .arg(fixed),
        // The role in this database (members.role), not the server-wide role: a manager of one team
        // knowledge base is not one of another on the same server.
        QStringLiteral("CREATE FUNCTION lotse.is_manager() RETURNS boolean LANGUAGE sql STABLE SECURITY DEFINER %1 "
                       "AS $$ SELECT EXISTS (SELECT 1 FROM lotse.members m WHERE m.role_name = session_user AND "
                       "m.role = 'manager') $$")
            .arg(fixed),
        QStringLiteral("CREATE FUNCTION lotse.my_role() RETURNS text LANGUAGE sql STABLE SECURITY DEFINER %1 AS $$ "
                       "SELECT m.role FROM lotse.members m WHERE m.role_name = session_user $$")
            .arg(fixed),
        // Managers set the team's trace policy; meta is otherwise the administrator's (schema version).
        QStringLiteral(
            "CREATE FUNCTION lotse.set_trace_policy(policy text) RETURNS void LANGUAGE plpgsql SECURITY "
            "DEFINER %1 AS $$ BEGIN IF NOT (lotse.is_manager() OR (SELECT r.rolsuper FROM pg_catalog.pg_roles "
            "r WHERE r.rolname = session_user)) THEN RAISE EXCEPTION 'only a manager sets the trace "
            "policy' USING ERRCODE = '42501'; END IF; IF policy NOT IN ('off', 'without-question', 'full') "
            "THEN RAISE EXCEPTION 'unknown trace policy %', policy USING ERRCODE = '22023'; END IF; "
            "UPDATE lotse.meta SET value = policy WHERE key = 'trace_policy'; END $$")
            .arg(fixed),
        // The team, for its managers and the server's administrators; nobody else learns who is in it.
        QStringLiteral("CREATE FUNCTION lotse.team() RETURNS TABLE(role_name name, role text, groups text[]) "
                       "LANGUAGE sql STABLE SECURITY DEFINER %1 AS $$ SELECT m.role_name, m.role, m.groups FROM "
                       "lotse.members m WHERE lotse.is_manager() OR (SELECT r.rolsuper FROM pg_catalog.pg_roles r "
                       "WHERE r.rolname = session_user) ORDER BY m.role_name $$")
            .arg(fixed),
        // A passage always has its document's groups and language: set on every insert and update of the
        // passage, under a share lock on the document so that a concurrent change of its groups waits.
        QStringLiteral(
            "CREATE FUNCTION lotse.chunk_from_document() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER %1 AS $$ "
            "BEGIN SELECT d.groups, d.language INTO NEW.groups, NEW.language FROM lotse.documents d WHERE d.id = "
            "NEW.document_id FOR SHARE; NEW.change := nextval('lotse.changes'); RETURN NEW; END $$")
            .arg(fixed),
        QStringLiteral("CREATE TRIGGER chunks_inherit BEFORE INSERT OR UPDATE ON lotse.chunks FOR EACH ROW EXECUTE "
                       "FUNCTION lotse.chunk_from_document()"),
        // … and when the document's groups change, every passage follows (as the definer: all of them).
        QStringLiteral("CREATE FUNCTION lotse.document_to_chunks() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER "
                       "%1 AS $$ BEGIN UPDATE lotse.chunks SET groups = NEW.groups WHERE document_id = NEW.id; RETURN "
                       "NEW; END $$")
            .arg(fixed),
        // Only when they really change: a re-ingest writes the same values, and must not rewrite every
        // old passage just before it deletes them.
        QStringLiteral("CREATE TRIGGER documents_to_chunks AFTER UPDATE OF groups, language ON lotse.documents FOR "
                       "EACH ROW WHEN (OLD.groups IS DISTINCT FROM NEW.groups OR OLD.language IS DISTINCT FROM "
                       "NEW.language) EXECUTE FUNCTION lotse.document_to_chunks()"),
        // Every change takes a new change number; a removal leaves a tombstone with one. Clients sync by
        // them (and reconcile by ids, since a narrowed group hides rows without removing them).
        QStringLiteral("CREATE FUNCTION lotse.next_change() RETURNS trigger LANGUAGE plpgsql %1 AS $$ BEGIN "
                       "NEW.change := nextval('lotse.changes'); RETURN NEW; END $$")
            .arg(fixed),
        QStringLiteral("CREATE TRIGGER documents_change BEFORE UPDATE ON lotse.documents FOR EACH ROW EXECUTE "
                       "FUNCTION lotse.next_change()"),
        QStringLiteral("CREATE FUNCTION lotse.next_vector_change() RETURNS trigger LANGUAGE plpgsql %1 AS $$ BEGIN "
                       "NEW.change := nextval('lotse.changes'); NEW.xact := pg_current_xact_id(); RETURN NEW; END $$")
            .arg(fixed),
        QStringLiteral("CREATE TRIGGER embeddings_change BEFORE UPDATE ON lotse.embeddings FOR EACH ROW EXECUTE "
                       "FUNCTION lotse.next_vector_change()"),
        // Each branch is planned only when it runs: OLD of embeddings has no id.
        QStringLiteral("CREATE FUNCTION lotse.tombstone() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER %1 AS $$ "
                       "BEGIN IF TG_TABLE_NAME = 'embeddings' THEN INSERT INTO lotse.removed(kind, key) VALUES "
                       "(TG_TABLE_NAME, OLD.chunk_sha256 || ' ' || OLD.model); ELSE INSERT INTO lotse.removed(kind, "
                       "key, groups) VALUES (TG_TABLE_NAME, OLD.id::text, OLD.groups); END IF; RETURN OLD; END $$")
            .arg(fixed),
        QStringLiteral("CREATE TRIGGER chunks_removed AFTER DELETE ON lotse.chunks FOR EACH ROW EXECUTE FUNCTION "
                       "lotse.tombstone()"),
        QStringLiteral("CREATE TRIGGER documents_removed AFTER DELETE ON lotse.documents FOR EACH ROW EXECUTE "
                       "FUNCTION lotse.tombstone()"),
        QStringLiteral("CREATE TRIGGER embeddings_removed AFTER DELETE ON lotse.embeddings FOR EACH ROW EXECUTE "
                       "FUNCTION lotse.tombstone()"),
    };
}

// Row-level security: the database, not the client, decides what a role may read and write.
QStringList security()
{
    QStringList out = functions();
    for (const char* table : {"documents", "chunks", "embeddings", "traces", "trace_citations", "feedback", "folders",
                              "ingest_queue", "removed"})
        out << QStringLiteral("ALTER TABLE lotse.%1 ENABLE ROW LEVEL SECURITY").arg(QLatin1String(table));
    // Sub-selects: evaluated once per query, not once per row (a SECURITY DEFINER function is not inlined).
    const QString manager = QStringLiteral("(SELECT lotse.is_manager())");
    const QString member = QStringLiteral("(SELECT lotse.my_role()) IS NOT NULL");
    const QString visible = QStringLiteral("%1 OR groups && (SELECT lotse.my_groups())").arg(manager);
    out << QStringLiteral("CREATE POLICY read_by_group ON lotse.documents FOR SELECT USING (%1)").arg(visible)
        << QStringLiteral("CREATE POLICY read_by_group ON lotse.chunks FOR SELECT USING (%1)").arg(visible)
        // A vector is visible when a passage with its text is: the policy's query is itself trimmed.
        << QStringLiteral("CREATE POLICY read_by_group ON lotse.embeddings FOR SELECT USING (%1 OR "
                          "EXISTS (SELECT 1 FROM lotse.chunks c WHERE c.sha256 = chunk_sha256))")
               .arg(manager)
        // A tombstone tells only those who could see what it was.
        << QStringLiteral("CREATE POLICY read_by_group ON lotse.removed FOR SELECT USING (%1)").arg(visible)
        // Traces and feedback only from members of this team knowledge base (the roles are the server's).
        << QStringLiteral("CREATE POLICY own_or_manager ON lotse.traces USING (owner = session_user OR "
                          "%1) WITH CHECK (owner = session_user AND %2)")
               .arg(manager, member)
        // Its USING is also the insert check: a citation only for a trace the writer may see.
        << QStringLiteral("CREATE POLICY own_or_manager ON lotse.trace_citations USING (EXISTS (SELECT 1 FROM "
                          "lotse.traces t WHERE t.id = trace_id))")
        // Feedback on one's own traces only: a foreign key alone would accept anybody's trace id.
        << QStringLiteral("CREATE POLICY own_or_manager ON lotse.feedback USING (owner = session_user OR "
                          "%1) WITH CHECK (owner = session_user AND %2 AND EXISTS (SELECT 1 FROM "
                          "lotse.traces t WHERE t.id = trace_id AND t.owner = session_user))")
               .arg(manager, member);
    // Writing needs the server-wide role (table privileges) and the manager role in this database.
    for (const char* table : {"documents", "chunks", "embeddings", "folders", "ingest_queue"})
        out << QStringLiteral("CREATE POLICY manage ON lotse.%1 TO lotse_manager USING (%2) WITH CHECK (%2)")
                   .arg(QLatin1String(table), manager);
    return out;
}

QStringList privileges()
{
    return {
        QStringLiteral("REVOKE ALL ON SCHEMA lotse FROM PUBLIC"),
        QStringLiteral("GRANT USAGE ON SCHEMA lotse TO lotse_reader, lotse_manager"),
        QStringLiteral("GRANT SELECT ON lotse.meta, lotse.documents, lotse.chunks, lotse.embeddings, lotse.removed TO "
                       "lotse_reader"),
        QStringLiteral("GRANT SELECT, INSERT ON lotse.traces, lotse.trace_citations, lotse.feedback TO lotse_reader"),
        QStringLiteral("GRANT USAGE ON SEQUENCE lotse.traces_id_seq, lotse.feedback_id_seq TO lotse_reader"),
        QStringLiteral("GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA lotse TO lotse_manager"),
        QStringLiteral("REVOKE INSERT, UPDATE, DELETE ON lotse.members, lotse.meta, lotse.removed FROM lotse_manager"),
        QStringLiteral("REVOKE SELECT ON lotse.members FROM lotse_manager"),
        // Functions are executable by PUBLIC by default; these only by Lotse's roles.
        QStringLiteral("REVOKE ALL ON ALL FUNCTIONS IN SCHEMA lotse FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION lotse.my_groups(), lotse.is_manager(), lotse.my_role(), "
                       "lotse.team() TO lotse_reader, lotse_manager"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION lotse.set_trace_policy(text) TO lotse_manager"),
        QStringLiteral("GRANT USAGE ON ALL SEQUENCES IN SCHEMA lotse TO lotse_manager"),
    };
}

// 2: company-wide inspection. A trace carries its asker's groups (set by the server from the members
// table, so a client cannot claim others), for the managers' filter by group. The team's retention
// (trace_retention_days, 0 keeps them) is applied by purge_traces() at every member's sync; members
// delete their own traces, managers any, and a manager's feedback may be on anybody's trace.
QStringList schema2()
{
    const QString fixed = QStringLiteral("SET search_path = pg_catalog, pg_temp");
    const QString managerOrAdmin = QStringLiteral(
        "(lotse.is_manager() OR (SELECT r.rolsuper FROM pg_catalog.pg_roles r WHERE r.rolname = session_user))");
    return {
        QStringLiteral("ALTER TABLE lotse.traces ADD COLUMN groups text[] NOT NULL DEFAULT '{}'"),
        QStringLiteral("UPDATE lotse.traces t SET groups = m.groups FROM lotse.members m WHERE m.role_name = "
                       "t.owner"),
        QStringLiteral("CREATE FUNCTION lotse.trace_groups() RETURNS trigger LANGUAGE plpgsql SECURITY DEFINER %1 "
                       "AS $$ BEGIN NEW.groups := COALESCE((SELECT m.groups FROM lotse.members m WHERE m.role_name "
                       "= NEW.owner), '{}'::text[]); RETURN NEW; END $$")
            .arg(fixed),
        QStringLiteral("CREATE TRIGGER traces_groups BEFORE INSERT OR UPDATE OF groups, owner ON lotse.traces FOR "
                       "EACH ROW EXECUTE FUNCTION lotse.trace_groups()"),
        QStringLiteral("INSERT INTO lotse.meta(key, value) VALUES ('trace_retention_days', '90') ON CONFLICT (key) "
                       "DO NOTHING"),
        QStringLiteral(
            "CREATE FUNCTION lotse.set_trace_retention(days integer) RETURNS void LANGUAGE plpgsql SECURITY "
            "DEFINER %1 AS $$ BEGIN IF NOT %2 THEN RAISE EXCEPTION 'only a manager sets the trace retention' "
            "USING ERRCODE = '42501'; END IF; IF days IS NULL OR days < 0 OR days > 36500 THEN RAISE EXCEPTION "
            "'retention must be 0 to 36500 days, not %', days USING ERRCODE = '22023'; END IF; UPDATE lotse.meta "
            "SET value = days::text WHERE key = 'trace_retention_days'; END $$")
            .arg(fixed, managerOrAdmin),
        // created_at is in milliseconds since the epoch, as in the local trace table.
        QStringLiteral(
            "CREATE FUNCTION lotse.purge_traces() RETURNS integer LANGUAGE plpgsql SECURITY DEFINER %1 AS $$ "
            "DECLARE days integer; n integer; BEGIN SELECT m.value::integer INTO days FROM lotse.meta m WHERE "
            "m.key = 'trace_retention_days'; IF days IS NULL OR days <= 0 THEN RETURN 0; END IF; DELETE FROM "
            "lotse.traces WHERE created_at < (extract(epoch FROM now()) * 1000)::bigint - days::bigint * "
            "86400000; GET DIAGNOSTICS n = ROW_COUNT; RETURN n; END $$")
            .arg(fixed),
        QStringLiteral("ALTER TABLE lotse.feedback ADD COLUMN source_id bigint"),
        QStringLiteral("ALTER TABLE lotse.feedback ADD UNIQUE (owner, source_id)"),
        QStringLiteral("DROP POLICY own_or_manager ON lotse.feedback"),
        QStringLiteral("CREATE POLICY own_or_manager ON lotse.feedback USING (owner = session_user OR (SELECT "
                       "lotse.is_manager())) WITH CHECK (owner = session_user AND (SELECT lotse.my_role()) IS NOT "
                       "NULL AND EXISTS (SELECT 1 FROM lotse.traces t WHERE t.id = trace_id AND (t.owner = "
                       "session_user OR (SELECT lotse.is_manager()))))"),
        QStringLiteral("REVOKE ALL ON FUNCTION lotse.trace_groups(), lotse.set_trace_retention(integer), "
                       "lotse.purge_traces() FROM PUBLIC"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION lotse.purge_traces() TO lotse_reader, lotse_manager"),
        QStringLiteral("GRANT EXECUTE ON FUNCTION lotse.set_trace_retention(integer) TO lotse_manager"),
        QStringLiteral("GRANT DELETE ON lotse.traces, lotse.feedback TO lotse_reader"),
    };
}

// 3: folders and the ingest queue as managers use them (TeamIngest). A queued path is a file on its
// manager's machine (or a share mounted there), so each manager resumes only their own entries; an
// entry's groups are those given to `ingest --groups`, or NULL for a file of a remembered folder (its
// folder's groups when it is read).
QStringList schema3()
{
    return {
        QStringLiteral("ALTER TABLE lotse.ingest_queue ADD COLUMN owner name NOT NULL DEFAULT session_user"),
        QStringLiteral("ALTER TABLE lotse.ingest_queue ADD COLUMN groups text[] CHECK (cardinality(groups) > 0)"),
        QStringLiteral("ALTER TABLE lotse.ingest_queue DROP CONSTRAINT ingest_queue_path_key"),
        QStringLiteral("ALTER TABLE lotse.ingest_queue ADD UNIQUE (owner, path)"),
        QStringLiteral("DROP POLICY manage ON lotse.ingest_queue"),
        QStringLiteral("CREATE POLICY manage ON lotse.ingest_queue TO lotse_manager USING (owner = session_user AND "
                       "(SELECT lotse.is_manager())) WITH CHECK (owner = session_user AND (SELECT "
                       "lotse.is_manager()))"),
    };
}

} // namespace

QStringList PgSchema::roles()
{
    QStringList out;
    for (const char* role : {readerRole, managerRole})
        out << QStringLiteral("DO $$ BEGIN IF NOT EXISTS (SELECT FROM pg_roles WHERE rolname = '%1') THEN CREATE ROLE "
                              "%1 NOLOGIN; END IF; END $$")
                   .arg(QLatin1String(role));
    return out;
}

QStringList PgSchema::step(int version)
{
    if (version == 1)
        return tables() + security() + privileges();
    if (version == 2)
        return schema2();
    if (version == 3)
        return schema3();
    return {};
}

Result<int> PgSchema::version(PgConnection& c)
{
    QSqlQuery q(c.db());
    if (!q.exec(QStringLiteral("SELECT to_regclass('lotse.meta') IS NOT NULL")) || !q.next())
        return Error::make(Error::Code::Database, q.lastError().databaseText());
    if (!q.value(0).toBool())
        return 0;
    if (!q.exec(QStringLiteral("SELECT value FROM lotse.meta WHERE key = 'schema_version'")))
        return Error::make(Error::Code::Database, q.lastError().databaseText());
    return q.next() ? q.value(0).toInt() : 0;
}

Status PgSchema::apply(PgConnection& c, const std::function<void(const QString&)>& log)
{
    auto from = version(c);
    if (!from)
        return from.error();
    if (from.value() > currentVersion)
        return Error::make(Error::Code::Unsupported,
                           tr("This team knowledge base was set up by a newer Lotse (schema %1; this one knows %2). "
                              "Update Lotse.")
                               .arg(from.value())
                               .arg(currentVersion));
    for (const QString& sql : roles()) {
        log(sql);
        if (Status s = c.exec(sql); !s)
            return s;
    }
    for (int v = from.value() + 1; v <= currentVersion; ++v) {
        // One transaction per step: a failed step leaves the database at the step before.
        if (!c.db().transaction())
            return Error::make(Error::Code::Database, c.db().lastError().databaseText());
        QStringList statements = step(v);
        statements << QStringLiteral("INSERT INTO lotse.meta(key, value) VALUES ('schema_version', '%1') ON CONFLICT "
                                     "(key) DO UPDATE SET value = EXCLUDED.value")
                          .arg(v);
        for (const QString& sql : std::as_const(statements)) {
            log(sql);
            if (Status s = c.exec(sql); !s) {
                c.db().rollback();
                return s;
            }
        }
        if (!c.db().commit())
            return Error::make(Error::Code::Database, c.db().lastError().databaseText());
        qCDebug(lcTeam) << "schema step" << v << "applied";
    }
    return c.exec(QStringLiteral("SET search_path = lotse, public"));
}

Status PgSchema::checkCurrent(PgConnection& c)
{
    auto v = version(c);
    if (!v)
        return v.error();
    if (v.value() == currentVersion)
        return success();
    if (v.value() == 0)
        return Error::make(Error::Code::NotFound, tr("This database is not set up for Lotse yet: an administrator runs "
                                                     "`lotse-cli team init %1`.")
                                                      .arg(c.url().toString()));
    return Error::make(
        Error::Code::Unsupported,
        v.value() > currentVersion
            ? tr("This team knowledge base was set up by a newer Lotse (schema %1). Update Lotse.").arg(v.value())
            : tr("This team knowledge base needs an update by an administrator: `lotse-cli team init %1`.")
                  .arg(c.url().toString()));
}

} // namespace lotse
