<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en" sourcelanguage="en">
<context>
    <name>lotse::ui::AnswerView</name>
    <message numerus="yes">
        <source>Round %1: checking %n passage(s)…</source>
        <translation>
            <numerusform>Round %1: checking %n passage…</numerusform>
            <numerusform>Round %1: checking %n passages…</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered in %n round(s) (%1).</source>
        <translation>
            <numerusform>Answered in %n round (%1).</numerusform>
            <numerusform>Answered in %n rounds (%1).</numerusform>
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
</context>
<context>
    <name>lotse::ui::KnowledgeBasePanel</name>
    <message numerus="yes">
        <source>%n file(s) found</source>
        <translation>
            <numerusform>%n file found</numerusform>
            <numerusform>%n files found</numerusform>
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
</context>
<context>
    <name>lotse::ui::RoundsView</name>
    <message numerus="yes">
        <source>Round %1 (%n passage(s), %2): “%3”</source>
        <translation>
            <numerusform>Round %1 (%n passage, %2): “%3”</numerusform>
            <numerusform>Round %1 (%n passages, %2): “%3”</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered, citing %n passage(s), in %1</source>
        <translation>
            <numerusform>Answered, citing %n passage, in %1</numerusform>
            <numerusform>Answered, citing %n passages, in %1</numerusform>
        </translation>
    </message>
</context>
</TS>
