<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>lotse::GroundedAnswer</name>
    <message numerus="yes">
        <source>*%n statement(s) that the cited passages do not support were removed.*</source>
        <translation>
            <numerusform>*%n statement that the cited passages do not support was removed.*</numerusform>
            <numerusform>*%n statements that the cited passages do not support were removed.*</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::KeychainDeadline</name>
    <message numerus="yes">
        <source>it did not answer within %n second(s)</source>
        <translation>
            <numerusform>it did not answer within %n second</numerusform>
            <numerusform>it did not answer within %n seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::PgIngestQueue</name>
    <message numerus="yes">
        <source>Queueing %n file(s)</source>
        <translation>
            <numerusform>Queueing %n file</numerusform>
            <numerusform>Queueing %n files</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ReaderPool</name>
    <message numerus="yes">
        <source>took longer than %n second(s) to read, so Lotse stopped reading it. If it is a real document, raise the limit (Settings → Documents, or `lotse-cli config set %1`) and retry it; otherwise save it again from the program that made it.</source>
        <translation>
            <numerusform>took longer than %n second to read, so Lotse stopped reading it. If it is a real document, raise the limit (Settings → Documents, or `lotse-cli config set %1`) and retry it; otherwise save it again from the program that made it.</numerusform>
            <numerusform>took longer than %n seconds to read, so Lotse stopped reading it. If it is a real document, raise the limit (Settings → Documents, or `lotse-cli config set %1`) and retry it; otherwise save it again from the program that made it.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::TeamIngest</name>
    <message numerus="yes">
        <source>the folder is empty on this machine, so its %n document(s) stay; if its files are really gone, `lotse-cli folder remove` it</source>
        <translation>
            <numerusform>the folder is empty on this machine, so its %n document stay; if its files are really gone, `lotse-cli folder remove` it</numerusform>
            <numerusform>the folder is empty on this machine, so its %n documents stay; if its files are really gone, `lotse-cli folder remove` it</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::AskCommand</name>
    <message numerus="yes">
        <source>== %1 after %n round(s), %2 ms, %3 tokens ==</source>
        <translation>
            <numerusform>== %1 after %n round, %2 ms, %3 tokens ==</numerusform>
            <numerusform>== %1 after %n rounds, %2 ms, %3 tokens ==</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>== %1 after %n round(s), %2 ms ==</source>
        <translation>
            <numerusform>== %1 after %n round, %2 ms ==</numerusform>
            <numerusform>== %1 after %n rounds, %2 ms ==</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>== %1 after %n round(s), %2 ms, %3 tokens (%4 of them reasoning) ==</source>
        <translation>
            <numerusform>== %1 after %n round, %2 ms, %3 tokens (%4 of them reasoning) ==</numerusform>
            <numerusform>== %1 after %n rounds, %2 ms, %3 tokens (%4 of them reasoning) ==</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked %n statement(s): all supported by the passages they cite.</source>
        <translation>
            <numerusform>Checked %n statement: it is supported by the passage it cites.</numerusform>
            <numerusform>Checked %n statements: all supported by the passages they cite.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked %n statement(s): %1 not supported by the passages they cite.</source>
        <translation>
            <numerusform>Checked %n statement: %1 not supported by the passages they cite.</numerusform>
            <numerusform>Checked %n statements: %1 not supported by the passages they cite.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::CliApp</name>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s), %1 failed.</source>
        <translation>
            <numerusform>%n document, %1 failed.</numerusform>
            <numerusform>%n documents, %1 failed.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n passage(s) with instructions to an AI assistant (treated as text, never followed)</source>
        <translation>
            <numerusform>⚠ %n passage with instructions to an AI assistant (treated as text, never followed)</numerusform>
            <numerusform>⚠ %n passages with instructions to an AI assistant (treated as text, never followed)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::EmbedCommand</name>
    <message numerus="yes">
        <source>%n passage(s) embedded (%1 tokens).</source>
        <translation>
            <numerusform>%n passage embedded (%1 tokens).</numerusform>
            <numerusform>%n passages embedded (%1 tokens).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::EvalCommand</name>
    <message numerus="yes">
        <source>the evaluation set has %n broken line(s); the format is described in shared/eval/README.md.</source>
        <translation>
            <numerusform>the evaluation set has %n broken line; the format is described in shared/eval/README.md.</numerusform>
            <numerusform>the evaluation set has %n broken lines; the format is described in shared/eval/README.md.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing %1 (%n file(s))…</source>
        <translation>
            <numerusform>Indexing %1 (%n file)…</numerusform>
            <numerusform>Indexing %1 (%n files)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1: %n file(s), %2 added, %3 updated, %4 unchanged, %5 removed, %6 failed (%7 ms)%8</source>
        <translation>
            <numerusform>%1: %n file, %2 added, %3 updated, %4 unchanged, %5 removed, %6 failed (%7 ms)%8</numerusform>
            <numerusform>%1: %n files, %2 added, %3 updated, %4 unchanged, %5 removed, %6 failed (%7 ms)%8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%1/%2] %3 %4, %n round(s), %5 ms</source>
        <translation>
            <numerusform>[%1/%2] %3 %4, %n round, %5 ms</numerusform>
            <numerusform>[%1/%2] %3 %4, %n rounds, %5 ms</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n question</numerusform>
            <numerusform>%n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n round(s)</source>
        <translation>
            <numerusform>at most %n round</numerusform>
            <numerusform>at most %n rounds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::FoldersCommand</name>
    <message numerus="yes">
        <source>%n file(s) from an interrupted run are still to index: `lotse-cli sync` finishes them.</source>
        <translation>
            <numerusform>%n file from an interrupted run are still to index: `lotse-cli sync` finishes them.</numerusform>
            <numerusform>%n files from an interrupted run are still to index: `lotse-cli sync` finishes them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::IngestCommand</name>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n document(s).</source>
        <translation>
            <numerusform>Removed %n document.</numerusform>
            <numerusform>Removed %n documents.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) failed (reasons above). Fix them and run `lotse-cli retry`; `lotse-cli docs` lists them.</source>
        <translation>
            <numerusform>%n file failed (reasons above). Fix them and run `lotse-cli retry`; `lotse-cli docs` lists them.</numerusform>
            <numerusform>%n files failed (reasons above). Fix them and run `lotse-cli retry`; `lotse-cli docs` lists them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warning: %1 has %n passage(s) with instructions to an AI assistant (such as “ignore previous instructions”). Lotse treats them as text and never follows them; check who wrote them.</source>
        <translation>
            <numerusform>warning: %1 has %n passage with instructions to an AI assistant (such as “ignore previous instructions”). Lotse treats them as text and never follows them; check who wrote them.</numerusform>
            <numerusform>warning: %1 has %n passages with instructions to an AI assistant (such as “ignore previous instructions”). Lotse treats them as text and never follows them; check who wrote them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::TeamCommand</name>
    <message numerus="yes">
        <source>Removed %n document(s); members&apos; copies follow at their next sync.</source>
        <translation>
            <numerusform>Removed %n document; members&apos; copies follow at their next sync.</numerusform>
            <numerusform>Removed %n documents; members&apos; copies follow at their next sync.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The team&apos;s questions are now kept for %n day(s), in the team knowledge base and in its managers&apos; copies (from the next sync).</source>
        <translation>
            <numerusform>The team&apos;s questions are now kept for %n day, in the team knowledge base and in its managers&apos; copies (from the next sync).</numerusform>
            <numerusform>The team&apos;s questions are now kept for %n days, in the team knowledge base and in its managers&apos; copies (from the next sync).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Kept: %n day(s)</source>
        <translation>
            <numerusform>Kept: %n day</numerusform>
            <numerusform>Kept: %n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::TeamFolders</name>
    <message numerus="yes">
        <source>%n file(s) from an interrupted run of yours are still to add: `lotse-cli sync --db URL` finishes them.</source>
        <translation>
            <numerusform>%n file from an interrupted run of yours are still to add: `lotse-cli sync --db URL` finishes them.</numerusform>
            <numerusform>%n files from an interrupted run of yours are still to add: `lotse-cli sync --db URL` finishes them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::TeamIngestReport</name>
    <message numerus="yes">
        <source>added %1 (%n passage(s))</source>
        <translation>
            <numerusform>added %1 (%n passage)</numerusform>
            <numerusform>added %1 (%n passages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>updated %1 (%n passage(s))</source>
        <translation>
            <numerusform>updated %1 (%n passage)</numerusform>
            <numerusform>updated %1 (%n passages)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warning: %1 has %n passage(s) with instructions to an AI assistant (such as “ignore previous instructions”). Lotse treats them as text and never follows them; check who wrote them.</source>
        <translation>
            <numerusform>warning: %1 has %n passage with instructions to an AI assistant (such as “ignore previous instructions”). Lotse treats them as text and never follows them; check who wrote them.</numerusform>
            <numerusform>warning: %1 has %n passages with instructions to an AI assistant (such as “ignore previous instructions”). Lotse treats them as text and never follows them; check who wrote them.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::TraceText</name>
    <message numerus="yes">
        <source>%n trace(s); * the grader found the evidence insufficient in some round.</source>
        <translation>
            <numerusform>%n trace; * the grader found the evidence insufficient in some round.</numerusform>
            <numerusform>%n traces; * the grader found the evidence insufficient in some round.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>== %1 after %n round(s), %2 ms, %3 tokens (%4 prompt, %5 completion), cost %6 ==</source>
        <translation>
            <numerusform>== %1 after %n round, %2 ms, %3 tokens (%4 prompt, %5 completion), cost %6 ==</numerusform>
            <numerusform>== %1 after %n rounds, %2 ms, %3 tokens (%4 prompt, %5 completion), cost %6 ==</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::TracesCommand</name>
    <message numerus="yes">
        <source>Exported %n trace(s) to %1.</source>
        <translation>
            <numerusform>Exported %n trace to %1.</numerusform>
            <numerusform>Exported %n traces to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n trace(s)</source>
        <translation>
            <numerusform>%n trace</numerusform>
            <numerusform>%n traces</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n day</numerusform>
            <numerusform>%n days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::CheckCard</name>
    <message numerus="yes">
        <source>%n statement(s) checked: each is supported by its passage (%1)</source>
        <translation>
            <numerusform>%n statement checked: it is supported by its passage (%1)</numerusform>
            <numerusform>%n statements checked: each is supported by its passage (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) checked: %1 not supported by the passages they cite (%2)</source>
        <translation>
            <numerusform>%n statement checked: %1 not supported by the passages they cite (%2)</numerusform>
            <numerusform>%n statements checked: %1 not supported by the passages they cite (%2)</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::ConversationList</name>
    <message numerus="yes">
        <source>%1 · %n question(s)</source>
        <translation>
            <numerusform>%1 · %n question</numerusform>
            <numerusform>%1 · %n questions</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::ConversationView</name>
    <message numerus="yes">
        <source>Split into %n sub-question(s); searching for each…</source>
        <translation>
            <numerusform>Split into %n sub-question; searching for each…</numerusform>
            <numerusform>Split into %n sub-questions; searching for each…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Round %1: checking %n passage(s)…</source>
        <translation>
            <numerusform>Round %1: checking %n passage…</numerusform>
            <numerusform>Round %1: checking %n passages…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered in %n round(s) (%1). Click a source to read the passage.</source>
        <translation>
            <numerusform>Answered in %n round (%1). Click a source to read the passage.</numerusform>
            <numerusform>Answered in %n rounds (%1). Click a source to read the passage.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>✓ %n statement(s) checked against their passages</source>
        <translation>
            <numerusform>✓ %n statement checked against their passages</numerusform>
            <numerusform>✓ %n statements checked against their passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n statement(s) supported by their passages</source>
        <translation>
            <numerusform>%1 of %n statement supported by its passage</numerusform>
            <numerusform>%1 of %n statements supported by their passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n contradiction(s) in the handbook</source>
        <translation>
            <numerusform>⚠ %n contradiction in the handbook</numerusform>
            <numerusform>⚠ %n contradictions in the handbook</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::DocumentFilterRow</name>
    <message numerus="yes">
        <source>%1 of %n document(s)</source>
        <translation>
            <numerusform>%1 of %n document</numerusform>
            <numerusform>%1 of %n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n document</numerusform>
            <numerusform>%n documents</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n not readable</source>
        <translation>
            <numerusform>%1, %n not readable</numerusform>
            <numerusform>%1, %n not readable</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::DocumentLimitsBox</name>
    <message numerus="yes">
        <source> second(s)</source>
        <comment>after a number of seconds</comment>
        <translation>
            <numerusform> second</numerusform>
            <numerusform> seconds</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::DocumentList</name>
    <message numerus="yes">
        <source>%n passage(s), indexed %1</source>
        <translation>
            <numerusform>%n passage, indexed %1</numerusform>
            <numerusform>%n passages, indexed %1</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n passage(s) with instructions to an AI assistant (such as “ignore previous instructions”): treated as text, never followed. Check who wrote them.</source>
        <translation>
            <numerusform>⚠ %n passage with instructions to an AI assistant (such as “ignore previous instructions”): treated as text, never followed. Check who wrote them.</numerusform>
            <numerusform>⚠ %n passages with instructions to an AI assistant (such as “ignore previous instructions”): treated as text, never followed. Check who wrote them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n passage(s) with instructions to an AI assistant: Lotse treats them as text and never follows them. Check who wrote them.</source>
        <translation>
            <numerusform>⚠ %n passage with instructions to an AI assistant: Lotse treats them as text and never follows them. Check who wrote them.</numerusform>
            <numerusform>⚠ %n passages with instructions to an AI assistant: Lotse treats them as text and never follows them. Check who wrote them.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) in %1</source>
        <translation>
            <numerusform>%n document in %1</numerusform>
            <numerusform>%n documents in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::EvalChart</name>
    <message numerus="yes">
        <source>%n round(s): %1</source>
        <translation>
            <numerusform>%n round: %1</numerusform>
            <numerusform>%n rounds: %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::EvaluationTab</name>
    <message numerus="yes">
        <source>Indexing the corpus %1 (%n file(s))…</source>
        <translation>
            <numerusform>Indexing the corpus %1 (%n file)…</numerusform>
            <numerusform>Indexing the corpus %1 (%n files)…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) evaluated in %1.</source>
        <translation>
            <numerusform>%n question evaluated in %1.</numerusform>
            <numerusform>%n questions evaluated in %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::GapsTab</name>
    <message numerus="yes">
        <source>%n question(s) in all; topics: %1; contradictions: %2.</source>
        <translation>
            <numerusform>%n question in all; topics: %1; contradictions: %2.</numerusform>
            <numerusform>%n questions in all; topics: %1; contradictions: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::HistorySettingsBox</name>
    <message numerus="yes">
        <source> day(s)</source>
        <comment>after a number of days</comment>
        <translation>
            <numerusform> day</numerusform>
            <numerusform> days</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::HistoryTab</name>
    <message numerus="yes">
        <source>%1 of %n question(s)</source>
        <translation>
            <numerusform>%1 of %n question</numerusform>
            <numerusform>%1 of %n questions</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) with how they were searched and answered, and their feedback?</source>
        <translation>
            <numerusform>Delete this question with how it was searched and answered, and its feedback?</numerusform>
            <numerusform>Delete %n questions with how they were searched and answered, and their feedback?</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>%n question deleted.</numerusform>
            <numerusform>%n questions deleted.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) written to %1.</source>
        <translation>
            <numerusform>%n question written to %1.</numerusform>
            <numerusform>%n questions written to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n evaluation case(s) written to %1.</source>
        <translation>
            <numerusform>%n evaluation case written to %1.</numerusform>
            <numerusform>%n evaluation cases written to %1.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marked question(s) left out: their text was not stored.</source>
        <translation>
            <numerusform>%n marked question left out: its text was not stored.</numerusform>
            <numerusform>%n marked questions left out: their text was not stored.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::KnowledgeBasePanel</name>
    <message numerus="yes">
        <source>No document matches “%1”.
Try fewer or other words, or press Esc to see all %n document(s).</source>
        <translation>
            <numerusform>No document matches “%1”.
Try fewer or other words, or press Esc to see the %n document.</numerusform>
            <numerusform>No document matches “%1”.
Try fewer or other words, or press Esc to see all %n documents.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Removed %n document(s) from the knowledge base. The files themselves were not touched.</source>
        <translation>
            <numerusform>Removed %n document from the knowledge base. The files themselves were not touched.</numerusform>
            <numerusform>Removed %n documents from the knowledge base. The files themselves were not touched.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n file</numerusform>
            <numerusform>%n files</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n unchanged</numerusform>
            <numerusform>%n unchanged</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n failed</numerusform>
            <numerusform>%n failed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n skipped</numerusform>
            <numerusform>%n skipped</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n renamed</source>
        <translation>
            <numerusform>%n renamed</numerusform>
            <numerusform>%n renamed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <translation>
            <numerusform>%n removed</numerusform>
            <numerusform>%n removed</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) and their passages leave the knowledge base; Lotse no longer answers from them. The files themselves stay where they are.</source>
        <translation>
            <numerusform>%n document and their passages leave the knowledge base; Lotse no longer answers from them. The files themselves stay where they are.</numerusform>
            <numerusform>%n documents and their passages leave the knowledge base; Lotse no longer answers from them. The files themselves stay where they are.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Its %n document(s) leave the knowledge base; your own documents stay.</source>
        <translation>
            <numerusform>Its %n document leave the knowledge base; your own documents stay.</numerusform>
            <numerusform>Its %n documents leave the knowledge base; your own documents stay.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::MainWindow</name>
    <message numerus="yes">
        <source>%n passage(s) embedded.</source>
        <translation>
            <numerusform>%n passage embedded.</numerusform>
            <numerusform>%n passages embedded.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The history was deleted (%n question(s)).</source>
        <translation>
            <numerusform>The history was deleted (%n question).</numerusform>
            <numerusform>The history was deleted (%n questions).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::ResearchView</name>
    <message numerus="yes">
        <source>Split into %n sub-question(s), searched side by side:</source>
        <translation>
            <numerusform>Split into %n sub-question, searched side by side:</numerusform>
            <numerusform>Split into %n sub-questions, searched side by side:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered after %n round(s), citing %1, in %2</source>
        <translation>
            <numerusform>Answered after %n round, citing %1, in %2</numerusform>
            <numerusform>Answered after %n rounds, citing %1, in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refused after %n round(s): the documents do not answer the question (%1)</source>
        <translation>
            <numerusform>Refused after %n round: the documents do not answer the question (%1)</numerusform>
            <numerusform>Refused after %n rounds: the documents do not answer the question (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) used</source>
        <translation>
            <numerusform>%n token used</numerusform>
            <numerusform>%n tokens used</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut off after %n round(s): the model reached its token limit before the answer was complete (%1)</source>
        <translation>
            <numerusform>Cut off after %n round: the model reached its token limit before the answer was complete (%1)</numerusform>
            <numerusform>Cut off after %n rounds: the model reached its token limit before the answer was complete (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) used, %1 of them for reasoning</source>
        <translation>
            <numerusform>%n token used, %1 of them for reasoning</numerusform>
            <numerusform>%n tokens used, %1 of them for reasoning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown as an answer after %n round(s): the passages it cites do not support its main statement (%1)</source>
        <translation>
            <numerusform>Not shown as an answer after %n round: the passages it cites do not support its main statement (%1)</numerusform>
            <numerusform>Not shown as an answer after %n rounds: the passages it cites do not support its main statement (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered with a caveat after %n round(s): no round was sufficient, so the answer quotes the closest section on the topic, citing %1, in %2</source>
        <translation>
            <numerusform>Answered with a caveat after %n round: no round was sufficient, so the answer quotes the closest section on the topic, citing %1, in %2</numerusform>
            <numerusform>Answered with a caveat after %n rounds: no round was sufficient, so the answer quotes the closest section on the topic, citing %1, in %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::RoundCard</name>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n passage</numerusform>
            <numerusform>%n passages</numerusform>
        </translation>
    </message>
</context>
</TS>
