<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de_DE">
<context>
    <name>Format</name>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
</context>
<context>
    <name>lotse::AgentLoop</name>
    <message>
        <source>The question is empty. Type a question about the handbook.</source>
        <translation>Die Frage ist leer. Geben Sie eine Frage zum Handbuch ein.</translation>
    </message>
    <message>
        <source>The question is too long (%1 characters; at most %2). Ask the question itself, without pasted documents.</source>
        <translation>Die Frage ist zu lang (%1 Zeichen; höchstens %2). Stellen Sie nur die Frage selbst, ohne eingefügte Dokumente.</translation>
    </message>
    <message>
        <source>The question has no words to search for. Ask about a topic of your handbook, e.g. “How many vacation days do I get?”</source>
        <translation>Die Frage enthält keine Wörter, nach denen gesucht werden kann. Fragen Sie nach einem Thema Ihres Handbuchs, z. B. „Wie viele Urlaubstage habe ich?“</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>The answer is incomplete: the model reached its token limit before it finished. Ask a narrower question; for a reasoning model, a lower reasoning effort in the settings leaves more room for the answer.</source>
        <translation>Die Antwort ist unvollständig: Das Modell hat sein Token-Limit erreicht, bevor es fertig war. Stellen Sie eine engere Frage; bei einem Reasoning-Modell lässt ein niedrigerer Reasoning-Aufwand in den Einstellungen mehr Platz für die Antwort.</translation>
    </message>
    <message>
        <source>The answer was not shown: the passages it cites do not support its main statement. The passages are listed with what they say; the inspector shows every statement and why it failed.</source>
        <translation>Die Antwort wurde nicht angezeigt: Die zitierten Passagen stützen ihre Hauptaussage nicht. Die Passagen werden mit dem aufgeführt, was sie sagen; der Inspektor zeigt jede Aussage und warum sie durchgefallen ist.</translation>
    </message>
    <message>
        <source>The grader&apos;s first verdict said the passages suffice, but it could not be read to the end, and its second verdict says they do not; the answer that had started is withdrawn. Ask again.</source>
        <translation>Das erste Urteil des Prüfers sagte, die Abschnitte reichen aus, konnte aber nicht zu Ende gelesen werden, und sein zweites Urteil sagt, sie reichen nicht; die begonnene Antwort wird zurückgezogen. Fragen Sie erneut.</translation>
    </message>
    <message>
        <source>The check whether the passages answer the whole question failed, and no sub-question&apos;s own passages sufficed.</source>
        <translation>Die Prüfung, ob die Abschnitte die ganze Frage beantworten, ist fehlgeschlagen, und für keine Teilfrage reichten ihre eigenen Abschnitte aus.</translation>
    </message>
    <message>
        <source>The check whether the passages answer the whole question failed. The answer stands on the sub-questions whose own passages sufficed: %1.</source>
        <translation>Die Prüfung, ob die Abschnitte die ganze Frage beantworten, ist fehlgeschlagen. Die Antwort stützt sich auf die Teilfragen, deren eigene Abschnitte ausreichten: %1.</translation>
    </message>
    <message>
        <source>The check whether the passages answer the whole question failed after the answer had started, and not every part of the question was found; the answer is withdrawn. Ask again.</source>
        <translation>Die Prüfung, ob die Abschnitte die ganze Frage beantworten, ist fehlgeschlagen, nachdem die Antwort begonnen hatte, und nicht jeder Teil der Frage wurde gefunden; die Antwort wird zurückgezogen. Fragen Sie erneut.</translation>
    </message>
</context>
<context>
    <name>lotse::AgentSettings</name>
    <message>
        <source>%1 must be %2, not %3.</source>
        <translation>%1 muss %2 sein, nicht %3.</translation>
    </message>
    <message>
        <source>The maximum number of rounds</source>
        <translation>Die maximale Anzahl der Runden</translation>
    </message>
    <message>
        <source>a whole number from %1 to %2</source>
        <translation>eine ganze Zahl von %1 bis %2</translation>
    </message>
    <message>
        <source>The number of passages per round (top-k)</source>
        <translation>Die Anzahl der Abschnitte pro Runde (top-k)</translation>
    </message>
    <message>
        <source>between %1 and %2</source>
        <translation>zwischen %1 und %2</translation>
    </message>
    <message>
        <source>The sufficient coverage</source>
        <translation>Die ausreichende Abdeckung</translation>
    </message>
    <message>
        <source>The minimum score</source>
        <translation>Die Mindestpunktzahl</translation>
    </message>
    <message>
        <source>The contact line has %1 characters; at most %2 are allowed, e.g. “Ask HR: hr@example.com”.</source>
        <translation>Die Kontaktzeile hat %1 Zeichen; erlaubt sind höchstens %2, z. B. „Fragen Sie die Personalabteilung: hr@example.com“.</translation>
    </message>
</context>
<context>
    <name>lotse::AzureCliTokenSource</name>
    <message>
        <source>The Azure CLI printed no access token. Update it, or run `az account get-access-token --resource %1` to see what it says.</source>
        <translation>Die Azure CLI hat kein Zugriffstoken ausgegeben. Aktualisieren Sie sie, oder führen Sie `az account get-access-token --resource %1` aus, um zu sehen, was sie meldet.</translation>
    </message>
    <message>
        <source>The Azure CLI printed a token without a readable expiry. Update the Azure CLI.</source>
        <translation>Die Azure CLI hat ein Token ohne lesbares Ablaufdatum ausgegeben. Aktualisieren Sie die Azure CLI.</translation>
    </message>
    <message>
        <source>The Azure CLI could not be started: %1</source>
        <translation>Die Azure CLI konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>The Azure CLI has no signed-in account: run `az login` (the account needs the role “Cognitive Services OpenAI User”), then ask again.</source>
        <translation>In der Azure CLI ist kein Konto angemeldet: Führen Sie `az login` aus (das Konto braucht die Rolle „Cognitive Services OpenAI User“) und fragen Sie dann erneut.</translation>
    </message>
    <message>
        <source>The Azure CLI could not get a token (%1). Run `az login`, then ask again.</source>
        <translation>Die Azure CLI konnte kein Token abrufen (%1). Führen Sie `az login` aus und fragen Sie dann erneut.</translation>
    </message>
    <message>
        <source>exit code %1</source>
        <translation>Exit-Code %1</translation>
    </message>
    <message>
        <source>The Azure CLI did not print a token within %1 s. Run `az account get-access-token` yourself to see what it waits for.</source>
        <translation>Die Azure CLI hat innerhalb von %1 s kein Token ausgegeben. Führen Sie `az account get-access-token` selbst aus, um zu sehen, worauf sie wartet.</translation>
    </message>
    <message>
        <source>the Azure CLI</source>
        <translation>die Azure CLI</translation>
    </message>
    <message>
        <source>Microsoft Entra ID needs a signed-in account, and the Azure CLI (az) is not installed or not on PATH. Sign in in Lotse&apos;s settings (Settings → Model Provider → Sign In…), or install the Azure CLI and run `az login`.</source>
        <translation>Microsoft Entra ID braucht ein angemeldetes Konto, und die Azure CLI (az) ist nicht installiert oder nicht im PATH. Melden Sie sich in den Einstellungen von Lotse an (Einstellungen → Modellanbieter → Anmelden…), oder installieren Sie die Azure CLI und führen Sie `az login` aus.</translation>
    </message>
</context>
<context>
    <name>lotse::ChatClient</name>
    <message>
        <source>the answer stream was cut off before it ended</source>
        <translation>der Antwort-Stream brach vor seinem Ende ab</translation>
    </message>
    <message>
        <source>a piece of the answer stream was not JSON</source>
        <translation>ein Teil des Antwort-Streams war kein JSON</translation>
    </message>
    <message>
        <source>the response has no choices</source>
        <translation>die Serverantwort enthält keine Auswahl (choices)</translation>
    </message>
    <message>
        <source>the answer was filtered</source>
        <translation>die Antwort wurde gefiltert</translation>
    </message>
    <message>
        <source>an answer of more than %L1 characters</source>
        <translation>eine Antwort mit mehr als %L1 Zeichen</translation>
    </message>
    <message>
        <source>a reply of more than %L1 characters</source>
        <translation>eine Rückmeldung mit mehr als %L1 Zeichen</translation>
    </message>
</context>
<context>
    <name>lotse::CitationLink</name>
    <message>
        <source>[Source: %1]</source>
        <translation>[Quelle: %1]</translation>
    </message>
    <message>
        <source>[Source: %1, %2]</source>
        <translation>[Quelle: %1, %2]</translation>
    </message>
</context>
<context>
    <name>lotse::ClaimChecker</name>
    <message>
        <source>It repeats an instruction addressed to an AI assistant, not the handbook&apos;s policy.</source>
        <translation>Sie gibt eine Anweisung an einen KI-Assistenten wieder, keine Regelung des Handbuchs.</translation>
    </message>
    <message>
        <source>The cited passage does not state %1.</source>
        <translation>Die zitierte Passage nennt %1 nicht.</translation>
    </message>
    <message>
        <source>It says %1.</source>
        <translation>Dort steht %1.</translation>
    </message>
    <message>
        <source>The cited passage is about something else: %1 do not occur in it.</source>
        <translation>Die zitierte Passage handelt von etwas anderem: %1 kommen darin nicht vor.</translation>
    </message>
    <message>
        <source>The cited passage says the opposite: %1</source>
        <translation>Die zitierte Passage sagt das Gegenteil: %1</translation>
    </message>
    <message>
        <source>No passage is cited for it.</source>
        <translation>Dafür ist keine Passage zitiert.</translation>
    </message>
</context>
<context>
    <name>lotse::CodeFile</name>
    <message>
        <source>%1 (%2 MB free there). Free some disk space, or keep the vectors in memory: `lotse-cli config set vector-index int8`.</source>
        <translation>%1 (dort %2 MB frei). Geben Sie Speicherplatz frei oder halten Sie die Vektoren im Arbeitsspeicher: `lotse-cli config set vector-index int8`.</translation>
    </message>
    <message>
        <source>The vector index cannot create the folder %1 for its file. Check that you may write there, or keep the vectors in memory: `lotse-cli config set vector-index int8`.</source>
        <translation>Der Vektorindex kann den Ordner %1 für seine Datei nicht anlegen. Prüfen Sie, ob Sie dort schreiben dürfen, oder halten Sie die Vektoren im Arbeitsspeicher: `lotse-cli config set vector-index int8`.</translation>
    </message>
    <message>
        <source>The vector index could not create its file in %1.</source>
        <translation>Der Vektorindex konnte seine Datei in %1 nicht anlegen.</translation>
    </message>
    <message>
        <source>The vector index could not write its file in %1.</source>
        <translation>Der Vektorindex konnte seine Datei in %1 nicht schreiben.</translation>
    </message>
    <message>
        <source>The vector index could not open its file in %1 for reading.</source>
        <translation>Der Vektorindex konnte seine Datei in %1 nicht zum Lesen öffnen.</translation>
    </message>
    <message>
        <source>%1. Keep the vectors in memory instead: `lotse-cli config set vector-index int8`.</source>
        <translation>%1. Halten Sie die Vektoren stattdessen im Arbeitsspeicher: `lotse-cli config set vector-index int8`.</translation>
    </message>
    <message>
        <source>The vector index could not keep its file in %1.</source>
        <translation>Der Vektorindex konnte seine Datei in %1 nicht aufbewahren.</translation>
    </message>
</context>
<context>
    <name>lotse::ConnectionReportText</name>
    <message>
        <source>a reasoning model</source>
        <translation>ein Reasoning-Modell</translation>
    </message>
    <message>
        <source>a model without reasoning</source>
        <translation>ein Modell ohne Reasoning</translation>
    </message>
    <message>
        <source>%1, %2</source>
        <translation>%1, %2</translation>
    </message>
    <message>
        <source>it refused %1, which Lotse no longer sends</source>
        <translation>es lehnte %1 ab, was Lotse nicht mehr sendet</translation>
    </message>
    <message>
        <source>✗ Chat deployment “%1”: %2</source>
        <translation>✗ Chat-Deployment „%1“: %2</translation>
    </message>
    <message>
        <source>✓ Chat deployment “%1” answered in %2 ms.</source>
        <translation>✓ Chat-Deployment „%1“ hat in %2 ms geantwortet.</translation>
    </message>
    <message>
        <source>✓ Chat deployment “%1” answered in %2 ms: %3.</source>
        <translation>✓ Chat-Deployment „%1“ hat in %2 ms geantwortet: %3.</translation>
    </message>
    <message>
        <source>No embedding deployment is set: answers use keyword search only.</source>
        <translation>Kein Embedding-Deployment eingestellt: Antworten nutzen nur die Stichwortsuche.</translation>
    </message>
    <message>
        <source>✓ Embedding deployment “%1” returned vectors with %2 dimensions in %3 ms.</source>
        <translation>✓ Embedding-Deployment „%1“ hat in %3 ms Vektoren mit %2 Dimensionen geliefert.</translation>
    </message>
    <message>
        <source>✓ Embedding deployment “%1” (%4) returned vectors with %2 dimensions in %3 ms.</source>
        <translation>✓ Embedding-Deployment „%1“ (%4) hat in %3 ms Vektoren mit %2 Dimensionen geliefert.</translation>
    </message>
    <message>
        <source>✗ Embedding deployment “%1”: %2</source>
        <translation>✗ Embedding-Deployment „%1“: %2</translation>
    </message>
    <message>
        <source>✗ Chat deployment “%1” and embedding deployment “%2”: %3</source>
        <translation>✗ Chat-Deployment „%1“ und Embedding-Deployment „%2“: %3</translation>
    </message>
</context>
<context>
    <name>lotse::ConnectionTest</name>
    <message>
        <source> Request id: %1.</source>
        <translation> Anfrage-ID: %1.</translation>
    </message>
    <message>
        <source>There is no deployment “%1” at this endpoint (HTTP 404). Use the deployment name, not the model name (for an OpenAI-compatible server: a model it serves).</source>
        <translation>An diesem Endpunkt gibt es kein Deployment „%1“ (HTTP 404). Verwenden Sie den Namen des Deployments, nicht den des Modells (bei einem OpenAI-kompatiblen Server: ein Modell, das er bereitstellt).</translation>
    </message>
    <message>
        <source>The endpoint has no such API path (HTTP 404): %1. Check the endpoint URL: for Azure https://RESOURCE.openai.azure.com, for an OpenAI-compatible server its base URL including /v1.</source>
        <translation>Der Endpunkt hat keinen solchen API-Pfad (HTTP 404): %1. Prüfen Sie die Endpunkt-URL: für Azure https://RESOURCE.openai.azure.com, für einen OpenAI-kompatiblen Server dessen Basis-URL einschließlich /v1.</translation>
    </message>
    <message>
        <source>The provider needs an API key (HTTP 401), and none was given. Enter the key for this endpoint.</source>
        <translation>Der Anbieter benötigt einen API-Schlüssel (HTTP 401), es wurde aber keiner angegeben. Geben Sie den Schlüssel für diesen Endpunkt ein.</translation>
    </message>
    <message>
        <source>Cannot reach %1: %2. Check the endpoint URL, the network and the proxy settings.</source>
        <translation>%1 ist nicht erreichbar: %2. Prüfen Sie die Endpunkt-URL, das Netzwerk und die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>no connection</source>
        <translation>keine Verbindung</translation>
    </message>
    <message>
        <source>No answer within %1 s from %2. Check the endpoint URL, the network and the proxy; a local server may still be loading the model, so try again in a minute.</source>
        <translation>Keine Antwort innerhalb von %1 s von %2. Prüfen Sie die Endpunkt-URL, das Netzwerk und den Proxy; ein lokaler Server lädt das Modell eventuell noch, versuchen Sie es also in einer Minute erneut.</translation>
    </message>
    <message>
        <source>It returned vectors with %1 dimensions, but %2 are configured: the model or server ignores the dimensions setting. Set the dimensions to %1, or to 0 for the model&apos;s own size.</source>
        <translation>Es wurden Vektoren mit %1 Dimensionen geliefert, konfiguriert sind aber %2: Das Modell oder der Server ignoriert die Einstellung der Dimensionen. Setzen Sie die Dimensionen auf %1 oder auf 0 für die eigene Größe des Modells.</translation>
    </message>
</context>
<context>
    <name>lotse::ContentGapExport</name>
    <message>
        <source>refused after %1 round(s)</source>
        <translation>abgelehnt nach %1 Runde(n)</translation>
    </message>
    <message>
        <source>answered only in round %1 of %2</source>
        <translation>erst in Runde %1 von %2 beantwortet</translation>
    </message>
    <message>
        <source># Content gaps

%1 question(s) were refused or needed every search round, in %2 topic(s). A question is grouped under the word it shares with the most other such questions, taken from what the grader found missing (else from the question).
</source>
        <translation># Inhaltslücken

%1 Frage(n) wurden abgelehnt oder brauchten alle Suchrunden, verteilt auf %2 Themengruppe(n). Jede Frage steht unter dem Wort, das sie mit den meisten anderen solchen Fragen teilt; es stammt aus dem, was der Prüfer als fehlend erkannt hat (sonst aus der Frage selbst).
</translation>
    </message>
    <message>
        <source>- %1 refused, %2 answered only in the last round
</source>
        <translation>- %1 abgelehnt, %2 erst in der letzten Runde beantwortet
</translation>
    </message>
    <message>
        <source>- also asked about: %1
</source>
        <translation>- ebenfalls gefragt nach: %1
</translation>
    </message>
    <message>
        <source>- closest document found: %1
</source>
        <translation>- Dokument, das am nächsten kam: %1
</translation>
    </message>
    <message>
        <source>Cannot tell the format from “%1”: name the file .csv or .md.</source>
        <translation>Das Format lässt sich aus „%1“ nicht erkennen: Geben Sie der Datei die Endung .csv oder .md.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>
# Contradictions

Passages that give different values for the same thing, as the answer check found them; fix them at the source.
</source>
        <translation>
# Widersprüche

Passagen, die für dieselbe Sache verschiedene Werte nennen, so wie die Prüfung der Antworten sie gefunden hat; beheben Sie sie an der Quelle.
</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>(ohne Thema)</translation>
    </message>
    <message>
        <source>- %1 (%2) says “%3”: “%4”
</source>
        <translation>- %1 (%2) sagt „%3“: „%4“
</translation>
    </message>
    <message>
        <source>- last asked %1: “%2”
</source>
        <translation>- zuletzt gefragt %1: „%2“
</translation>
    </message>
</context>
<context>
    <name>lotse::ContentGaps</name>
    <message>
        <source>(no words to group by)</source>
        <translation>(keine Wörter zum Gruppieren)</translation>
    </message>
</context>
<context>
    <name>lotse::ConversationStore</name>
    <message>
        <source>A conversation needs a title.</source>
        <translation>Eine Unterhaltung braucht einen Titel.</translation>
    </message>
    <message>
        <source>Saving the conversation</source>
        <translation>Speichern der Unterhaltung</translation>
    </message>
    <message>
        <source>There is no conversation %1 any more.</source>
        <translation>Die Unterhaltung %1 gibt es nicht mehr.</translation>
    </message>
    <message>
        <source>There is no question %1 in the history.</source>
        <translation>Die Frage %1 ist nicht im Verlauf.</translation>
    </message>
    <message>
        <source>Reading the conversations</source>
        <translation>Lesen der Unterhaltungen</translation>
    </message>
    <message>
        <source>Reading the conversation</source>
        <translation>Lesen der Unterhaltung</translation>
    </message>
    <message>
        <source>Renaming the conversation</source>
        <translation>Umbenennen der Unterhaltung</translation>
    </message>
    <message>
        <source>Deleting the conversation</source>
        <translation>Löschen der Unterhaltung</translation>
    </message>
</context>
<context>
    <name>lotse::Credential</name>
    <message>
        <source>no key</source>
        <translation>kein Schlüssel</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
</context>
<context>
    <name>lotse::CredentialResolver</name>
    <message>
        <source>Azure OpenAI needs an API key. Store it with `lotse-cli config set-key`, or set the environment variable %1 (never stored). Or sign in with Microsoft Entra ID: `lotse-cli config set auth entra`.</source>
        <translation>Azure OpenAI braucht einen API-Schlüssel. Speichern Sie ihn mit `lotse-cli config set-key`, oder setzen Sie die Umgebungsvariable %1 (wird nie gespeichert). Oder melden Sie sich mit Microsoft Entra ID an: `lotse-cli config set auth entra`.</translation>
    </message>
    <message>
        <source>Microsoft Entra ID sign-in is for Azure OpenAI. For an OpenAI-compatible server, use `lotse-cli config set auth key`.</source>
        <translation>Die Anmeldung mit Microsoft Entra ID gilt für Azure OpenAI. Verwenden Sie für einen OpenAI-kompatiblen Server `lotse-cli config set auth key`.</translation>
    </message>
    <message>
        <source>The OS keychain could not be read (%1), so a sign-in in Lotse&apos;s window cannot be used; the Azure CLI&apos;s account is tried instead.</source>
        <translation>Der Schlüsselbund des Betriebssystems konnte nicht gelesen werden (%1), daher kann eine Anmeldung im Fenster von Lotse nicht verwendet werden; stattdessen wird das Konto der Azure CLI versucht.</translation>
    </message>
</context>
<context>
    <name>lotse::Database</name>
    <message>
        <source>Checking the knowledge base for changes</source>
        <translation>Prüfen der Wissensbasis auf Änderungen</translation>
    </message>
    <message>
        <source>No knowledge base file was given.</source>
        <translation>Es wurde keine Datei für die Wissensbasis angegeben.</translation>
    </message>
    <message>
        <source>%1 is a folder. Give a file name for the knowledge base, e.g. %1/knowledge.sqlite.</source>
        <translation>%1 ist ein Ordner. Geben Sie einen Dateinamen für die Wissensbasis an, z. B. %1/knowledge.sqlite.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the knowledge base. Check the permissions or choose another location with --db.</source>
        <translation>Der Ordner %1 für die Wissensbasis kann nicht angelegt werden. Prüfen Sie die Berechtigungen oder wählen Sie mit --db einen anderen Ort.</translation>
    </message>
    <message>
        <source>Cannot open the knowledge base %1: %2</source>
        <translation>Die Wissensbasis %1 kann nicht geöffnet werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Lotse knowledge base (%2). Choose another file with --db.</source>
        <translation>%1 ist keine Lotse-Wissensbasis (%2). Wählen Sie mit --db eine andere Datei.</translation>
    </message>
    <message>
        <source>Setting up the knowledge base</source>
        <translation>Einrichten der Wissensbasis</translation>
    </message>
    <message>
        <source>%1: the disk holding the knowledge base is full. Nothing was lost: free some space and run the same step again (it resumes where it stopped).</source>
        <translation>%1: Der Datenträger mit der Wissensbasis ist voll. Es ist nichts verloren gegangen: Geben Sie Speicherplatz frei und führen Sie denselben Schritt erneut aus (er wird an der unterbrochenen Stelle fortgesetzt).</translation>
    </message>
    <message>
        <source>%1: the knowledge base is read-only (a read-only disk, folder or file). Make it writable or choose another location with --db.</source>
        <translation>%1: Die Wissensbasis ist schreibgeschützt (schreibgeschützter Datenträger, Ordner oder Datei). Machen Sie sie beschreibbar oder wählen Sie mit --db einen anderen Speicherort.</translation>
    </message>
    <message>
        <source>%1: the knowledge base file could not be written (%2). Check the disk and the folder&apos;s permissions.</source>
        <translation>%1: Die Datei der Wissensbasis konnte nicht geschrieben werden (%2). Prüfen Sie den Datenträger und die Berechtigungen des Ordners.</translation>
    </message>
    <message>
        <source>The knowledge base %1 is on a read-only disk or in a folder Lotse cannot write to. Make it writable or choose another location with --db.</source>
        <translation>Die Wissensbasis %1 liegt auf einem schreibgeschützten Datenträger oder in einem Ordner, in den Lotse nicht schreiben kann. Machen Sie sie beschreibbar oder wählen Sie mit --db einen anderen Speicherort.</translation>
    </message>
    <message>
        <source>Opening the knowledge base %1</source>
        <translation>Öffnen der Wissensbasis %1</translation>
    </message>
    <message>
        <source>%1 is not a regular file. Give the knowledge base&apos;s file with --db.</source>
        <translation>%1 ist keine gewöhnliche Datei. Geben Sie mit --db die Datei der Wissensbasis an.</translation>
    </message>
    <message>
        <source>There is no knowledge base at %1. Add files first with `lotse-cli ingest PATH`, or check the --db path.</source>
        <translation>Unter %1 gibt es keine Wissensbasis. Fügen Sie zuerst Dateien mit `lotse-cli ingest PFAD` hinzu, oder prüfen Sie den Pfad bei --db.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a Lotse knowledge base (it is not an SQLite database file). Choose another file with --db.</source>
        <translation>%1 ist keine Wissensbasis von Lotse (keine SQLite-Datenbankdatei). Wählen Sie mit --db eine andere Datei.</translation>
    </message>
</context>
<context>
    <name>lotse::DatabaseUrl</name>
    <message>
        <source>“%1” is not a PostgreSQL URL; write it as %2.</source>
        <translation>„%1“ ist keine PostgreSQL-URL; schreiben Sie sie als %2.</translation>
    </message>
    <message>
        <source>Leave the password out of the database URL (it would be stored in the settings). Store it with `lotse-cli config set-db-password URL`, or set LOTSE_DB_PASSWORD.</source>
        <translation>Lassen Sie das Passwort aus der Datenbank-URL weg (es würde in den Einstellungen gespeichert). Speichern Sie es mit `lotse-cli config set-db-password URL` oder setzen Sie LOTSE_DB_PASSWORD.</translation>
    </message>
    <message>
        <source>Name the database user in the URL: %1.</source>
        <translation>Nennen Sie den Datenbankbenutzer in der URL: %1.</translation>
    </message>
    <message>
        <source>Name the database server in the URL: %1.</source>
        <translation>Nennen Sie den Datenbankserver in der URL: %1.</translation>
    </message>
    <message>
        <source>Name one database after the server in the URL: %1.</source>
        <translation>Nennen Sie in der URL nach dem Server eine Datenbank: %1.</translation>
    </message>
    <message>
        <source>The database URL takes only “sslmode”, not “%1”.</source>
        <translation>Die Datenbank-URL kennt nur „sslmode“, nicht „%1“.</translation>
    </message>
    <message>
        <source>sslmode “%1” is not supported; use %2.</source>
        <translation>sslmode „%1“ wird nicht unterstützt; verwenden Sie %2.</translation>
    </message>
    <message>
        <source>sslmode=disable would send the password and the handbook unencrypted to %1: use sslmode=verify-full (or require).</source>
        <translation>sslmode=disable würde Passwort und Handbuch unverschlüsselt an %1 senden: verwenden Sie sslmode=verify-full (oder require).</translation>
    </message>
    <message>
        <source>The database URL is not valid; write it as %1.</source>
        <translation>Die Datenbank-URL ist ungültig; schreiben Sie sie als %1.</translation>
    </message>
</context>
<context>
    <name>lotse::DocumentParser</name>
    <message>
        <source>is an old binary Office file (.doc) or a password-protected Word file. Save it as DOCX without a password, or as PDF, and add that.</source>
        <translation>ist eine alte binäre Office-Datei (.doc) oder eine passwortgeschützte Word-Datei. Speichern Sie sie ohne Passwort als DOCX oder als PDF und fügen Sie diese Fassung hinzu.</translation>
    </message>
    <message>
        <source>has a type Lotse does not read.</source>
        <translation>hat einen Dateityp, den Lotse nicht liest.</translation>
    </message>
</context>
<context>
    <name>lotse::DocumentStore</name>
    <message>
        <source>Looking up %1</source>
        <translation>Nachschlagen von %1</translation>
    </message>
    <message>
        <source>Listing documents</source>
        <translation>Auflisten der Dokumente</translation>
    </message>
    <message>
        <source>Reading passage %1</source>
        <translation>Lesen von Abschnitt %1</translation>
    </message>
    <message>
        <source>Passage %1 is no longer in the knowledge base; its document was removed or changed. Ask the question again.</source>
        <translation>Abschnitt %1 ist nicht mehr in der Wissensbasis; sein Dokument wurde entfernt oder geändert. Stellen Sie die Frage erneut.</translation>
    </message>
    <message>
        <source>Reading passages of document %1</source>
        <translation>Lesen der Abschnitte von Dokument %1</translation>
    </message>
    <message>
        <source>Counting passages</source>
        <translation>Zählen der Abschnitte</translation>
    </message>
    <message>
        <source>Removing old passages of %1</source>
        <translation>Entfernen alter Abschnitte von %1</translation>
    </message>
    <message>
        <source>Starting to save %1</source>
        <translation>Beginn des Speicherns von %1</translation>
    </message>
    <message>
        <source>Saving passages of %1</source>
        <translation>Speichern der Abschnitte von %1</translation>
    </message>
    <message>
        <source>Recording the failure of %1</source>
        <translation>Speichern des Fehlschlags von %1</translation>
    </message>
    <message>
        <source>Recording the failed update of %1</source>
        <translation>Speichern der fehlgeschlagenen Aktualisierung von %1</translation>
    </message>
    <message>
        <source>Looking for renamed files</source>
        <translation>Suche nach umbenannten Dateien</translation>
    </message>
    <message>
        <source>Recording that %1 was renamed to %2</source>
        <translation>Speichern der Umbenennung von %1 in %2</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>Speichern von %1</translation>
    </message>
    <message>
        <source>Recording a change of the passages</source>
        <translation>Eine Änderung der Abschnitte wird vermerkt</translation>
    </message>
    <message>
        <source>Reading the section of passage %1</source>
        <translation>Den Abschnitt der Passage %1 lesen</translation>
    </message>
</context>
<context>
    <name>lotse::DocxParser</name>
    <message>
        <source>has more than %1 million characters of text. Split it into smaller files.</source>
        <translation>hat mehr als %1 Millionen Zeichen Text. Teilen Sie sie in kleinere Dateien auf.</translation>
    </message>
    <message>
        <source>is not a Word document (word/document.xml is missing). Save it as DOCX from Word or LibreOffice.</source>
        <translation>ist kein Word-Dokument (word/document.xml fehlt). Speichern Sie sie in Word oder LibreOffice als DOCX.</translation>
    </message>
</context>
<context>
    <name>lotse::EmbeddingClient</name>
    <message>
        <source>an embedding request takes 1 to %1 texts, not %2</source>
        <translation>eine Embedding-Anfrage umfasst 1 bis %1 Texte, nicht %2</translation>
    </message>
    <message>
        <source>an embedding has an invalid index or size</source>
        <translation>ein Embedding hat einen ungültigen Index oder eine ungültige Größe</translation>
    </message>
    <message>
        <source>the response lacks embeddings for some texts</source>
        <translation>in der Serverantwort fehlen Embeddings für einige Texte</translation>
    </message>
</context>
<context>
    <name>lotse::EmbeddingStore</name>
    <message>
        <source>Activating the embedding model</source>
        <translation>Aktivieren des Embedding-Modells</translation>
    </message>
    <message>
        <source>Reading the embedding model</source>
        <translation>Lesen des Embedding-Modells</translation>
    </message>
    <message>
        <source>Finding passages to embed</source>
        <translation>Suchen der einzubettenden Abschnitte</translation>
    </message>
    <message>
        <source>Counting passages to embed</source>
        <translation>Zählen der einzubettenden Abschnitte</translation>
    </message>
    <message>
        <source>Finding documents to embed</source>
        <translation>Suchen der einzubettenden Dokumente</translation>
    </message>
    <message>
        <source>Starting to store vectors</source>
        <translation>Beginn des Speicherns der Vektoren</translation>
    </message>
    <message>
        <source>The embedding model returned %1 dimensions where %2 were expected; the vectors were not stored. Check the embedding deployment and dimensions.</source>
        <translation>Das Embedding-Modell lieferte %1 Dimensionen statt der erwarteten %2; die Vektoren wurden nicht gespeichert. Prüfen Sie das Embedding-Deployment und die Dimensionen.</translation>
    </message>
    <message>
        <source>Storing vectors</source>
        <translation>Speichern der Vektoren</translation>
    </message>
    <message>
        <source>Committing vectors</source>
        <translation>Festschreiben der Vektoren</translation>
    </message>
    <message>
        <source>Reading vectors</source>
        <translation>Lesen der Vektoren</translation>
    </message>
    <message>
        <source>Reading vectors was stopped.</source>
        <translation>Das Lesen der Vektoren wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Counting vectors</source>
        <translation>Zählen der Vektoren</translation>
    </message>
    <message>
        <source>Preparing the vector lookups</source>
        <translation>Vorbereiten der Vektorsuche</translation>
    </message>
</context>
<context>
    <name>lotse::EntraRefreshTokenSource</name>
    <message>
        <source>Microsoft Entra ID cannot be reached (%1). Check the network and the proxy settings.</source>
        <translation>Microsoft Entra ID ist nicht erreichbar (%1). Prüfen Sie das Netzwerk und die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>your Microsoft Entra ID sign-in</source>
        <translation>Ihre Anmeldung bei Microsoft Entra ID</translation>
    </message>
</context>
<context>
    <name>lotse::EntraSignIn</name>
    <message>
        <source>No sign-in arrived within %1 minutes. Sign in again and finish it in the browser.</source>
        <translation>Innerhalb von %1 Minuten ist keine Anmeldung eingegangen. Melden Sie sich erneut an und schließen Sie die Anmeldung im Browser ab.</translation>
    </message>
    <message>
        <source>Enter the tenant and the application (client) id of your organisation&apos;s app registration first (docs/providers.md says how to make one).</source>
        <translation>Geben Sie zuerst das Verzeichnis (den Mandanten) und die Anwendungs-ID (Client) der App-Registrierung Ihrer Organisation ein (docs/providers.md beschreibt, wie man sie anlegt).</translation>
    </message>
    <message>
        <source>Lotse cannot listen on this computer&apos;s loopback address for the sign-in&apos;s answer.</source>
        <translation>Lotse kann auf der Loopback-Adresse dieses Computers nicht auf die Antwort der Anmeldung warten.</translation>
    </message>
    <message>
        <source>Lotse has your sign-in. You can close this page and go back to Lotse.</source>
        <translation>Lotse hat Ihre Anmeldung erhalten. Sie können diese Seite schließen und zu Lotse zurückkehren.</translation>
    </message>
    <message>
        <source>Microsoft Entra ID refused the sign-in: %1 (%2).</source>
        <translation>Microsoft Entra ID hat die Anmeldung abgelehnt: %1 (%2).</translation>
    </message>
    <message>
        <source>Microsoft Entra ID cannot be reached (%1). Check the network and the proxy settings.</source>
        <translation>Microsoft Entra ID ist nicht erreichbar (%1). Prüfen Sie das Netzwerk und die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>Microsoft Entra ID refused the sign-in (HTTP %1).</source>
        <translation>Microsoft Entra ID hat die Anmeldung abgelehnt (HTTP %1).</translation>
    </message>
    <message>
        <source>Microsoft Entra ID sent no refresh token: the app registration must allow the scope offline_access.</source>
        <translation>Microsoft Entra ID hat kein Aktualisierungstoken gesendet: Die App-Registrierung muss den Bereich offline_access erlauben.</translation>
    </message>
</context>
<context>
    <name>lotse::EntraTokenReply</name>
    <message>
        <source>The Microsoft Entra ID sign-in is no longer valid (%1). Sign in again (Settings → Model Provider → Sign In…), or sign out with `lotse-cli config sign-out` to use the Azure CLI&apos;s account.</source>
        <translation>Die Anmeldung bei Microsoft Entra ID ist nicht mehr gültig (%1). Melden Sie sich erneut an (Einstellungen → Modellanbieter → Anmelden…), oder melden Sie sich mit `lotse-cli config sign-out` ab, um das Konto der Azure CLI zu verwenden.</translation>
    </message>
    <message>
        <source>Microsoft Entra ID refused the token request (HTTP %1: %2 %3).</source>
        <translation>Microsoft Entra ID hat die Token-Anfrage abgelehnt (HTTP %1: %2 %3).</translation>
    </message>
    <message>
        <source>no error code</source>
        <translation>kein Fehlercode</translation>
    </message>
    <message>
        <source>Microsoft Entra ID answered without an access token.</source>
        <translation>Microsoft Entra ID hat ohne Zugriffstoken geantwortet.</translation>
    </message>
</context>
<context>
    <name>lotse::EvalComparison</name>
    <message>
        <source>no outcome</source>
        <translation>kein Ergebnis</translation>
    </message>
    <message>
        <source>unanswerable: now %1 (was %2)</source>
        <translation>unbeantwortbar: jetzt %1 (vorher %2)</translation>
    </message>
    <message>
        <source>key facts</source>
        <translation>Kernfakten</translation>
    </message>
    <message>
        <source>expected sources at the final round</source>
        <translation>erwartete Quellen in der letzten Runde</translation>
    </message>
    <message>
        <source>expected sources in round 1</source>
        <translation>erwartete Quellen in Runde 1</translation>
    </message>
    <message>
        <source>now %1 (was %2)</source>
        <translation>jetzt %1 (vorher %2)</translation>
    </message>
</context>
<context>
    <name>lotse::EvalReport</name>
    <message>
        <source>This is not an evaluation report: save one with `lotse-cli eval … --json &gt; FILE.json`.</source>
        <translation>Dies ist kein Evaluierungsbericht: Speichern Sie einen mit `lotse-cli eval … --json &gt; FILE.json`.</translation>
    </message>
    <message>
        <source>Cannot read the earlier report %1: %2</source>
        <translation>Der frühere Bericht %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a JSON evaluation report (%2). Save one with `lotse-cli eval … --json &gt; FILE.json`.</source>
        <translation>%1 ist kein JSON-Evaluierungsbericht (%2). Speichern Sie einen mit `lotse-cli eval … --json &gt; FILE.json`.</translation>
    </message>
</context>
<context>
    <name>lotse::EvalRunner</name>
    <message>
        <source>An evaluation is running already.</source>
        <translation>Es läuft bereits eine Evaluierung.</translation>
    </message>
    <message>
        <source>No strategies to answer with.</source>
        <translation>Es gibt keine Strategien, mit denen geantwortet werden kann.</translation>
    </message>
    <message>
        <source>There is no knowledge base at %1. Check --db, or use --corpora DIR.</source>
        <translation>Unter %1 gibt es keine Wissensbasis. Prüfen Sie --db oder verwenden Sie --corpora DIR.</translation>
    </message>
    <message>
        <source>The set names corpus folders that do not exist: %1. --corpora must be the folder that holds them.</source>
        <translation>Das Set nennt Korpus-Ordner, die nicht existieren: %1. --corpora muss der Ordner sein, der sie enthält.</translation>
    </message>
    <message>
        <source>Cannot create the cache folder %1.</source>
        <translation>Der Cache-Ordner %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The evaluation was cancelled.</source>
        <translation>Die Evaluierung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>(one knowledge base)</source>
        <translation>(eine Wissensbasis)</translation>
    </message>
    <message>
        <source>Ingesting the corpus %1 failed: %2</source>
        <translation>Das Einlesen des Korpus %1 ist fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Nothing could be indexed from the corpus folder %1.</source>
        <translation>Aus dem Korpus-Ordner %1 konnte nichts indiziert werden.</translation>
    </message>
</context>
<context>
    <name>lotse::EvalSet</name>
    <message>
        <source>“%1” is missing</source>
        <translation>„%1“ fehlt</translation>
    </message>
    <message>
        <source>“%1” must be a text in quotes</source>
        <translation>„%1“ muss ein Text in Anführungszeichen sein</translation>
    </message>
    <message>
        <source>“%1” is empty</source>
        <translation>„%1“ ist leer</translation>
    </message>
    <message>
        <source>“%1” must be a list of texts, e.g. [&quot;a&quot;, &quot;b&quot;]</source>
        <translation>„%1“ muss eine Liste von Texten sein, z. B. [&quot;a&quot;, &quot;b&quot;]</translation>
    </message>
    <message>
        <source>“%1” must hold only non-empty texts</source>
        <translation>„%1“ darf nur nicht leere Texte enthalten</translation>
    </message>
    <message>
        <source>“corpus” must be a folder name under the corpora folder, not “%1”</source>
        <translation>„corpus“ muss ein Ordnername im Korpora-Ordner sein, nicht „%1“</translation>
    </message>
    <message>
        <source>“kind” must be one of %1, not “%2”</source>
        <translation>„kind“ muss eines von %1 sein, nicht „%2“</translation>
    </message>
    <message>
        <source>an unanswerable question cannot have expected_sources</source>
        <translation>eine unbeantwortbare Frage darf keine expected_sources haben</translation>
    </message>
    <message>
        <source>“expected_sources” is empty: a %1 question needs the files that answer it</source>
        <translation>„expected_sources“ ist leer: Eine Frage der Art %1 braucht die Dateien, die sie beantworten</translation>
    </message>
    <message>
        <source>expected source “%1” must be a path relative to the corpus folder</source>
        <translation>die erwartete Quelle „%1“ muss ein Pfad relativ zum Korpus-Ordner sein</translation>
    </message>
    <message>
        <source>not valid JSON (%1 at character %2)</source>
        <translation>kein gültiges JSON (%1 bei Zeichen %2)</translation>
    </message>
    <message>
        <source>a line must be one JSON object {…}</source>
        <translation>eine Zeile muss genau ein JSON-Objekt {…} sein</translation>
    </message>
    <message>
        <source>id “%1” is used on line %2 already</source>
        <translation>die ID „%1“ wird bereits in Zeile %2 verwendet</translation>
    </message>
    <message>
        <source>the set has no questions</source>
        <translation>das Set enthält keine Fragen</translation>
    </message>
    <message>
        <source>The evaluation set %1 does not exist.</source>
        <translation>Das Evaluierungsset %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot read the evaluation set %1: %2</source>
        <translation>Das Evaluierungsset %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>“contradiction” must be true or false</source>
        <translation>„contradiction“ muss true oder false sein</translation>
    </message>
</context>
<context>
    <name>lotse::EvalTable</name>
    <message>
        <source>kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>source @ final</source>
        <translation>Quelle @ Ende</translation>
    </message>
    <message>
        <source>key facts</source>
        <translation>Kernfakten</translation>
    </message>
    <message>
        <source>handled right</source>
        <translation>richtig behandelt</translation>
    </message>
    <message>
        <source>false refusals</source>
        <translation>falsche Ablehnungen</translation>
    </message>
    <message>
        <source>false answers</source>
        <translation>falsche Antworten</translation>
    </message>
    <message>
        <source>rounds used</source>
        <translation>genutzte Runden</translation>
    </message>
    <message>
        <source>

Tokens: %1 prompt, %2 completion. Estimated cost: %3.</source>
        <translation>

Token: %1 Eingabe, %2 Ausgabe. Geschätzte Kosten: %3.</translation>
    </message>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>sources r1</source>
        <translation>Quellen R1</translation>
    </message>
    <message>
        <source>Compared with the earlier run: %1 question(s) better, %2 worse, %3 unchanged.</source>
        <translation>Verglichen mit dem früheren Lauf: %1 Frage(n) besser, %2 schlechter, %3 unverändert.</translation>
    </message>
    <message>
        <source>source @ round 1</source>
        <translation>Quelle @ Runde 1</translation>
    </message>
    <message>
        <source>  no longer in the set: </source>
        <translation>  nicht mehr im Set: </translation>
    </message>
    <message>
        <source>  new in the set: </source>
        <translation>  neu im Set: </translation>
    </message>
    <message>
        <source>unknown (no price for the model)</source>
        <translation>unbekannt (kein Preis für das Modell)</translation>
    </message>
    <message>
        <source>**overall**</source>
        <translation>**gesamt**</translation>
    </message>
    <message>
        <source>missing: </source>
        <translation>fehlt: </translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>NO</source>
        <translation>NEIN</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>right</source>
        <translation>richtig</translation>
    </message>
    <message>
        <source>sources final</source>
        <translation>Quellen final</translation>
    </message>
    <message>
        <source>notes</source>
        <translation>Hinweise</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>verändert</translation>
    </message>
    <message>
        <source>better</source>
        <translation>besser</translation>
    </message>
    <message>
        <source>worse</source>
        <translation>schlechter</translation>
    </message>
    <message>
        <source>mixed</source>
        <translation>gemischt</translation>
    </message>
    <message>
        <source>

Answer check: %1 of %2 checked statements not supported by the passages they cite (%3); answers not shown for that: %4.</source>
        <translation>

Prüfung der Antworten: %1 von %2 geprüften Aussagen nicht von den zitierten Passagen gestützt (%3); deshalb nicht angezeigte Antworten: %4.</translation>
    </message>
    <message>
        <source> Contradictions named: %1 of %2. Forbidden mentions (must_not_mention): %3.</source>
        <translation> Genannte Widersprüche: %1 von %2. Verbotene Erwähnungen (must_not_mention): %3.</translation>
    </message>
    <message>
        <source>%1 of %2 statements unsupported</source>
        <translation>%1 von %2 Aussagen nicht gestützt</translation>
    </message>
    <message>
        <source>contradiction not named</source>
        <translation>Widerspruch nicht genannt</translation>
    </message>
    <message>
        <source>says: </source>
        <translation>sagt: </translation>
    </message>
    <message>
        <source>unsupported statements</source>
        <translation>nicht gestützte Aussagen</translation>
    </message>
    <message>
        <source>ambiguous</source>
        <translation>mehrdeutig</translation>
    </message>
    <message>
        <source>

Ambiguous (answered from the closest section, with a caveat; neither a refusal nor an answer): %1 of the answerable questions, %2 of the unanswerable ones.</source>
        <translation>

Mehrdeutig (aus dem nächstliegenden Abschnitt mit Vorbehalt beantwortet; weder Ablehnung noch Antwort): %1 der beantwortbaren Fragen, %2 der unbeantwortbaren.</translation>
    </message>
</context>
<context>
    <name>lotse::FeedbackCases</name>
    <message>
        <source>round %1&apos;s verdict</source>
        <translation>Das Urteil von Runde %1</translation>
    </message>
    <message>
        <source>the answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <source>%1 was marked wrong</source>
        <translation>%1 wurde als falsch markiert</translation>
    </message>
    <message>
        <source>%1 was marked wrong: %2</source>
        <translation>%1 wurde als falsch markiert: %2</translation>
    </message>
    <message>
        <source>%1 (Lotse feedback on trace %2, which was %3.)</source>
        <translation>%1 (Lotse-Feedback zu Verlauf %2, Ergebnis: %3.)</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>lotse::FeedbackStore</name>
    <message>
        <source>Say which round&apos;s verdict was wrong.</source>
        <translation>Geben Sie an, in welcher Runde das Urteil falsch war.</translation>
    </message>
    <message>
        <source>Saving the feedback</source>
        <translation>Speichern des Feedbacks</translation>
    </message>
    <message>
        <source>There is no trace %1 any more: it was deleted or purged.</source>
        <translation>Den Verlauf %1 gibt es nicht mehr: Er wurde gelöscht oder bereinigt.</translation>
    </message>
    <message>
        <source>Reading the feedback</source>
        <translation>Lesen des Feedbacks</translation>
    </message>
    <message>
        <source>Deleting feedback %1</source>
        <translation>Löschen von Feedback %1</translation>
    </message>
    <message>
        <source>There is no feedback %1.</source>
        <translation>Es gibt kein Feedback %1.</translation>
    </message>
</context>
<context>
    <name>lotse::FolderStore</name>
    <message>
        <source>Listing the folders</source>
        <translation>Auflisten der Ordner</translation>
    </message>
    <message>
        <source>Remembering the folder %1</source>
        <translation>Merken des Ordners %1</translation>
    </message>
    <message>
        <source>Forgetting the folder %1</source>
        <translation>Entfernen des Ordners %1 aus der Liste</translation>
    </message>
    <message>
        <source>Recording the sync of %1</source>
        <translation>Speichern der Synchronisierung von %1</translation>
    </message>
</context>
<context>
    <name>lotse::FormatDetector</name>
    <message>
        <source>plain text</source>
        <translation>reiner Text</translation>
    </message>
    <message>
        <source>OpenDocument text (ODT)</source>
        <translation>OpenDocument-Text (ODT)</translation>
    </message>
    <message>
        <source>%1 is named .%2 but contains %3; read as such</source>
        <translation>%1 hat die Endung .%2, enthält aber %3; wird entsprechend gelesen</translation>
    </message>
    <message>
        <source>is named .%1 but contains plain text, not %2. If it is text, rename it to .txt; otherwise save it again from its application.</source>
        <translation>hat die Endung .%1, enthält aber reinen Text statt %2. Wenn es sich um Text handelt, benennen Sie die Datei in .txt um; andernfalls speichern Sie sie erneut aus ihrer Anwendung.</translation>
    </message>
    <message>
        <source>is a zip archive but not a Word (DOCX) or OpenDocument text (ODT) file (or a damaged one). Save it as DOCX, ODT or PDF and add it again.</source>
        <translation>ist ein ZIP-Archiv, aber keine (oder eine beschädigte) Word- (DOCX) oder OpenDocument-Textdatei (ODT). Speichern Sie sie als DOCX, ODT oder PDF und fügen Sie sie erneut hinzu.</translation>
    </message>
    <message>
        <source>is named .%1 but is not %2 (the content does not match; the file may be damaged or of another type). Save it again from its application.</source>
        <translation>hat die Endung .%1, ist aber kein %2 (der Inhalt passt nicht; die Datei ist möglicherweise beschädigt oder von einem anderen Typ). Speichern Sie sie erneut aus ihrer Anwendung.</translation>
    </message>
    <message>
        <source>looks like a binary file, not text. Lotse reads Markdown, plain text, HTML, PDF, DOCX and ODT.</source>
        <translation>scheint eine Binärdatei zu sein, kein Text. Lotse liest Markdown, reinen Text, HTML, PDF, DOCX und ODT.</translation>
    </message>
</context>
<context>
    <name>lotse::GroundedAnswer</name>
    <message>
        <source>%1 says %2</source>
        <translation>%1 sagt %2</translation>
    </message>
    <message>
        <source>**The handbook contradicts itself:** %1.</source>
        <translation>**Das Handbuch widerspricht sich:** %1.</translation>
    </message>
    <message>
        <source>**The handbook contradicts itself** on %2: %1.</source>
        <translation>**Das Handbuch widerspricht sich** bei %2: %1.</translation>
    </message>
    <message>
        <source>Check with the owners of these pages which one applies.</source>
        <translation>Klären Sie mit den Verantwortlichen dieser Seiten, was gilt.</translation>
    </message>
    <message>
        <source>**Lotse could not verify this answer:** the passages it cites do not say what it said, so it is not shown.</source>
        <translation>**Lotse konnte diese Antwort nicht belegen:** Die zitierten Passagen sagen nicht, was sie behauptete, deshalb wird sie nicht angezeigt.</translation>
    </message>
    <message>
        <source>What the cited passages say:</source>
        <translation>Was die zitierten Passagen sagen:</translation>
    </message>
    <message numerus="yes">
        <source>*%n statement(s) that the cited passages do not support were removed.*</source>
        <translation>
            <numerusform>*%n Aussage, die die zitierten Passagen nicht stützen, wurde entfernt.*</numerusform>
            <numerusform>*%n Aussagen, die die zitierten Passagen nicht stützen, wurden entfernt.*</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::GroundingPrompt</name>
    <message>
        <source>the grounding check&apos;s reply is not valid: %1</source>
        <translation>die Antwort der Belegprüfung ist ungültig: %1</translation>
    </message>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>“statements” or “contradictions” is missing</source>
        <translation>„statements“ oder „contradictions“ fehlt</translation>
    </message>
    <message>
        <source>more statements or contradictions than were asked about</source>
        <translation>mehr Aussagen oder Widersprüche als erfragt</translation>
    </message>
    <message>
        <source>a statement lacks “id”, “supported”, “quote” or “problem”</source>
        <translation>einer Aussage fehlt „id“, „supported“, „quote“ oder „problem“</translation>
    </message>
    <message>
        <source>a quote or problem is longer than %L1 characters</source>
        <translation>ein Zitat oder Problem ist länger als %L1 Zeichen</translation>
    </message>
    <message>
        <source>a contradiction names more than ten passages</source>
        <translation>ein Widerspruch nennt mehr als zehn Passagen</translation>
    </message>
</context>
<context>
    <name>lotse::HeuristicGrader</name>
    <message>
        <source>The question has no words to search for (only common words like “what” or “the”).</source>
        <translation>Die Frage enthält keine Suchbegriffe (nur häufige Wörter wie „was“ oder „der“).</translation>
    </message>
    <message>
        <source>No passage matched any key term.</source>
        <translation>Kein Abschnitt enthielt einen der Schlüsselbegriffe.</translation>
    </message>
    <message>
        <source>Best section “%1” (%5 passages, best score %2) covers %3 of %4 key terms</source>
        <translation>Der beste Teil „%1“ (%5 Abschnitte, beste Punktzahl %2) deckt %3 von %4 Schlüsselbegriffen ab</translation>
    </message>
    <message>
        <source>Best passage “%1” (score %2) covers %3 of %4 key terms</source>
        <translation>Der beste Abschnitt „%1“ (Punktzahl %2) deckt %3 von %4 Schlüsselbegriffen ab</translation>
    </message>
    <message>
        <source>; missing: %1</source>
        <translation>; es fehlt: %1</translation>
    </message>
    <message>
        <source>Judged together with its subsection “%1”, which states the figure asked for.</source>
        <translation>Beurteilt zusammen mit seinem Unterabschnitt „%1“, der die gefragte Angabe nennt.</translation>
    </message>
    <message>
        <source>The question asks about two things: judged together with “%1”, which adds %2.</source>
        <translation>Die Frage vergleicht zwei Dinge: beurteilt zusammen mit „%1“, der %2 ergänzt.</translation>
    </message>
    <message>
        <source>Only through a related word: %1.</source>
        <translation>Nur über ein verwandtes Wort: %1.</translation>
    </message>
    <message>
        <source>%1 asks for a time, which the section states.</source>
        <translation>%1 fragt nach einer Zeit, und der Abschnitt nennt eine.</translation>
    </message>
    <message>
        <source>%1 asks for a sum, which the section states.</source>
        <translation>%1 fragt nach einem Betrag, und der Abschnitt nennt einen.</translation>
    </message>
    <message>
        <source>%1 occurs nowhere in the knowledge base.</source>
        <translation>%1 kommt in der Wissensbasis nirgends vor.</translation>
    </message>
    <message>
        <source>%1 occur nowhere in the knowledge base.</source>
        <translation>%1 kommen in der Wissensbasis nirgends vor.</translation>
    </message>
    <message>
        <source>Sufficient: %1% of the question&apos;s weight is covered.</source>
        <translation>Ausreichend: %1 % des Gewichts der Frage sind abgedeckt.</translation>
    </message>
    <message>
        <source>Not sufficient: %1% of the question&apos;s weight is covered, more than %2% needed.</source>
        <translation>Nicht ausreichend: %1 % des Gewichts der Frage sind abgedeckt, nötig sind mehr als %2 %.</translation>
    </message>
    <message>
        <source>Not sufficient: the match is too weak (score below %1).</source>
        <translation>Nicht ausreichend: Die Übereinstimmung ist zu schwach (Punktzahl unter %1).</translation>
    </message>
    <message>
        <source>Ambiguous: the section is on the question&apos;s topic, but only %1% of the question&apos;s weight is covered (more than %2% is sufficient). Answered from it, with that caveat, if no round is sufficient.</source>
        <translation>Mehrdeutig: Der Abschnitt behandelt das Thema der Frage, deckt aber nur %1 % des Gewichts der Frage ab (ausreichend ist mehr als %2 %). Reicht keine Runde aus, wird mit diesem Vorbehalt aus ihm geantwortet.</translation>
    </message>
    <message>
        <source>Not sufficient: the question asks for an amount, a duration or a date, and the section states none of that kind.</source>
        <translation>Nicht ausreichend: Die Frage verlangt eine Angabe (Betrag, Dauer oder Datum), und der Abschnitt nennt keine dieser Art.</translation>
    </message>
    <message>
        <source>Not sufficient: too little shows that the section is about the question&apos;s topic. Covered words specific to this part of the knowledge base: %1; needed: %2, or 1 together with %3% of the question&apos;s weight covered, or 1 together with a sentence holding %4 of the question&apos;s words (the most in one sentence: %5).</source>
        <translation>Nicht ausreichend: Zu wenig zeigt, dass der Abschnitt vom Thema der Frage handelt. Abgedeckte Wörter, die für diesen Teil der Wissensbasis spezifisch sind: %1; nötig: %2, oder 1 zusammen mit %3 % abgedecktem Gewicht der Frage, oder 1 zusammen mit einem Satz, der %4 Wörter der Frage enthält (die meisten in einem Satz: %5).</translation>
    </message>
    <message>
        <source>Ambiguous: the section holds the question&apos;s words, but no sentence of it holds two of them: it may speak about something else. Answered from it, with that caveat, if no round is sufficient.</source>
        <translation>Mehrdeutig: Der Abschnitt enthält die Wörter der Frage, aber kein Satz enthält zwei davon: Er handelt womöglich von etwas anderem. Reicht keine Runde aus, wird mit diesem Vorbehalt aus ihm geantwortet.</translation>
    </message>
    <message>
        <source>Not sufficient: the question asks whether %1 is given, and the section does not name it.</source>
        <translation>Nicht ausreichend: Die Frage fragt, ob es %1 gibt, und der Abschnitt nennt es nicht.</translation>
    </message>
    <message>
        <source>Not sufficient: the question asks for a number or an amount of something the knowledge base never names, so no section states it.</source>
        <translation>Nicht ausreichend: Die Frage fragt nach einer Zahl oder Menge von etwas, das die Wissensbasis nirgends nennt; kein Abschnitt gibt sie also an.</translation>
    </message>
    <message>
        <source>Not sufficient: no sentence of the section holds two of the question&apos;s words, and its heading names none of them (or only words found all over the knowledge base): it speaks about something else.</source>
        <translation>Nicht ausreichend: Kein Satz des Abschnitts enthält zwei Wörter der Frage, und seine Überschrift nennt keines davon (oder nur Wörter, die überall in der Wissensbasis stehen): Er handelt von etwas anderem.</translation>
    </message>
</context>
<context>
    <name>lotse::Hit</name>
    <message>
        <source>%1 (p. %2)</source>
        <translation>%1 (S. %2)</translation>
    </message>
</context>
<context>
    <name>lotse::HtmlParser</name>
    <message>
        <source>is HTML nested more than %1 levels deep, which no real page is; it is refused to keep ingestion fast. Save a simpler version.</source>
        <translation>ist HTML mit mehr als %1 Verschachtelungsebenen, was bei keiner echten Seite vorkommt; sie wird abgelehnt, damit das Einlesen schnell bleibt. Speichern Sie eine einfachere Fassung.</translation>
    </message>
    <message>
        <source>has more than %1 million characters of text. Split it into smaller files.</source>
        <translation>hat mehr als %1 Millionen Zeichen Text. Teilen Sie sie in kleinere Dateien auf.</translation>
    </message>
    <message>
        <source>could not be read as HTML.</source>
        <translation>konnte nicht als HTML gelesen werden.</translation>
    </message>
</context>
<context>
    <name>lotse::HttpCall</name>
    <message>
        <source>the stream was cut off: %1</source>
        <translation>der Stream brach ab: %1</translation>
    </message>
    <message>
        <source>more than %1 MB</source>
        <translation>mehr als %1 MB</translation>
    </message>
    <message>
        <source>no data for %1 s</source>
        <translation>%1 s lang keine Daten</translation>
    </message>
    <message>
        <source>no complete answer within %1 s</source>
        <translation>keine vollständige Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>the connection closed after the request was sent (%1); it was not sent again, so that it is not billed twice</source>
        <translation>die Verbindung wurde geschlossen, nachdem die Anfrage gesendet war (%1); sie wurde nicht erneut gesendet, damit sie nicht doppelt berechnet wird</translation>
    </message>
</context>
<context>
    <name>lotse::IngestBatch</name>
    <message>
        <source>Starting to save indexed files</source>
        <translation>Beginn des Speicherns indizierter Dateien</translation>
    </message>
    <message>
        <source>Saving the files indexed last</source>
        <translation>Speichern der zuletzt indizierten Dateien</translation>
    </message>
</context>
<context>
    <name>lotse::IngestLock</name>
    <message>
        <source>Claiming the ingest queue</source>
        <translation>Übernahme der Warteschlange zum Einlesen</translation>
    </message>
    <message>
        <source>Another Lotse (process %1 on %2) is adding documents to the knowledge base %3. Wait until it has finished, then run this again.</source>
        <translation>Ein anderes Lotse (Prozess %1 auf %2) fügt gerade Dokumente zur Wissensbasis %3 hinzu. Warten Sie, bis es fertig ist, und starten Sie dies dann erneut.</translation>
    </message>
    <message>
        <source>Giving back the ingest queue</source>
        <translation>Freigabe der Warteschlange zum Einlesen</translation>
    </message>
</context>
<context>
    <name>lotse::IngestPipeline</name>
    <message>
        <source>%1 was skipped: it links back to a folder that is already being added (a link loop).</source>
        <translation>%1 wurde übersprungen: Der Link verweist zurück auf einen Ordner, der bereits hinzugefügt wird (Link-Schleife).</translation>
    </message>
    <message>
        <source>Cannot read the folder %1. Check its permissions.</source>
        <translation>Der Ordner %1 kann nicht gelesen werden. Prüfen Sie seine Berechtigungen.</translation>
    </message>
    <message>
        <source>%1 is a broken link or a link loop.</source>
        <translation>%1 ist ein defekter Link oder eine Link-Schleife.</translation>
    </message>
    <message>
        <source>%1 was skipped: .%2 files are not supported yet.</source>
        <translation>%1 wurde übersprungen: .%2-Dateien werden noch nicht unterstützt.</translation>
    </message>
    <message>
        <source>The previously indexed version stays in the knowledge base.</source>
        <translation>Die zuvor indizierte Fassung bleibt in der Wissensbasis.</translation>
    </message>
    <message>
        <source>%1 was skipped: it has no text to index (only front matter, markup or white space).</source>
        <translation>%1 wurde übersprungen: Die Datei enthält keinen Text zum Indizieren (nur Front Matter, Auszeichnungen oder Leerraum).</translation>
    </message>
    <message>
        <source>The folder %1 is missing, so its documents stay as they are. Reconnect it, or remove the folder from the knowledge base.</source>
        <translation>Der Ordner %1 fehlt, daher bleiben seine Dokumente unverändert. Verbinden Sie ihn erneut oder entfernen Sie den Ordner aus der Wissensbasis.</translation>
    </message>
    <message>
        <source>%1 is not in the knowledge base. `lotse-cli docs` lists what is.</source>
        <translation>%1 ist nicht in der Wissensbasis. `lotse-cli docs` listet deren Inhalt auf.</translation>
    </message>
    <message>
        <source>The folder %1 cannot be read: permission denied, so the files in it were not indexed (documents indexed from it before stay). Give your user account read access to it (for example with `chmod a+rx`, or ask its owner); then retry (or add the folder again).</source>
        <translation>Der Ordner %1 kann nicht gelesen werden: Zugriff verweigert, daher wurden die Dateien darin nicht indiziert (bereits daraus indizierte Dokumente bleiben erhalten). Geben Sie Ihrem Benutzerkonto Leserechte für den Ordner (zum Beispiel mit `chmod a+rx`, oder fragen Sie seinen Eigentümer); versuchen Sie es dann erneut (oder fügen Sie den Ordner erneut hinzu).</translation>
    </message>
    <message>
        <source>The file has not changed since, so it was not read again; retry it to read it again.</source>
        <translation>Die Datei hat sich seitdem nicht geändert und wurde deshalb nicht erneut gelesen; „Erneut versuchen“ liest sie wieder.</translation>
    </message>
</context>
<context>
    <name>lotse::IngestQueue</name>
    <message>
        <source>Recording the files to index</source>
        <translation>Speichern der zu indizierenden Dateien</translation>
    </message>
    <message>
        <source>Reading the files still to index</source>
        <translation>Lesen der noch zu indizierenden Dateien</translation>
    </message>
    <message>
        <source>Counting the files still to index</source>
        <translation>Zählen der noch zu indizierenden Dateien</translation>
    </message>
    <message>
        <source>Recording progress</source>
        <translation>Speichern des Fortschritts</translation>
    </message>
    <message>
        <source>Dropping queued files</source>
        <translation>Verwerfen der Dateien in der Warteschlange</translation>
    </message>
    <message>
        <source>Clearing the files still to index</source>
        <translation>Leeren der Liste noch zu indizierender Dateien</translation>
    </message>
</context>
<context>
    <name>lotse::IngestRate</name>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1/%2 files</source>
        <translation>%1/%2 Dateien</translation>
    </message>
    <message>
        <source> · %1 files/s · %2 MB/s</source>
        <translation> · %1 Dateien/s · %2 MB/s</translation>
    </message>
    <message>
        <source> · about %1 left</source>
        <translation> · noch etwa %1</translation>
    </message>
</context>
<context>
    <name>lotse::IngestWorker</name>
    <message>
        <source>%1 is not a folder. Give a folder to keep in sync, or add single files with ingest.</source>
        <translation>%1 ist kein Ordner. Geben Sie einen Ordner an, der synchron gehalten werden soll, oder fügen Sie einzelne Dateien mit ingest hinzu.</translation>
    </message>
    <message>
        <source>%1 is not a folder Lotse keeps in sync. `lotse-cli folders` lists them.</source>
        <translation>%1 ist kein Ordner, den Lotse synchron hält. `lotse-cli folders` listet diese Ordner auf.</translation>
    </message>
    <message>
        <source>Setting up the knowledge base</source>
        <translation>Einrichten der Wissensbasis</translation>
    </message>
    <message>
        <source>%1 was being read each of the last two times Lotse stopped before finishing, so it was set aside. Retry it once it is fixed or the reading limits are raised.</source>
        <translation>%1 wurde beide letzten Male gelesen, als Lotse vor dem Ende angehalten wurde, und wurde deshalb zurückgestellt. Versuchen Sie es erneut, sobald die Datei repariert oder die Lesegrenzen erhöht sind.</translation>
    </message>
    <message>
        <source>Setting a file aside</source>
        <translation>Zurückstellen einer Datei</translation>
    </message>
</context>
<context>
    <name>lotse::KeychainDeadline</name>
    <message numerus="yes">
        <source>it did not answer within %n second(s)</source>
        <translation>
            <numerusform>er hat nicht innerhalb von %n Sekunde geantwortet</numerusform>
            <numerusform>er hat nicht innerhalb von %n Sekunden geantwortet</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::KeychainKeyStore</name>
    <message>
        <source>The OS keychain is not available (%1). Lotse keeps API keys only there. Unlock or install a keychain (e.g. GNOME Keyring or KWallet), or set the environment variable %2 for this session instead; it is never written anywhere.</source>
        <translation>Der Schlüsselbund des Betriebssystems ist nicht verfügbar (%1). Lotse bewahrt API-Schlüssel nur dort auf. Entsperren oder installieren Sie einen Schlüsselbund (z. B. GNOME Keyring oder KWallet) oder setzen Sie stattdessen für diese Sitzung die Umgebungsvariable %2; sie wird nirgends gespeichert.</translation>
    </message>
    <message>
        <source>Reading the API key from the keychain</source>
        <translation>Lesen des API-Schlüssels aus dem Schlüsselbund</translation>
    </message>
    <message>
        <source>Storing the API key</source>
        <translation>Speichern des API-Schlüssels</translation>
    </message>
    <message>
        <source>Removing the API key</source>
        <translation>Entfernen des API-Schlüssels</translation>
    </message>
</context>
<context>
    <name>lotse::LexicalSearch</name>
    <message>
        <source>Searching the knowledge base</source>
        <translation>Durchsuchen der Wissensbasis</translation>
    </message>
</context>
<context>
    <name>lotse::Lexicon</name>
    <message>
        <source>Offline search is missing its word lists (%1 in %2): it works without them, but refuses many questions it could answer. Reinstall Lotse, or set LOTSE_DATA_DIR to a folder that holds lexicon/.</source>
        <translation>Der Offline-Suche fehlen ihre Wortlisten (%1 in %2): Sie arbeitet auch ohne sie, lehnt dann aber viele Fragen ab, die sie beantworten könnte. Installieren Sie Lotse neu oder setzen Sie LOTSE_DATA_DIR auf einen Ordner, der lexicon/ enthält.</translation>
    </message>
</context>
<context>
    <name>lotse::LexiconFile</name>
    <message>
        <source>The word list %1 cannot be read: %2.</source>
        <translation>Die Wortliste %1 kann nicht gelesen werden: %2.</translation>
    </message>
</context>
<context>
    <name>lotse::LlmGrader</name>
    <message>
        <source>the grader refused: %1</source>
        <translation>der Prüfer hat abgelehnt: %1</translation>
    </message>
    <message>
        <source>The model&apos;s verdict on the evidence could not be read twice (%1). Lotse stops rather than answer without a checked verdict; try again, or check that the chat deployment supports structured output.</source>
        <translation>Das Urteil des Modells über die Belege konnte zweimal nicht gelesen werden (%1). Lotse bricht ab, statt ohne geprüftes Urteil zu antworten; versuchen Sie es erneut oder prüfen Sie, ob das Chat-Deployment strukturierte Ausgaben unterstützt.</translation>
    </message>
    <message>
        <source>the verdict was cut off twice, even with twice the budget</source>
        <translation>die Bewertung wurde zweimal abgeschnitten, auch mit doppeltem Budget</translation>
    </message>
</context>
<context>
    <name>lotse::LlmVerifier</name>
    <message>
        <source>the model refused to check the answer: %1</source>
        <translation>das Modell hat die Prüfung der Antwort abgelehnt: %1</translation>
    </message>
    <message>
        <source>The model check found it not supported by the cited passages.</source>
        <translation>Laut Modellprüfung stützen die zitierten Passagen sie nicht.</translation>
    </message>
    <message>
        <source>The model check found: %1</source>
        <translation>Die Modellprüfung ergab: %1</translation>
    </message>
</context>
<context>
    <name>lotse::MetaTable</name>
    <message>
        <source>Saving “%1” in the knowledge base</source>
        <translation>Speichern von „%1“ in der Wissensbasis</translation>
    </message>
</context>
<context>
    <name>lotse::Migrations</name>
    <message>
        <source>Preparing the knowledge base</source>
        <translation>Vorbereiten der Wissensbasis</translation>
    </message>
    <message>
        <source>Reading the schema version</source>
        <translation>Lesen der Schemaversion</translation>
    </message>
    <message>
        <source>Starting the schema migration</source>
        <translation>Starten der Schemamigration</translation>
    </message>
    <message>
        <source>The knowledge base %1 was created by a newer version of Lotse (schema %2, this version knows up to %3). Update Lotse or choose another file with --db.</source>
        <translation>Die Wissensbasis %1 wurde mit einer neueren Version von Lotse erstellt (Schema %2, diese Version kennt Schemas bis %3). Aktualisieren Sie Lotse oder wählen Sie mit --db eine andere Datei.</translation>
    </message>
    <message>
        <source>Migrating to schema %1</source>
        <translation>Migration auf Schema %1</translation>
    </message>
    <message>
        <source>Recording the schema version</source>
        <translation>Speichern der Schemaversion</translation>
    </message>
    <message>
        <source>Committing the schema migration</source>
        <translation>Abschließen der Schemamigration</translation>
    </message>
    <message>
        <source>%1 has tables but no readable record of their version (the table meta): it is damaged, or another program&apos;s database. Restore it from a backup, or choose another file with --db.</source>
        <translation>%1 enthält Tabellen, aber keinen lesbaren Eintrag zu ihrer Version (Tabelle meta): Die Datei ist beschädigt oder gehört zu einem anderen Programm. Stellen Sie sie aus einer Sicherung wieder her, oder wählen Sie mit --db eine andere Datei.</translation>
    </message>
    <message>
        <source>%1 is an empty database, not a Lotse knowledge base. Add files with `lotse-cli ingest PATH --db %1` to make it one, or choose another file with --db.</source>
        <translation>%1 ist eine leere Datenbank, keine Wissensbasis von Lotse. Fügen Sie mit `lotse-cli ingest PFAD --db %1` Dateien hinzu, um eine daraus zu machen, oder wählen Sie mit --db eine andere Datei.</translation>
    </message>
    <message>
        <source>The knowledge base %1 was made by an older version of Lotse (schema %2 of %3). Open it once in the window, or run `lotse-cli ingest` on it, to upgrade it.</source>
        <translation>Die Wissensbasis %1 stammt von einer älteren Lotse-Version (Schema %2 von %3). Öffnen Sie sie einmal im Fenster oder führen Sie `lotse-cli ingest` darauf aus, um sie zu aktualisieren.</translation>
    </message>
</context>
<context>
    <name>lotse::OdtParser</name>
    <message>
        <source>has more than %1 million characters of text. Split it into smaller files.</source>
        <translation>hat mehr als %1 Millionen Zeichen Text. Teilen Sie sie in kleinere Dateien auf.</translation>
    </message>
    <message>
        <source>is password-protected. Save a copy without a password and add that.</source>
        <translation>ist passwortgeschützt. Speichern Sie eine Kopie ohne Passwort und fügen Sie diese hinzu.</translation>
    </message>
    <message>
        <source>is not an OpenDocument text (content.xml is missing). Save it as ODT again.</source>
        <translation>ist kein OpenDocument-Text (content.xml fehlt). Speichern Sie sie erneut als ODT.</translation>
    </message>
</context>
<context>
    <name>lotse::OfflinePhrases</name>
    <message>
        <source>According to the handbook:</source>
        <translation>Laut Handbuch:</translation>
    </message>
    <message>
        <source>The handbook does not answer this question.</source>
        <translation>Das Handbuch beantwortet diese Frage nicht.</translation>
    </message>
    <message>
        <source>I looked for %1.</source>
        <translation>Ich habe nach %1 gesucht.</translation>
    </message>
    <message>
        <source>These sections came closest, but they do not answer it:</source>
        <translation>Diese Abschnitte kamen der Frage am nächsten, beantworten sie aber nicht:</translation>
    </message>
    <message>
        <source>No section came close.</source>
        <translation>Kein Abschnitt kam der Frage nahe.</translation>
    </message>
    <message>
        <source>Nothing in the handbook mentions %1.</source>
        <translation>Das Handbuch erwähnt %1 nirgends.</translation>
    </message>
    <message>
        <source>The sections found seemed to fit, but none of their statements answers it.</source>
        <translation>Die gefundenen Abschnitte schienen zu passen, aber keine ihrer Aussagen beantwortet die Frage.</translation>
    </message>
    <message>
        <source>The best section found does not mention %1.</source>
        <translation>Der beste gefundene Abschnitt erwähnt %1 nicht.</translation>
    </message>
    <message>
        <source>Nothing in the handbook mentions %1, which you ask about.</source>
        <translation>Das Handbuch erwähnt %1, wonach Sie fragen, nirgends.</translation>
    </message>
    <message>
        <source>No section found names %1, which you ask about.</source>
        <translation>Kein gefundener Abschnitt nennt %1, wonach Sie fragen.</translation>
    </message>
    <message>
        <source>The handbook may not cover your exact case; this is the closest it comes:</source>
        <translation>Das Handbuch regelt Ihren Fall womöglich nicht genau; am nächsten kommt dies:</translation>
    </message>
    <message>
        <source>Not mentioned there: %1.</source>
        <translation>Dort nicht erwähnt: %1.</translation>
    </message>
    <message>
        <source>If the handbook does not cover your case: %1</source>
        <translation>Falls das Handbuch Ihren Fall nicht regelt: %1</translation>
    </message>
    <message>
        <source>No section found states the figure you ask for (an amount, a duration or a date).</source>
        <translation>Kein gefundener Abschnitt nennt die gefragte Angabe (Betrag, Dauer oder Datum).</translation>
    </message>
    <message>
        <source>No section found says how often it happens.</source>
        <translation>Kein gefundener Abschnitt sagt, wie oft es vorkommt.</translation>
    </message>
    <message>
        <source>No section found states the size you ask for.</source>
        <translation>Kein gefundener Abschnitt nennt die gefragte Größe.</translation>
    </message>
</context>
<context>
    <name>lotse::ParseAhead</name>
    <message>
        <source>There was not enough memory to read this file. Close other programs, or split the file, and add it again.</source>
        <translation>Zum Lesen dieser Datei war nicht genug Arbeitsspeicher frei. Schließen Sie andere Programme oder teilen Sie die Datei, und fügen Sie sie erneut hinzu.</translation>
    </message>
    <message>
        <source>Reading this file failed unexpectedly (%1). Add it again; if it fails again, convert it to another format.</source>
        <translation>Das Lesen dieser Datei ist unerwartet fehlgeschlagen (%1). Fügen Sie sie erneut hinzu; schlägt es wieder fehl, wandeln Sie sie in ein anderes Format um.</translation>
    </message>
    <message>
        <source>Reading this file failed unexpectedly. Add it again; if it fails again, convert it to another format.</source>
        <translation>Das Lesen dieser Datei ist unerwartet fehlgeschlagen. Fügen Sie sie erneut hinzu; schlägt es wieder fehl, wandeln Sie sie in ein anderes Format um.</translation>
    </message>
</context>
<context>
    <name>lotse::PdfPageRenderer</name>
    <message>
        <source>%1 is no longer there.</source>
        <translation>%1 ist nicht mehr vorhanden.</translation>
    </message>
    <message>
        <source>%1 is too large to show (%2 MB; the limit is %3 MB).</source>
        <translation>%1 ist zu groß zum Anzeigen (%2 MB; die Grenze liegt bei %3 MB).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. Check the file&apos;s permissions.</source>
        <translation>%1 kann nicht gelesen werden: %2. Prüfen Sie die Berechtigungen der Datei.</translation>
    </message>
    <message>
        <source>%1 has changed since it was indexed, so the cited page may show something else. Add the file again to update it.</source>
        <translation>%1 wurde seit der Indizierung geändert, die zitierte Seite zeigt also womöglich etwas anderes. Fügen Sie die Datei erneut hinzu, um sie zu aktualisieren.</translation>
    </message>
    <message>
        <source>%1 is too large to show.</source>
        <translation>%1 ist zu groß zum Anzeigen.</translation>
    </message>
    <message>
        <source>%1 is a damaged or incomplete PDF; its pages cannot be shown.</source>
        <translation>%1 ist ein beschädigtes oder unvollständiges PDF; seine Seiten können nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>%1 is password-protected; Lotse cannot show its pages.</source>
        <translation>%1 ist passwortgeschützt; Lotse kann seine Seiten nicht anzeigen.</translation>
    </message>
    <message>
        <source>%1 has no page %2; the last page is %3.</source>
        <translation>%1 hat keine Seite %2; die letzte Seite ist %3.</translation>
    </message>
    <message>
        <source>Page %1 of %2 is damaged and cannot be shown.</source>
        <translation>Seite %1 von %2 ist beschädigt und kann nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>Page %1 of %2 has no size and cannot be shown.</source>
        <translation>Seite %1 von %2 hat keine Größe und kann nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>Page %1 of %2 could not be drawn.</source>
        <translation>Seite %1 von %2 konnte nicht gezeichnet werden.</translation>
    </message>
    <message>
        <source>This build of Lotse cannot show PDF pages (it was built without poppler); the text read from the file is shown instead.</source>
        <translation>Diese Lotse-Version kann keine PDF-Seiten anzeigen (ohne Poppler gebaut); stattdessen wird der aus der Datei gelesene Text gezeigt.</translation>
    </message>
</context>
<context>
    <name>lotse::PdfParser</name>
    <message>
        <source>is too large to read as a PDF.</source>
        <translation>ist zu groß, um als PDF gelesen zu werden.</translation>
    </message>
    <message>
        <source>is a damaged or incomplete PDF that cannot be opened. Save or download it again.</source>
        <translation>ist ein beschädigtes oder unvollständiges PDF, das sich nicht öffnen lässt. Speichern oder laden Sie es erneut herunter.</translation>
    </message>
    <message>
        <source>is a password-protected PDF. Save a copy without a password and add that.</source>
        <translation>ist ein passwortgeschütztes PDF. Speichern Sie eine Kopie ohne Passwort und fügen Sie diese hinzu.</translation>
    </message>
    <message>
        <source>is a PDF without pages (damaged or incomplete). Save or download it again.</source>
        <translation>ist ein PDF ohne Seiten (beschädigt oder unvollständig). Speichern oder laden Sie es erneut herunter.</translation>
    </message>
    <message>
        <source>has %1 pages (the limit is %2). Split it.</source>
        <translation>hat %1 Seiten (die Grenze liegt bei %2). Teilen Sie es auf.</translation>
    </message>
    <message>
        <source>has more than %1 million characters of text. Split it into smaller files.</source>
        <translation>hat mehr als %1 Millionen Zeichen Text. Teilen Sie sie in kleinere Dateien auf.</translation>
    </message>
    <message>
        <source>has no text layer on any of its %1 page(s) (a scan or images only). Run text recognition (OCR) on it and add the result.</source>
        <translation>hat auf keiner seiner %1 Seite(n) eine Textebene (ein Scan oder nur Bilder). Führen Sie eine Texterkennung (OCR) durch und fügen Sie das Ergebnis hinzu.</translation>
    </message>
    <message>
        <source>is a PDF, and this build of Lotse cannot read PDFs (built without poppler). Save the document as DOCX, ODT or HTML, or use a build with PDF support.</source>
        <translation>ist ein PDF, und diese Lotse-Version kann keine PDFs lesen (ohne poppler erstellt). Speichern Sie das Dokument als DOCX, ODT oder HTML oder verwenden Sie eine Version mit PDF-Unterstützung.</translation>
    </message>
</context>
<context>
    <name>lotse::PgConnection</name>
    <message>
        <source>This Lotse cannot reach PostgreSQL: Qt&apos;s PostgreSQL driver is not installed (Debian: apt install libqt6sql6-psql).</source>
        <translation>Dieses Lotse kann PostgreSQL nicht erreichen: Der PostgreSQL-Treiber von Qt ist nicht installiert (Debian: apt install libqt6sql6-psql).</translation>
    </message>
    <message>
        <source>The database refused “%1”: %2</source>
        <translation>Die Datenbank hat „%1“ abgelehnt: %2</translation>
    </message>
    <message>
        <source>The database server refused the password of “%1”. Store the right one with `lotse-cli config set-db-password %2`, or set LOTSE_DB_PASSWORD.</source>
        <translation>Der Datenbankserver hat das Passwort von „%1“ abgelehnt. Speichern Sie das richtige mit `lotse-cli config set-db-password %2` oder setzen Sie LOTSE_DB_PASSWORD.</translation>
    </message>
    <message>
        <source>There is no database “%1” on %2. Create it (createdb %1) and set it up with `lotse-cli team init %3`.</source>
        <translation>Auf %2 gibt es keine Datenbank „%1“. Legen Sie sie an (createdb %1) und richten Sie sie mit `lotse-cli team init %3` ein.</translation>
    </message>
    <message>
        <source>The TLS connection to %1 failed (%2). With sslmode=verify-full the server&apos;s certificate must be signed by a CA in ~/.postgresql/root.crt and name the host.</source>
        <translation>Die TLS-Verbindung zu %1 ist fehlgeschlagen (%2). Mit sslmode=verify-full muss das Zertifikat des Servers von einer CA in ~/.postgresql/root.crt signiert sein und den Hostnamen nennen.</translation>
    </message>
    <message>
        <source>Cannot reach the database server %1 (%2). Is it running, and does it accept connections from this machine?</source>
        <translation>Der Datenbankserver %1 ist nicht erreichbar (%2). Läuft er, und nimmt er Verbindungen von diesem Rechner an?</translation>
    </message>
    <message>
        <source>The database server %1 refused the login “%2” (%3). Ask its administrator whether the login exists, may log in, and may connect from this machine (pg_hba.conf).</source>
        <translation>Der Datenbankserver %1 hat die Anmeldung „%2“ abgelehnt (%3). Fragen Sie seine Administration, ob es die Anmeldung gibt, ob sie sich anmelden darf und ob sie sich von diesem Rechner aus verbinden darf (pg_hba.conf).</translation>
    </message>
</context>
<context>
    <name>lotse::PgDocumentStore</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Listing documents</source>
        <translation>Auflisten der Dokumente</translation>
    </message>
    <message>
        <source>Counting passages</source>
        <translation>Zählen der Abschnitte</translation>
    </message>
    <message>
        <source>Saving %1</source>
        <translation>Speichern von %1</translation>
    </message>
    <message>
        <source>Removing old passages of %1</source>
        <translation>Entfernen alter Abschnitte von %1</translation>
    </message>
    <message>
        <source>Saving passages of %1</source>
        <translation>Speichern der Abschnitte von %1</translation>
    </message>
    <message>
        <source>Recording the failure of %1</source>
        <translation>Speichern des Fehlschlags von %1</translation>
    </message>
    <message>
        <source>Recording the failed update of %1</source>
        <translation>Speichern der fehlgeschlagenen Aktualisierung von %1</translation>
    </message>
    <message>
        <source>Removing %1</source>
        <translation>Entfernen von %1</translation>
    </message>
    <message>
        <source>Recording that %1 was renamed to %2</source>
        <translation>Speichern der Umbenennung von %1 in %2</translation>
    </message>
    <message>
        <source>%1 is no longer in the knowledge base (another manager moved or removed it); add the file again.</source>
        <translation>%1 ist nicht mehr in der Wissensbasis (ein anderer Manager hat es verschoben oder entfernt); fügen Sie die Datei erneut hinzu.</translation>
    </message>
</context>
<context>
    <name>lotse::PgFolderStore</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Listing the team&apos;s folders</source>
        <translation>Auflisten der Ordner des Teams</translation>
    </message>
    <message>
        <source>Remembering the folder %1</source>
        <translation>Merken des Ordners %1</translation>
    </message>
    <message>
        <source>Forgetting the folder %1</source>
        <translation>Entfernen des Ordners %1 aus der Liste</translation>
    </message>
    <message>
        <source>Noting the sync of %1</source>
        <translation>Vermerken der Synchronisierung von %1</translation>
    </message>
</context>
<context>
    <name>lotse::PgIngestQueue</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message numerus="yes">
        <source>Queueing %n file(s)</source>
        <translation>
            <numerusform>Einreihen von %n Datei</numerusform>
            <numerusform>Einreihen von %n Dateien</numerusform>
        </translation>
    </message>
    <message>
        <source>Reading the files still to add</source>
        <translation>Lesen der noch hinzuzufügenden Dateien</translation>
    </message>
    <message>
        <source>Counting the files still to add</source>
        <translation>Zählen der noch hinzuzufügenden Dateien</translation>
    </message>
    <message>
        <source>Noting %1 as added</source>
        <translation>Vermerken von %1 als hinzugefügt</translation>
    </message>
</context>
<context>
    <name>lotse::PgSchema</name>
    <message>
        <source>This team knowledge base was set up by a newer Lotse (schema %1; this one knows %2). Update Lotse.</source>
        <translation>Diese Team-Wissensbasis wurde von einem neueren Lotse eingerichtet (Schema %1; dieses kennt %2). Aktualisieren Sie Lotse.</translation>
    </message>
    <message>
        <source>This database is not set up for Lotse yet: an administrator runs `lotse-cli team init %1`.</source>
        <translation>Diese Datenbank ist noch nicht für Lotse eingerichtet: Eine Administratorin führt `lotse-cli team init %1` aus.</translation>
    </message>
    <message>
        <source>This team knowledge base was set up by a newer Lotse (schema %1). Update Lotse.</source>
        <translation>Diese Team-Wissensbasis wurde von einem neueren Lotse eingerichtet (Schema %1). Aktualisieren Sie Lotse.</translation>
    </message>
    <message>
        <source>This team knowledge base needs an update by an administrator: `lotse-cli team init %1`.</source>
        <translation>Diese Team-Wissensbasis muss von einer Administratorin aktualisiert werden: `lotse-cli team init %1`.</translation>
    </message>
</context>
<context>
    <name>lotse::Prompts</name>
    <message>
        <source>the grader&apos;s verdict is not valid: %1</source>
        <translation>das Urteil des Prüfers ist ungültig: %1</translation>
    </message>
    <message>
        <source>not a JSON object (%1)</source>
        <translation>kein JSON-Objekt (%1)</translation>
    </message>
    <message>
        <source>“sufficient” is not true or false</source>
        <translation>„sufficient“ ist weder true noch false</translation>
    </message>
    <message>
        <source>“rationale” is missing</source>
        <translation>„rationale“ fehlt</translation>
    </message>
    <message>
        <source>“new_query” is neither text nor null</source>
        <translation>„new_query“ ist weder Text noch null</translation>
    </message>
    <message>
        <source>“rationale” is longer than %L1 characters</source>
        <translation>„rationale“ ist länger als %L1 Zeichen</translation>
    </message>
    <message>
        <source>“new_query” is longer than %L1 characters</source>
        <translation>„new_query“ ist länger als %L1 Zeichen</translation>
    </message>
    <message>
        <source>“missing” or “supporting_passages” is longer than %1 short items</source>
        <translation>„missing“ oder „supporting_passages“ hat mehr als %1 kurze Einträge</translation>
    </message>
</context>
<context>
    <name>lotse::ProviderEndpoint</name>
    <message>
        <source>“%1” is not an http(s) URL. Enter the endpoint like https://RESOURCE.openai.azure.com (Azure) or http://localhost:11434/v1 (an OpenAI-compatible server).</source>
        <translation>„%1“ ist keine http(s)-URL. Geben Sie den Endpunkt so ein: https://RESOURCE.openai.azure.com (Azure) oder http://localhost:11434/v1 (ein OpenAI-kompatibler Server).</translation>
    </message>
    <message>
        <source>%1 is OpenAI&apos;s own API, not Azure OpenAI. Choose the provider “OpenAI-compatible server” with the base URL https://api.openai.com/v1.</source>
        <translation>%1 ist die eigene API von OpenAI, nicht Azure OpenAI. Wählen Sie den Anbieter „OpenAI-kompatibler Server“ mit der Basis-URL https://api.openai.com/v1.</translation>
    </message>
    <message>
        <source>%1 is the Azure portal, not your resource&apos;s endpoint. Copy the endpoint from the resource&apos;s “Keys and Endpoint” page, e.g. https://RESOURCE.openai.azure.com.</source>
        <translation>%1 ist das Azure-Portal, nicht der Endpunkt Ihrer Ressource. Kopieren Sie den Endpunkt von der Seite „Schlüssel und Endpunkt“ der Ressource, z. B. https://RESOURCE.openai.azure.com.</translation>
    </message>
    <message>
        <source>This is an Azure AI Foundry project endpoint. Lotse needs the Azure OpenAI endpoint of the resource: %1 (or the …openai.azure.com address on its “Keys and Endpoint” page).</source>
        <translation>Das ist der Endpunkt eines Azure AI Foundry-Projekts. Lotse braucht den Azure-OpenAI-Endpunkt der Ressource: %1 (oder die …openai.azure.com-Adresse auf ihrer Seite „Schlüssel und Endpunkt“).</translation>
    </message>
    <message>
        <source>This is the address of one API request, not the endpoint. Enter only %1; the deployment name goes into its own field.</source>
        <translation>Das ist die Adresse einer einzelnen API-Anfrage, nicht der Endpunkt. Geben Sie nur %1 ein; der Name des Deployments gehört in sein eigenes Feld.</translation>
    </message>
    <message>
        <source>“%1” cannot be an Azure OpenAI endpoint: the path “%2” is not part of one. Enter the resource&apos;s base URL, e.g. %3.</source>
        <translation>„%1“ kann kein Azure-OpenAI-Endpunkt sein: Der Pfad „%2“ gehört nicht dazu. Geben Sie die Basis-URL der Ressource ein, z. B. %3.</translation>
    </message>
    <message>
        <source>Enter the endpoint without “?…”: %1. The api-version has a field of its own.</source>
        <translation>Geben Sie den Endpunkt ohne „?…“ ein: %1. Die api-version hat ein eigenes Feld.</translation>
    </message>
</context>
<context>
    <name>lotse::ProviderError</name>
    <message>
        <source>The provider rejected the API key (HTTP 401). Check the key and that the endpoint belongs to the same resource, then store the key again.</source>
        <translation>Der Anbieter hat den API-Schlüssel abgelehnt (HTTP 401). Prüfen Sie den Schlüssel und ob der Endpunkt zur selben Ressource gehört, und speichern Sie den Schlüssel dann erneut.</translation>
    </message>
    <message>
        <source>The provider refused access (HTTP 403). The resource&apos;s network rules may block this computer, or the resource is suspended; ask your Azure administrator.</source>
        <translation>Der Anbieter hat den Zugriff verweigert (HTTP 403). Möglicherweise blockieren die Netzwerkregeln der Ressource diesen Computer, oder die Ressource ist gesperrt; fragen Sie Ihren Azure-Administrator.</translation>
    </message>
    <message>
        <source>The provider is rate-limiting requests (HTTP 429) and retrying did not help. Wait a minute and ask again, or raise the deployment&apos;s quota.</source>
        <translation>Der Anbieter begrenzt die Anfragen (HTTP 429), und erneute Versuche haben nicht geholfen. Warten Sie eine Minute und fragen Sie erneut, oder erhöhen Sie das Kontingent des Deployments.</translation>
    </message>
    <message>
        <source>The provider&apos;s quota is used up: it asked to wait far too long (HTTP 429). Raise the deployment&apos;s quota or try again later.</source>
        <translation>Das Kontingent des Anbieters ist aufgebraucht: Der Anbieter verlangte eine viel zu lange Wartezeit (HTTP 429). Erhöhen Sie das Kontingent des Deployments oder versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The request is too long for the model. Lower top-k in the settings or use a model with a larger context.</source>
        <translation>Die Anfrage ist zu lang für das Modell. Verringern Sie top-k in den Einstellungen oder verwenden Sie ein Modell mit größerem Kontext.</translation>
    </message>
    <message>
        <source>The provider had a server error (HTTP %1) that did not go away on retrying. Try again later.</source>
        <translation>Beim Anbieter ist ein Serverfehler aufgetreten (HTTP %1), der auch bei erneuten Versuchen bestehen blieb. Versuchen Sie es später erneut.</translation>
    </message>
    <message>
        <source>The provider cannot be reached. Check the endpoint URL, the network and the proxy settings.</source>
        <translation>Der Anbieter ist nicht erreichbar. Prüfen Sie die Endpunkt-URL, das Netzwerk und die Proxy-Einstellungen.</translation>
    </message>
    <message>
        <source>The provider sent a response Lotse cannot read. Check that the endpoint is an OpenAI-compatible API.</source>
        <translation>Der Anbieter hat eine Antwort gesendet, die Lotse nicht lesen kann. Prüfen Sie, ob der Endpunkt eine OpenAI-kompatible API ist.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source> Request id: %1.</source>
        <translation> Anfrage-ID: %1.</translation>
    </message>
    <message>
        <source>hate</source>
        <translation>Hass</translation>
    </message>
    <message>
        <source>sexual content</source>
        <translation>sexuelle Inhalte</translation>
    </message>
    <message>
        <source>violence</source>
        <translation>Gewalt</translation>
    </message>
    <message>
        <source>self-harm</source>
        <translation>Selbstverletzung</translation>
    </message>
    <message>
        <source>profanity</source>
        <translation>Obszönität</translation>
    </message>
    <message>
        <source>jailbreak attempt</source>
        <translation>Jailbreak-Versuch</translation>
    </message>
    <message>
        <source>instructions hidden in a document (indirect attack)</source>
        <translation>in einem Dokument versteckte Anweisungen (indirekter Angriff)</translation>
    </message>
    <message>
        <source>protected material</source>
        <translation>geschütztes Material</translation>
    </message>
    <message>
        <source>a blocklist of your administrator</source>
        <translation>eine Sperrliste Ihres Administrators</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter blocked this request.</source>
        <translation>Der Inhaltsfilter des Anbieters hat diese Anfrage blockiert.</translation>
    </message>
    <message>
        <source>The provider&apos;s content filter blocked this request (%1).</source>
        <translation>Der Inhaltsfilter des Anbieters hat diese Anfrage blockiert (%1).</translation>
    </message>
    <message>
        <source>A handbook passage found for the question reads to the filter like instructions to the model. Ask the handbook&apos;s owner to check that document; Lotse never follows text in documents.</source>
        <translation>Ein für die Frage gefundener Abschnitt aus dem Handbuch liest sich für den Filter wie Anweisungen an das Modell. Bitten Sie die Verantwortlichen des Handbuchs, dieses Dokument zu prüfen; Lotse folgt nie Text aus Dokumenten.</translation>
    </message>
    <message>
        <source>The question reads to the filter like an attempt to get round the model&apos;s rules. Ask it plainly.</source>
        <translation>Die Frage liest sich für den Filter wie ein Versuch, die Regeln des Modells zu umgehen. Stellen Sie sie schlicht.</translation>
    </message>
    <message>
        <source>Rephrase the question; if a handbook passage triggers it, ask your administrator about the filter settings.</source>
        <translation>Formulieren Sie die Frage um; wenn ein Abschnitt aus dem Handbuch den Filter auslöst, fragen Sie Ihren Administrator nach den Filtereinstellungen.</translation>
    </message>
    <message>
        <source>The provider rejected the Microsoft Entra ID token (HTTP 401). The signed-in account needs the role “Cognitive Services OpenAI User” on this resource, in the resource&apos;s tenant; sign in again if the account or tenant changed.</source>
        <translation>Der Anbieter hat das Token von Microsoft Entra ID abgelehnt (HTTP 401). Das angemeldete Konto braucht auf dieser Ressource die Rolle „Cognitive Services OpenAI User“, im Mandanten der Ressource; melden Sie sich erneut an, wenn sich Konto oder Mandant geändert haben.</translation>
    </message>
    <message>
        <source>This Azure OpenAI resource does not accept API keys (key authentication is disabled). Use Microsoft Entra ID: in Settings choose Authentication “Microsoft Entra ID” and sign in, or run `lotse-cli config set auth entra` and sign in to the Azure CLI with `az login`.</source>
        <translation>Diese Azure-OpenAI-Ressource nimmt keine API-Schlüssel an (die Schlüsselauthentifizierung ist deaktiviert). Verwenden Sie Microsoft Entra ID: Wählen Sie in den Einstellungen die Authentifizierung „Microsoft Entra ID“ und melden Sie sich an, oder führen Sie `lotse-cli config set auth entra` aus und melden Sie sich mit `az login` bei der Azure CLI an.</translation>
    </message>
    <message>
        <source>The deployment or endpoint was not found (HTTP 404). Use the deployment name, not the model name, and check the endpoint URL (for Azure: https://RESOURCE.openai.azure.com).</source>
        <translation>Das Deployment oder der Endpunkt wurde nicht gefunden (HTTP 404). Verwenden Sie den Namen des Deployments, nicht den des Modells, und prüfen Sie die Endpunkt-URL (für Azure: https://RESOURCE.openai.azure.com).</translation>
    </message>
    <message>
        <source>This deployment&apos;s model (a reasoning model) is not served with this api-version. Use provider azure (v1), or set api-version to 2024-12-01-preview or later.</source>
        <translation>Das Modell dieses Deployments (ein Reasoning-Modell) wird mit dieser api-version nicht bereitgestellt. Verwenden Sie den Anbieter azure (v1), oder setzen Sie die api-version auf 2024-12-01-preview oder neuer.</translation>
    </message>
    <message>
        <source>The provider rejected the request as invalid (HTTP %1). Check the deployment&apos;s model and, on the legacy paths, the api-version.</source>
        <translation>Der Anbieter hat die Anfrage als ungültig abgelehnt (HTTP %1). Prüfen Sie das Modell des Deployments und, bei den Legacy-Pfaden, die api-version.</translation>
    </message>
    <message>
        <source>The provider rejected the request&apos;s parameter “%2” (HTTP %1). Check the deployment&apos;s model and, on the legacy paths, the api-version.</source>
        <translation>Der Anbieter hat den Parameter „%2“ der Anfrage abgelehnt (HTTP %1). Prüfen Sie das Modell des Deployments und, bei den Legacy-Pfaden, die api-version.</translation>
    </message>
    <message>
        <source>The provider broke off its reply with an error. Try again; if it persists, the service may have a problem.</source>
        <translation>Der Anbieter hat seine Antwort mit einem Fehler abgebrochen. Versuchen Sie es erneut; wenn das so bleibt, hat der Dienst möglicherweise ein Problem.</translation>
    </message>
    <message>
        <source>The provider did not answer in time. Check the network or try again; for a slow reasoning deployment, raise the timeout (`lotse-cli config set timeout SECONDS`).</source>
        <translation>Der Anbieter hat nicht rechtzeitig geantwortet. Prüfen Sie das Netzwerk oder versuchen Sie es erneut; bei einem langsamen Reasoning-Deployment erhöhen Sie das Zeitlimit (`lotse-cli config set timeout SEKUNDEN`).</translation>
    </message>
    <message>
        <source>The provider&apos;s reply was far larger than any answer Lotse asks for, so Lotse stopped reading it. Try again; if it persists, check the deployment.</source>
        <translation>Die Antwort des Anbieters war weit größer als jede Antwort, die Lotse anfordert, deshalb hat Lotse aufgehört, sie zu lesen. Versuchen Sie es erneut; wenn das so bleibt, prüfen Sie das Deployment.</translation>
    </message>
    <message>
        <source>The provider stopped sending its reply: no data arrived for a long time (the model or a gateway in between stalled). Try again.</source>
        <translation>Der Anbieter hat aufgehört, seine Antwort zu senden: Lange kamen keine Daten an (das Modell oder ein Gateway dazwischen hing fest). Versuchen Sie es erneut.</translation>
    </message>
    <message>
        <source>The model used up its token budget before it finished its reply (finish_reason “length”). Try again; for a reasoning model, a lower reasoning effort in the settings leaves more of the budget for the reply.</source>
        <translation>Das Modell hat sein Token-Budget aufgebraucht, bevor es seine Antwort beendet hat (finish_reason „length“). Versuchen Sie es erneut; bei einem Reasoning-Modell lässt ein niedrigerer Reasoning-Aufwand in den Einstellungen mehr vom Budget für die Antwort.</translation>
    </message>
</context>
<context>
    <name>lotse::ProviderSettings</name>
    <message>
        <source>Unknown provider “%1”. Use offline, azure, azure-legacy or openai-compatible.</source>
        <translation>Unbekannter Anbieter „%1“. Verwenden Sie offline, azure, azure-legacy oder openai-compatible.</translation>
    </message>
    <message>
        <source>The provider has no valid endpoint URL (e.g. https://RESOURCE.openai.azure.com or http://localhost:11434/v1). Set one with --endpoint or `lotse-cli config set endpoint URL`.</source>
        <translation>Der Anbieter hat keine gültige Endpunkt-URL (z. B. https://RESOURCE.openai.azure.com oder http://localhost:11434/v1). Legen Sie eine mit --endpoint oder `lotse-cli config set endpoint URL` fest.</translation>
    </message>
    <message>
        <source>No chat deployment (or model) is set. Set one with --chat-deployment or `lotse-cli config set chat-deployment NAME`.</source>
        <translation>Es ist kein Chat-Deployment (oder Modell) festgelegt. Legen Sie eines mit --chat-deployment oder `lotse-cli config set chat-deployment NAME` fest.</translation>
    </message>
    <message>
        <source>Microsoft Entra ID sign-in is for Azure OpenAI. For an OpenAI-compatible server, use `lotse-cli config set auth key`.</source>
        <translation>Die Anmeldung mit Microsoft Entra ID gilt für Azure OpenAI. Verwenden Sie für einen OpenAI-kompatiblen Server `lotse-cli config set auth key`.</translation>
    </message>
</context>
<context>
    <name>lotse::ReaderPool</name>
    <message>
        <source>could not be read: the document reader %1 did not start (%2). Check that Lotse is installed completely, then retry it.</source>
        <translation>konnte nicht gelesen werden: Das Leseprogramm für Dokumente %1 ist nicht gestartet (%2). Prüfen Sie, ob Lotse vollständig installiert ist, und versuchen Sie es dann erneut.</translation>
    </message>
    <message>
        <source>could not be read: the document reader gave no usable answer. Retry it; should this happen again, please report it.</source>
        <translation>konnte nicht gelesen werden: Das Leseprogramm für Dokumente gab keine brauchbare Antwort. Versuchen Sie es erneut; passiert das wieder, melden Sie es bitte.</translation>
    </message>
    <message numerus="yes">
        <source>took longer than %n second(s) to read, so Lotse stopped reading it. If it is a real document, raise the limit (Settings → Documents, or `lotse-cli config set %1`) and retry it; otherwise save it again from the program that made it.</source>
        <translation>
            <numerusform>brauchte länger als %n Sekunde zum Lesen, daher hat Lotse das Lesen abgebrochen. Ist es ein echtes Dokument, erhöhen Sie die Grenze (Einstellungen → Dokumente, oder `lotse-cli config set %1`) und versuchen Sie es erneut; andernfalls speichern Sie es im Programm, das es erstellt hat, neu.</numerusform>
            <numerusform>brauchte länger als %n Sekunden zum Lesen, daher hat Lotse das Lesen abgebrochen. Ist es ein echtes Dokument, erhöhen Sie die Grenze (Einstellungen → Dokumente, oder `lotse-cli config set %1`) und versuchen Sie es erneut; andernfalls speichern Sie es im Programm, das es erstellt hat, neu.</numerusform>
        </translation>
    </message>
    <message>
        <source>needed more than %1 MB of memory to read, so Lotse stopped reading it. If it is a real document, raise the limit (Settings → Documents, or `lotse-cli config set %2`) and retry it; otherwise save it again from the program that made it.</source>
        <translation>brauchte zum Lesen mehr als %1 MB Arbeitsspeicher, daher hat Lotse das Lesen abgebrochen. Ist es ein echtes Dokument, erhöhen Sie die Grenze (Einstellungen → Dokumente, oder `lotse-cli config set %2`) und versuchen Sie es erneut; andernfalls speichern Sie es im Programm, das es erstellt hat, neu.</translation>
    </message>
    <message>
        <source>signal %1</source>
        <translation>Signal %1</translation>
    </message>
    <message>
        <source>exception 0x%1</source>
        <translation>Ausnahme 0x%1</translation>
    </message>
    <message>
        <source>made the document reader crash (%1). The file is probably damaged: save it again from the program that made it, then retry it.</source>
        <translation>hat das Leseprogramm für Dokumente abstürzen lassen (%1). Die Datei ist wahrscheinlich beschädigt: Speichern Sie sie im Programm, das sie erstellt hat, neu und versuchen Sie es dann erneut.</translation>
    </message>
</context>
<context>
    <name>lotse::SampleHandbook</name>
    <message>
        <source>There is no sample handbook in “%1”. Choose one of: %2.</source>
        <translation>In „%1“ gibt es kein Beispielhandbuch. Wählen Sie eines von: %2.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the sample handbook.</source>
        <translation>Der Ordner %1 für das Beispielhandbuch kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>The bundled file %1 is unreadable.</source>
        <translation>Die mitgelieferte Datei %1 ist nicht lesbar.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>The sample handbook is missing from this build.</source>
        <translation>Das Beispielhandbuch fehlt in diesem Build.</translation>
    </message>
</context>
<context>
    <name>lotse::SectionNames</name>
    <message>
        <source>Reading the section headings</source>
        <translation>Lesen der Abschnittsüberschriften</translation>
    </message>
</context>
<context>
    <name>lotse::SourceFile</name>
    <message>
        <source>%1 is a broken link or a link loop.</source>
        <translation>%1 ist ein defekter Link oder eine Link-Schleife.</translation>
    </message>
    <message>
        <source>%1 does not exist. Check the path.</source>
        <translation>%1 existiert nicht. Prüfen Sie den Pfad.</translation>
    </message>
    <message>
        <source>%1 is not a regular file.</source>
        <translation>%1 ist keine reguläre Datei.</translation>
    </message>
    <message>
        <source>%1: the type .%2 is not supported yet. Lotse reads Markdown, plain text, HTML, PDF, Word (DOCX) and OpenDocument text (%3).</source>
        <translation>%1: Der Dateityp .%2 wird noch nicht unterstützt. Lotse liest Markdown, reinen Text, HTML, PDF, Word (DOCX) und OpenDocument-Text (%3).</translation>
    </message>
    <message>
        <source>%1 is empty: there is nothing to index.</source>
        <translation>%1 ist leer: Es gibt nichts zu indizieren.</translation>
    </message>
    <message>
        <source>%1 is too large (%2 MB; the limit is %3 MB). Split it into smaller files, or raise the limit (setting %4, in megabytes).</source>
        <translation>%1 ist zu groß (%2 MB; die Grenze liegt bei %3 MB). Teilen Sie die Datei in kleinere Dateien auf oder erhöhen Sie die Grenze (Einstellung %4, in Megabyte).</translation>
    </message>
    <message>
        <source>Cannot read %1: %2. Check the file&apos;s permissions.</source>
        <translation>%1 kann nicht gelesen werden: %2. Prüfen Sie die Berechtigungen der Datei.</translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation>%1 kann nicht gelesen werden: %2.</translation>
    </message>
    <message>
        <source>%1 cannot be read: permission denied. Give your user account read access to it (for example with `chmod a+r`, or ask its owner), or move it out of the folder; then retry.</source>
        <translation>%1 kann nicht gelesen werden: Zugriff verweigert. Geben Sie Ihrem Benutzerkonto Leserechte für die Datei (zum Beispiel mit `chmod a+r`, oder fragen Sie ihren Eigentümer) oder verschieben Sie sie aus dem Ordner; versuchen Sie es dann erneut.</translation>
    </message>
</context>
<context>
    <name>lotse::TeamAdmin</name>
    <message>
        <source>--role is reader or manager, not “%1”.</source>
        <translation>--role ist reader oder manager, nicht „%1“.</translation>
    </message>
    <message>
        <source>“%1” is not a group name: use letters, digits, - and _ (e.g. hr,all-staff).</source>
        <translation>„%1“ ist kein Gruppenname: Verwenden Sie Buchstaben, Ziffern, - und _ (z. B. hr,all-staff).</translation>
    </message>
    <message>
        <source>Name at least one group, e.g. --groups all-staff.</source>
        <translation>Nennen Sie mindestens eine Gruppe, z. B. --groups all-staff.</translation>
    </message>
    <message>
        <source>There is no login “%1” on the server. Create it first, e.g. CREATE ROLE &quot;%1&quot; LOGIN PASSWORD &apos;…&apos;; (or use your directory&apos;s accounts).</source>
        <translation>Auf dem Server gibt es keine Anmeldung „%1“. Legen Sie sie zuerst an, z. B. CREATE ROLE &quot;%1&quot; LOGIN PASSWORD &apos;…&apos;; (oder nutzen Sie die Konten Ihres Verzeichnisdienstes).</translation>
    </message>
</context>
<context>
    <name>lotse::TeamFeedbackSync</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Sharing feedback</source>
        <translation>Teilen des Feedbacks</translation>
    </message>
    <message>
        <source>Noting shared feedback</source>
        <translation>Vermerken des geteilten Feedbacks</translation>
    </message>
    <message>
        <source>Reading the feedback to share</source>
        <translation>Lesen des zu teilenden Feedbacks</translation>
    </message>
    <message>
        <source>Reading the team&apos;s feedback</source>
        <translation>Lesen des Feedbacks des Teams</translation>
    </message>
    <message>
        <source>Saving the team&apos;s feedback</source>
        <translation>Speichern des Feedbacks des Teams</translation>
    </message>
</context>
<context>
    <name>lotse::TeamIngest</name>
    <message>
        <source>Taking the ingest lock failed.</source>
        <translation>Die Sperre für das Hinzufügen konnte nicht gesetzt werden.</translation>
    </message>
    <message>
        <source>Another run of yours is adding files to this team knowledge base; wait for it to finish, then run this again.</source>
        <translation>Ein anderer Lauf von Ihnen fügt gerade Dateien zu dieser Team-Wissensbasis hinzu; warten Sie, bis er fertig ist, und starten Sie dies dann erneut.</translation>
    </message>
    <message>
        <source>%1 is not a folder: give a folder, or add files with `lotse-cli ingest`.</source>
        <translation>%1 ist kein Ordner: Geben Sie einen Ordner an, oder fügen Sie Dateien mit `lotse-cli ingest` hinzu.</translation>
    </message>
    <message>
        <source>%1 is not a folder of this team knowledge base (`lotse-cli folders --db URL` lists them).</source>
        <translation>%1 ist kein Ordner dieser Team-Wissensbasis (`lotse-cli folders --db URL` listet sie auf).</translation>
    </message>
    <message>
        <source>its folder is no longer kept in sync, so nobody chose who may read it</source>
        <translation>sein Ordner wird nicht mehr synchronisiert, daher hat niemand festgelegt, wer ihn lesen darf</translation>
    </message>
    <message>
        <source>the folder is missing on this machine; its documents stay in the team knowledge base</source>
        <translation>der Ordner fehlt auf diesem Rechner; seine Dokumente bleiben in der Team-Wissensbasis</translation>
    </message>
    <message>
        <source>Listing the documents that failed failed: %1</source>
        <translation>Das Auflisten der fehlgeschlagenen Dokumente ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 is in the folder %2, whose documents are readable by the groups %3. Keep the file in a subfolder and give that one its groups (`lotse-cli folder add SUBFOLDER --groups …`), or ingest it with --groups %3.</source>
        <translation>%1 liegt im Ordner %2, dessen Dokumente für die Gruppen %3 lesbar sind. Legen Sie die Datei in einen Unterordner und geben Sie diesem seine Gruppen (`lotse-cli folder add UNTERORDNER --groups …`), oder fügen Sie sie mit --groups %3 hinzu.</translation>
    </message>
    <message>
        <source>not on this machine</source>
        <translation>nicht auf diesem Rechner</translation>
    </message>
    <message numerus="yes">
        <source>the folder is empty on this machine, so its %n document(s) stay; if its files are really gone, `lotse-cli folder remove` it</source>
        <translation>
            <numerusform>der Ordner ist auf diesem Rechner leer, daher bleibt sein %n Dokument; wenn seine Dateien wirklich weg sind, entfernen Sie ihn mit `lotse-cli folder remove`</numerusform>
            <numerusform>der Ordner ist auf diesem Rechner leer, daher bleiben seine %n Dokumente; wenn seine Dateien wirklich weg sind, entfernen Sie ihn mit `lotse-cli folder remove`</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::TeamRemovalSync</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Reading what was deleted here</source>
        <translation>Lesen dessen, was hier gelöscht wurde</translation>
    </message>
    <message>
        <source>Deleting on the server</source>
        <translation>Löschen auf dem Server</translation>
    </message>
    <message>
        <source>Noting a deletion on the server</source>
        <translation>Vermerken einer Löschung auf dem Server</translation>
    </message>
    <message>
        <source>Reading the team&apos;s questions</source>
        <translation>Lesen der Fragen des Teams</translation>
    </message>
    <message>
        <source>Removing what the server no longer has</source>
        <translation>Entfernen dessen, was der Server nicht mehr hat</translation>
    </message>
    <message>
        <source>Applying the team&apos;s retention</source>
        <translation>Anwenden der Aufbewahrungsfrist des Teams</translation>
    </message>
</context>
<context>
    <name>lotse::TeamReplica</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Listing the team knowledge base&apos;s documents</source>
        <translation>Auflisten der Dokumente der Team-Wissensbasis</translation>
    </message>
    <message>
        <source>Reading passages from the team knowledge base</source>
        <translation>Lesen von Abschnitten aus der Team-Wissensbasis</translation>
    </message>
    <message>
        <source>Updating the local copy</source>
        <translation>Aktualisieren der lokalen Kopie</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the local copy of the team knowledge base: check its permissions and free space.</source>
        <translation>Der Ordner %1 für die lokale Kopie der Team-Wissensbasis kann nicht angelegt werden: Prüfen Sie seine Berechtigungen und den freien Speicherplatz.</translation>
    </message>
    <message>
        <source>Starting to read the team knowledge base failed: %1</source>
        <translation>Das Lesen der Team-Wissensbasis konnte nicht beginnen: %1</translation>
    </message>
    <message>
        <source>Reading the local copy</source>
        <translation>Lesen der lokalen Kopie</translation>
    </message>
    <message>
        <source>Opening the local copy</source>
        <translation>Öffnen der lokalen Kopie</translation>
    </message>
    <message>
        <source>Another Lotse is updating the local copy %1; try again when it is done.</source>
        <translation>Ein anderes Lotse aktualisiert gerade die lokale Kopie %1; versuchen Sie es erneut, wenn es fertig ist.</translation>
    </message>
    <message>
        <source>%1 is the copy of another team knowledge base.</source>
        <translation>%1 ist die Kopie einer anderen Team-Wissensbasis.</translation>
    </message>
</context>
<context>
    <name>lotse::TeamRowId</name>
    <message>
        <source>Looking up what was shared before failed: %1</source>
        <translation>Nachschlagen des früher Geteilten fehlgeschlagen: %1</translation>
    </message>
</context>
<context>
    <name>lotse::TeamTraceSync</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Reading a question&apos;s sources</source>
        <translation>Lesen der Quellen einer Frage</translation>
    </message>
    <message>
        <source>Saving a question&apos;s sources</source>
        <translation>Speichern der Quellen einer Frage</translation>
    </message>
    <message>
        <source>Sharing a question</source>
        <translation>Teilen einer Frage</translation>
    </message>
    <message>
        <source>The trace policy is off, without-question or full, not “%1”.</source>
        <translation>Die Richtlinie für Verläufe ist off, without-question oder full, nicht „%1“.</translation>
    </message>
    <message>
        <source>Reading the trace policy</source>
        <translation>Lesen der Richtlinie für Verläufe</translation>
    </message>
    <message>
        <source>Only a manager of this team knowledge base sets its trace policy.</source>
        <translation>Nur wer diese Team-Wissensbasis verwaltet, legt ihre Richtlinie für Verläufe fest.</translation>
    </message>
    <message>
        <source>Setting the trace policy</source>
        <translation>Festlegen der Richtlinie für Verläufe</translation>
    </message>
    <message>
        <source>Reading the questions to share</source>
        <translation>Lesen der zu teilenden Fragen</translation>
    </message>
    <message>
        <source>Reading the team&apos;s questions</source>
        <translation>Lesen der Fragen des Teams</translation>
    </message>
    <message>
        <source>Saving the team&apos;s questions</source>
        <translation>Speichern der Fragen des Teams</translation>
    </message>
    <message>
        <source>Noting a shared question</source>
        <translation>Vermerken einer geteilten Frage</translation>
    </message>
    <message>
        <source>Reading the trace retention</source>
        <translation>Lesen der Aufbewahrungsfrist</translation>
    </message>
    <message>
        <source>Only a manager of this team knowledge base sets how long its questions are kept.</source>
        <translation>Nur wer diese Team-Wissensbasis verwaltet, legt fest, wie lange ihre Fragen aufbewahrt werden.</translation>
    </message>
    <message>
        <source>Keep the team&apos;s questions for 0 (for ever) to 36500 days, not %1.</source>
        <translation>Bewahren Sie die Fragen des Teams 0 (für immer) bis 36500 Tage auf, nicht %1.</translation>
    </message>
    <message>
        <source>Setting the trace retention</source>
        <translation>Festlegen der Aufbewahrungsfrist</translation>
    </message>
    <message>
        <source>Reading the questions shared before</source>
        <translation>Lesen der früher geteilten Fragen</translation>
    </message>
</context>
<context>
    <name>lotse::TeamVectorSync</name>
    <message>
        <source>%1 failed: %2</source>
        <translation>%1 fehlgeschlagen: %2</translation>
    </message>
    <message>
        <source>Reading the server&apos;s snapshot</source>
        <translation>Lesen des Snapshots des Servers</translation>
    </message>
    <message>
        <source>Reading vectors from the team knowledge base</source>
        <translation>Lesen von Vektoren aus der Team-Wissensbasis</translation>
    </message>
    <message>
        <source>Saving vectors</source>
        <translation>Speichern von Vektoren</translation>
    </message>
    <message>
        <source>Reading the vectors to share</source>
        <translation>Lesen der zu teilenden Vektoren</translation>
    </message>
    <message>
        <source>Sharing vectors</source>
        <translation>Teilen der Vektoren</translation>
    </message>
</context>
<context>
    <name>lotse::TextDecoder</name>
    <message>
        <source>looks like a binary file, not text. Lotse reads Markdown, plain text, HTML, PDF, DOCX and ODT.</source>
        <translation>scheint eine Binärdatei zu sein, kein Text. Lotse liest Markdown, reinen Text, HTML, PDF, DOCX und ODT.</translation>
    </message>
    <message>
        <source>is not valid UTF-8 text although it starts with a UTF-8 mark. Save it with UTF-8 encoding and add it again.</source>
        <translation>ist kein gültiger UTF-8-Text, obwohl sie mit einer UTF-8-Markierung beginnt. Speichern Sie sie mit UTF-8-Kodierung und fügen Sie sie erneut hinzu.</translation>
    </message>
    <message>
        <source>is not valid UTF-8 text: it ends in the middle of a character (cut off, or still being written). Save it completely and add it again.</source>
        <translation>ist kein gültiger UTF-8-Text: Sie endet mitten in einem Zeichen (abgeschnitten oder wird noch geschrieben). Speichern Sie sie vollständig und fügen Sie sie erneut hinzu.</translation>
    </message>
</context>
<context>
    <name>lotse::Trace</name>
    <message>
        <source>This trace was written by a newer Lotse (trace version %1; this one reads up to %2). Update Lotse to read it.</source>
        <translation>Dieser Verlauf wurde von einem neueren Lotse geschrieben (Verlaufsversion %1; diese Version liest bis %2). Aktualisieren Sie Lotse, um ihn zu lesen.</translation>
    </message>
</context>
<context>
    <name>lotse::TraceExport</name>
    <message>
        <source>Cannot tell the export format from “%1”: name the file .jsonl (whole traces) or .csv (one row per question).</source>
        <translation>Das Exportformat lässt sich aus „%1“ nicht erkennen: Geben Sie der Datei die Endung .jsonl (ganze Verläufe) oder .csv (eine Zeile pro Frage).</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>lotse::TraceReport</name>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>Answered</source>
        <translation>Beantwortet</translation>
    </message>
    <message>
        <source>answered with a caveat</source>
        <translation>mit Vorbehalt beantwortet</translation>
    </message>
    <message>
        <source>Answered with a caveat</source>
        <translation>Mit Vorbehalt beantwortet</translation>
    </message>
    <message>
        <source>refused</source>
        <translation>abgelehnt</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Nicht beantwortet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Angehalten</translation>
    </message>
    <message>
        <source>cut off</source>
        <translation>abgeschnitten</translation>
    </message>
    <message>
        <source>Cut off</source>
        <translation>Abgeschnitten</translation>
    </message>
    <message>
        <source>not supported by its sources</source>
        <translation>von seinen Quellen nicht gestützt</translation>
    </message>
    <message>
        <source>Not supported</source>
        <translation>Nicht gestützt</translation>
    </message>
    <message>
        <source>%1. %2 (raw %3)  %4  (%5)</source>
        <translation>%1. %2 (roh %3)  %4  (%5)</translation>
    </message>
    <message>
        <source>%1 ms</source>
        <translation>%1 ms</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Verdict: sufficient. %1</source>
        <translation>Urteil: ausreichend. %1</translation>
    </message>
    <message>
        <source>Verdict: ambiguous. %1</source>
        <translation>Urteil: mehrdeutig. %1</translation>
    </message>
    <message>
        <source>Verdict: not sufficient. %1</source>
        <translation>Urteil: nicht ausreichend. %1</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Gestellt am</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Mode</source>
        <translation>Modus</translation>
    </message>
    <message>
        <source>Chat model</source>
        <translation>Chat-Modell</translation>
    </message>
    <message>
        <source>none (offline)</source>
        <translation>keines (offline)</translation>
    </message>
    <message>
        <source>%1 (deployment %2)</source>
        <translation>%1 (Deployment %2)</translation>
    </message>
    <message>
        <source>Embedding model</source>
        <translation>Embedding-Modell</translation>
    </message>
    <message>
        <source>none (keyword search)</source>
        <translation>keines (Stichwortsuche)</translation>
    </message>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Maximum rounds</source>
        <translation>Maximale Runden</translation>
    </message>
    <message>
        <source>Passages per round</source>
        <translation>Abschnitte pro Runde</translation>
    </message>
    <message>
        <source>Sufficient coverage</source>
        <translation>Ausreichende Abdeckung</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Mindestpunktzahl</translation>
    </message>
    <message>
        <source>Use</source>
        <translation>Verbrauch</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>%1 (%2 not sufficient)</source>
        <translation>%1 (%2 nicht ausreichend)</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>%1 prompt + %2 completion = %3</source>
        <translation>%1 Eingabe + %2 Ausgabe = %3</translation>
    </message>
    <message>
        <source>Reasoning tokens</source>
        <translation>Reasoning-Token</translation>
    </message>
    <message>
        <source>%1 of the completion tokens</source>
        <translation>%1 der Completion-Token</translation>
    </message>
    <message>
        <source>Cached tokens</source>
        <translation>Zwischengespeicherte Token</translation>
    </message>
    <message>
        <source>%1 of the prompt tokens</source>
        <translation>%1 der Prompt-Token</translation>
    </message>
    <message>
        <source>unknown: no price for this model (see the price table)</source>
        <translation>unbekannt: kein Preis für dieses Modell (siehe Preistabelle)</translation>
    </message>
    <message>
        <source>%1 (%2: $%3 in, $%4 out per million tokens)</source>
        <translation>%1 (%2: $%3 Eingabe, $%4 Ausgabe je Million Token)</translation>
    </message>
    <message>
        <source>Estimated cost</source>
        <translation>Geschätzte Kosten</translation>
    </message>
    <message>
        <source>Timings</source>
        <translation>Zeiten</translation>
    </message>
    <message>
        <source>Total</source>
        <translation>Gesamt</translation>
    </message>
    <message>
        <source>Splitting the question</source>
        <translation>Zerlegung der Frage</translation>
    </message>
    <message>
        <source>Searching</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Grading</source>
        <translation>Bewertung</translation>
    </message>
    <message>
        <source>Rewriting queries</source>
        <translation>Umformulierung der Suchanfragen</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>Beantwortung</translation>
    </message>
    <message>
        <source>Checking the answer</source>
        <translation>Prüfung der Antwort</translation>
    </message>
    <message>
        <source>Round %1  query: “%2”  (search %3, grading %4)</source>
        <translation>Runde %1  Suchanfrage: „%2“  (Suche %3, Bewertung %4)</translation>
    </message>
    <message>
        <source>Lane: “%1”</source>
        <translation>Teilfrage: „%1“</translation>
    </message>
    <message>
        <source>Grader output: %1</source>
        <translation>Ausgabe des Prüfers: %1</translation>
    </message>
    <message>
        <source>Rewritten query: “%1” (%2)</source>
        <translation>Umformulierte Suchanfrage: „%1“ (%2)</translation>
    </message>
    <message>
        <source>No answer was given.</source>
        <translation>Es wurde keine Antwort gegeben.</translation>
    </message>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
    <message>
        <source>%1. %2 — %3 (passage %4)</source>
        <translation>%1. %2 — %3 (Abschnitt %4)</translation>
    </message>
    <message>
        <source>✗ does not support the statements that cited it</source>
        <translation>✗ stützt die Aussagen nicht, die sich darauf berufen</translation>
    </message>
    <message>
        <source>%1 the answer linked to passages %2, which were not among the passages found, so the links were taken out.</source>
        <translation>%1 Die Antwort verwies auf die Passagen %2, die nicht unter den gefundenen Passagen waren; die Verweise wurden entfernt.</translation>
    </message>
    <message>
        <source>Removed citations</source>
        <translation>Entfernte Quellenangaben</translation>
    </message>
    <message>
        <source>Statements not supported by the passages they cite</source>
        <translation>Aussagen, die die zitierten Passagen nicht stützen</translation>
    </message>
    <message>
        <source>%1 says “%2”</source>
        <translation>%1 sagt „%2“</translation>
    </message>
    <message>
        <source>Contradictions in the handbook (for its owners to fix)</source>
        <translation>Widersprüche im Handbuch (von den Verantwortlichen zu klären)</translation>
    </message>
    <message>
        <source>The answer as it was written, before the check</source>
        <translation>Die Antwort, wie sie vor der Prüfung geschrieben wurde</translation>
    </message>
    <message>
        <source>Asked by</source>
        <translation>Gefragt von</translation>
    </message>
    <message>
        <source>%1 (groups: %2)</source>
        <translation>%1 (Gruppen: %2)</translation>
    </message>
    <message>
        <source>Model calls</source>
        <translation>Modellaufrufe</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>%1, round %2</source>
        <translation>%1, Runde %2</translation>
    </message>
    <message>
        <source>%1, prepared while grading: used</source>
        <translation>%1, während der Bewertung vorbereitet: verwendet</translation>
    </message>
    <message>
        <source>%1, prepared while grading: discarded</source>
        <translation>%1, während der Bewertung vorbereitet: verworfen</translation>
    </message>
    <message>
        <source>%1 prompt + %2 completion tokens</source>
        <translation>%1 Prompt- + %2 Antwort-Tokens</translation>
    </message>
    <message>
        <source>about %1 (cancelled midway, estimated)</source>
        <translation>etwa %1 (mittendrin abgebrochen, geschätzt)</translation>
    </message>
    <message>
        <source>Grading a sub-question</source>
        <translation>Bewertung einer Teilfrage</translation>
    </message>
    <message>
        <source>The check of the whole question failed (%1); the sub-questions&apos; own verdicts decided.</source>
        <translation>Die Prüfung der ganzen Frage ist fehlgeschlagen (%1); die eigenen Urteile der Teilfragen haben entschieden.</translation>
    </message>
    <message>
        <source>Not graded: %1</source>
        <translation>Nicht bewertet: %1</translation>
    </message>
    <message>
        <source>Sub-question “%1” (%2): %3</source>
        <translation>Teilfrage „%1“ (%2): %3</translation>
    </message>
    <message>
        <source>read on in the section of a passage found</source>
        <translation>im Abschnitt einer gefundenen Passage weitergelesen</translation>
    </message>
</context>
<context>
    <name>lotse::TraceSettings</name>
    <message>
        <source>The trace retention must be a whole number of days from 0 (keep for ever) to %1, not %2.</source>
        <translation>Die Aufbewahrung der Verläufe muss eine ganze Zahl von Tagen von 0 (für immer behalten) bis %1 sein, nicht %2.</translation>
    </message>
</context>
<context>
    <name>lotse::TraceStore</name>
    <message>
        <source>Only a finished trace can be saved.</source>
        <translation>Nur ein abgeschlossener Verlauf kann gespeichert werden.</translation>
    </message>
    <message>
        <source>Saving the trace</source>
        <translation>Speichern des Verlaufs</translation>
    </message>
    <message>
        <source>Saving the trace&apos;s citations</source>
        <translation>Speichern der Quellenangaben des Verlaufs</translation>
    </message>
    <message>
        <source>Listing the traces</source>
        <translation>Auflisten der Verläufe</translation>
    </message>
    <message>
        <source>Counting the traces</source>
        <translation>Zählen der Verläufe</translation>
    </message>
    <message>
        <source>Reading trace %1</source>
        <translation>Lesen von Verlauf %1</translation>
    </message>
    <message>
        <source>There is no trace %1. `lotse-cli traces list` shows the stored ones.</source>
        <translation>Es gibt keinen Verlauf %1. `lotse-cli traces list` zeigt die gespeicherten an.</translation>
    </message>
    <message>
        <source>Deleting trace %1</source>
        <translation>Löschen von Verlauf %1</translation>
    </message>
    <message>
        <source>There is no trace %1.</source>
        <translation>Es gibt keinen Verlauf %1.</translation>
    </message>
    <message>
        <source>Deleting old traces</source>
        <translation>Löschen alter Verläufe</translation>
    </message>
    <message>
        <source>Listing the cited documents</source>
        <translation>Auflisten der zitierten Dokumente</translation>
    </message>
    <message>
        <source>Trace %1 is damaged (%2). Delete it with `lotse-cli traces delete %1`; the other traces are not affected.</source>
        <translation>Verlauf %1 ist beschädigt (%2). Löschen Sie ihn mit `lotse-cli traces delete %1`; die anderen Verläufe sind nicht betroffen.</translation>
    </message>
    <message>
        <source>Listing the askers&apos; groups</source>
        <translation>Auflisten der Gruppen der Fragenden</translation>
    </message>
    <message>
        <source>Deleting the history</source>
        <translation>Löschen des Verlaufs</translation>
    </message>
</context>
<context>
    <name>lotse::TraceWorker</name>
    <message>
        <source>Opening the history</source>
        <translation>Öffnen des Verlaufs</translation>
    </message>
</context>
<context>
    <name>lotse::Transaction</name>
    <message>
        <source>%1: an earlier step failed, so nothing was saved.</source>
        <translation>%1: Ein früherer Schritt ist fehlgeschlagen, daher wurde nichts gespeichert.</translation>
    </message>
</context>
<context>
    <name>lotse::VectorIndex</name>
    <message>
        <source>Reading the vector index&apos;s file failed (%1). Restart Lotse to build it again.</source>
        <translation>Die Datei des Vektorindex konnte nicht gelesen werden (%1). Starten Sie Lotse neu, um ihn neu aufzubauen.</translation>
    </message>
    <message>
        <source>The vector index could not be kept in %1: %2</source>
        <translation>Der Vektorindex konnte nicht in %1 aufbewahrt werden: %2</translation>
    </message>
</context>
<context>
    <name>lotse::VectorLayoutSetting</name>
    <message>
        <source>vector-index takes auto (binary above a gigabyte of vectors), int8 (all in memory) or binary (one bit per dimension in memory, the rest on disk), not “%1”.</source>
        <translation>vector-index nimmt auto (binär ab einem Gigabyte Vektoren), int8 (alles im Arbeitsspeicher) oder binary (ein Bit je Dimension im Arbeitsspeicher, der Rest auf der Festplatte), nicht „%1“.</translation>
    </message>
</context>
<context>
    <name>lotse::Vocabulary</name>
    <message>
        <source>Counting passages</source>
        <translation>Zählen der Abschnitte</translation>
    </message>
    <message>
        <source>Reading the index vocabulary</source>
        <translation>Lesen des Indexvokabulars</translation>
    </message>
    <message>
        <source>Searching the knowledge base</source>
        <translation>Durchsuchen der Wissensbasis</translation>
    </message>
</context>
<context>
    <name>lotse::XmlReading</name>
    <message>
        <source>declares XML entities in %1 (a DTD), which office applications never write; it is refused because such entities can read other files or exhaust memory.</source>
        <translation>deklariert XML-Entitäten in %1 (eine DTD), was Office-Anwendungen nie schreiben; sie wird abgelehnt, weil solche Entitäten andere Dateien lesen oder den Speicher erschöpfen können.</translation>
    </message>
    <message>
        <source>is nested more than %2 levels deep in %1; it is refused.</source>
        <translation>ist in %1 mehr als %2 Ebenen tief verschachtelt; sie wird abgelehnt.</translation>
    </message>
    <message>
        <source>is damaged: %1 inside it is not valid XML (%2 at line %3). Save the document again from its application.</source>
        <translation>ist beschädigt: %1 darin ist kein gültiges XML (%2 in Zeile %3). Speichern Sie das Dokument erneut aus seiner Anwendung.</translation>
    </message>
    <message>
        <source>has more than %1 million characters of text. Split it into smaller files.</source>
        <translation>enthält mehr als %1 Millionen Zeichen Text. Teilen Sie sie in kleinere Dateien auf.</translation>
    </message>
</context>
<context>
    <name>lotse::ZipArchive</name>
    <message>
        <source>is a damaged zip container (%1). Save it again from its application.</source>
        <translation>ist ein beschädigter ZIP-Container (%1). Speichern Sie die Datei erneut aus ihrer Anwendung.</translation>
    </message>
    <message>
        <source>holds %1 zip entries (the limit is %2); a document has far fewer, so it is refused as a possible zip bomb.</source>
        <translation>enthält %1 ZIP-Einträge (die Grenze liegt bei %2); ein Dokument hat weit weniger, daher wird sie als mögliche ZIP-Bombe abgelehnt.</translation>
    </message>
    <message>
        <source>%1 is missing</source>
        <translation>%1 fehlt</translation>
    </message>
    <message>
        <source>is password-protected. Save a copy without a password and add that.</source>
        <translation>ist passwortgeschützt. Speichern Sie eine Kopie ohne Passwort und fügen Sie diese hinzu.</translation>
    </message>
    <message>
        <source>has an entry (%1) that unpacks to more than %2 times its packed size, which no real document does; it is refused as a possible zip bomb.</source>
        <translation>hat einen Eintrag (%1), der entpackt mehr als das %2-Fache seiner gepackten Größe einnimmt, was bei keinem echten Dokument vorkommt; sie wird als mögliche ZIP-Bombe abgelehnt.</translation>
    </message>
    <message>
        <source>unpacks to more than %1 MB; it is refused as a possible zip bomb.</source>
        <translation>ist entpackt größer als %1 MB; sie wird als mögliche ZIP-Bombe abgelehnt.</translation>
    </message>
</context>
<context>
    <name>lotse::cli::AskCommand</name>
    <message>
        <source>the trace was not saved: %1</source>
        <translation>der Verlauf wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved as trace %1 (lotse-cli traces show %1).</source>
        <translation>Gespeichert als Verlauf %1 (lotse-cli traces show %1).</translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>Split into sub-questions:</source>
        <translation>Zerlegt in Teilfragen:</translation>
    </message>
    <message>
        <source>Round %1  query: “%2”</source>
        <translation>Runde %1  Suchanfrage: „%2“</translation>
    </message>
    <message>
        <source>no passage matched (%1 ms)</source>
        <translation>kein Abschnitt passte (%1 ms)</translation>
    </message>
    <message>
        <source>Rewritten query: “%1”</source>
        <translation>Umformulierte Suchanfrage: „%1“</translation>
    </message>
    <message numerus="yes">
        <source>== %1 after %n round(s), %2 ms, %3 tokens ==</source>
        <translation>
            <numerusform>== %1 nach %n Runde, %2 ms, %3 Token ==</numerusform>
            <numerusform>== %1 nach %n Runden, %2 ms, %3 Token ==</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>== %1 after %n round(s), %2 ms ==</source>
        <translation>
            <numerusform>== %1 nach %n Runde, %2 ms ==</numerusform>
            <numerusform>== %1 nach %n Runden, %2 ms ==</numerusform>
        </translation>
    </message>
    <message>
        <source>Sources:</source>
        <translation>Quellen:</translation>
    </message>
    <message>
        <source>[The answer below is incomplete: the model stopped at its token limit.]</source>
        <translation>[Die folgende Antwort ist unvollständig: Das Modell hat bei seinem Token-Limit aufgehört.]</translation>
    </message>
    <message>
        <source>[… cut off here]</source>
        <translation>[… hier abgeschnitten]</translation>
    </message>
    <message numerus="yes">
        <source>== %1 after %n round(s), %2 ms, %3 tokens (%4 of them reasoning) ==</source>
        <translation>
            <numerusform>== %1 nach %n Runde, %2 ms, %3 Token (davon %4 für Reasoning) ==</numerusform>
            <numerusform>== %1 nach %n Runden, %2 ms, %3 Token (davon %4 für Reasoning) ==</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked %n statement(s): all supported by the passages they cite.</source>
        <translation>
            <numerusform>%n Aussage geprüft: von der zitierten Passage gestützt.</numerusform>
            <numerusform>%n Aussagen geprüft: alle von den zitierten Passagen gestützt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Checked %n statement(s): %1 not supported by the passages they cite.</source>
        <translation>
            <numerusform>%n Aussage geprüft: %1 nicht von den zitierten Passagen gestützt.</numerusform>
            <numerusform>%n Aussagen geprüft: %1 nicht von den zitierten Passagen gestützt.</numerusform>
        </translation>
    </message>
    <message>
        <source>The model check failed, so the statements were checked locally only: %1</source>
        <translation>Die Modellprüfung ist fehlgeschlagen, die Aussagen wurden nur lokal geprüft: %1</translation>
    </message>
    <message>
        <source>The handbook contradicts itself: %1</source>
        <translation>Das Handbuch widerspricht sich: %1</translation>
    </message>
    <message>
        <source> vs. </source>
        <translation> gegenüber </translation>
    </message>
    <message>
        <source>The answer prepared while grading is used.</source>
        <translation>Die während der Prüfung vorbereitete Antwort wird verwendet.</translation>
    </message>
    <message>
        <source>The answer prepared while grading is discarded (its tokens are in the trace).</source>
        <translation>Die während der Prüfung vorbereitete Antwort wird verworfen (ihre Tokens stehen im Verlauf).</translation>
    </message>
    <message>
        <source>Asking for what is still missing: %1</source>
        <translation>Frage nach dem, was noch fehlt: %1</translation>
    </message>
    <message>
        <source>read on in the section of a passage found</source>
        <translation>im Abschnitt einer gefundenen Passage weitergelesen</translation>
    </message>
</context>
<context>
    <name>lotse::cli::CliApp</name>
    <message>
        <source>Knowledge base file (default: %1).</source>
        <translation>Datei der Wissensbasis (Standard: %1).</translation>
    </message>
    <message>
        <source>ask, traces, eval: print JSON.</source>
        <translation>ask, traces, eval: JSON ausgeben.</translation>
    </message>
    <message>
        <source>ask, eval: at most N search rounds (default 3).</source>
        <translation>ask, eval: höchstens N Suchrunden (Standard: 3).</translation>
    </message>
    <message>
        <source>ask, eval: passages per round (default 5).</source>
        <translation>ask, eval: Abschnitte pro Runde (Standard: 5).</translation>
    </message>
    <message>
        <source>demo: sample handbook language, en or de.</source>
        <translation>demo: Sprache des Beispielhandbuchs, en oder de.</translation>
    </message>
    <message>
        <source>ask: offline, azure, azure-legacy or openai-compatible (default: the configured provider, else offline).</source>
        <translation>ask: offline, azure, azure-legacy oder openai-compatible (Standard: der konfigurierte Anbieter, sonst offline).</translation>
    </message>
    <message>
        <source>ask: the provider&apos;s endpoint URL.</source>
        <translation>ask: die Endpunkt-URL des Anbieters.</translation>
    </message>
    <message>
        <source>ask: chat deployment (or model).</source>
        <translation>ask: Chat-Deployment (oder Modell).</translation>
    </message>
    <message>
        <source>ingest, ask: embedding deployment (or model) for hybrid retrieval.</source>
        <translation>ingest, ask: Embedding-Deployment (oder Modell) für die hybride Suche.</translation>
    </message>
    <message>
        <source>Language of the messages, en or de (default: the system&apos;s; LC_ALL=C means en).</source>
        <translation>Sprache der Meldungen, en oder de (Standard: die des Systems; LC_ALL=C bedeutet en).</translation>
    </message>
    <message>
        <source>Run `lotse-cli --help` for the commands.</source>
        <translation>Führen Sie `lotse-cli --help` aus, um die Befehle zu sehen.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number from 1 to %2, not “%3”.</source>
        <translation>--%1 erwartet eine ganze Zahl von 1 bis %2, nicht „%3“.</translation>
    </message>
    <message>
        <source>--language takes %1, not “%2”.</source>
        <translation>--language erwartet %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>no command given.</source>
        <translation>kein Befehl angegeben.</translation>
    </message>
    <message>
        <source>%1 needs at least one file or folder.</source>
        <translation>%1 braucht mindestens eine Datei oder einen Ordner.</translation>
    </message>
    <message>
        <source>docs takes no arguments.</source>
        <translation>docs erwartet keine Argumente.</translation>
    </message>
    <message>
        <source>ask takes one question in quotes, e.g. lotse-cli ask &quot;How many vacation days do I get?&quot;</source>
        <translation>ask erwartet eine Frage in Anführungszeichen, z. B. lotse-cli ask &quot;Wie viele Urlaubstage habe ich?&quot;</translation>
    </message>
    <message>
        <source>--lang takes en or de, not “%1”.</source>
        <translation>--lang erwartet en oder de, nicht „%1“.</translation>
    </message>
    <message>
        <source>unknown command “%1”.</source>
        <translation>unbekannter Befehl „%1“.</translation>
    </message>
    <message>
        <source>there is no knowledge base at %1. Add files first with `lotse-cli ingest PATH`, or check the --db path.</source>
        <translation>unter %1 gibt es keine Wissensbasis. Fügen Sie zuerst Dateien mit `lotse-cli ingest PATH` hinzu oder prüfen Sie den Pfad bei --db.</translation>
    </message>
    <message>
        <source>the knowledge base %1 is empty, so there is nothing to answer from. Add files with `lotse-cli ingest PATH`.</source>
        <translation>die Wissensbasis %1 ist leer, es gibt also nichts, woraus geantwortet werden kann. Fügen Sie Dateien mit `lotse-cli ingest PATH` hinzu.</translation>
    </message>
    <message>
        <source>not embedding: %1</source>
        <translation>ohne Embeddings: %1</translation>
    </message>
    <message>
        <source>%1 Or use --provider offline.</source>
        <translation>%1 Oder verwenden Sie --provider offline.</translation>
    </message>
    <message>
        <source>The knowledge base is empty. Add files with: lotse-cli ingest PATH</source>
        <translation>Die Wissensbasis ist leer. Fügen Sie Dateien hinzu mit: lotse-cli ingest PATH</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlerhaft</translation>
    </message>
    <message>
        <source>%1  %2  “%3”</source>
        <translation>%1  %2  „%3“</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message>
        <source>last update failed, the previous version is used: %1</source>
        <translation>letzte Aktualisierung fehlgeschlagen, die vorherige Version wird verwendet: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s), %1 failed.</source>
        <translation>
            <numerusform>%n Dokument, %1 fehlerhaft.</numerusform>
            <numerusform>%n Dokumente, %1 fehlerhaft.</numerusform>
        </translation>
    </message>
    <message>
        <source>Lotse demo: the sample handbook of Nordlicht Logistik (fictional) in %1
Knowledge base: %2
</source>
        <translation>Lotse-Demo: das Beispielhandbuch von Nordlicht Logistik (fiktiv) in %1
Wissensbasis: %2
</translation>
    </message>
    <message>
        <source>sync: keep running and sync on every change.</source>
        <translation>sync: weiterlaufen und bei jeder Änderung synchronisieren.</translation>
    </message>
    <message>
        <source>ask: key (an API key) or entra (Microsoft Entra ID: the window&apos;s sign-in, else the Azure CLI&apos;s).</source>
        <translation>ask: key (ein API-Schlüssel) oder entra (Microsoft Entra ID: die Anmeldung im Fenster, sonst die der Azure CLI).</translation>
    </message>
    <message>
        <source>ask: the chat model is a reasoning model (no sampling parameters); without it, that is learned from the deployment&apos;s replies.</source>
        <translation>ask: Das Chat-Modell ist ein Reasoning-Modell (keine Sampling-Parameter); ohne diese Option lernt Lotse das aus den Antworten des Deployments.</translation>
    </message>
    <message>
        <source>--auth takes key or entra, not “%1”.</source>
        <translation>--auth nimmt key oder entra, nicht „%1“.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n passage(s) with instructions to an AI assistant (treated as text, never followed)</source>
        <translation>
            <numerusform>⚠ %n Passage mit Anweisungen an einen KI-Assistenten (als Text behandelt, nie befolgt)</numerusform>
            <numerusform>⚠ %n Passagen mit Anweisungen an einen KI-Assistenten (als Text behandelt, nie befolgt)</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a valid value: the numbers lotse-cli takes are 0 or more (for example: traces set retention-days 30).</source>
        <translation>„%1“ ist kein gültiger Wert: lotse-cli nimmt nur Zahlen ab 0 (zum Beispiel: traces set retention-days 30).</translation>
    </message>
    <message>
        <source>ingest, docs, remove, folder, folders, sync, retry, ask, traces, eval, demo, config or team</source>
        <translation>ingest, docs, remove, folder, folders, sync, retry, ask, traces, eval, demo, config oder team</translation>
    </message>
    <message>
        <source>--groups is for a team knowledge base (--db postgresql://…): a knowledge base file has no access groups.</source>
        <translation>--groups gilt für eine Team-Wissensbasis (--db postgresql://…): Eine Wissensbasis-Datei hat keine Zugriffsgruppen.</translation>
    </message>
    <message>
        <source>remove needs at least one file or folder.</source>
        <translation>remove braucht mindestens eine Datei oder einen Ordner.</translation>
    </message>
    <message>
        <source>A team knowledge base (postgresql://…) works with `ask`, `traces`, `docs`, `eval`, `ingest`, `remove`, `folder`, `folders`, `sync`, `retry` and the `team` commands; for the others use a knowledge base file (docs/team.md).</source>
        <translation>Eine Team-Wissensbasis (postgresql://…) funktioniert mit `ask`, `traces`, `docs`, `eval`, `ingest`, `remove`, `folder`, `folders`, `sync`, `retry` und den `team`-Befehlen; für die anderen verwenden Sie eine Wissensbasis-Datei (docs/team.md).</translation>
    </message>
    <message>
        <source>ask, eval: do not start the answer while round 1&apos;s evidence is graded.</source>
        <translation>ask, eval: die Antwort nicht schon beginnen, während die Belege von Runde 1 bewertet werden.</translation>
    </message>
</context>
<context>
    <name>lotse::cli::CliHelp</name>
    <message>
        <source>List the documents in the knowledge base, with their state.</source>
        <translation>Listet die Dokumente in der Wissensbasis mit ihrem Status auf.</translation>
    </message>
    <message>
        <source>Remove documents (a folder path removes everything below it).</source>
        <translation>Entfernt Dokumente (ein Ordnerpfad entfernt alles darunter).</translation>
    </message>
    <message>
        <source>Answer a question; prints every search round, then the cited answer.</source>
        <translation>Beantwortet eine Frage; gibt jede Suchrunde aus, dann die Antwort mit Quellenangaben.</translation>
    </message>
    <message>
        <source>Print one JSON document (question, rounds, outcome, answer, citations).</source>
        <translation>Ein JSON-Dokument ausgeben (Frage, Runden, Ergebnis, Antwort, Quellenangaben).</translation>
    </message>
    <message>
        <source>At most N search rounds (default 3).</source>
        <translation>Höchstens N Suchrunden (Standard: 3).</translation>
    </message>
    <message>
        <source>Passages per round (default 5).</source>
        <translation>Abschnitte pro Runde (Standard: 5).</translation>
    </message>
    <message>
        <source>offline, azure, azure-legacy or openai-compatible (default: as configured).</source>
        <translation>offline, azure, azure-legacy oder openai-compatible (Standard: wie konfiguriert).</translation>
    </message>
    <message>
        <source>Override the configured provider. With an embedding deployment, ingest also embeds new passages and ask fuses keyword and vector search.</source>
        <translation>Den konfigurierten Anbieter überschreiben. Mit einem Embedding-Deployment bettet ingest auch neue Abschnitte ein, und ask kombiniert Stichwort- und Vektorsuche.</translation>
    </message>
    <message>
        <source>Do not store the question&apos;s trace (stored by default, see traces).</source>
        <translation>Den Verlauf der Frage nicht speichern (standardmäßig gespeichert, siehe traces).</translation>
    </message>
    <message>
        <source>The questions asked, newest first. Filters: --outcome answered,refused,… --since/--until DATE|7d, --multi-round, --insufficient, --cited TEXT, --search TEXT; --sort date|outcome|rounds|duration|tokens|cost|question, --ascending, --limit N, --json.</source>
        <translation>Die gestellten Fragen, neueste zuerst. Filter: --outcome answered,refused,… --since/--until DATE|7d, --multi-round, --insufficient, --cited TEXT, --search TEXT; --sort date|outcome|rounds|duration|tokens|cost|question, --ascending, --limit N, --json.</translation>
    </message>
    <message>
        <source>One trace in full: every round, hits and scores, verdicts, the answer.</source>
        <translation>Ein Verlauf vollständig: jede Runde, Treffer und Punktzahlen, Urteile, die Antwort.</translation>
    </message>
    <message>
        <source>Delete one trace.</source>
        <translation>Löscht einen Verlauf.</translation>
    </message>
    <message>
        <source>Whole traces to FILE.jsonl, or one row per question to FILE.csv (same filters).</source>
        <translation>Exportiert ganze Verläufe in FILE.jsonl oder eine Zeile pro Frage in FILE.csv (gleiche Filter).</translation>
    </message>
    <message>
        <source>Delete traces older than the retention (or --older-than DAYS).</source>
        <translation>Löscht Verläufe, die älter als die Aufbewahrungsdauer sind (oder als --older-than DAYS).</translation>
    </message>
    <message>
        <source>Show; traces set retention-days N (0: keep) | store-question-text yes|no.</source>
        <translation>Anzeigen; traces set retention-days N (0: behalten) | store-question-text yes|no.</translation>
    </message>
    <message>
        <source>Run an evaluation set and score it, per kind and overall.</source>
        <translation>Führt ein Evaluierungsset aus und bewertet es, je Art und insgesamt.</translation>
    </message>
    <message>
        <source>Each question&apos;s corpus is DIR/&lt;corpus&gt;, indexed into its own knowledge base, kept between runs (--cache DIR; default: the cache folder).</source>
        <translation>Der Korpus jeder Frage ist DIR/&lt;corpus&gt;, indiziert in eine eigene Wissensbasis, die zwischen Läufen erhalten bleibt (--cache DIR; Standard: der Cache-Ordner).</translation>
    </message>
    <message>
        <source>Instead: ask every question over one knowledge base.</source>
        <translation>Stattdessen: alle Fragen über eine einzige Wissensbasis stellen.</translation>
    </message>
    <message>
        <source>Show what got better or worse against an earlier --json report.</source>
        <translation>Anzeigen, was gegenüber einem früheren --json-Bericht besser oder schlechter wurde.</translation>
    </message>
    <message>
        <source>One JSON document: scores overall and per kind, each question&apos;s result.</source>
        <translation>Ein JSON-Dokument: Punktzahlen insgesamt und je Art, das Ergebnis jeder Frage.</translation>
    </message>
    <message>
        <source>Add the bundled sample handbook and answer three sample questions.</source>
        <translation>Fügt das mitgelieferte Beispielhandbuch hinzu und beantwortet drei Beispielfragen.</translation>
    </message>
    <message>
        <source>The provider settings (the API key masked).</source>
        <translation>Die Anbieter-Einstellungen (der API-Schlüssel maskiert).</translation>
    </message>
    <message>
        <source>Store the API key, read from standard input, in the OS keychain.</source>
        <translation>Speichert den API-Schlüssel, gelesen von der Standardeingabe, im Schlüsselbund des Betriebssystems.</translation>
    </message>
    <message>
        <source>Remove it. LOTSE_API_KEY overrides the stored key and is never written.</source>
        <translation>Entfernt ihn. LOTSE_API_KEY hat Vorrang vor dem gespeicherten Schlüssel und wird nie gespeichert.</translation>
    </message>
    <message>
        <source>Lotse answers questions from your own handbook files, with citations, or says honestly that the handbook does not answer.</source>
        <translation>Lotse beantwortet Fragen aus Ihren eigenen Handbuchdateien, mit Quellenangaben, oder sagt ehrlich, dass das Handbuch die Frage nicht beantwortet.</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>Exit codes: 0 ok, 1 usage error, 2 some files failed, 3 other failure.</source>
        <translation>Exit-Codes: 0 ok, 1 Aufruffehler, 2 einige Dateien fehlgeschlagen, 3 anderer Fehler.</translation>
    </message>
    <message>
        <source>Add documents (Markdown, text, HTML, PDF, DOCX, ODT) and folders (recursive). Unchanged files are skipped.</source>
        <translation>Dokumente (Markdown, Text, HTML, PDF, DOCX, ODT) und Ordner (rekursiv) hinzufügen. Unveränderte Dateien werden übersprungen.</translation>
    </message>
    <message>
        <source>Send a short request to each deployment: what answers, the model behind it and whether it reasons.</source>
        <translation>Eine kurze Anfrage an jedes Deployment senden: was antwortet, welches Modell dahintersteht und ob es Reasoning nutzt.</translation>
    </message>
    <message>
        <source>Forget the window&apos;s Microsoft Entra ID sign-in (its refresh token in the OS keychain); the Azure CLI&apos;s is used then.</source>
        <translation>Die Anmeldung bei Microsoft Entra ID aus dem Fenster vergessen (ihr Aktualisierungstoken im Schlüsselbund des Betriebssystems); danach wird die der Azure CLI verwendet.</translation>
    </message>
    <message>
        <source>Store a team knowledge base&apos;s password, read from standard input, in the OS keychain (delete-db-password URL removes it). LOTSE_DB_PASSWORD overrides it.</source>
        <translation>Das Passwort einer Team-Wissensbasis von der Standardeingabe lesen und im Schlüsselbund des Systems speichern (delete-db-password URL entfernt es). LOTSE_DB_PASSWORD hat Vorrang.</translation>
    </message>
    <message>
        <source>Set up a team knowledge base in PostgreSQL (postgresql://USER@HOST:5432/DBNAME): its schema and the roles lotse_manager and lotse_reader. Prints the SQL it runs; safe to run again.</source>
        <translation>Eine Team-Wissensbasis in PostgreSQL einrichten (postgresql://USER@HOST:5432/DBNAME): ihr Schema und die Rollen lotse_manager und lotse_reader. Gibt das ausgeführte SQL aus; darf erneut laufen.</translation>
    </message>
    <message>
        <source>--role reader|manager --groups hr,all-staff --db URL: what an existing login may do and see.</source>
        <translation>--role reader|manager --groups hr,all-staff --db URL: was eine bestehende Anmeldung tun und sehen darf.</translation>
    </message>
    <message>
        <source>The schema, your role and groups, what you see, and (for managers) the team.</source>
        <translation>Das Schema, Ihre Rolle und Gruppen, was Sie sehen, und (für Manager) das Team.</translation>
    </message>
    <message>
        <source>Bring your local copy up to date: documents, vectors, and the team&apos;s questions and feedback.</source>
        <translation>Bringt Ihre lokale Kopie auf den neuesten Stand: Dokumente, Vektoren sowie Fragen und Feedback des Teams.</translation>
    </message>
    <message>
        <source>--db URL (managers): off, without-question or full: which of the members&apos; questions are stored in the team knowledge base.</source>
        <translation>--db URL (Manager): off, without-question oder full: welche Fragen der Mitglieder in der Team-Wissensbasis gespeichert werden.</translation>
    </message>
    <message>
        <source>--db URL (managers): how long the team&apos;s questions are kept (0: for ever; 90 unless changed).</source>
        <translation>--db URL (Manager): wie lange die Fragen des Teams aufbewahrt werden (0: für immer; 90, wenn nicht geändert).</translation>
    </message>
    <message>
        <source>Keep a folder in sync: add its documents now, and follow its changes with `sync`. With --db URL of a team knowledge base (managers): --groups hr says who may read it.</source>
        <translation>Einen Ordner synchron halten: seine Dokumente jetzt hinzufügen und seinen Änderungen mit `sync` folgen. Mit --db URL einer Team-Wissensbasis (Manager): --groups hr legt fest, wer ihn lesen darf.</translation>
    </message>
    <message>
        <source>Stop keeping a folder in sync; its documents go.</source>
        <translation>Einen Ordner nicht mehr synchron halten; seine Dokumente werden entfernt.</translation>
    </message>
    <message>
        <source>The folders kept in sync, their documents and last sync.</source>
        <translation>Die synchron gehaltenen Ordner, ihre Dokumente und ihre letzte Synchronisierung.</translation>
    </message>
    <message>
        <source>Bring the documents of every folder up to date (new, changed and deleted files), after finishing what an interrupted run left.</source>
        <translation>Die Dokumente aller Ordner auf den neuesten Stand bringen (neue, geänderte und gelöschte Dateien), nachdem erledigt ist, was ein unterbrochener Lauf übrig ließ.</translation>
    </message>
    <message>
        <source>Read the documents that failed again.</source>
        <translation>Die fehlgeschlagenen Dokumente erneut lesen.</translation>
    </message>
    <message>
        <source>With a model: do not start the answer while round 1 is graded (saves the tokens of answers discarded when the evidence does not suffice; answers start later).</source>
        <translation>Mit einem Modell: die Antwort nicht schon beginnen, während Runde 1 bewertet wird (spart die Tokens verworfener Antworten, wenn die Belege nicht reichen; Antworten beginnen später).</translation>
    </message>
    <message>
        <source>NAME: provider, auth (key|entra), endpoint, chat-deployment, embedding-deployment, api-version, dimensions, reasoning-model (auto|true|false), reasoning-effort[-grader|-decomposer|-answer] (minimal|low|medium|high), timeout (auto|SECONDS), grounding-check (model|local), grounding-deployment NAME, entra-tenant, entra-client-id, entra-authority, contact TEXT (shown under refusals, e.g. &quot;Ask HR: hr@example.com&quot;), speculation (on|off: prepare the answer while the evidence is graded), vector-index (auto|int8|binary: binary keeps one bit per dimension in memory and the rest on disk, for a million passages on a laptop).</source>
        <translation>NAME: provider, auth (key|entra), endpoint, chat-deployment, embedding-deployment, api-version, dimensions, reasoning-model (auto|true|false), reasoning-effort[-grader|-decomposer|-answer] (minimal|low|medium|high), timeout (auto|SEKUNDEN), grounding-check (model|local), grounding-deployment NAME, entra-tenant, entra-client-id, entra-authority, contact TEXT (unter Ablehnungen gezeigt, z. B. &quot;HR fragen: hr@example.com&quot;), speculation (on|off: die Antwort vorbereiten, während die Belege geprüft werden), vector-index (auto|int8|binary: binary hält ein Bit je Dimension im Arbeitsspeicher und den Rest auf der Festplatte, für eine Million Passagen auf einem Laptop).</translation>
    </message>
</context>
<context>
    <name>lotse::cli::ConfigCommand</name>
    <message>
        <source>API key (not shown): </source>
        <translation>API-Schlüssel (wird nicht angezeigt): </translation>
    </message>
    <message>
        <source>set</source>
        <translation>gesetzt</translation>
    </message>
    <message>
        <source>set, ends in …%1</source>
        <translation>gesetzt, endet auf …%1</translation>
    </message>
    <message>
        <source>Run `lotse-cli --help` for the commands.</source>
        <translation>Führen Sie `lotse-cli --help` aus, um die Befehle zu sehen.</translation>
    </message>
    <message>
        <source>Configure the provider first: `lotse-cli config set provider azure` and `lotse-cli config set endpoint URL`; the key belongs to that endpoint.</source>
        <translation>Konfigurieren Sie zuerst den Anbieter: `lotse-cli config set provider azure` und `lotse-cli config set endpoint URL`; der Schlüssel gehört zu diesem Endpunkt.</translation>
    </message>
    <message>
        <source>no model; keyword search and extractive answers</source>
        <translation>kein Modell; Stichwortsuche und extraktive Antworten</translation>
    </message>
    <message>
        <source>%1 (from %2)</source>
        <translation>%1 (aus %2)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>none stored (`lotse-cli config set-key`)</source>
        <translation>keiner gespeichert (`lotse-cli config set-key`)</translation>
    </message>
    <message>
        <source>%1 (OS keychain)</source>
        <translation>%1 (Schlüsselbund des Betriebssystems)</translation>
    </message>
    <message>
        <source>unknown setting “%1”. Settings: %2.</source>
        <translation>unbekannte Einstellung „%1“. Einstellungen: %2.</translation>
    </message>
    <message>
        <source>choose a provider first: `lotse-cli config set provider azure` (or azure-legacy, openai-compatible).</source>
        <translation>wählen Sie zuerst einen Anbieter: `lotse-cli config set provider azure` (oder azure-legacy, openai-compatible).</translation>
    </message>
    <message>
        <source>dimensions takes a number from 0 (the model&apos;s own) to 8192.</source>
        <translation>dimensions erwartet eine Zahl von 0 (die des Modells) bis 8192.</translation>
    </message>
    <message>
        <source>no key was given. Pipe it in, e.g. `lotse-cli config set-key &lt; key.txt`, or type it when asked.</source>
        <translation>es wurde kein Schlüssel angegeben. Leiten Sie ihn per Pipe ein, z. B. `lotse-cli config set-key &lt; key.txt`, oder geben Sie ihn ein, wenn Sie dazu aufgefordert werden.</translation>
    </message>
    <message>
        <source>The API key is stored in the OS keychain.</source>
        <translation>Der API-Schlüssel ist im Schlüsselbund des Betriebssystems gespeichert.</translation>
    </message>
    <message>
        <source>The API key was removed from the OS keychain.</source>
        <translation>Der API-Schlüssel wurde aus dem Schlüsselbund des Betriebssystems entfernt.</translation>
    </message>
    <message>
        <source>reasoning efforts are minimal, low, medium or high, not “%1”.</source>
        <translation>Reasoning-Aufwände sind minimal, low, medium oder high, nicht „%1“.</translation>
    </message>
    <message>
        <source>reasoning model</source>
        <translation>Reasoning-Modell</translation>
    </message>
    <message>
        <source>no reasoning</source>
        <translation>kein Reasoning</translation>
    </message>
    <message>
        <source>not known yet</source>
        <translation>noch nicht bekannt</translation>
    </message>
    <message>
        <source>not known yet (`lotse-cli config test`)</source>
        <translation>noch nicht bekannt (`lotse-cli config test`)</translation>
    </message>
    <message>
        <source>%1 (%2; from its replies)</source>
        <translation>%1 (%2; aus seinen Antworten)</translation>
    </message>
    <message>
        <source>auto (120 s, 300 s for a reasoning model)</source>
        <translation>auto (120 s, 300 s für ein Reasoning-Modell)</translation>
    </message>
    <message>
        <source>%1 (signed in in the window; the refresh token is in the OS keychain)</source>
        <translation>%1 (im Fenster angemeldet; das Aktualisierungstoken liegt im Schlüsselbund des Betriebssystems)</translation>
    </message>
    <message>
        <source>an account</source>
        <translation>ein Konto</translation>
    </message>
    <message>
        <source>the Azure CLI&apos;s account (`az login`)</source>
        <translation>das Konto der Azure CLI (`az login`)</translation>
    </message>
    <message>
        <source>auth takes key (an API key) or entra (Microsoft Entra ID), not “%1”.</source>
        <translation>auth nimmt key (ein API-Schlüssel) oder entra (Microsoft Entra ID), nicht „%1“.</translation>
    </message>
    <message>
        <source>reasoning-model takes auto (learned from the deployment), true or false.</source>
        <translation>reasoning-model nimmt auto (aus dem Deployment gelernt), true oder false.</translation>
    </message>
    <message>
        <source>timeout takes auto or a number of seconds from 5 to 3600.</source>
        <translation>timeout nimmt auto oder eine Zahl von Sekunden zwischen 5 und 3600.</translation>
    </message>
    <message>
        <source>entra-authority takes a URL, e.g. https://login.microsoftonline.com.</source>
        <translation>entra-authority nimmt eine URL, z. B. https://login.microsoftonline.com.</translation>
    </message>
    <message>
        <source>no provider is configured, so nobody is signed in.</source>
        <translation>Es ist kein Anbieter eingerichtet, also ist niemand angemeldet.</translation>
    </message>
    <message>
        <source>Signed out: the refresh token was removed from the OS keychain. The Azure CLI&apos;s sign-in (if any) is used from now on.</source>
        <translation>Abgemeldet: Das Aktualisierungstoken wurde aus dem Schlüsselbund des Betriebssystems entfernt. Ab jetzt wird die Anmeldung der Azure CLI verwendet (falls vorhanden).</translation>
    </message>
    <message>
        <source>Offline mode needs no connection: nothing to test. Choose a provider with `lotse-cli config set provider azure`.</source>
        <translation>Der Offline-Modus braucht keine Verbindung: Es gibt nichts zu testen. Wählen Sie einen Anbieter mit `lotse-cli config set provider azure`.</translation>
    </message>
    <message>
        <source>Testing %1 at %2 (%3)…</source>
        <translation>Teste %1 unter %2 (%3)…</translation>
    </message>
    <message>
        <source>model (checked without a model, then by a grounding call)</source>
        <translation>model (ohne Modell geprüft, dann durch eine Belegprüfung des Modells)</translation>
    </message>
    <message>
        <source>local (checked without a model only)</source>
        <translation>local (nur ohne Modell geprüft)</translation>
    </message>
    <message>
        <source>the chat deployment</source>
        <translation>das Chat-Deployment</translation>
    </message>
    <message>
        <source>grounding-check takes model (a grounding call checks every answer as well) or local (the check without a model only), not “%1”.</source>
        <translation>grounding-check nimmt model (zusätzlich prüft ein Modellaufruf jede Antwort) oder local (nur die Prüfung ohne Modell), nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 takes a whole number from %2 to %3, not “%4”.</source>
        <translation>%1 nimmt eine ganze Zahl von %2 bis %3, nicht „%4“.</translation>
    </message>
    <message>
        <source>none (set one: config set contact &quot;Ask HR: …&quot;)</source>
        <translation>keine (festlegen mit: config set contact &quot;Fragen Sie die Personalabteilung: …&quot;)</translation>
    </message>
    <message>
        <source>config takes: show | set NAME VALUE | set-key | delete-key | test | sign-out | set-db-password URL | delete-db-password URL (NAME: %1).</source>
        <translation>config nimmt: show | set NAME WERT | set-key | delete-key | test | sign-out | set-db-password URL | delete-db-password URL (NAME: %1).</translation>
    </message>
    <message>
        <source>The database password is stored in the OS keychain.</source>
        <translation>Das Datenbankpasswort ist im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>The database password was removed from the OS keychain.</source>
        <translation>Das Datenbankpasswort wurde aus dem Schlüsselbund des Systems entfernt.</translation>
    </message>
    <message>
        <source>Database password (not shown): </source>
        <translation>Datenbankpasswort (wird nicht angezeigt): </translation>
    </message>
    <message>
        <source>no password was given. Pipe it in, e.g. `lotse-cli config set-db-password URL &lt; pw.txt`, or type it when asked.</source>
        <translation>es wurde kein Passwort angegeben. Leiten Sie es ein, z. B. `lotse-cli config set-db-password URL &lt; pw.txt`, oder tippen Sie es auf Nachfrage ein.</translation>
    </message>
    <message>
        <source>The OS keychain is not available or refused (unlock or install one, e.g. GNOME Keyring or KWallet), or set LOTSE_DB_PASSWORD for this session instead; it is never written anywhere.</source>
        <translation>Der Schlüsselbund des Systems ist nicht verfügbar oder hat abgelehnt (entsperren oder installieren Sie einen, z. B. GNOME Keyring oder KWallet), oder setzen Sie stattdessen LOTSE_DB_PASSWORD für diese Sitzung; es wird nirgends gespeichert.</translation>
    </message>
    <message>
        <source>speculation takes on (prepare the answer while the evidence is graded) or off (one answer call, after the verdict), not “%1”.</source>
        <translation>speculation nimmt on (die Antwort vorbereiten, während die Belege geprüft werden) oder off (ein Antwortaufruf, nach dem Urteil), nicht „%1“.</translation>
    </message>
    <message>
        <source>on (the answer is prepared while the evidence is graded)</source>
        <translation>on (die Antwort wird vorbereitet, während die Belege geprüft werden)</translation>
    </message>
    <message>
        <source>off (one answer call, after the verdict)</source>
        <translation>off (ein Antwortaufruf, nach dem Urteil)</translation>
    </message>
</context>
<context>
    <name>lotse::cli::EmbedCommand</name>
    <message>
        <source>Embedding passages: %1/%2</source>
        <translation>Abschnitte werden eingebettet: %1/%2</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) embedded (%1 tokens).</source>
        <translation>
            <numerusform>%n Abschnitt eingebettet (%1 Token).</numerusform>
            <numerusform>%n Abschnitte eingebettet (%1 Token).</numerusform>
        </translation>
    </message>
    <message>
        <source>embedding stopped: %1
The files are indexed and keyword search works; run ingest again to embed the rest.</source>
        <translation>Einbetten abgebrochen: %1
Die Dateien sind indiziert und die Stichwortsuche funktioniert; führen Sie ingest erneut aus, um den Rest einzubetten.</translation>
    </message>
</context>
<context>
    <name>lotse::cli::EvalCommand</name>
    <message>
        <source>Run `lotse-cli --help` for the commands.</source>
        <translation>Führen Sie `lotse-cli --help` aus, um die Befehle zu sehen.</translation>
    </message>
    <message>
        <source>eval: the folder holding each question&apos;s corpus folder.</source>
        <translation>eval: der Ordner, der den Korpusordner jeder Frage enthält.</translation>
    </message>
    <message>
        <source>eval: where the corpora&apos;s knowledge bases are kept between runs.</source>
        <translation>eval: wo die Wissensbasen der Korpora zwischen den Läufen aufbewahrt werden.</translation>
    </message>
    <message>
        <source>eval: an earlier report (saved --json output) to compare with.</source>
        <translation>eval: ein früherer Bericht (gespeicherte --json-Ausgabe) zum Vergleich.</translation>
    </message>
    <message>
        <source>eval takes one evaluation set, e.g. lotse-cli eval questions.jsonl --corpora DIR</source>
        <translation>eval erwartet ein Evaluierungsset, z. B. lotse-cli eval questions.jsonl --corpora DIR</translation>
    </message>
    <message>
        <source>eval needs either --corpora DIR (each question&apos;s corpus folder is indexed on its own) or --db FILE (one knowledge base for every question).</source>
        <translation>eval benötigt entweder --corpora DIR (der Korpusordner jeder Frage wird einzeln indiziert) oder --db FILE (eine Wissensbasis für alle Fragen).</translation>
    </message>
    <message>
        <source>--corpora: %1 is not a folder.</source>
        <translation>--corpora: %1 ist kein Ordner.</translation>
    </message>
    <message numerus="yes">
        <source>the evaluation set has %n broken line(s); the format is described in shared/eval/README.md.</source>
        <translation>
            <numerusform>das Evaluierungsset hat %n fehlerhafte Zeile; das Format ist in shared/eval/README.md beschrieben.</numerusform>
            <numerusform>das Evaluierungsset hat %n fehlerhafte Zeilen; das Format ist in shared/eval/README.md beschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Indexing %1 (%n file(s))…</source>
        <translation>
            <numerusform>%1 wird indiziert (%n Datei)…</numerusform>
            <numerusform>%1 wird indiziert (%n Dateien)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Knowledge base %1</source>
        <translation>Wissensbasis %1</translation>
    </message>
    <message>
        <source>; embedding failed, keywords only: %1</source>
        <translation>; Einbetten fehlgeschlagen, nur Stichwörter: %1</translation>
    </message>
    <message numerus="yes">
        <source>%1: %n file(s), %2 added, %3 updated, %4 unchanged, %5 removed, %6 failed (%7 ms)%8</source>
        <translation>
            <numerusform>%1: %n Datei, %2 hinzugefügt, %3 aktualisiert, %4 unverändert, %5 entfernt, %6 fehlgeschlagen (%7 ms)%8</numerusform>
            <numerusform>%1: %n Dateien, %2 hinzugefügt, %3 aktualisiert, %4 unverändert, %5 entfernt, %6 fehlgeschlagen (%7 ms)%8</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>[%1/%2] %3 %4, %n round(s), %5 ms</source>
        <translation>
            <numerusform>[%1/%2] %3 %4, %n Runde, %5 ms</numerusform>
            <numerusform>[%1/%2] %3 %4, %n Runden, %5 ms</numerusform>
        </translation>
    </message>
    <message>
        <source>Evaluation of %1: %2 over %3, %4, %5, top %6, in %7 s</source>
        <translation>Evaluierung von %1: %2 über %3, %4, %5, top %6, in %7 s</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s)</source>
        <translation>
            <numerusform>%n Frage</numerusform>
            <numerusform>%n Fragen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>at most %n round(s)</source>
        <translation>
            <numerusform>höchstens %n Runde</numerusform>
            <numerusform>höchstens %n Runden</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::FoldersCommand</name>
    <message>
        <source>lotse-cli: %1
Run `lotse-cli --help` for the commands.</source>
        <translation>lotse-cli: %1
Führen Sie `lotse-cli --help` aus, um die Befehle anzuzeigen.</translation>
    </message>
    <message>
        <source>folders takes no arguments.</source>
        <translation>folders erwartet keine Argumente.</translation>
    </message>
    <message>
        <source>use `folder add PATH` or `folder remove PATH`.</source>
        <translation>verwenden Sie `folder add PATH` oder `folder remove PATH`.</translation>
    </message>
    <message>
        <source>%1 takes no arguments.</source>
        <translation>%1 erwartet keine Argumente.</translation>
    </message>
    <message>
        <source>lotse-cli: there is no knowledge base at %1. Add a folder first with `lotse-cli folder add PATH`, or check the --db path.</source>
        <translation>lotse-cli: Unter %1 gibt es keine Wissensbasis. Fügen Sie zuerst mit `lotse-cli folder add PATH` einen Ordner hinzu oder prüfen Sie den Pfad bei --db.</translation>
    </message>
    <message>
        <source>Changes in %1, syncing…</source>
        <translation>Änderungen in %1, wird synchronisiert …</translation>
    </message>
    <message>
        <source>Watching the folders for changes; stop with Ctrl+C.</source>
        <translation>Die Ordner werden auf Änderungen überwacht; beenden mit Strg+C.</translation>
    </message>
    <message>
        <source>No folders are kept in sync. Add one with: lotse-cli folder add PATH</source>
        <translation>Es werden keine Ordner synchron gehalten. Fügen Sie einen hinzu mit: lotse-cli folder add PATH</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>%1  %2 ready, %3 failed, synced %4%5</source>
        <translation>%1  %2 bereit, %3 fehlgeschlagen, synchronisiert: %4%5</translation>
    </message>
    <message>
        <source>  (missing)</source>
        <translation>  (fehlt)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) from an interrupted run are still to index: `lotse-cli sync` finishes them.</source>
        <translation>
            <numerusform>%n Datei aus einem unterbrochenen Lauf ist noch zu indizieren: `lotse-cli sync` schließt dies ab.</numerusform>
            <numerusform>%n Dateien aus einem unterbrochenen Lauf sind noch zu indizieren: `lotse-cli sync` schließt dies ab.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::IngestCommand</name>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <source>added %1 (%2)</source>
        <translation>hinzugefügt: %1 (%2)</translation>
    </message>
    <message>
        <source>updated %1 (%2)</source>
        <translation>aktualisiert: %1 (%2)</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>entfernt: %1</translation>
    </message>
    <message>
        <source>unchanged %1</source>
        <translation>unverändert: %1</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n document(s).</source>
        <translation>
            <numerusform>%n Dokument entfernt.</numerusform>
            <numerusform>%n Dokumente entfernt.</numerusform>
        </translation>
    </message>
    <message>
        <source>Cancelled: the files finished so far stay in the knowledge base.</source>
        <translation>Abgebrochen: Die bis jetzt fertig verarbeiteten Dateien bleiben in der Wissensbasis.</translation>
    </message>
    <message>
        <source>renamed %1 -&gt; %2 (%3 kept)</source>
        <translation>umbenannt: %1 -&gt; %2 (%3 beibehalten)</translation>
    </message>
    <message>
        <source>%1 added, %2 updated, %3 unchanged, %4 renamed, %5 removed, %6 failed, %7 skipped; %8 indexed in %9</source>
        <translation>%1 hinzugefügt, %2 aktualisiert, %3 unverändert, %4 umbenannt, %5 entfernt, %6 fehlgeschlagen, %7 übersprungen; %8 in %9 indiziert</translation>
    </message>
    <message>
        <source> (%1 files/s, %2 MB/s)</source>
        <translation> (%1 Dateien/s, %2 MB/s)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) failed (reasons above). Fix them and run `lotse-cli retry`; `lotse-cli docs` lists them.</source>
        <translation>
            <numerusform>%n Datei ist fehlgeschlagen (Gründe siehe oben). Beheben Sie die Probleme und führen Sie `lotse-cli retry` aus; `lotse-cli docs` listet sie auf.</numerusform>
            <numerusform>%n Dateien sind fehlgeschlagen (Gründe siehe oben). Beheben Sie die Probleme und führen Sie `lotse-cli retry` aus; `lotse-cli docs` listet sie auf.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warning: %1 has %n passage(s) with instructions to an AI assistant (such as “ignore previous instructions”). Lotse treats them as text and never follows them; check who wrote them.</source>
        <translation>
            <numerusform>Warnung: %1 hat %n Passage mit Anweisungen an einen KI-Assistenten (etwa „ignore previous instructions“). Lotse behandelt sie als Text und befolgt sie nie; prüfen Sie, wer sie geschrieben hat.</numerusform>
            <numerusform>Warnung: %1 hat %n Passagen mit Anweisungen an einen KI-Assistenten (etwa „ignore previous instructions“). Lotse behandelt sie als Text und befolgt sie nie; prüfen Sie, wer sie geschrieben hat.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::TeamCommand</name>
    <message>
        <source>team grant: reader or manager.</source>
        <translation>team grant: reader oder manager.</translation>
    </message>
    <message>
        <source>Run `lotse-cli --help` for the commands.</source>
        <translation>Führen Sie `lotse-cli --help` aus, um die Befehle zu sehen.</translation>
    </message>
    <message>
        <source>Name the team knowledge base: a URL like postgresql://USER@HOST:5432/DBNAME.</source>
        <translation>Nennen Sie die Team-Wissensbasis: eine URL wie postgresql://USER@HOST:5432/DBNAME.</translation>
    </message>
    <message>
        <source>%1 is now a %2 with the groups %3.</source>
        <translation>%1 ist jetzt %2 mit den Gruppen %3.</translation>
    </message>
    <message>
        <source>No password for %1: store it with `lotse-cli config set-db-password %2`, or set LOTSE_DB_PASSWORD.</source>
        <translation>Kein Passwort für %1: Speichern Sie es mit `lotse-cli config set-db-password %2` oder setzen Sie LOTSE_DB_PASSWORD.</translation>
    </message>
    <message>
        <source>The team knowledge base %1 is set up (schema %2). Next: lotse-cli team grant USER --role reader --groups all-staff --db %1</source>
        <translation>Die Team-Wissensbasis %1 ist eingerichtet (Schema %2). Als Nächstes: lotse-cli team grant BENUTZER --role reader --groups all-staff --db %1</translation>
    </message>
    <message>
        <source>Server: PostgreSQL %1, vector search in the server (pgvector): %2</source>
        <translation>Server: PostgreSQL %1, Vektorsuche im Server (pgvector): %2</translation>
    </message>
    <message>
        <source>available</source>
        <translation>verfügbar</translation>
    </message>
    <message>
        <source>not available</source>
        <translation>nicht verfügbar</translation>
    </message>
    <message>
        <source>Not set up for Lotse yet: an administrator runs `lotse-cli team init %1`.</source>
        <translation>Noch nicht für Lotse eingerichtet: Eine Administratorin führt `lotse-cli team init %1` aus.</translation>
    </message>
    <message>
        <source>Schema: %1</source>
        <translation>Schema: %1</translation>
    </message>
    <message>
        <source>Connected as: %1 (%2), groups: %3</source>
        <translation>Verbunden als: %1 (%2), Gruppen: %3</translation>
    </message>
    <message>
        <source>no Lotse role</source>
        <translation>keine Lotse-Rolle</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>Visible to you: %1 documents, %2 passages</source>
        <translation>Für Sie sichtbar: %1 Dokumente, %2 Abschnitte</translation>
    </message>
    <message>
        <source>You (%1) have no access to this team knowledge base: ask its administrator for `lotse-cli team grant %1 --role reader --groups …`.</source>
        <translation>Sie (%1) haben keinen Zugriff auf diese Team-Wissensbasis: Bitten Sie ihre Administratorin um `lotse-cli team grant %1 --role reader --groups …`.</translation>
    </message>
    <message>
        <source>team grant, and ingest into a team knowledge base: the access groups, e.g. hr,all-staff.</source>
        <translation>team grant und ingest in eine Team-Wissensbasis: die Zugriffsgruppen, z. B. hr,all-staff.</translation>
    </message>
    <message>
        <source>ingest takes the files or folders to add, e.g. lotse-cli ingest handbook/ --groups all-staff --db URL</source>
        <translation>ingest nimmt die Dateien oder Ordner, die hinzukommen, z. B. lotse-cli ingest handbook/ --groups all-staff --db URL</translation>
    </message>
    <message>
        <source>Say who may read these documents: --groups all-staff (or hr, finance, …).</source>
        <translation>Sagen Sie, wer diese Dokumente lesen darf: --groups all-staff (oder hr, finance, …).</translation>
    </message>
    <message>
        <source>Updating the local copy of the team knowledge base failed: %1</source>
        <translation>Die lokale Kopie der Team-Wissensbasis konnte nicht aktualisiert werden: %1</translation>
    </message>
    <message>
        <source>Team knowledge base %1: %2 new, %3 changed, %4 removed, %5 unchanged documents.</source>
        <translation>Team-Wissensbasis %1: %2 neue, %3 geänderte, %4 entfernte, %5 unveränderte Dokumente.</translation>
    </message>
    <message>
        <source>Local copy: %1</source>
        <translation>Lokale Kopie: %1</translation>
    </message>
    <message>
        <source>Answering from the local copy synced %1: changes made since then are missing.</source>
        <translation>Antwort aus der lokalen Kopie vom %1: Änderungen seitdem fehlen darin.</translation>
    </message>
    <message>
        <source>Members&apos; questions are now stored in the team knowledge base: %1 (from their next sync).</source>
        <translation>Fragen der Mitglieder werden jetzt in der Team-Wissensbasis gespeichert: %1 (ab ihrem nächsten Abgleich).</translation>
    </message>
    <message>
        <source>Members&apos; questions stored here: %1</source>
        <translation>Hier gespeicherte Fragen der Mitglieder: %1</translation>
    </message>
    <message>
        <source>Only a manager of this team knowledge base adds and removes documents; ask its administrator for `lotse-cli team grant %1 --role manager --groups …`.</source>
        <translation>Nur wer diese Team-Wissensbasis verwaltet, fügt Dokumente hinzu und entfernt sie; bitten Sie deren Administration um `lotse-cli team grant %1 --role manager --groups …`.</translation>
    </message>
    <message>
        <source>not in the team knowledge base: %1 (`lotse-cli team status` counts what is)</source>
        <translation>nicht in der Team-Wissensbasis: %1 (`lotse-cli team status` zählt, was darin ist)</translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>entfernt: %1</translation>
    </message>
    <message>
        <source>not removed: %1</source>
        <translation>nicht entfernt: %1</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n document(s); members&apos; copies follow at their next sync.</source>
        <translation>
            <numerusform>%n Dokument entfernt; die Kopien der Mitglieder folgen bei ihrem nächsten Abgleich.</numerusform>
            <numerusform>%n Dokumente entfernt; die Kopien der Mitglieder folgen bei ihrem nächsten Abgleich.</numerusform>
        </translation>
    </message>
    <message>
        <source>team takes: init URL | grant USER --role reader|manager --groups LIST --db URL | status URL | sync URL | trace-policy off|without-question|full --db URL | trace-retention DAYS --db URL</source>
        <translation>team erwartet: init URL | grant USER --role reader|manager --groups LISTE --db URL | status URL | sync URL | trace-policy off|without-question|full --db URL | trace-retention TAGE --db URL</translation>
    </message>
    <message>
        <source>trace-retention takes a number of days (0 keeps the team&apos;s questions for ever), not “%1”.</source>
        <translation>trace-retention erwartet eine Anzahl Tage (0 bewahrt die Fragen des Teams für immer auf), nicht „%1“.</translation>
    </message>
    <message>
        <source>The team&apos;s questions are now kept for ever.</source>
        <translation>Die Fragen des Teams werden jetzt für immer aufbewahrt.</translation>
    </message>
    <message numerus="yes">
        <source>The team&apos;s questions are now kept for %n day(s), in the team knowledge base and in its managers&apos; copies (from the next sync).</source>
        <translation>
            <numerusform>Die Fragen des Teams werden jetzt %n Tag aufbewahrt, in der Team-Wissensbasis und in den Kopien derer, die sie verwalten (ab der nächsten Synchronisierung).</numerusform>
            <numerusform>Die Fragen des Teams werden jetzt %n Tage aufbewahrt, in der Team-Wissensbasis und in den Kopien derer, die sie verwalten (ab der nächsten Synchronisierung).</numerusform>
        </translation>
    </message>
    <message>
        <source>Questions: %1 shared, %2 from the team, %3 deleted; feedback: %4 shared, %5 from the team.</source>
        <translation>Fragen: %1 geteilt, %2 vom Team, %3 gelöscht; Feedback: %4 geteilt, %5 vom Team.</translation>
    </message>
    <message>
        <source>Kept: for ever</source>
        <translation>Aufbewahrt: für immer</translation>
    </message>
    <message numerus="yes">
        <source>Kept: %n day(s)</source>
        <translation>
            <numerusform>Aufbewahrt: %n Tag</numerusform>
            <numerusform>Aufbewahrt: %n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>use `folder add PATH --groups LIST`, `folder remove PATH`, `folders` or `sync`, each with --db URL.</source>
        <translation>verwenden Sie `folder add PFAD --groups LISTE`, `folder remove PFAD`, `folders` oder `sync`, jeweils mit --db URL.</translation>
    </message>
    <message>
        <source>Say who may read this folder&apos;s documents: --groups all-staff (or hr, finance, …).</source>
        <translation>Geben Sie an, wer die Dokumente dieses Ordners lesen darf: --groups all-staff (oder hr, finance, …).</translation>
    </message>
    <message>
        <source>A team knowledge base is kept up to date with `lotse-cli sync --db URL`; run it as often as needed, e.g. from a timer.</source>
        <translation>Eine Team-Wissensbasis wird mit `lotse-cli sync --db URL` aktuell gehalten; führen Sie es so oft wie nötig aus, z. B. über einen Timer.</translation>
    </message>
</context>
<context>
    <name>lotse::cli::TeamFolders</name>
    <message>
        <source>Members&apos; copies follow at their next sync.</source>
        <translation>Die Kopien der Mitglieder folgen bei ihrer nächsten Synchronisierung.</translation>
    </message>
    <message>
        <source>No folders are kept in sync. Add one with: lotse-cli folder add PATH --groups all-staff --db URL</source>
        <translation>Es werden keine Ordner synchronisiert. Fügen Sie einen hinzu mit: lotse-cli folder add PFAD --groups all-staff --db URL</translation>
    </message>
    <message>
        <source>not yet</source>
        <translation>noch nicht</translation>
    </message>
    <message>
        <source>%1  groups %2  %3 ready, %4 failed, synced %5%6</source>
        <translation>%1  Gruppen %2  %3 bereit, %4 fehlgeschlagen, synchronisiert %5%6</translation>
    </message>
    <message>
        <source>  (missing on this machine)</source>
        <translation>  (fehlt auf diesem Rechner)</translation>
    </message>
    <message numerus="yes">
        <source>%n file(s) from an interrupted run of yours are still to add: `lotse-cli sync --db URL` finishes them.</source>
        <translation>
            <numerusform>%n Datei aus einem unterbrochenen Lauf von Ihnen ist noch hinzuzufügen: `lotse-cli sync --db URL` erledigt das.</numerusform>
            <numerusform>%n Dateien aus einem unterbrochenen Lauf von Ihnen sind noch hinzuzufügen: `lotse-cli sync --db URL` erledigt das.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::cli::TeamIngestReport</name>
    <message numerus="yes">
        <source>added %1 (%n passage(s))</source>
        <translation>
            <numerusform>hinzugefügt %1 (%n Abschnitt)</numerusform>
            <numerusform>hinzugefügt %1 (%n Abschnitte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>updated %1 (%n passage(s))</source>
        <translation>
            <numerusform>aktualisiert %1 (%n Abschnitt)</numerusform>
            <numerusform>aktualisiert %1 (%n Abschnitte)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>warning: %1 has %n passage(s) with instructions to an AI assistant (such as “ignore previous instructions”). Lotse treats them as text and never follows them; check who wrote them.</source>
        <translation>
            <numerusform>Warnung: %1 hat %n Passage mit Anweisungen an einen KI-Assistenten (etwa „ignore previous instructions“). Lotse behandelt sie als Text und befolgt sie nie; prüfen Sie, wer sie geschrieben hat.</numerusform>
            <numerusform>Warnung: %1 hat %n Passagen mit Anweisungen an einen KI-Assistenten (etwa „ignore previous instructions“). Lotse behandelt sie als Text und befolgt sie nie; prüfen Sie, wer sie geschrieben hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>removed %1</source>
        <translation>entfernt: %1</translation>
    </message>
    <message>
        <source>skipped: %1</source>
        <translation>übersprungen: %1</translation>
    </message>
    <message>
        <source>failed: %1</source>
        <translation>fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>Added %1, updated %2, unchanged %3, removed %4, failed %5.</source>
        <translation>Hinzugefügt %1, aktualisiert %2, unverändert %3, entfernt %4, fehlgeschlagen %5.</translation>
    </message>
    <message>
        <source>Readable by the groups %1.</source>
        <translation>Lesbar für die Gruppen %1.</translation>
    </message>
</context>
<context>
    <name>lotse::cli::TraceText</name>
    <message>
        <source>rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>asked</source>
        <translation>gestellt</translation>
    </message>
    <message>
        <source>ms</source>
        <translation>ms</translation>
    </message>
    <message>
        <source>tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>question</source>
        <translation>Frage</translation>
    </message>
    <message numerus="yes">
        <source>%n trace(s); * the grader found the evidence insufficient in some round.</source>
        <translation>
            <numerusform>%n Verlauf; * der Prüfer fand die Belege in mindestens einer Runde nicht ausreichend.</numerusform>
            <numerusform>%n Verläufe; * der Prüfer fand die Belege in mindestens einer Runde nicht ausreichend.</numerusform>
        </translation>
    </message>
    <message>
        <source>Question: %1</source>
        <translation>Frage: %1</translation>
    </message>
    <message>
        <source>Split into sub-questions:</source>
        <translation>Zerlegt in Teilfragen:</translation>
    </message>
    <message numerus="yes">
        <source>== %1 after %n round(s), %2 ms, %3 tokens (%4 prompt, %5 completion), cost %6 ==</source>
        <translation>
            <numerusform>== %1 nach %n Runde, %2 ms, %3 Token (%4 Eingabe, %5 Ausgabe), Kosten %6 ==</numerusform>
            <numerusform>== %1 nach %n Runden, %2 ms, %3 Token (%4 Eingabe, %5 Ausgabe), Kosten %6 ==</numerusform>
        </translation>
    </message>
    <message>
        <source>Trace %1</source>
        <translation>Verlauf %1</translation>
    </message>
</context>
<context>
    <name>lotse::cli::TracesCommand</name>
    <message>
        <source>Run `lotse-cli --help` for the commands.</source>
        <translation>Führen Sie `lotse-cli --help` aus, um die Befehle zu sehen.</translation>
    </message>
    <message>
        <source>ask: do not store the trace.</source>
        <translation>ask: den Verlauf nicht speichern.</translation>
    </message>
    <message>
        <source>traces: only answered, refused, failed or cancelled (comma-separated).</source>
        <translation>traces: nur Fragen mit dem Ergebnis answered, refused, failed oder cancelled (kommagetrennt).</translation>
    </message>
    <message>
        <source>traces: asked on or after a date (2025-03-01) or 7d.</source>
        <translation>traces: gestellt ab einem Datum (2025-03-01) oder 7d.</translation>
    </message>
    <message>
        <source>traces: asked up to a date (inclusive).</source>
        <translation>traces: gestellt bis zu einem Datum (einschließlich).</translation>
    </message>
    <message>
        <source>traces: only questions that took more than one round.</source>
        <translation>traces: nur Fragen, die mehr als eine Runde brauchten.</translation>
    </message>
    <message>
        <source>traces: only questions where the grader found the evidence insufficient.</source>
        <translation>traces: nur Fragen, bei denen der Prüfer die Belege als nicht ausreichend bewertet hat.</translation>
    </message>
    <message>
        <source>traces: only answers citing a document whose path contains TEXT.</source>
        <translation>traces: nur Antworten, die ein Dokument zitieren, dessen Pfad TEXT enthält.</translation>
    </message>
    <message>
        <source>traces: only questions, answers or queries containing TEXT.</source>
        <translation>traces: nur Fragen, Antworten oder Suchanfragen, die TEXT enthalten.</translation>
    </message>
    <message>
        <source>traces: date, outcome, rounds, duration, tokens, cost or question (default date).</source>
        <translation>traces: sortieren nach date, outcome, rounds, duration, tokens, cost oder question (Standard: date).</translation>
    </message>
    <message>
        <source>traces: sort smallest (oldest) first.</source>
        <translation>traces: aufsteigend sortieren (kleinste bzw. älteste zuerst).</translation>
    </message>
    <message>
        <source>traces list: at most N rows.</source>
        <translation>traces list: höchstens N Zeilen.</translation>
    </message>
    <message>
        <source>traces purge: delete traces older than DAYS (default: the retention setting).</source>
        <translation>traces purge: Verläufe löschen, die älter als DAYS sind (Standard: die eingestellte Aufbewahrungsdauer).</translation>
    </message>
    <message>
        <source>“%1” is not a date: use 2025-03-01, 2025-03-01T14:00 or 7d (days ago).</source>
        <translation>„%1“ ist kein Datum: Verwenden Sie 2025-03-01, 2025-03-01T14:00 oder 7d (Tage zurück).</translation>
    </message>
    <message>
        <source>--outcome takes %1, not “%2”.</source>
        <translation>--outcome erwartet %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>--sort takes %1, not “%2”.</source>
        <translation>--sort erwartet %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>--limit takes a whole number from 1, not “%1”.</source>
        <translation>--limit erwartet eine ganze Zahl ab 1, nicht „%1“.</translation>
    </message>
    <message>
        <source>traces takes list, show ID, delete ID, export FILE.jsonl|FILE.csv, purge, settings or set NAME VALUE.</source>
        <translation>traces erwartet list, show ID, delete ID, export FILE.jsonl|FILE.csv, purge, settings oder set NAME VALUE.</translation>
    </message>
    <message>
        <source>there is no knowledge base at %1, so there are no traces. Check the --db path.</source>
        <translation>unter %1 gibt es keine Wissensbasis und daher keine Verläufe. Prüfen Sie den Pfad bei --db.</translation>
    </message>
    <message>
        <source>“%1” is not a trace number; `lotse-cli traces list` shows them.</source>
        <translation>„%1“ ist keine Verlaufsnummer; `lotse-cli traces list` zeigt sie an.</translation>
    </message>
    <message>
        <source>No traces match. Questions asked with `lotse-cli ask` are stored unless --no-trace.</source>
        <translation>Keine passenden Verläufe. Mit `lotse-cli ask` gestellte Fragen werden gespeichert, außer bei --no-trace.</translation>
    </message>
    <message>
        <source>Deleted trace %1.</source>
        <translation>Verlauf %1 gelöscht.</translation>
    </message>
    <message numerus="yes">
        <source>Exported %n trace(s) to %1.</source>
        <translation>
            <numerusform>%n Verlauf nach %1 exportiert.</numerusform>
            <numerusform>%n Verläufe nach %1 exportiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>--older-than takes a number of days from 0 to %1, not “%2”.</source>
        <translation>--older-than erwartet eine Anzahl von Tagen von 0 bis %1, nicht „%2“.</translation>
    </message>
    <message>
        <source>Traces are kept for ever (traces/retentionDays is 0); nothing deleted.</source>
        <translation>Verläufe werden unbegrenzt aufbewahrt (traces/retentionDays ist 0); nichts gelöscht.</translation>
    </message>
    <message>
        <source>Deleted %1 older than %2.</source>
        <translation>%1 gelöscht (älter als %2).</translation>
    </message>
    <message numerus="yes">
        <source>%n trace(s)</source>
        <translation>
            <numerusform>%n Verlauf</numerusform>
            <numerusform>%n Verläufe</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n day(s)</source>
        <translation>
            <numerusform>%n Tag</numerusform>
            <numerusform>%n Tage</numerusform>
        </translation>
    </message>
    <message>
        <source>(keep for ever)</source>
        <translation>(unbegrenzt aufbewahren)</translation>
    </message>
    <message>
        <source>store-question-text takes yes or no, not “%1”.</source>
        <translation>store-question-text erwartet yes oder no, nicht „%1“.</translation>
    </message>
    <message>
        <source>traces set takes retention-days or store-question-text, not “%1”.</source>
        <translation>traces set erwartet retention-days oder store-question-text, nicht „%1“.</translation>
    </message>
    <message>
        <source>the settings could not be written to %1.</source>
        <translation>die Einstellungen konnten nicht nach %1 geschrieben werden.</translation>
    </message>
    <message>
        <source>traces: a team knowledge base&apos;s questions asked by members of GROUP (managers).</source>
        <translation>traces: Fragen einer Team-Wissensbasis, die Mitglieder von GRUPPE gestellt haben (Manager).</translation>
    </message>
</context>
<context>
    <name>lotse::ui::ApiKeyField</name>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Remove Stored Key</source>
        <translation>Gespeicherten Schlüssel entfernen</translation>
    </message>
    <message>
        <source>Remove the stored API key</source>
        <translation>Gespeicherten API-Schlüssel entfernen</translation>
    </message>
    <message>
        <source>Delete the key stored in the OS keychain for this endpoint</source>
        <translation>Den für diesen Endpunkt im Schlüsselbund des Betriebssystems gespeicherten Schlüssel löschen</translation>
    </message>
    <message>
        <source>The stored key was removed from the keychain.</source>
        <translation>Der gespeicherte Schlüssel wurde aus dem Schlüsselbund entfernt.</translation>
    </message>
    <message>
        <source>Enter the endpoint and the key first.</source>
        <translation>Geben Sie zuerst den Endpunkt und den Schlüssel ein.</translation>
    </message>
    <message>
        <source>Enter the endpoint first: the key belongs to it</source>
        <translation>Geben Sie zuerst den Endpunkt ein: Der Schlüssel gehört zu ihm</translation>
    </message>
    <message>
        <source>Checking the keychain…</source>
        <translation>Schlüsselbund wird geprüft…</translation>
    </message>
    <message>
        <source>A key is stored in the keychain; type a new one to replace it</source>
        <translation>Im Schlüsselbund ist ein Schlüssel gespeichert; geben Sie einen neuen ein, um ihn zu ersetzen</translation>
    </message>
    <message>
        <source>No key stored yet</source>
        <translation>Noch kein Schlüssel gespeichert</translation>
    </message>
    <message>
        <source>The keychain cannot be read</source>
        <translation>Der Schlüsselbund kann nicht gelesen werden</translation>
    </message>
    <message>
        <source>The environment variable %1 is set: Lotse uses it instead of the stored key while it is set.</source>
        <translation>Die Umgebungsvariable %1 ist gesetzt: Solange sie gesetzt ist, verwendet Lotse sie statt des gespeicherten Schlüssels.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::CheckCard</name>
    <message>
        <source>Answer check</source>
        <translation>Prüfung der Antwort</translation>
    </message>
    <message>
        <source>Source says:</source>
        <translation>Die Quelle sagt:</translation>
    </message>
    <message>
        <source>Closest in the source:</source>
        <translation>Am nächsten in der Quelle:</translation>
    </message>
    <message>
        <source>answers the question</source>
        <translation>beantwortet die Frage</translation>
    </message>
    <message>
        <source>%1 says %2</source>
        <translation>%1 sagt %2</translation>
    </message>
    <message>
        <source>The handbook contradicts itself:</source>
        <translation>Das Handbuch widerspricht sich:</translation>
    </message>
    <message>
        <source>Checking the answer against its passages…</source>
        <translation>Die Antwort wird mit ihren Passagen abgeglichen …</translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) checked: each is supported by its passage (%1)</source>
        <translation>
            <numerusform>%n Aussage geprüft: von ihrer Passage gestützt (%1)</numerusform>
            <numerusform>%n Aussagen geprüft: jede von ihrer Passage gestützt (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n statement(s) checked: %1 not supported by the passages they cite (%2)</source>
        <translation>
            <numerusform>%n Aussage geprüft: %1 nicht von den zitierten Passagen gestützt (%2)</numerusform>
            <numerusform>%n Aussagen geprüft: %1 nicht von den zitierten Passagen gestützt (%2)</numerusform>
        </translation>
    </message>
    <message>
        <source>The model check failed, so the statements were checked without a model: %1</source>
        <translation>Die Modellprüfung ist fehlgeschlagen, die Aussagen wurden ohne Modell geprüft: %1</translation>
    </message>
    <message>
        <source>Checked without a model and by the deployment “%1”.</source>
        <translation>Ohne Modell und durch das Deployment „%1“ geprüft.</translation>
    </message>
    <message>
        <source>Checked without a model: figures, negations and key terms against the cited passages.</source>
        <translation>Ohne Modell geprüft: Zahlen, Verneinungen und Schlüsselbegriffe gegen die zitierten Passagen.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::ConnectionPanel</name>
    <message>
        <source>&amp;Test Connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Test the connection</source>
        <translation>Verbindung testen</translation>
    </message>
    <message>
        <source>Send a short request to the chat and the embedding deployment with the values above</source>
        <translation>Mit den obigen Werten eine kurze Anfrage an das Chat- und das Embedding-Deployment senden</translation>
    </message>
    <message>
        <source>Testing the connection</source>
        <translation>Verbindung wird getestet</translation>
    </message>
    <message>
        <source>Chat deployment result</source>
        <translation>Ergebnis des Chat-Deployments</translation>
    </message>
    <message>
        <source>Embedding deployment result</source>
        <translation>Ergebnis des Embedding-Deployments</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>This provider needs an API key: type it into the API key field.</source>
        <translation>Dieser Anbieter benötigt einen API-Schlüssel: Geben Sie ihn in das Feld „API-Schlüssel“ ein.</translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation>Test läuft…</translation>
    </message>
</context>
<context>
    <name>lotse::ui::ContradictionTree</name>
    <message>
        <source>Contradictions in the handbook</source>
        <translation>Widersprüche im Handbuch</translation>
    </message>
    <message>
        <source>Subject / passage</source>
        <translation>Thema / Passage</translation>
    </message>
    <message>
        <source>Says</source>
        <translation>Sagt</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Last asked</source>
        <translation>Zuletzt gefragt</translation>
    </message>
    <message>
        <source>(no subject)</source>
        <translation>(ohne Thema)</translation>
    </message>
    <message>
        <source> vs. </source>
        <translation> gegenüber </translation>
    </message>
    <message>
        <source>Last asked: “%1”</source>
        <translation>Zuletzt gefragt: „%1“</translation>
    </message>
</context>
<context>
    <name>lotse::ui::ConversationList</name>
    <message>
        <source>Search conversations</source>
        <translation>Unterhaltungen durchsuchen</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>&amp;New Conversation</source>
        <translation>&amp;Neue Unterhaltung</translation>
    </message>
    <message>
        <source>Start a new conversation (the current one is kept)</source>
        <translation>Eine neue Unterhaltung beginnen (die aktuelle bleibt erhalten)</translation>
    </message>
    <message>
        <source>New conversation</source>
        <translation>Neue Unterhaltung</translation>
    </message>
    <message>
        <source>&amp;Rename Conversation</source>
        <translation>Unterhaltung &amp;umbenennen</translation>
    </message>
    <message>
        <source>&amp;Delete Conversation…</source>
        <translation>Unterhaltung &amp;löschen…</translation>
    </message>
    <message>
        <source>Delete the conversation and its questions from the history</source>
        <translation>Die Unterhaltung und ihre Fragen aus dem Verlauf löschen</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n question(s)</source>
        <translation>
            <numerusform>%1 · %n Frage</numerusform>
            <numerusform>%1 · %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Your conversations are kept here. Ask a question to start one.</source>
        <translation>Hier werden Ihre Unterhaltungen aufbewahrt. Stellen Sie eine Frage, um eine zu beginnen.</translation>
    </message>
    <message>
        <source>No conversation matches “%1”.</source>
        <translation>Keine Unterhaltung passt zu „%1“.</translation>
    </message>
    <message>
        <source>Delete the conversation?</source>
        <translation>Unterhaltung löschen?</translation>
    </message>
    <message>
        <source>“%1” and its questions and answers are deleted from this knowledge base&apos;s history. This cannot be undone.</source>
        <translation>„%1“ wird mit seinen Fragen und Antworten aus dem Verlauf dieser Wissensbasis gelöscht. Das lässt sich nicht rückgängig machen.</translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
</context>
<context>
    <name>lotse::ui::ConversationView</name>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>Looking for an answer to “%1”…</source>
        <translation>Suche nach einer Antwort auf „%1“…</translation>
    </message>
    <message numerus="yes">
        <source>Split into %n sub-question(s); searching for each…</source>
        <translation>
            <numerusform>In %n Teilfrage aufgeteilt; für jede wird gesucht…</numerusform>
            <numerusform>In %n Teilfragen aufgeteilt; für jede wird gesucht…</numerusform>
        </translation>
    </message>
    <message>
        <source>Round %1: searching for “%2”…</source>
        <translation>Runde %1: Suche nach „%2“…</translation>
    </message>
    <message numerus="yes">
        <source>Round %1: checking %n passage(s)…</source>
        <translation>
            <numerusform>Runde %1: %n Abschnitt wird geprüft…</numerusform>
            <numerusform>Runde %1: %n Abschnitte werden geprüft…</numerusform>
        </translation>
    </message>
    <message>
        <source>The passages answer the question; writing the answer…</source>
        <translation>Die Abschnitte beantworten die Frage; die Antwort wird geschrieben…</translation>
    </message>
    <message>
        <source>The passages do not answer the question.</source>
        <translation>Die Abschnitte beantworten die Frage nicht.</translation>
    </message>
    <message>
        <source>Not enough yet; searching again for “%1”…</source>
        <translation>Noch nicht ausreichend; neue Suche nach „%1“…</translation>
    </message>
    <message>
        <source>Your documents do not answer this question (%1). Try other words, or add the document that covers it.</source>
        <translation>Ihre Dokumente beantworten diese Frage nicht (%1). Versuchen Sie es mit anderen Wörtern, oder fügen Sie das Dokument hinzu, das sie behandelt.</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Angehalten.</translation>
    </message>
    <message>
        <source>Searching your documents…</source>
        <translation>Ihre Dokumente werden durchsucht…</translation>
    </message>
    <message>
        <source>Stopped before an answer was complete.</source>
        <translation>Angehalten, bevor die Antwort vollständig war.</translation>
    </message>
    <message>
        <source>Lotse could not answer.</source>
        <translation>Lotse konnte nicht antworten.</translation>
    </message>
    <message>
        <source>How it was found</source>
        <translation>So wurde die Antwort gefunden</translation>
    </message>
    <message>
        <source>Copy answer</source>
        <translation>Antwort kopieren</translation>
    </message>
    <message>
        <source>To try it right away, &lt;a href=&quot;lotse://action/sample&quot;&gt;load the sample handbook&lt;/a&gt; (a fictional company&apos;s policies in English and German), or add your own documents on the left.</source>
        <translation>Zum sofortigen Ausprobieren &lt;a href=&quot;lotse://action/sample&quot;&gt;laden Sie das Beispielhandbuch&lt;/a&gt; (die Richtlinien eines fiktiven Unternehmens auf Englisch und Deutsch), oder fügen Sie links Ihre eigenen Dokumente hinzu.</translation>
    </message>
    <message>
        <source>Your documents are ready: type a question above and press Enter.</source>
        <translation>Ihre Dokumente sind bereit: Geben Sie oben eine Frage ein und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offline mode&lt;/b&gt; needs no connection and no account: keyword search with word forms and synonyms, a check whether the passages really answer the question, and an answer quoted from them.</source>
        <translation>&lt;b&gt;Der Offline-Modus&lt;/b&gt; braucht keine Verbindung und kein Konto: Stichwortsuche mit Wortformen und Synonymen, eine Prüfung, ob die Abschnitte die Frage wirklich beantworten, und eine daraus zitierte Antwort.</translation>
    </message>
    <message>
        <source>&lt;b&gt;With Azure OpenAI&lt;/b&gt; (or a compatible server such as Ollama), Lotse also understands paraphrased questions, searches by meaning and writes the answer in your words, still citing every passage. &lt;a href=&quot;lotse://action/settings&quot;&gt;Connect a provider…&lt;/a&gt; Your key is kept only in the system keychain.</source>
        <translation>&lt;b&gt;Mit Azure OpenAI&lt;/b&gt; (oder einem kompatiblen Server wie Ollama) versteht Lotse auch anders formulierte Fragen, sucht nach Bedeutung und schreibt die Antwort in eigenen Worten – und zitiert weiterhin jeden Abschnitt. &lt;a href=&quot;lotse://action/settings&quot;&gt;Anbieter verbinden…&lt;/a&gt; Ihr Schlüssel wird nur im Schlüsselbund des Systems gespeichert.</translation>
    </message>
    <message>
        <source>Lotse is answering offline now.</source>
        <translation>Lotse antwortet jetzt offline.</translation>
    </message>
    <message>
        <source>Lotse is answering with %1 now.</source>
        <translation>Lotse antwortet jetzt mit %1.</translation>
    </message>
    <message>
        <source>Welcome to Lotse</source>
        <translation>Willkommen bei Lotse</translation>
    </message>
    <message>
        <source>Lotse answers questions from your own handbook and links every statement to the passage it comes from. When the documents do not answer, it says so instead of guessing.</source>
        <translation>Lotse beantwortet Fragen aus Ihrem eigenen Handbuch und verknüpft jede Aussage mit dem Abschnitt, aus dem sie stammt. Wenn die Dokumente keine Antwort enthalten, sagt Lotse das, statt zu raten.</translation>
    </message>
    <message>
        <source>There is no answer to copy yet.</source>
        <translation>Es gibt noch keine Antwort zum Kopieren.</translation>
    </message>
    <message>
        <source>The answer is on the clipboard, with its sources named.</source>
        <translation>Die Antwort ist mit Quellenangaben in der Zwischenablage.</translation>
    </message>
    <message numerus="yes">
        <source>Answered in %n round(s) (%1). Click a source to read the passage.</source>
        <translation>
            <numerusform>In %n Runde beantwortet (%1). Klicken Sie auf eine Quelle, um den Abschnitt zu lesen.</numerusform>
            <numerusform>In %n Runden beantwortet (%1). Klicken Sie auf eine Quelle, um den Abschnitt zu lesen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Incomplete answer: the model stopped at its token limit.</source>
        <translation>Unvollständige Antwort: Das Modell hat bei seinem Token-Limit aufgehört.</translation>
    </message>
    <message>
        <source>Cut off here. The sources below support only what is shown.</source>
        <translation>Hier abgeschnitten. Die Quellen unten belegen nur, was angezeigt wird.</translation>
    </message>
    <message>
        <source>The answer is incomplete: the model reached its token limit. Ask a narrower question; for a reasoning model, a lower reasoning effort in the settings leaves more room.</source>
        <translation>Die Antwort ist unvollständig: Das Modell hat sein Token-Limit erreicht. Stellen Sie eine engere Frage; bei einem Reasoning-Modell lässt ein niedrigerer Reasoning-Aufwand in den Einstellungen mehr Platz.</translation>
    </message>
    <message>
        <source>Checking every statement against the passage it cites…</source>
        <translation>Jede Aussage wird mit der zitierten Passage abgeglichen …</translation>
    </message>
    <message>
        <source>The answer was not shown: the passages it cites do not support it. What they say is listed instead.</source>
        <translation>Die Antwort wurde nicht angezeigt: Die zitierten Passagen stützen sie nicht. Stattdessen steht dort, was sie sagen.</translation>
    </message>
    <message numerus="yes">
        <source>✓ %n statement(s) checked against their passages</source>
        <translation>
            <numerusform>✓ %n Aussage mit ihrer Passage abgeglichen</numerusform>
            <numerusform>✓ %n Aussagen mit ihren Passagen abgeglichen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n statement(s) supported by their passages</source>
        <translation>
            <numerusform>%1 von %n Aussage von ihrer Passage gestützt</numerusform>
            <numerusform>%1 von %n Aussagen von ihren Passagen gestützt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n contradiction(s) in the handbook</source>
        <translation>
            <numerusform>⚠ %n Widerspruch im Handbuch</numerusform>
            <numerusform>⚠ %n Widersprüche im Handbuch</numerusform>
        </translation>
    </message>
    <message>
        <source>Answered from the closest section (%1): it may not cover your exact case. Check the sources.</source>
        <translation>Aus dem nächstliegenden Abschnitt beantwortet (%1): Er deckt Ihren Fall womöglich nicht genau ab. Prüfen Sie die Quellen.</translation>
    </message>
    <message>
        <source>Lotse could not answer this question; the reason and what to do are below.</source>
        <translation>Lotse konnte diese Frage nicht beantworten; den Grund und was zu tun ist, lesen Sie unten.</translation>
    </message>
    <message>
        <source>Your copy of the team knowledge base is being brought up to date; the status bar says when it is. Then type a question above and press Enter.</source>
        <translation>Ihre Kopie der Team-Wissensbasis wird gerade auf den neuesten Stand gebracht; die Statusleiste zeigt, wann sie es ist. Geben Sie dann oben eine Frage ein und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <source>Your team&apos;s documents are ready: type a question above and press Enter.</source>
        <translation>Die Dokumente Ihres Teams sind bereit: Geben Sie oben eine Frage ein und drücken Sie die Eingabetaste.</translation>
    </message>
    <message>
        <source>Writing the answer from the parts of the question that were found (whether they answer all of it could not be checked)…</source>
        <translation>Die Antwort wird aus den gefundenen Teilen der Frage geschrieben (ob sie die ganze Frage beantworten, ließ sich nicht prüfen)…</translation>
    </message>
</context>
<context>
    <name>lotse::ui::Dialogs</name>
    <message>
        <source>Don&apos;t ask again</source>
        <translation>Nicht mehr fragen</translation>
    </message>
</context>
<context>
    <name>lotse::ui::DocumentFilterRow</name>
    <message>
        <source>Filter by title, file name or folder</source>
        <translation>Nach Titel, Dateiname oder Ordner filtern</translation>
    </message>
    <message>
        <source>Filter documents</source>
        <translation>Dokumente filtern</translation>
    </message>
    <message>
        <source>Shows only documents whose title, file name or path contains every word (Ctrl+F; Esc clears)</source>
        <translation>Zeigt nur Dokumente, deren Titel, Dateiname oder Pfad alle eingegebenen Wörter enthält (Strg+F; Esc leert das Feld)</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n document(s)</source>
        <translation>
            <numerusform>%1 von %n Dokument</numerusform>
            <numerusform>%1 von %n Dokumenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n document(s)</source>
        <translation>
            <numerusform>%n Dokument</numerusform>
            <numerusform>%n Dokumente</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1, %n not readable</source>
        <translation>
            <numerusform>%1, %n nicht lesbar</numerusform>
            <numerusform>%1, %n nicht lesbar</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::DocumentLimitsBox</name>
    <message>
        <source>Documents</source>
        <translation>Dokumente</translation>
    </message>
    <message>
        <source>Longest time to read one file</source>
        <translation>Längste Zeit zum Lesen einer Datei</translation>
    </message>
    <message>
        <source>A file that takes longer to read is stopped and listed as failed with the reason; the rest of the folder goes on</source>
        <translation>Eine Datei, deren Lesen länger dauert, wird abgebrochen und mit dem Grund als fehlgeschlagen aufgeführt; der Rest des Ordners wird weiter gelesen</translation>
    </message>
    <message>
        <source>Most memory for reading one file</source>
        <translation>Höchster Speicherbedarf zum Lesen einer Datei</translation>
    </message>
    <message>
        <source> MB</source>
        <translation> MB</translation>
    </message>
    <message>
        <source>A file that needs more memory to read is stopped and listed as failed</source>
        <translation>Eine Datei, die zum Lesen mehr Speicher braucht, wird abgebrochen und als fehlgeschlagen aufgeführt</translation>
    </message>
    <message>
        <source>Largest file to read</source>
        <translation>Größte Datei, die gelesen wird</translation>
    </message>
    <message>
        <source>Larger files are not read; they are listed with the reason</source>
        <translation>Größere Dateien werden nicht gelesen; sie werden mit dem Grund aufgeführt</translation>
    </message>
    <message>
        <source>Files over a limit are not read again until they change or you retry them from the documents list.</source>
        <translation>Dateien über einer Grenze werden erst wieder gelesen, wenn sie sich ändern oder Sie sie in der Dokumentliste erneut versuchen.</translation>
    </message>
    <message numerus="yes">
        <source> second(s)</source>
        <comment>after a number of seconds</comment>
        <translation>
            <numerusform> Sekunde</numerusform>
            <numerusform> Sekunden</numerusform>
        </translation>
    </message>
    <message>
        <source>Ma&amp;ximum reading time:</source>
        <translation>Ma&amp;ximale Lesezeit je Datei:</translation>
    </message>
    <message>
        <source>Memory for reading one file:</source>
        <translation>Speicher zum Lesen einer Datei:</translation>
    </message>
    <message>
        <source>Largest file si&amp;ze:</source>
        <translation>Größte Dateigrö&amp;ße:</translation>
    </message>
</context>
<context>
    <name>lotse::ui::DocumentList</name>
    <message numerus="yes">
        <source>%n passage(s), indexed %1</source>
        <translation>
            <numerusform>%n Abschnitt, indiziert %1</numerusform>
            <numerusform>%n Abschnitte, indiziert %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Documents in the knowledge base</source>
        <translation>Dokumente in der Wissensbasis</translation>
    </message>
    <message>
        <source>Each row is a document and its state. Delete removes the selected documents; the context menu key offers more.</source>
        <translation>Jede Zeile ist ein Dokument mit seinem Status. Entf entfernt die ausgewählten Dokumente; die Kontextmenütaste bietet weitere Aktionen.</translation>
    </message>
    <message>
        <source>Document</source>
        <translation>Dokument</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Queued</source>
        <translation>In Warteschlange</translation>
    </message>
    <message>
        <source>Waiting to be indexed.</source>
        <translation>Wartet auf die Indizierung.</translation>
    </message>
    <message>
        <source>Indexing…</source>
        <translation>Wird indiziert…</translation>
    </message>
    <message>
        <source>Reading the file and splitting it into passages.</source>
        <translation>Die Datei wird gelesen und in Abschnitte aufgeteilt.</translation>
    </message>
    <message>
        <source>Embedding…</source>
        <translation>Wird eingebettet…</translation>
    </message>
    <message>
        <source>Indexed and found by keywords; its passages are being embedded for search by meaning.</source>
        <translation>Indiziert und per Stichwort auffindbar; die Abschnitte werden für die Suche nach Bedeutung eingebettet.</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>Indexed: Lotse can answer from this document.</source>
        <translation>Indiziert: Lotse kann aus diesem Dokument antworten.</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>%1
Fix the file and add it again, or remove it from the list.</source>
        <translation>%1
Korrigieren Sie die Datei und fügen Sie sie erneut hinzu, oder entfernen Sie sie aus der Liste.</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>%1
Lotse reads these files: %2</source>
        <translation>%1
Lotse liest diese Dateien: %2</translation>
    </message>
    <message>
        <source>Removing…</source>
        <translation>Wird entfernt…</translation>
    </message>
    <message>
        <source>Removing the document and its passages from the knowledge base.</source>
        <translation>Das Dokument und seine Abschnitte werden aus der Wissensbasis entfernt.</translation>
    </message>
    <message>
        <source>The last update failed; the previous version is still used. %1</source>
        <translation>Die letzte Aktualisierung ist fehlgeschlagen; die vorherige Version wird weiterhin verwendet. %1</translation>
    </message>
    <message>
        <source>The reason was not recorded. Add the file again to see it.</source>
        <translation>Der Grund wurde nicht gespeichert. Fügen Sie die Datei erneut hinzu, um ihn zu sehen.</translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n passage(s) with instructions to an AI assistant (such as “ignore previous instructions”): treated as text, never followed. Check who wrote them.</source>
        <translation>
            <numerusform>⚠ %n Passage mit Anweisungen an einen KI-Assistenten (etwa „ignore previous instructions“): als Text behandelt, nie befolgt. Prüfen Sie, wer sie geschrieben hat.</numerusform>
            <numerusform>⚠ %n Passagen mit Anweisungen an einen KI-Assistenten (etwa „ignore previous instructions“): als Text behandelt, nie befolgt. Prüfen Sie, wer sie geschrieben hat.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>⚠ %n passage(s) with instructions to an AI assistant: Lotse treats them as text and never follows them. Check who wrote them.</source>
        <translation>
            <numerusform>⚠ %n Passage mit Anweisungen an einen KI-Assistenten: Lotse behandelt sie als Text und befolgt sie nie. Prüfen Sie, wer sie geschrieben hat.</numerusform>
            <numerusform>⚠ %n Passagen mit Anweisungen an einen KI-Assistenten: Lotse behandelt sie als Text und befolgt sie nie. Prüfen Sie, wer sie geschrieben hat.</numerusform>
        </translation>
    </message>
    <message>
        <source>Sample handbook of a fictional company, not your own policy</source>
        <translation>Beispielhandbuch einer erfundenen Firma, nicht Ihre eigene Regelung</translation>
    </message>
    <message>
        <source>Sample handbook</source>
        <translation>Beispielhandbuch</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) in %1</source>
        <translation>
            <numerusform>%n Dokument in %1</numerusform>
            <numerusform>%n Dokumente in %1</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::EmbeddingProgressBox</name>
    <message>
        <source>Embedding passages for search by meaning…</source>
        <translation>Abschnitte werden für die Suche nach Bedeutung eingebettet…</translation>
    </message>
    <message>
        <source>Embedding passages for search by meaning: %1 of %2</source>
        <translation>Abschnitte werden für die Suche nach Bedeutung eingebettet: %1 von %2</translation>
    </message>
    <message>
        <source>Embedding stopped: %1 Questions are still answered by keywords.</source>
        <translation>Einbetten abgebrochen: %1 Fragen werden weiterhin über die Stichwortsuche beantwortet.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::EntraSignInBox</name>
    <message>
        <source>Sign &amp;Out</source>
        <translation>Ab&amp;melden</translation>
    </message>
    <message>
        <source>Forget this sign-in: its refresh token is removed from the OS keychain</source>
        <translation>Diese Anmeldung vergessen: Ihr Aktualisierungstoken wird aus dem Schlüsselbund des Betriebssystems entfernt</translation>
    </message>
    <message>
        <source>Sign-in status</source>
        <translation>Status der Anmeldung</translation>
    </message>
    <message>
        <source>&amp;Sign In…</source>
        <translation>An&amp;melden…</translation>
    </message>
    <message>
        <source>Checking the OS keychain for a sign-in…</source>
        <translation>Im Schlüsselbund des Betriebssystems wird nach einer Anmeldung gesucht…</translation>
    </message>
    <message>
        <source>Not signed in. Requests use the Azure CLI&apos;s account (`az login`) if there is one.</source>
        <translation>Nicht angemeldet. Anfragen verwenden das Konto der Azure CLI (`az login`), falls es eines gibt.</translation>
    </message>
    <message>
        <source>Finish the sign-in in your browser; Lotse waits for it.</source>
        <translation>Schließen Sie die Anmeldung in Ihrem Browser ab; Lotse wartet darauf.</translation>
    </message>
    <message>
        <source>Signed in.</source>
        <translation>Angemeldet.</translation>
    </message>
    <message>
        <source>Signed in as %1.</source>
        <translation>Angemeldet als %1.</translation>
    </message>
    <message>
        <source>✗ %1</source>
        <translation>✗ %1</translation>
    </message>
    <message>
        <source>Cancel &amp;Sign-in</source>
        <translation>Anmeldung a&amp;bbrechen</translation>
    </message>
</context>
<context>
    <name>lotse::ui::EvalChart</name>
    <message>
        <source>Evaluation chart</source>
        <translation>Evaluierungsdiagramm</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Key facts</source>
        <translation>Schlüsselfakten</translation>
    </message>
    <message>
        <source>Refusal correctness</source>
        <translation>Richtigkeit der Ablehnungen</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>k. A.</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n round(s): %1</source>
        <translation>
            <numerusform>%n Runde: %1</numerusform>
            <numerusform>%n Runden: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>Rounds used: %1</source>
        <translation>Genutzte Runden: %1</translation>
    </message>
    <message>
        <source>Run an evaluation to see its scores here.</source>
        <translation>Führen Sie eine Evaluierung aus, um hier ihre Werte zu sehen.</translation>
    </message>
    <message>
        <source>overall</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>Rounds used</source>
        <translation>Genutzte Runden</translation>
    </message>
    <message>
        <source>direct</source>
        <translation>direkt</translation>
    </message>
    <message>
        <source>misleading</source>
        <translation>irreführend</translation>
    </message>
    <message>
        <source>multi-hop</source>
        <translation>mehrstufig</translation>
    </message>
    <message>
        <source>comparison</source>
        <translation>Vergleich</translation>
    </message>
    <message>
        <source>unanswerable</source>
        <translation>nicht beantwortbar</translation>
    </message>
</context>
<context>
    <name>lotse::ui::EvalResultsView</name>
    <message>
        <source>Scores per kind</source>
        <translation>Werte nach Art</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>Art</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Hit rate</source>
        <translation>Trefferquote</translation>
    </message>
    <message>
        <source>Hit rate, round 1</source>
        <translation>Trefferquote, Runde 1</translation>
    </message>
    <message>
        <source>Key facts</source>
        <translation>Schlüsselfakten</translation>
    </message>
    <message>
        <source>Handled right</source>
        <translation>Richtig behandelt</translation>
    </message>
    <message>
        <source>False refusals</source>
        <translation>Falsche Ablehnungen</translation>
    </message>
    <message>
        <source>False answers</source>
        <translation>Falsche Antworten</translation>
    </message>
    <message>
        <source>Latency p50</source>
        <translation>Latenz p50</translation>
    </message>
    <message>
        <source>Latency p95</source>
        <translation>Latenz p95</translation>
    </message>
    <message>
        <source>Share of the expected sources among the last round&apos;s passages and the citations</source>
        <translation>Anteil der erwarteten Quellen unter den Abschnitten der letzten Runde und den Quellenangaben</translation>
    </message>
    <message>
        <source>Unanswerable questions refused, answerable ones answered</source>
        <translation>Unbeantwortbare Fragen abgelehnt, beantwortbare beantwortet</translation>
    </message>
    <message>
        <source>Changes per question</source>
        <translation>Änderungen pro Frage</translation>
    </message>
    <message>
        <source>Id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Better</source>
        <translation>Besser</translation>
    </message>
    <message>
        <source>Worse</source>
        <translation>Schlechter</translation>
    </message>
    <message>
        <source>Notes</source>
        <translation>Anmerkungen</translation>
    </message>
    <message>
        <source>overall</source>
        <translation>gesamt</translation>
    </message>
    <message>
        <source>Compare with a saved run to see what got better or worse.</source>
        <translation>Vergleichen Sie mit einem gespeicherten Lauf, um zu sehen, was besser oder schlechter wurde.</translation>
    </message>
    <message>
        <source>Compared with %1: %2 better, %3 worse, %4 unchanged. Hit rate %5 → %6, handled right %7 → %8.</source>
        <translation>Verglichen mit %1: %2 besser, %3 schlechter, %4 unverändert. Trefferquote %5 → %6, richtig behandelt %7 → %8.</translation>
    </message>
    <message>
        <source>Ambiguous</source>
        <translation>Mehrdeutig</translation>
    </message>
    <message>
        <source>Answered from the closest section with a caveat that it may not cover the exact case: neither a refusal nor an answer</source>
        <translation>Aus dem nächstliegenden Abschnitt beantwortet, mit dem Vorbehalt, dass er den genauen Fall womöglich nicht abdeckt: weder Ablehnung noch Antwort</translation>
    </message>
</context>
<context>
    <name>lotse::ui::EvaluationTab</name>
    <message>
        <source>Evaluation set</source>
        <translation>Evaluierungsset</translation>
    </message>
    <message>
        <source>Choose…</source>
        <translation>Auswählen…</translation>
    </message>
    <message>
        <source>Choose the evaluation set</source>
        <translation>Evaluierungsset auswählen</translation>
    </message>
    <message>
        <source>This &amp;knowledge base</source>
        <translation>Diese &amp;Wissensbasis</translation>
    </message>
    <message>
        <source>Ask every question over this knowledge base</source>
        <translation>Alle Fragen an diese Wissensbasis stellen</translation>
    </message>
    <message>
        <source>Each question&apos;s corpus in the &amp;folder:</source>
        <translation>Korpus jeder Frage im &amp;Ordner:</translation>
    </message>
    <message>
        <source>Index each question&apos;s corpus folder on its own</source>
        <translation>Den Korpusordner jeder Frage einzeln indizieren</translation>
    </message>
    <message>
        <source>Corpora folder</source>
        <translation>Korpora-Ordner</translation>
    </message>
    <message>
        <source>Choose the corpora folder</source>
        <translation>Korpora-Ordner auswählen</translation>
    </message>
    <message>
        <source>&amp;Run</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>Run the evaluation</source>
        <translation>Evaluierung starten</translation>
    </message>
    <message>
        <source>&amp;Cancel</source>
        <translation>&amp;Abbrechen</translation>
    </message>
    <message>
        <source>Cancel the evaluation</source>
        <translation>Evaluierung abbrechen</translation>
    </message>
    <message>
        <source>Evaluation progress</source>
        <translation>Fortschritt der Evaluierung</translation>
    </message>
    <message>
        <source>Save Re&amp;port…</source>
        <translation>&amp;Bericht speichern…</translation>
    </message>
    <message>
        <source>Save the report</source>
        <translation>Bericht speichern</translation>
    </message>
    <message>
        <source>Save the report as JSON, to compare a later run with it</source>
        <translation>Bericht als JSON speichern, um einen späteren Lauf damit zu vergleichen</translation>
    </message>
    <message>
        <source>Compare with a Sa&amp;ved Run…</source>
        <translation>Mit gespeichertem &amp;Lauf vergleichen…</translation>
    </message>
    <message>
        <source>Compare with a saved run</source>
        <translation>Mit gespeichertem Lauf vergleichen</translation>
    </message>
    <message>
        <source>Evaluation &amp;set:</source>
        <translation>&amp;Evaluierungsset:</translation>
    </message>
    <message>
        <source>Answer from:</source>
        <translation>Antworten aus:</translation>
    </message>
    <message>
        <source>Choose an evaluation set</source>
        <translation>Ein Evaluierungsset auswählen</translation>
    </message>
    <message>
        <source>Evaluation sets (*.jsonl);;All files (*)</source>
        <translation>Evaluierungssets (*.jsonl);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Save the evaluation report</source>
        <translation>Evaluierungsbericht speichern</translation>
    </message>
    <message>
        <source>evaluation-report.json</source>
        <translation>evaluation-report.json</translation>
    </message>
    <message>
        <source>Evaluation reports (*.json)</source>
        <translation>Evaluierungsberichte (*.json)</translation>
    </message>
    <message>
        <source>Evaluation reports (*.json);;All files (*)</source>
        <translation>Evaluierungsberichte (*.json);;Alle Dateien (*)</translation>
    </message>
    <message>
        <source>Choose an evaluation set first.</source>
        <translation>Wählen Sie zuerst ein Evaluierungsset aus.</translation>
    </message>
    <message>
        <source>Choose the folder that holds the set&apos;s corpus folders.</source>
        <translation>Wählen Sie den Ordner aus, der die Korpusordner des Sets enthält.</translation>
    </message>
    <message numerus="yes">
        <source>Indexing the corpus %1 (%n file(s))…</source>
        <translation>
            <numerusform>Korpus %1 wird indiziert (%n Datei)…</numerusform>
            <numerusform>Korpus %1 wird indiziert (%n Dateien)…</numerusform>
        </translation>
    </message>
    <message>
        <source>Question %1 of %2: %3, %4</source>
        <translation>Frage %1 von %2: %3, %4</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) evaluated in %1.</source>
        <translation>
            <numerusform>%n Frage in %1 evaluiert.</numerusform>
            <numerusform>%n Fragen in %1 evaluiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The evaluation was cancelled.</source>
        <translation>Die Evaluierung wurde abgebrochen.</translation>
    </message>
    <message>
        <source>Starting…</source>
        <translation>Wird gestartet…</translation>
    </message>
    <message>
        <source>Cancelling after the current step…</source>
        <translation>Abbruch nach dem aktuellen Schritt…</translation>
    </message>
    <message>
        <source>Run the evaluation first; then compare it with a saved run.</source>
        <translation>Führen Sie zuerst die Evaluierung aus; vergleichen Sie sie dann mit einem gespeicherten Lauf.</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>Der Bericht konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Report saved to %1.</source>
        <translation>Bericht unter %1 gespeichert.</translation>
    </message>
    <message>
        <source>A .jsonl file, one question per line</source>
        <translation>Eine .jsonl-Datei, eine Frage pro Zeile</translation>
    </message>
    <message>
        <source>Each line a JSON object: &quot;id&quot;, &quot;question&quot;, &quot;corpus&quot; (a folder under the corpora folder), &quot;kind&quot; (direct, misleading, multi_hop, comparison or unanswerable), &quot;expected_sources&quot; (files that answer it; empty when nothing does) and &quot;must_mention&quot; (what a right answer says).</source>
        <translation>Jede Zeile ein JSON-Objekt: &quot;id&quot;, &quot;question&quot;, &quot;corpus&quot; (ein Ordner im Korpora-Ordner), &quot;kind&quot; (direct, misleading, multi_hop, comparison oder unanswerable), &quot;expected_sources&quot; (die Dateien, die sie beantworten; leer, wenn keine es tut) und &quot;must_mention&quot; (was eine richtige Antwort sagt).</translation>
    </message>
    <message>
        <source>The set has broken lines (each line must be a JSON object with at least &quot;id&quot;, &quot;question&quot;, &quot;corpus&quot; and &quot;kind&quot;; the field&apos;s tool tip has the format).
%1</source>
        <translation>Die Datei hat fehlerhafte Zeilen (jede Zeile muss ein JSON-Objekt mit mindestens &quot;id&quot;, &quot;question&quot;, &quot;corpus&quot; und &quot;kind&quot; sein; der Tooltip des Felds beschreibt das Format).
%1</translation>
    </message>
</context>
<context>
    <name>lotse::ui::FeedbackPanel</name>
    <message>
        <source>What was wrong</source>
        <translation>Was war falsch</translation>
    </message>
    <message>
        <source>The right source</source>
        <translation>Die richtige Quelle</translation>
    </message>
    <message>
        <source>A right answer mentions</source>
        <translation>Eine richtige Antwort erwähnt</translation>
    </message>
    <message>
        <source>Optional, e.g. 30 working days; carry-over</source>
        <translation>Optional, z. B. 30 Arbeitstage; Übertrag</translation>
    </message>
    <message>
        <source>Short phrases a right answer contains, separated by semicolons</source>
        <translation>Kurze Formulierungen, die eine richtige Antwort enthält, durch Semikolons getrennt</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>Anmerkung</translation>
    </message>
    <message>
        <source>Optional: what the right answer is, or why</source>
        <translation>Optional: wie die richtige Antwort lautet oder warum</translation>
    </message>
    <message>
        <source>Mar&amp;k as Wrong</source>
        <translation>Als falsch &amp;markieren</translation>
    </message>
    <message>
        <source>Mark as wrong</source>
        <translation>Als falsch markieren</translation>
    </message>
    <message>
        <source>&amp;Wrong:</source>
        <translation>&amp;Falsch:</translation>
    </message>
    <message>
        <source>Right so&amp;urce:</source>
        <translation>Richtige &amp;Quelle:</translation>
    </message>
    <message>
        <source>Must &amp;mention:</source>
        <translation>Muss &amp;erwähnen:</translation>
    </message>
    <message>
        <source>N&amp;ote:</source>
        <translation>&amp;Anmerkung:</translation>
    </message>
    <message>
        <source>Feedback on this question</source>
        <translation>Feedback zu dieser Frage</translation>
    </message>
    <message>
        <source>Remove Feed&amp;back</source>
        <translation>Feed&amp;back entfernen</translation>
    </message>
    <message>
        <source>Remove feedback</source>
        <translation>Feedback entfernen</translation>
    </message>
    <message>
        <source>Was a verdict or the answer wrong? Say which, and where the answer is. Marked questions can be exported as evaluation cases (History tab).</source>
        <translation>War ein Urteil oder die Antwort falsch? Geben Sie an, was falsch war und wo die Antwort steht. Markierte Fragen können als Evaluierungsfälle exportiert werden (Registerkarte „Verlauf“).</translation>
    </message>
    <message>
        <source>Choose the right source…</source>
        <translation>Richtige Quelle auswählen…</translation>
    </message>
    <message>
        <source>No document answers this</source>
        <translation>Kein Dokument beantwortet dies</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>The answer</source>
        <translation>Die Antwort</translation>
    </message>
    <message>
        <source>Round %1&apos;s verdict: sufficient</source>
        <translation>Urteil der Runde %1: ausreichend</translation>
    </message>
    <message>
        <source>Round %1&apos;s verdict: not sufficient</source>
        <translation>Urteil der Runde %1: nicht ausreichend</translation>
    </message>
    <message>
        <source>The feedback was not saved: %1</source>
        <translation>Das Feedback wurde nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Saved. Export the marked questions as evaluation cases from the History tab.</source>
        <translation>Gespeichert. Exportieren Sie die markierten Fragen auf der Registerkarte „Verlauf“ als Evaluierungsfälle.</translation>
    </message>
    <message>
        <source>The feedback was not removed: %1</source>
        <translation>Das Feedback wurde nicht entfernt: %1</translation>
    </message>
    <message>
        <source>Round %1&apos;s verdict</source>
        <translation>Urteil der Runde %1</translation>
    </message>
    <message>
        <source>no document answers this</source>
        <translation>kein Dokument beantwortet dies</translation>
    </message>
    <message>
        <source>%1 is wrong; right source: %2</source>
        <translation>%1 ist falsch; richtige Quelle: %2</translation>
    </message>
    <message>
        <source>Must mention: %1</source>
        <translation>Muss erwähnen: %1</translation>
    </message>
</context>
<context>
    <name>lotse::ui::GapsTab</name>
    <message>
        <source>Questions the handbook did not answer, or answered only in the last search round allowed, grouped by topic: each question joins the word it shares with the most other such questions, taken from what the grader found missing (else from the question). The closest document is where the search came nearest.</source>
        <translation>Fragen, die das Handbuch nicht oder erst in der letzten erlaubten Suchrunde beantwortet hat, gruppiert nach Thema: Jede Frage wird dem Wort zugeordnet, das sie mit den meisten anderen solchen Fragen teilt; die Wörter stammen aus dem, was der Prüfer als fehlend angegeben hat (sonst aus der Frage). Das nächstliegende Dokument ist das, dem die Suche am nächsten kam.</translation>
    </message>
    <message>
        <source>Content gaps by topic</source>
        <translation>Inhaltslücken nach Thema</translation>
    </message>
    <message>
        <source>Topic / question</source>
        <translation>Thema / Frage</translation>
    </message>
    <message>
        <source>Questions</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Nicht beantwortet</translation>
    </message>
    <message>
        <source>Last round</source>
        <translation>Letzte Runde</translation>
    </message>
    <message>
        <source>Closest document</source>
        <translation>Nächstliegendes Dokument</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Gestellt am</translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation>&amp;Aktualisieren</translation>
    </message>
    <message>
        <source>Refresh the content gaps</source>
        <translation>Inhaltslücken aktualisieren</translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation>E&amp;xportieren…</translation>
    </message>
    <message>
        <source>Export the content gaps</source>
        <translation>Inhaltslücken exportieren</translation>
    </message>
    <message>
        <source>Write the report as .csv (one row per question) or .md (for people)</source>
        <translation>Bericht als .csv (eine Zeile pro Frage) oder .md (zum Lesen) schreiben</translation>
    </message>
    <message>
        <source>content-gaps.md</source>
        <translation>content-gaps.md</translation>
    </message>
    <message>
        <source>Markdown (*.md);;CSV (*.csv)</source>
        <translation>Markdown (*.md);;CSV (*.csv)</translation>
    </message>
    <message>
        <source>%1 (also: %2)</source>
        <translation>%1 (auch: %2)</translation>
    </message>
    <message>
        <source>Grouped by: %1 (%2)</source>
        <translation>Gruppiert nach: %1 (%2)</translation>
    </message>
    <message>
        <source>missing words named by the grader</source>
        <translation>vom Prüfer genannte fehlende Wörter</translation>
    </message>
    <message>
        <source>the question&apos;s words</source>
        <translation>Wörter der Frage</translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation>%1 von %2</translation>
    </message>
    <message>
        <source>The content gaps were written to %1.</source>
        <translation>Die Inhaltslücken wurden nach %1 geschrieben.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Contradictions in the handbook&lt;/b&gt;: passages that give different values for the same thing, found when answers were checked. Fix them at the source; until then every answer names them.</source>
        <translation>&lt;b&gt;Widersprüche im Handbuch&lt;/b&gt;: Passagen, die für dieselbe Sache verschiedene Werte nennen, gefunden bei der Prüfung der Antworten. Beheben Sie sie an der Quelle; bis dahin nennt jede Antwort sie.</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) in all; topics: %1; contradictions: %2.</source>
        <translation>
            <numerusform>%n Frage insgesamt; Themen: %1; Widersprüche: %2.</numerusform>
            <numerusform>%n Fragen insgesamt; Themen: %1; Widersprüche: %2.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::GroundingCheckRow</name>
    <message>
        <source>How answers are checked</source>
        <translation>Wie Antworten geprüft werden</translation>
    </message>
    <message>
        <source>Local check and a model</source>
        <translation>Lokale Prüfung und ein Modell</translation>
    </message>
    <message>
        <source>Local check only</source>
        <translation>Nur lokale Prüfung</translation>
    </message>
    <message>
        <source>Every answer&apos;s statements are checked against the passages they cite: figures, negations and key terms without a model, and, with a model, one more call that judges each statement and quotes its support. An unsupported statement is removed; an unsupported answer is not shown as one.</source>
        <translation>Die Aussagen jeder Antwort werden mit den zitierten Passagen abgeglichen: Zahlen, Verneinungen und Schlüsselbegriffe ohne Modell, und mit Modell ein weiterer Aufruf, der jede Aussage beurteilt und ihren Beleg zitiert. Eine nicht gestützte Aussage wird entfernt; eine nicht gestützte Antwort wird nicht als Antwort angezeigt.</translation>
    </message>
    <message>
        <source>Deployment for the answer check</source>
        <translation>Deployment für die Prüfung der Antworten</translation>
    </message>
    <message>
        <source>Optional: a second deployment (default: the chat deployment)</source>
        <translation>Optional: ein zweites Deployment (sonst das Chat-Deployment)</translation>
    </message>
</context>
<context>
    <name>lotse::ui::HelpDialog</name>
    <message>
        <source>Lotse Help</source>
        <translation>Hilfe zu Lotse</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>Hilfe</translation>
    </message>
    <message>
        <source>&lt;b&gt;Ask in your own words&lt;/b&gt; and press Enter, e.g. “What do I do if my laptop is stolen?”. Lotse answers only from your documents.</source>
        <translation>&lt;b&gt;Fragen Sie in Ihren eigenen Worten&lt;/b&gt; und drücken Sie die Eingabetaste, z. B. „Was tue ich, wenn mein Laptop gestohlen wurde?“. Lotse antwortet nur aus Ihren Dokumenten.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Check the sources.&lt;/b&gt; Every statement cites its passage as [1], [2]; the sources are listed under the answer. Click one to read the passage, marked in its document.</source>
        <translation>&lt;b&gt;Prüfen Sie die Quellen.&lt;/b&gt; Jede Aussage nennt ihren Abschnitt als [1], [2]; die Quellen stehen unter der Antwort. Ein Klick zeigt den Abschnitt, markiert in seinem Dokument.</translation>
    </message>
    <message>
        <source>&lt;b&gt;No answer is an answer.&lt;/b&gt; When the handbook does not cover a question, Lotse says so, names the closest sections and whom to ask instead (Settings › Retrieval).</source>
        <translation>&lt;b&gt;Keine Antwort ist auch eine Antwort.&lt;/b&gt; Wenn das Handbuch eine Frage nicht abdeckt, sagt Lotse das, nennt die nächstliegenden Abschnitte und wen man stattdessen fragen kann (Einstellungen › Suche).</translation>
    </message>
    <message>
        <source>&lt;b&gt;How it was found&lt;/b&gt; (Ctrl+R) shows every search round: the passages with their scores, the grader&apos;s verdict and why, and the rewritten query of the next round.</source>
        <translation>&lt;b&gt;So wurde die Antwort gefunden&lt;/b&gt; (Strg+R) zeigt jede Suchrunde: die Abschnitte mit ihren Werten, das Urteil des Prüfers mit Begründung und die umformulierte Suchanfrage der nächsten Runde.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Offline or with a model.&lt;/b&gt; Offline mode needs no model and no network. In Settings › Provider you can connect Azure OpenAI or an OpenAI-compatible server; keys are kept in the system keychain only.</source>
        <translation>&lt;b&gt;Offline oder mit einem Modell.&lt;/b&gt; Der Offline-Modus braucht kein Modell und kein Netzwerk. Unter Einstellungen › Anbieter können Sie Azure OpenAI oder einen OpenAI-kompatiblen Server verbinden; Schlüssel liegen nur im Schlüsselbund des Systems.</translation>
    </message>
    <message>
        <source>&lt;b&gt;Conversations&lt;/b&gt; are kept: the Conversations panel lists them (Ctrl+N starts a new one; rename with F2, delete with Delete).</source>
        <translation>&lt;b&gt;Unterhaltungen&lt;/b&gt; bleiben erhalten: Der Bereich Unterhaltungen listet sie auf (Strg+N beginnt eine neue; umbenennen mit F2, löschen mit Entf).</translation>
    </message>
    <message>
        <source>&lt;b&gt;For knowledge managers:&lt;/b&gt; the Inspector (Ctrl+I) shows past questions and why they were answered so, runs evaluations and lists the topics people ask about that the handbook does not cover.</source>
        <translation>&lt;b&gt;Für Wissensverantwortliche:&lt;/b&gt; Der Inspektor (Strg+I) zeigt frühere Fragen und warum sie so beantwortet wurden, führt Evaluierungen aus und listet Themen, nach denen gefragt wird, die das Handbuch aber nicht abdeckt.</translation>
    </message>
    <message>
        <source>Getting started</source>
        <translation>Erste Schritte</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>&lt;b&gt;Add your handbook.&lt;/b&gt; File › Add files or Add folder, or drop files on the window. Lotse reads %1. A folder stays in sync: changed, new and deleted files are picked up, also after a restart.</source>
        <translation>&lt;b&gt;Fügen Sie Ihr Handbuch hinzu.&lt;/b&gt; Datei › Dateien hinzufügen oder Ordner hinzufügen, oder ziehen Sie Dateien auf das Fenster. Lotse liest %1. Ein Ordner bleibt synchron: Geänderte, neue und gelöschte Dateien werden übernommen, auch nach einem Neustart.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::HistorySettingsBox</name>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>Keep the history for days</source>
        <translation>Aufbewahrungsdauer des Verlaufs in Tagen</translation>
    </message>
    <message>
        <source>for ever</source>
        <translation>unbegrenzt</translation>
    </message>
    <message>
        <source>Questions older than this are deleted when Lotse starts and after each question; 0 keeps them for ever</source>
        <translation>Ältere Fragen werden beim Start von Lotse und nach jeder Frage gelöscht; 0 bewahrt sie unbegrenzt auf</translation>
    </message>
    <message>
        <source>Keep questions &amp;for:</source>
        <translation>&amp;Fragen aufbewahren für:</translation>
    </message>
    <message>
        <source>Do not store the &amp;question text</source>
        <translation>Fragetext &amp;nicht speichern</translation>
    </message>
    <message>
        <source>Do not store the question text</source>
        <translation>Fragetext nicht speichern</translation>
    </message>
    <message>
        <source>The inspector then shows how each question was searched and answered, but not what was asked or answered</source>
        <translation>Der Inspektor zeigt dann, wie nach jeder Frage gesucht und wie sie beantwortet wurde, aber nicht, was gefragt oder geantwortet wurde</translation>
    </message>
    <message>
        <source>Delete &amp;All History…</source>
        <translation>&amp;Gesamten Verlauf löschen…</translation>
    </message>
    <message>
        <source>Delete all history</source>
        <translation>Gesamten Verlauf löschen</translation>
    </message>
    <message>
        <source>Deletes every stored question with its search, answer and feedback, at once</source>
        <translation>Löscht alle gespeicherten Fragen samt Suche, Antwort und Feedback auf einmal</translation>
    </message>
    <message>
        <source>The history stays in the knowledge base file on this computer. The Inspector (Ctrl+I) shows it.</source>
        <translation>Der Verlauf bleibt in der Wissensbasis-Datei auf diesem Computer. Der Inspektor (Strg+I) zeigt ihn an.</translation>
    </message>
    <message>
        <source>Delete every stored question, with how it was searched and answered and all feedback on it? This cannot be undone.</source>
        <translation>Alle gespeicherten Fragen löschen, samt Suche, Antwort und allem Feedback dazu? Dies kann nicht rückgängig gemacht werden.</translation>
    </message>
    <message>
        <source>Delete All</source>
        <translation>Alle löschen</translation>
    </message>
    <message numerus="yes">
        <source> day(s)</source>
        <comment>after a number of days</comment>
        <translation>
            <numerusform> Tag</numerusform>
            <numerusform> Tage</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::HistoryTab</name>
    <message>
        <source>Questions asked</source>
        <translation>Gestellte Fragen</translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation>&amp;Löschen</translation>
    </message>
    <message>
        <source>Delete the chosen questions (Del)</source>
        <translation>Ausgewählte Fragen löschen (Entf)</translation>
    </message>
    <message>
        <source>E&amp;xport List…</source>
        <translation>Liste e&amp;xportieren…</translation>
    </message>
    <message>
        <source>Write the questions the filters show to a .jsonl (whole traces) or .csv file</source>
        <translation>Die von den Filtern angezeigten Fragen in eine .jsonl-Datei (vollständige Verläufe) oder eine .csv-Datei schreiben</translation>
    </message>
    <message>
        <source>Export as E&amp;valuation Cases…</source>
        <translation>Als Evaluierungsfälle ex&amp;portieren…</translation>
    </message>
    <message>
        <source>Write the questions marked as wrong as an evaluation set (.jsonl)</source>
        <translation>Die als falsch markierten Fragen als Evaluierungsset (.jsonl) schreiben</translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n question(s)</source>
        <translation>
            <numerusform>%1 von %n Frage</numerusform>
            <numerusform>%1 von %n Fragen</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete questions</source>
        <translation>Fragen löschen</translation>
    </message>
    <message numerus="yes">
        <source>Delete %n question(s) with how they were searched and answered, and their feedback?</source>
        <translation>
            <numerusform>%n Frage samt Suche, Antwort und Feedback löschen?</numerusform>
            <numerusform>%n Fragen samt Suche, Antworten und Feedback löschen?</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete</source>
        <translation>Löschen</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) deleted.</source>
        <translation>
            <numerusform>%n Frage gelöscht.</numerusform>
            <numerusform>%n Fragen gelöscht.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the questions</source>
        <translation>Fragen exportieren</translation>
    </message>
    <message>
        <source>lotse-history.jsonl</source>
        <translation>lotse-history.jsonl</translation>
    </message>
    <message>
        <source>Whole traces (*.jsonl);;One row per question (*.csv)</source>
        <translation>Vollständige Verläufe (*.jsonl);;Eine Zeile pro Frage (*.csv)</translation>
    </message>
    <message numerus="yes">
        <source>%n question(s) written to %1.</source>
        <translation>
            <numerusform>%n Frage nach %1 geschrieben.</numerusform>
            <numerusform>%n Fragen nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export evaluation cases</source>
        <translation>Evaluierungsfälle exportieren</translation>
    </message>
    <message>
        <source>lotse-feedback-cases.jsonl</source>
        <translation>lotse-feedback-cases.jsonl</translation>
    </message>
    <message>
        <source>Evaluation set (*.jsonl)</source>
        <translation>Evaluierungsset (*.jsonl)</translation>
    </message>
    <message numerus="yes">
        <source>%n evaluation case(s) written to %1.</source>
        <translation>
            <numerusform>%n Evaluierungsfall nach %1 geschrieben.</numerusform>
            <numerusform>%n Evaluierungsfälle nach %1 geschrieben.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n marked question(s) left out: their text was not stored.</source>
        <translation>
            <numerusform>%n markierte Frage ausgelassen: Der Fragetext wurde nicht gespeichert.</numerusform>
            <numerusform>%n markierte Fragen ausgelassen: Die Fragetexte wurden nicht gespeichert.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::HitRow</name>
    <message>
        <source>%1 · rank %2</source>
        <translation>%1 · Rang %2</translation>
    </message>
    <message>
        <source>Passage %1, relevance %2</source>
        <translation>Abschnitt %1, Relevanz %2</translation>
    </message>
    <message>
        <source>From %1. Press Enter to read the passage.</source>
        <translation>Aus %1. Drücken Sie die Eingabetaste, um den Abschnitt zu lesen.</translation>
    </message>
    <message>
        <source>This passage contains instructions to an AI assistant.</source>
        <translation>Diese Passage enthält Anweisungen an einen KI-Assistenten.</translation>
    </message>
    <message>
        <source>Lotse treats them as text: it never follows them and never quotes them as policy.</source>
        <translation>Lotse behandelt sie als Text: Es befolgt sie nie und zitiert sie nie als Regelung.</translation>
    </message>
    <message>
        <source>Relevance %1 (raw score %2): how strongly the passage matches what this round searched for. The bar grows with the score and never quite reaches 100 %. Each round searches with other words, so one passage can score differently in two rounds. Click to read the passage.</source>
        <translation>Relevanz %1 (Rohwert %2): wie gut der Abschnitt zu dem passt, wonach diese Runde gesucht hat. Der Balken wächst mit dem Wert und erreicht 100 % nie ganz. Jede Runde sucht mit anderen Wörtern, daher kann derselbe Abschnitt in zwei Runden verschieden abschneiden. Klicken, um den Abschnitt zu lesen.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::IngestProgressBox</name>
    <message>
        <source>Indexing progress</source>
        <translation>Fortschritt der Indizierung</translation>
    </message>
    <message>
        <source>Progress of all files</source>
        <translation>Fortschritt aller Dateien</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Cancel adding documents</source>
        <translation>Hinzufügen der Dokumente abbrechen</translation>
    </message>
    <message>
        <source>Stop after the current file; files indexed so far stay in the knowledge base</source>
        <translation>Nach der aktuellen Datei anhalten; bereits indizierte Dateien bleiben in der Wissensbasis</translation>
    </message>
    <message>
        <source>Current file</source>
        <translation>Aktuelle Datei</translation>
    </message>
    <message>
        <source>Progress of the current file</source>
        <translation>Fortschritt der aktuellen Datei</translation>
    </message>
    <message>
        <source>%1: reading…</source>
        <translation>%1: wird gelesen…</translation>
    </message>
    <message>
        <source>%1: splitting into passages…</source>
        <translation>%1: wird in Abschnitte aufgeteilt…</translation>
    </message>
    <message>
        <source>%1: storing passages, %2 of %3</source>
        <translation>%1: Abschnitte werden gespeichert, %2 von %3</translation>
    </message>
</context>
<context>
    <name>lotse::ui::InspectorWindow</name>
    <message>
        <source>Inspector — Lotse</source>
        <translation>Inspektor — Lotse</translation>
    </message>
    <message>
        <source>The knowledge base could not be opened, so there is no history to show: %1</source>
        <translation>Die Wissensbasis konnte nicht geöffnet werden, daher kann kein Verlauf angezeigt werden: %1</translation>
    </message>
    <message>
        <source>Inspector</source>
        <translation>Inspektor</translation>
    </message>
    <message>
        <source>Inspector sections</source>
        <translation>Bereiche des Inspektors</translation>
    </message>
    <message>
        <source>&amp;History</source>
        <translation>&amp;Verlauf</translation>
    </message>
    <message>
        <source>&amp;Evaluation</source>
        <translation>&amp;Evaluierung</translation>
    </message>
    <message>
        <source>Content &amp;Gaps</source>
        <translation>&amp;Inhaltslücken</translation>
    </message>
</context>
<context>
    <name>lotse::ui::KnowledgeBaseEmptyState</name>
    <message>
        <source>&lt;b&gt;Your knowledge base is empty.&lt;/b&gt;&lt;br&gt;&lt;br&gt;Drop files or folders here, or add them with the buttons below. Lotse answers only from these documents.&lt;br&gt;&lt;br&gt;To try it first, load the handbook of a fictional company:</source>
        <translation>&lt;b&gt;Ihre Wissensbasis ist leer.&lt;/b&gt;&lt;br&gt;&lt;br&gt;Legen Sie Dateien oder Ordner hier ab, oder fügen Sie sie mit den Schaltflächen unten hinzu. Lotse antwortet nur aus diesen Dokumenten.&lt;br&gt;&lt;br&gt;Um Lotse zuerst auszuprobieren, laden Sie das Handbuch eines fiktiven Unternehmens:</translation>
    </message>
</context>
<context>
    <name>lotse::ui::KnowledgeBasePanel</name>
    <message>
        <source>Knowledge base</source>
        <translation>Wissensbasis</translation>
    </message>
    <message>
        <source>Knowledge base message</source>
        <translation>Meldung der Wissensbasis</translation>
    </message>
    <message>
        <source>Add files…</source>
        <translation>Dateien hinzufügen…</translation>
    </message>
    <message>
        <source>Add folder…</source>
        <translation>Ordner hinzufügen…</translation>
    </message>
    <message>
        <source>Load sample handbook</source>
        <translation>Beispielhandbuch laden</translation>
    </message>
    <message>
        <source>Remove</source>
        <translation>Entfernen</translation>
    </message>
    <message>
        <source>Remove the selected documents from the knowledge base (the files stay on disk) (Delete)</source>
        <translation>Ausgewählte Dokumente aus der Wissensbasis entfernen (die Dateien bleiben auf dem Datenträger) (Entf)</translation>
    </message>
    <message>
        <source>Re-index</source>
        <translation>Neu indizieren</translation>
    </message>
    <message>
        <source>Read the selected documents again and rebuild their passages, even if unchanged (F5)</source>
        <translation>Ausgewählte Dokumente erneut lesen und ihre Abschnitte neu aufbauen, auch wenn sie unverändert sind (F5)</translation>
    </message>
    <message>
        <source>The knowledge base could not be opened: %1</source>
        <translation>Die Wissensbasis konnte nicht geöffnet werden: %1</translation>
    </message>
    <message>
        <source>The sample handbook could not be prepared: %1</source>
        <translation>Das Beispielhandbuch konnte nicht vorbereitet werden: %1</translation>
    </message>
    <message>
        <source>Add files</source>
        <translation>Dateien hinzufügen</translation>
    </message>
    <message>
        <source>Documents (%1)</source>
        <translation>Dokumente (%1)</translation>
    </message>
    <message>
        <source>Add folder</source>
        <translation>Ordner hinzufügen</translation>
    </message>
    <message>
        <source>The knowledge base could not be updated: %1</source>
        <translation>Die Wissensbasis konnte nicht aktualisiert werden: %1</translation>
    </message>
    <message numerus="yes">
        <source>Removed %n document(s) from the knowledge base. The files themselves were not touched.</source>
        <translation>
            <numerusform>%n Dokument aus der Wissensbasis entfernt. Die Datei selbst wurde nicht verändert.</numerusform>
            <numerusform>%n Dokumente aus der Wissensbasis entfernt. Die Dateien selbst wurden nicht verändert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n file(s)</source>
        <translation>
            <numerusform>%n Datei</numerusform>
            <numerusform>%n Dateien</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 re-indexed (%2)</source>
        <translation>%1 neu indiziert (%2)</translation>
    </message>
    <message>
        <source>%1 indexed (%2)</source>
        <translation>%1 indiziert (%2)</translation>
    </message>
    <message numerus="yes">
        <source>%n unchanged</source>
        <translation>
            <numerusform>%n unverändert</numerusform>
            <numerusform>%n unverändert</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n failed</source>
        <translation>
            <numerusform>%n fehlgeschlagen</numerusform>
            <numerusform>%n fehlgeschlagen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n skipped</source>
        <translation>
            <numerusform>%n übersprungen</numerusform>
            <numerusform>%n übersprungen</numerusform>
        </translation>
    </message>
    <message>
        <source>No documents were found to add.</source>
        <translation>Es wurden keine Dokumente zum Hinzufügen gefunden.</translation>
    </message>
    <message>
        <source>Cancelled: %1 Add the rest again to finish.</source>
        <translation>Abgebrochen: %1 Fügen Sie die übrigen Dateien erneut hinzu, um den Vorgang abzuschließen.</translation>
    </message>
    <message>
        <source>Lotse reads these files: %1</source>
        <translation>Lotse liest diese Dateien: %1</translation>
    </message>
    <message>
        <source>The document list could not be read: %1</source>
        <translation>Die Dokumentliste konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Cancelling after the current file…</source>
        <translation>Abbruch nach der aktuellen Datei…</translation>
    </message>
    <message>
        <source>Removing documents…</source>
        <translation>Dokumente werden entfernt…</translation>
    </message>
    <message>
        <source>Looking for documents…</source>
        <translation>Dokumente werden gesucht…</translation>
    </message>
    <message>
        <source>Re-indexing file %1 of %2</source>
        <translation>Datei %1 von %2 wird neu indiziert</translation>
    </message>
    <message>
        <source>Indexing file %1 of %2</source>
        <translation>Datei %1 von %2 wird indiziert</translation>
    </message>
    <message numerus="yes">
        <source>No document matches “%1”.
Try fewer or other words, or press Esc to see all %n document(s).</source>
        <translation>
            <numerusform>Kein Dokument passt zu „%1“.
Versuchen Sie es mit weniger oder anderen Wörtern, oder drücken Sie Esc, um das eine vorhandene Dokument zu sehen.</numerusform>
            <numerusform>Kein Dokument passt zu „%1“.
Versuchen Sie es mit weniger oder anderen Wörtern, oder drücken Sie Esc, um alle %n Dokumente zu sehen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Retry failed files</source>
        <translation>Erneut einlesen</translation>
    </message>
    <message>
        <source>Read the files that failed again, after you fixed them</source>
        <translation>Die fehlgeschlagenen Dateien erneut einlesen, nachdem Sie sie korrigiert haben</translation>
    </message>
    <message numerus="yes">
        <source>%n renamed</source>
        <translation>
            <numerusform>%n umbenannt</numerusform>
            <numerusform>%n umbenannt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n removed</source>
        <translation>
            <numerusform>%n entfernt</numerusform>
            <numerusform>%n entfernt</numerusform>
        </translation>
    </message>
    <message>
        <source>The list shows why; fix those files and use Retry failed files.</source>
        <translation>Die Liste zeigt die Gründe; korrigieren Sie diese Dateien und verwenden Sie „Erneut einlesen“.</translation>
    </message>
    <message>
        <source>%1 files/s · %2 MB/s</source>
        <translation>%1 Dateien/s · %2 MB/s</translation>
    </message>
    <message>
        <source>about %1 left</source>
        <translation>noch etwa %1</translation>
    </message>
    <message>
        <source>Add</source>
        <translation>Hinzufügen</translation>
    </message>
    <message>
        <source>Add files or a folder to the knowledge base</source>
        <translation>Dateien oder einen Ordner zur Wissensbasis hinzufügen</translation>
    </message>
    <message>
        <source>Add documents</source>
        <translation>Dokumente hinzufügen</translation>
    </message>
    <message>
        <source>Remove documents?</source>
        <translation>Dokumente entfernen?</translation>
    </message>
    <message numerus="yes">
        <source>%n document(s) and their passages leave the knowledge base; Lotse no longer answers from them. The files themselves stay where they are.</source>
        <translation>
            <numerusform>%n Dokument und seine Abschnitte verlassen die Wissensbasis; Lotse antwortet nicht mehr daraus. Die Datei selbst bleibt, wo sie ist.</numerusform>
            <numerusform>%n Dokumente und ihre Abschnitte verlassen die Wissensbasis; Lotse antwortet nicht mehr daraus. Die Dateien selbst bleiben, wo sie sind.</numerusform>
        </translation>
    </message>
    <message>
        <source>Remove the sample handbook?</source>
        <translation>Beispielhandbuch entfernen?</translation>
    </message>
    <message numerus="yes">
        <source>Its %n document(s) leave the knowledge base; your own documents stay.</source>
        <translation>
            <numerusform>Sein %n Dokument verlässt die Wissensbasis; Ihre eigenen Dokumente bleiben.</numerusform>
            <numerusform>Seine %n Dokumente verlassen die Wissensbasis; Ihre eigenen Dokumente bleiben.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::LaneVerdictLabel</name>
    <message>
        <source>Not graded on its own</source>
        <translation>Nicht einzeln bewertet</translation>
    </message>
    <message>
        <source>This part is answered</source>
        <translation>Dieser Teil ist beantwortet</translation>
    </message>
    <message>
        <source>This part is answered only in part</source>
        <translation>Dieser Teil ist nur teilweise beantwortet</translation>
    </message>
    <message>
        <source>This part is not answered</source>
        <translation>Dieser Teil ist nicht beantwortet</translation>
    </message>
    <message>
        <source>Verdict on the sub-question “%1”: %2</source>
        <translation>Urteil zur Teilfrage „%1“: %2</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Es fehlt: %1</translation>
    </message>
    <message>
        <source>%1
Graded on this sub-question&apos;s own passages in %2.</source>
        <translation>%1
Anhand der eigenen Abschnitte dieser Teilfrage bewertet in %2.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::MainWindow</name>
    <message>
        <source>Lotse</source>
        <translation>Lotse</translation>
    </message>
    <message>
        <source>The grader&apos;s verdict, round %1</source>
        <translation>Urteil des Prüfers, Runde %1</translation>
    </message>
    <message numerus="yes">
        <source>The history was deleted (%n question(s)).</source>
        <translation>
            <numerusform>Der Verlauf wurde gelöscht (%n Frage).</numerusform>
            <numerusform>Der Verlauf wurde gelöscht (%n Fragen).</numerusform>
        </translation>
    </message>
    <message>
        <source>The history could not be updated: %1</source>
        <translation>Der Verlauf konnte nicht aktualisiert werden: %1</translation>
    </message>
    <message>
        <source>Source</source>
        <translation>Quelle</translation>
    </message>
    <message>
        <source>Knowledge base</source>
        <translation>Wissensbasis</translation>
    </message>
    <message>
        <source>Knowledge base: %1</source>
        <translation>Wissensbasis: %1</translation>
    </message>
    <message>
        <source>The knowledge base could not be opened; see the panel on the left.</source>
        <translation>Die Wissensbasis konnte nicht geöffnet werden; Einzelheiten stehen im Bereich links.</translation>
    </message>
    <message>
        <source>Type a question first, then press Enter.</source>
        <translation>Geben Sie zuerst eine Frage ein und drücken Sie dann die Eingabetaste.</translation>
    </message>
    <message>
        <source>The knowledge base is not open, so there is nothing to search. The panel on the left says why; start Lotse with --db to use another file.</source>
        <translation>Die Wissensbasis ist nicht geöffnet, daher gibt es nichts zu durchsuchen. Der Bereich links nennt den Grund; starten Sie Lotse mit --db, um eine andere Datei zu verwenden.</translation>
    </message>
    <message>
        <source>Your documents are still being indexed. Ask again when they are ready.</source>
        <translation>Ihre Dokumente werden noch indiziert. Stellen Sie die Frage erneut, sobald sie bereit sind.</translation>
    </message>
    <message>
        <source>There are no documents to answer from yet. Load the sample handbook or add your own documents on the left, then ask again.</source>
        <translation>Es gibt noch keine Dokumente, aus denen Lotse antworten kann. Laden Sie das Beispielhandbuch oder fügen Sie links eigene Dokumente hinzu, und stellen Sie die Frage dann erneut.</translation>
    </message>
    <message>
        <source>Lotse is still reading the API key from the keychain. Your question is asked as soon as it has it.</source>
        <translation>Lotse liest den API-Schlüssel noch aus dem Schlüsselbund. Ihre Frage wird gestellt, sobald er vorliegt.</translation>
    </message>
    <message>
        <source>The new settings apply once this question is answered.</source>
        <translation>Die neuen Einstellungen gelten, sobald diese Frage beantwortet ist.</translation>
    </message>
    <message>
        <source>The configured provider cannot be used (%1) Answering offline.</source>
        <translation>Der konfigurierte Anbieter kann nicht verwendet werden (%1) Lotse antwortet offline.</translation>
    </message>
    <message>
        <source>Offline mode</source>
        <translation>Offline-Modus</translation>
    </message>
    <message>
        <source>Reading the API key…</source>
        <translation>API-Schlüssel wird gelesen…</translation>
    </message>
    <message>
        <source>%1 Answering offline until then.</source>
        <translation>%1 Bis dahin antwortet Lotse offline.</translation>
    </message>
    <message>
        <source>Embedding passages: %1 of %2</source>
        <translation>Abschnitte werden eingebettet: %1 von %2</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s) embedded.</source>
        <translation>
            <numerusform>%n Abschnitt eingebettet.</numerusform>
            <numerusform>%n Abschnitte eingebettet.</numerusform>
        </translation>
    </message>
    <message>
        <source>Embedding stopped: %1 Keyword search still works.</source>
        <translation>Einbetten abgebrochen: %1 Die Stichwortsuche funktioniert weiterhin.</translation>
    </message>
    <message>
        <source>The question could not be answered: %1</source>
        <translation>Die Frage konnte nicht beantwortet werden: %1</translation>
    </message>
    <message>
        <source>The knowledge base is not open, so the passage cannot be shown.</source>
        <translation>Die Wissensbasis ist nicht geöffnet, daher kann der Abschnitt nicht angezeigt werden.</translation>
    </message>
    <message>
        <source>This passage is no longer in the knowledge base: its document was removed or indexed again. Ask the question again for up-to-date sources.</source>
        <translation>Dieser Abschnitt ist nicht mehr in der Wissensbasis: Sein Dokument wurde entfernt oder neu indiziert. Stellen Sie die Frage erneut, um aktuelle Quellen zu erhalten.</translation>
    </message>
    <message>
        <source>The passage could not be read: %1</source>
        <translation>Der Abschnitt konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>About Lotse</source>
        <translation>Über Lotse</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Lotse %1&lt;/h3&gt;&lt;p&gt;A handbook assistant that answers only from your own documents, and shows the passage behind every statement.&lt;/p&gt;&lt;p&gt;Build %2. Licensed under the GNU GPL, version 3 or later.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Lotse %1&lt;/h3&gt;&lt;p&gt;Ein Handbuch-Assistent, der nur aus Ihren eigenen Dokumenten antwortet und zu jeder Aussage den zugrunde liegenden Abschnitt zeigt.&lt;/p&gt;&lt;p&gt;Build %2. Lizenziert unter der GNU GPL, Version 3 oder später.&lt;/p&gt;</translation>
    </message>
    <message>
        <source>Offline mode, without word lists</source>
        <translation>Offline-Modus, ohne Wortlisten</translation>
    </message>
    <message>
        <source>How it was found</source>
        <translation>So wurde die Antwort gefunden</translation>
    </message>
    <message>
        <source>The conversations could not be updated: %1</source>
        <translation>Die Unterhaltungen konnten nicht aktualisiert werden: %1</translation>
    </message>
    <message>
        <source>Conversations</source>
        <translation>Unterhaltungen</translation>
    </message>
    <message>
        <source>A question is being answered: start a new conversation when it is done.</source>
        <translation>Eine Frage wird gerade beantwortet: Beginnen Sie eine neue Unterhaltung, wenn sie fertig ist.</translation>
    </message>
    <message>
        <source>The conversation could not be read: %1</source>
        <translation>Die Unterhaltung konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>Panels</source>
        <translation>Bereiche</translation>
    </message>
    <message>
        <source>Conversation of %1</source>
        <translation>Unterhaltung vom %1</translation>
    </message>
    <message>
        <source>Your copy of the team knowledge base has no documents yet: it is being brought up to date, or your groups may read none. The status bar says which; ask its administrator if it stays empty.</source>
        <translation>Ihre Kopie der Team-Wissensbasis enthält noch keine Dokumente: Sie wird gerade aktualisiert, oder Ihre Gruppen dürfen keine lesen. Die Statusleiste sagt, was zutrifft; fragen Sie die Administration, wenn sie leer bleibt.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::NumberedCitations</name>
    <message>
        <source>Sources</source>
        <translation>Quellen</translation>
    </message>
</context>
<context>
    <name>lotse::ui::PdfPageView</name>
    <message>
        <source>Previous page</source>
        <translation>Vorherige Seite</translation>
    </message>
    <message>
        <source>Next page</source>
        <translation>Nächste Seite</translation>
    </message>
    <message>
        <source>Zoom out (%1)</source>
        <translation>Verkleinern (%1)</translation>
    </message>
    <message>
        <source>Zoom out</source>
        <translation>Verkleinern</translation>
    </message>
    <message>
        <source>Zoom in (%1)</source>
        <translation>Vergrößern (%1)</translation>
    </message>
    <message>
        <source>Zoom in</source>
        <translation>Vergrößern</translation>
    </message>
    <message>
        <source>Fit width</source>
        <translation>Breite einpassen</translation>
    </message>
    <message>
        <source>Show the whole width of the page</source>
        <translation>Die ganze Breite der Seite zeigen</translation>
    </message>
    <message>
        <source>PDF page</source>
        <translation>PDF-Seite</translation>
    </message>
    <message>
        <source>Page %1 of %2</source>
        <translation>Seite %1 von %2</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>Drawing page %1…</source>
        <translation>Seite %1 wird gezeichnet…</translation>
    </message>
</context>
<context>
    <name>lotse::ui::ProviderForm</name>
    <message>
        <source>Model Provider</source>
        <translation>Modellanbieter</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Offline (no model)</source>
        <translation>Offline (kein Modell)</translation>
    </message>
    <message>
        <source>Azure OpenAI</source>
        <translation>Azure OpenAI</translation>
    </message>
    <message>
        <source>Azure OpenAI (legacy api-version)</source>
        <translation>Azure OpenAI (ältere api-version)</translation>
    </message>
    <message>
        <source>OpenAI-compatible server</source>
        <translation>OpenAI-kompatibler Server</translation>
    </message>
    <message>
        <source>&amp;Provider:</source>
        <translation>&amp;Anbieter:</translation>
    </message>
    <message>
        <source>Offline mode needs no model and sends nothing over the network: Lotse finds passages by keywords, judges them with a heuristic and answers with sentences quoted from your documents, each with its citation. Choose a provider for answers written by a model.</source>
        <translation>Der Offline-Modus braucht kein Modell und sendet nichts über das Netzwerk: Lotse findet Abschnitte über Stichwörter, bewertet sie mit einer Heuristik und antwortet mit Sätzen, die aus Ihren Dokumenten zitiert werden, jeweils mit Quellenangabe. Wählen Sie einen Anbieter, wenn ein Modell die Antworten formulieren soll.</translation>
    </message>
    <message>
        <source>Endpoint URL</source>
        <translation>Endpunkt-URL</translation>
    </message>
    <message>
        <source>&amp;Endpoint:</source>
        <translation>&amp;Endpunkt:</translation>
    </message>
    <message>
        <source>Chat deployment</source>
        <translation>Chat-Deployment</translation>
    </message>
    <message>
        <source>Embedding deployment</source>
        <translation>Embedding-Deployment</translation>
    </message>
    <message>
        <source>Optional: enables search by meaning</source>
        <translation>Optional: ermöglicht die Suche nach Bedeutung</translation>
    </message>
    <message>
        <source>Embedding dimensions</source>
        <translation>Embedding-Dimensionen</translation>
    </message>
    <message>
        <source>Model default</source>
        <translation>Standard des Modells</translation>
    </message>
    <message>
        <source>Shorter vectors for text-embedding-3 models; 0 keeps the model&apos;s own size. Changing it embeds all passages again.</source>
        <translation>Kürzere Vektoren für text-embedding-3-Modelle; 0 behält die eigene Größe des Modells bei. Eine Änderung bettet alle Abschnitte neu ein.</translation>
    </message>
    <message>
        <source>&amp;Dimensions:</source>
        <translation>&amp;Dimensionen:</translation>
    </message>
    <message>
        <source>API version</source>
        <translation>API-Version</translation>
    </message>
    <message>
        <source>API &amp;version:</source>
        <translation>API-&amp;Version:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>Enter the endpoint of your Azure OpenAI resource, e.g. https://RESOURCE.openai.azure.com (Azure portal → the resource → Keys and Endpoint).</source>
        <translation>Geben Sie den Endpunkt Ihrer Azure-OpenAI-Ressource ein, z. B. https://RESOURCE.openai.azure.com (Azure-Portal → die Ressource → Schlüssel und Endpunkt).</translation>
    </message>
    <message>
        <source>Enter the server&apos;s base URL including /v1, e.g. http://localhost:11434/v1 for Ollama.</source>
        <translation>Geben Sie die Basis-URL des Servers einschließlich /v1 ein, z. B. http://localhost:11434/v1 für Ollama.</translation>
    </message>
    <message>
        <source>Enter the name of the chat deployment: the name you gave it in Azure, not the model name.</source>
        <translation>Geben Sie den Namen des Chat-Deployments ein: den Namen, den Sie ihm in Azure gegeben haben, nicht den Modellnamen.</translation>
    </message>
    <message>
        <source>Enter the chat model the server serves, e.g. llama3.1.</source>
        <translation>Geben Sie das Chat-Modell ein, das der Server bereitstellt, z. B. llama3.1.</translation>
    </message>
    <message>
        <source>C&amp;hat model:</source>
        <translation>C&amp;hat-Modell:</translation>
    </message>
    <message>
        <source>C&amp;hat deployment:</source>
        <translation>C&amp;hat-Deployment:</translation>
    </message>
    <message>
        <source>Em&amp;bedding model:</source>
        <translation>Em&amp;bedding-Modell:</translation>
    </message>
    <message>
        <source>Em&amp;bedding deployment:</source>
        <translation>Em&amp;bedding-Deployment:</translation>
    </message>
    <message>
        <source>Optional for local servers; sent as a Bearer token</source>
        <translation>Optional bei lokalen Servern; wird als Bearer-Token gesendet</translation>
    </message>
    <message>
        <source>Stored only in the OS keychain and never shown again</source>
        <translation>Wird nur im Schlüsselbund des Betriebssystems gespeichert und nie wieder angezeigt</translation>
    </message>
    <message>
        <source>Kind of model</source>
        <translation>Art des Modells</translation>
    </message>
    <message>
        <source>Detect from the deployment&apos;s replies</source>
        <translation>Aus den Antworten des Deployments erkennen</translation>
    </message>
    <message>
        <source>Reasoning model (GPT-5 family, o-series)</source>
        <translation>Reasoning-Modell (GPT-5-Familie, o-Serie)</translation>
    </message>
    <message>
        <source>Model without reasoning (e.g. gpt-4o-mini)</source>
        <translation>Modell ohne Reasoning (z. B. gpt-4o-mini)</translation>
    </message>
    <message>
        <source>Reasoning models take no temperature and count their thinking in the token limit. Lotse learns which kind a deployment runs from its first reply.</source>
        <translation>Reasoning-Modelle nehmen keine Temperatur an und zählen ihr Nachdenken zum Token-Limit. Lotse lernt aus der ersten Antwort, welche Art ein Deployment betreibt.</translation>
    </message>
    <message>
        <source>Reasoning effort:</source>
        <translation>Reasoning-Aufwand:</translation>
    </message>
    <message>
        <source>A&amp;uthentication:</source>
        <translation>Authentif&amp;izierung:</translation>
    </message>
    <message>
        <source>Authentication</source>
        <translation>Authentifizierung</translation>
    </message>
    <message>
        <source>API key</source>
        <translation>API-Schlüssel</translation>
    </message>
    <message>
        <source>Microsoft Entra ID</source>
        <translation>Microsoft Entra ID</translation>
    </message>
    <message>
        <source>Te&amp;nant:</source>
        <translation>Verzei&amp;chnis (Mandant):</translation>
    </message>
    <message>
        <source>Tenant</source>
        <translation>Verzeichnis (Mandant)</translation>
    </message>
    <message>
        <source>Application (client) ID</source>
        <translation>Anwendungs-ID (Client)</translation>
    </message>
    <message>
        <source>From your organisation&apos;s app registration</source>
        <translation>Aus der App-Registrierung Ihrer Organisation</translation>
    </message>
    <message>
        <source>Sign-in &amp;address:</source>
        <translation>Anmeldead&amp;resse:</translation>
    </message>
    <message>
        <source>Sign-in address</source>
        <translation>Anmeldeadresse</translation>
    </message>
    <message>
        <source>Enter the API version for the legacy Azure paths, e.g. %1.</source>
        <translation>Geben Sie die API-Version für die Legacy-Pfade von Azure ein, z. B. %1.</translation>
    </message>
    <message>
        <source>The sign-in address must be a URL such as %1.</source>
        <translation>Die Anmeldeadresse muss eine URL sein, etwa %1.</translation>
    </message>
    <message>
        <source>Model t&amp;ype:</source>
        <translation>Modellt&amp;yp:</translation>
    </message>
    <message>
        <source>Appl&amp;ication (client) ID:</source>
        <translation>Anwendungs-ID (C&amp;lient):</translation>
    </message>
    <message>
        <source>contoso.onmicrosoft.com or the tenant id</source>
        <translation>contoso.onmicrosoft.com oder die Mandanten-ID</translation>
    </message>
    <message>
        <source>Answer check:</source>
        <translation>Antwortprüfung:</translation>
    </message>
</context>
<context>
    <name>lotse::ui::QuestionBar</name>
    <message>
        <source>Ask a question about your documents, e.g. “How many vacation days do I get?”</source>
        <translation>Stellen Sie eine Frage zu Ihren Dokumenten, z. B. „Wie viele Urlaubstage habe ich?“</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Type a question and press Enter; Ctrl+L comes back here.</source>
        <translation>Geben Sie eine Frage ein und drücken Sie die Eingabetaste; mit Strg+L kehren Sie hierher zurück.</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>Ask</source>
        <translation>Fragen</translation>
    </message>
    <message>
        <source>Stop looking for an answer (Esc)</source>
        <translation>Suche nach einer Antwort abbrechen (Esc)</translation>
    </message>
    <message>
        <source>Ask the question (Enter)</source>
        <translation>Frage stellen (Eingabetaste)</translation>
    </message>
</context>
<context>
    <name>lotse::ui::ReasoningEffortRow</name>
    <message>
        <source>&amp;Grading:</source>
        <translation>Be&amp;wertung:</translation>
    </message>
    <message>
        <source>Sp&amp;litting:</source>
        <translation>&amp;Zerlegen:</translation>
    </message>
    <message>
        <source>Ans&amp;wer:</source>
        <translation>Antw&amp;ort:</translation>
    </message>
    <message>
        <source>minimal</source>
        <translation>minimal</translation>
    </message>
    <message>
        <source>low</source>
        <translation>niedrig</translation>
    </message>
    <message>
        <source>medium</source>
        <translation>mittel</translation>
    </message>
    <message>
        <source>high</source>
        <translation>hoch</translation>
    </message>
    <message>
        <source>Reasoning effort when judging the evidence</source>
        <translation>Reasoning-Aufwand beim Bewerten der Abschnitte</translation>
    </message>
    <message>
        <source>Reasoning effort when splitting a question</source>
        <translation>Reasoning-Aufwand beim Zerlegen einer Frage</translation>
    </message>
    <message>
        <source>Reasoning effort when writing the answer</source>
        <translation>Reasoning-Aufwand beim Schreiben der Antwort</translation>
    </message>
    <message>
        <source>How long a reasoning model thinks before it replies. More effort costs reasoning tokens and time; low suits judging a few passages.</source>
        <translation>Wie lange ein Reasoning-Modell nachdenkt, bevor es antwortet. Mehr Aufwand kostet Reasoning-Token und Zeit; niedrig genügt, um wenige Abschnitte zu bewerten.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::ResearchView</name>
    <message>
        <source>Replay</source>
        <translation>Erneut abspielen</translation>
    </message>
    <message>
        <source>Show this search again, step by step</source>
        <translation>Diese Suche noch einmal Schritt für Schritt zeigen</translation>
    </message>
    <message>
        <source>Replay the search</source>
        <translation>Suche erneut abspielen</translation>
    </message>
    <message>
        <source>Each search round appears here as it happens: the query, the passages found with their scores, and whether they answer the question.</source>
        <translation>Jede Suchrunde erscheint hier, während sie läuft: die Suchanfrage, die gefundenen Abschnitte mit ihren Punktzahlen und ob sie die Frage beantworten.</translation>
    </message>
    <message>
        <source>“%1”</source>
        <translation>„%1“</translation>
    </message>
    <message numerus="yes">
        <source>Split into %n sub-question(s), searched side by side:</source>
        <translation>
            <numerusform>In %n Teilfrage aufgeteilt, nebeneinander gesucht:</numerusform>
            <numerusform>In %n Teilfragen aufgeteilt, nebeneinander gesucht:</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered after %n round(s), citing %1, in %2</source>
        <translation>
            <numerusform>Nach %n Runde beantwortet, unter Angabe von %1, in %2</numerusform>
            <numerusform>Nach %n Runden beantwortet, unter Angabe von %1, in %2</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Refused after %n round(s): the documents do not answer the question (%1)</source>
        <translation>
            <numerusform>Nach %n Runde nicht beantwortet: Die Dokumente beantworten die Frage nicht (%1)</numerusform>
            <numerusform>Nach %n Runden nicht beantwortet: Die Dokumente beantworten die Frage nicht (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Stopped after %1</source>
        <translation>Angehalten nach %1</translation>
    </message>
    <message>
        <source>Failed after %1: %2</source>
        <translation>Fehlgeschlagen nach %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) used</source>
        <translation>
            <numerusform>%n Token verbraucht</numerusform>
            <numerusform>%n Token verbraucht</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Cut off after %n round(s): the model reached its token limit before the answer was complete (%1)</source>
        <translation>
            <numerusform>Nach %n Runde abgeschnitten: Das Modell hat sein Token-Limit erreicht, bevor die Antwort vollständig war (%1)</numerusform>
            <numerusform>Nach %n Runden abgeschnitten: Das Modell hat sein Token-Limit erreicht, bevor die Antwort vollständig war (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n token(s) used, %1 of them for reasoning</source>
        <translation>
            <numerusform>%n Token verbraucht, davon %1 für Reasoning</numerusform>
            <numerusform>%n Token verbraucht, davon %1 für Reasoning</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Not shown as an answer after %n round(s): the passages it cites do not support its main statement (%1)</source>
        <translation>
            <numerusform>Nach %n Runde nicht als Antwort angezeigt: Die zitierten Passagen stützen ihre Hauptaussage nicht (%1)</numerusform>
            <numerusform>Nach %n Runden nicht als Antwort angezeigt: Die zitierten Passagen stützen ihre Hauptaussage nicht (%1)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Answered with a caveat after %n round(s): no round was sufficient, so the answer quotes the closest section on the topic, citing %1, in %2</source>
        <translation>
            <numerusform>Mit Vorbehalt beantwortet nach %n Runde: Keine Runde reichte aus, daher zitiert die Antwort den nächstliegenden Abschnitt zum Thema, mit %1, in %2</numerusform>
            <numerusform>Mit Vorbehalt beantwortet nach %n Runden: Keine Runde reichte aus, daher zitiert die Antwort den nächstliegenden Abschnitt zum Thema, mit %1, in %2</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>lotse::ui::RewriteArrow</name>
    <message>
        <source>Not enough yet: searching again with &lt;b&gt;“%1”&lt;/b&gt;</source>
        <translation>Noch nicht ausreichend: neue Suche mit &lt;b&gt;„%1“&lt;/b&gt;</translation>
    </message>
    <message>
        <source>The query was rewritten in %1.</source>
        <translation>Die Suchanfrage wurde in %1 umformuliert.</translation>
    </message>
    <message>
        <source>Query rewritten to “%1”</source>
        <translation>Suchanfrage umformuliert zu „%1“</translation>
    </message>
    <message>
        <source>&lt;b&gt;“%1”&lt;/b&gt;</source>
        <translation>&lt;b&gt;„%1“&lt;/b&gt;</translation>
    </message>
    <message>
        <source>Not enough yet: asking for what is still missing: %1</source>
        <translation>Noch nicht ausreichend: Frage nach dem, was noch fehlt: %1</translation>
    </message>
    <message>
        <source>, </source>
        <translation>, </translation>
    </message>
    <message>
        <source>The verdict named what the passages lack; the next round searches for each.</source>
        <translation>Das Urteil nannte, was den Abschnitten fehlt; die nächste Runde sucht nach jedem Punkt.</translation>
    </message>
    <message>
        <source>Asking for what is still missing: %1</source>
        <translation>Frage nach dem, was noch fehlt: %1</translation>
    </message>
</context>
<context>
    <name>lotse::ui::RoundCard</name>
    <message>
        <source>Search round %1</source>
        <translation>Suchrunde %1</translation>
    </message>
    <message>
        <source>Round %1</source>
        <translation>Runde %1</translation>
    </message>
    <message>
        <source>Query:</source>
        <translation>Suchanfrage:</translation>
    </message>
    <message>
        <source>Query: %1</source>
        <translation>Suchanfrage: %1</translation>
    </message>
    <message>
        <source>Searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>No passage matches this query.</source>
        <translation>Kein Abschnitt passt zu dieser Suchanfrage.</translation>
    </message>
    <message>
        <source>Sufficient</source>
        <translation>Ausreichend</translation>
    </message>
    <message>
        <source>Not sufficient</source>
        <translation>Nicht ausreichend</translation>
    </message>
    <message>
        <source>Grader&apos;s verdict: %1</source>
        <translation>Urteil des Prüfers: %1</translation>
    </message>
    <message>
        <source>Graded in %1</source>
        <translation>Geprüft in %1</translation>
    </message>
    <message>
        <source>Raw verdict</source>
        <translation>Rohes Urteil</translation>
    </message>
    <message>
        <source>Show the grader&apos;s structured output as it came</source>
        <translation>Die strukturierte Ausgabe des Prüfers unverändert anzeigen</translation>
    </message>
    <message>
        <source>Show the grader&apos;s raw verdict for round %1</source>
        <translation>Rohes Urteil des Prüfers für Runde %1 anzeigen</translation>
    </message>
    <message>
        <source>Missing: %1</source>
        <translation>Es fehlt: %1</translation>
    </message>
    <message>
        <source>search %1</source>
        <translation>Suche %1</translation>
    </message>
    <message>
        <source>grading %1</source>
        <translation>Prüfung %1</translation>
    </message>
    <message>
        <source>rewrite %1</source>
        <translation>Umformulierung %1</translation>
    </message>
    <message>
        <source>searching…</source>
        <translation>Suche läuft…</translation>
    </message>
    <message>
        <source>How long each step of round %1 took</source>
        <translation>Dauer der einzelnen Schritte in Runde %1</translation>
    </message>
    <message>
        <source>Ambiguous</source>
        <translation>Mehrdeutig</translation>
    </message>
    <message>
        <source>Graded in %1. The best section is on the question&apos;s topic but may not cover the exact case: if no later round is sufficient, the answer quotes it with that caveat.</source>
        <translation>Bewertet in %1. Der beste Abschnitt behandelt das Thema der Frage, deckt den genauen Fall aber womöglich nicht ab: Reicht keine spätere Runde aus, zitiert die Antwort ihn mit diesem Vorbehalt.</translation>
    </message>
    <message>
        <source>Show the passages of round %1</source>
        <translation>Die Abschnitte von Runde %1 zeigen</translation>
    </message>
    <message>
        <source>Fold round %1 to its verdict</source>
        <translation>Runde %1 auf ihr Urteil einklappen</translation>
    </message>
    <message numerus="yes">
        <source>%n passage(s)</source>
        <translation>
            <numerusform>%n Abschnitt</numerusform>
            <numerusform>%n Abschnitte</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” · no passage</source>
        <translation>„%1“ · kein Abschnitt</translation>
    </message>
    <message>
        <source>“%1” · %2, best: %3 (%4)</source>
        <translation>„%1“ · %2, bester: %3 (%4)</translation>
    </message>
    <message>
        <source>Click to show the passages</source>
        <translation>Klicken, um die Abschnitte zu zeigen</translation>
    </message>
    <message>
        <source>Answer prepared while grading: shown as soon as the verdict said sufficient.</source>
        <translation>Antwort während der Bewertung vorbereitet: gezeigt, sobald das Urteil „ausreichend“ lautete.</translation>
    </message>
    <message>
        <source>Answer prepared while grading: discarded, as the evidence did not suffice (its tokens are in the trace).</source>
        <translation>Antwort während der Bewertung vorbereitet: verworfen, da die Belege nicht reichten (ihre Tokens stehen im Verlauf).</translation>
    </message>
    <message>
        <source>The check whether the passages answer the whole question failed, so each sub-question&apos;s own verdict decided: the answer stands on the parts found, and its statements are checked as always.</source>
        <translation>Die Prüfung, ob die Abschnitte die ganze Frage beantworten, ist fehlgeschlagen; daher hat das eigene Urteil jeder Teilfrage entschieden: Die Antwort stützt sich auf die gefundenen Teile, und ihre Aussagen werden wie immer geprüft.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::SampleNotice</name>
    <message>
        <source>The sample handbook (a fictional company) is still here beside your documents, and Lotse answers from both.</source>
        <translation>Das Beispielhandbuch (einer erfundenen Firma) liegt noch neben Ihren Dokumenten, und Lotse antwortet aus beiden.</translation>
    </message>
    <message>
        <source>Remove the sample</source>
        <translation>Beispiel entfernen</translation>
    </message>
    <message>
        <source>Remove the sample handbook</source>
        <translation>Das Beispielhandbuch entfernen</translation>
    </message>
</context>
<context>
    <name>lotse::ui::SettingsDialog</name>
    <message>
        <source>Settings</source>
        <translation>Einstellungen</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>Problem</translation>
    </message>
    <message>
        <source>Answering</source>
        <translation>Beantwortung</translation>
    </message>
    <message>
        <source>Maximum rounds</source>
        <translation>Maximale Runden</translation>
    </message>
    <message>
        <source>How often Lotse may search, judge and rewrite the query before it answers or refuses</source>
        <translation>Wie oft Lotse suchen, bewerten und die Suchanfrage umformulieren darf, bevor eine Antwort oder Ablehnung erfolgt</translation>
    </message>
    <message>
        <source>Maximum &amp;rounds:</source>
        <translation>Höchstzahl der R&amp;unden:</translation>
    </message>
    <message>
        <source>Passages per round</source>
        <translation>Abschnitte pro Runde</translation>
    </message>
    <message>
        <source>How many passages each search returns (top-k); more passages make longer prompts</source>
        <translation>Wie viele Abschnitte jede Suche liefert (top-k); mehr Abschnitte ergeben längere Prompts</translation>
    </message>
    <message>
        <source>Passages per round (&amp;top-k):</source>
        <translation>Abschnitte pro Runde (&amp;top-k):</translation>
    </message>
    <message>
        <source>Sufficient coverage</source>
        <translation>Ausreichende Abdeckung</translation>
    </message>
    <message>
        <source>Minimum score</source>
        <translation>Mindestpunktzahl</translation>
    </message>
    <message>
        <source>Offline grader: the search score (0 to 1) the best passage must reach</source>
        <translation>Offline-Prüfer: Suchpunktzahl (0 bis 1), die der beste Abschnitt erreichen muss</translation>
    </message>
    <message>
        <source>Sufficient &amp;coverage:</source>
        <translation>Ausreichende Abdec&amp;kung:</translation>
    </message>
    <message>
        <source>&amp;Minimum score:</source>
        <translation>&amp;Mindestpunktzahl:</translation>
    </message>
    <message>
        <source>Interface</source>
        <translation>Oberfläche</translation>
    </message>
    <message>
        <source>Interface language</source>
        <translation>Sprache der Oberfläche</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>S&amp;prache:</translation>
    </message>
    <message>
        <source>Cannot save yet: %1</source>
        <translation>Speichern noch nicht möglich: %1</translation>
    </message>
    <message>
        <source>Storing the API key in the OS keychain…</source>
        <translation>API-Schlüssel wird im Schlüsselbund des Betriebssystems gespeichert…</translation>
    </message>
    <message>
        <source>The API key could not be stored, so nothing was saved: %1</source>
        <translation>Der API-Schlüssel konnte nicht abgelegt werden, daher wurde nichts gespeichert: %1</translation>
    </message>
    <message>
        <source>The settings could not be written to %1. Check that the folder exists and is writable.</source>
        <translation>Die Einstellungen konnten nicht nach %1 geschrieben werden. Prüfen Sie, ob der Ordner existiert und beschreibbar ist.</translation>
    </message>
    <message>
        <source>Where to ask instead</source>
        <translation>Wo man stattdessen fragt</translation>
    </message>
    <message>
        <source>e.g. Ask HR: hr@example.com</source>
        <translation>z. B. Fragen Sie die Personalabteilung: hr@example.com</translation>
    </message>
    <message>
        <source>Offline grader: the share of the question&apos;s weight (rare words count more) the best section must exceed</source>
        <translation>Offline-Prüfung: der Anteil am Gewicht der Frage (seltene Wörter zählen mehr), den der beste Abschnitt übertreffen muss</translation>
    </message>
    <message>
        <source>Shown whenever the handbook has no answer, so that people know whom to ask</source>
        <translation>Erscheint, wenn das Handbuch keine Antwort hat, damit man weiß, wen man fragen kann</translation>
    </message>
    <message>
        <source>Where to ask instead:</source>
        <translation>Wo stattdessen fragen:</translation>
    </message>
    <message>
        <source>Provider</source>
        <translation>Anbieter</translation>
    </message>
    <message>
        <source>Retrieval</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>History &amp;&amp; privacy</source>
        <translation>Verlauf &amp;&amp; Datenschutz</translation>
    </message>
    <message>
        <source>Prepare the answer while the evidence is judged</source>
        <translation>Antwort schon vorbereiten, während die Belege geprüft werden</translation>
    </message>
    <message>
        <source>With a model: the answer starts at once and is shown when the evidence suffices, else discarded. Answers come sooner; discarded answers cost tokens.</source>
        <translation>Mit einem Modell: Die Antwort beginnt sofort und wird gezeigt, wenn die Belege reichen, sonst verworfen. Antworten kommen früher; verworfene Antworten kosten Tokens.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::SourceView</name>
    <message>
        <source>Source text</source>
        <translation>Text der Quelle</translation>
    </message>
    <message>
        <source>Click a source link in the answer, or a passage in the search rounds, to read it here.</source>
        <translation>Klicken Sie auf einen Quellenlink in der Antwort oder auf einen Abschnitt in den Suchrunden, um ihn hier zu lesen.</translation>
    </message>
    <message>
        <source>Open file</source>
        <translation>Datei öffnen</translation>
    </message>
    <message>
        <source>Open the original document in its usual application</source>
        <translation>Originaldokument in der zugehörigen Anwendung öffnen</translation>
    </message>
    <message>
        <source>The file is no longer at this place. Add it again from its new location to cite it.</source>
        <translation>Die Datei befindet sich nicht mehr an diesem Ort. Fügen Sie sie von ihrem neuen Speicherort aus erneut hinzu, um sie zu zitieren.</translation>
    </message>
    <message>
        <source>The file has changed since it was indexed; this is the passage as it was cited. Add the file again to update it.</source>
        <translation>Die Datei wurde seit der Indizierung geändert; dies ist der Abschnitt, wie er zitiert wurde. Fügen Sie die Datei erneut hinzu, um sie zu aktualisieren.</translation>
    </message>
    <message>
        <source>No application could open %1. Open it from your file manager instead.</source>
        <translation>Keine Anwendung konnte %1 öffnen. Öffnen Sie die Datei stattdessen über Ihren Dateimanager.</translation>
    </message>
    <message>
        <source>Page %1</source>
        <translation>Seite %1</translation>
    </message>
    <message>
        <source>%1 · page %2</source>
        <translation>%1 · Seite %2</translation>
    </message>
    <message>
        <source>Show text</source>
        <translation>Text zeigen</translation>
    </message>
    <message>
        <source>Show page</source>
        <translation>Seite zeigen</translation>
    </message>
    <message>
        <source>Show the text Lotse read from the PDF, with the passage marked</source>
        <translation>Den Text zeigen, den Lotse aus dem PDF gelesen hat, mit markierter Textstelle</translation>
    </message>
    <message>
        <source>Show the PDF page the passage is on</source>
        <translation>Die PDF-Seite zeigen, auf der die Textstelle steht</translation>
    </message>
    <message>
        <source>Show formatted</source>
        <translation>Formatiert zeigen</translation>
    </message>
    <message>
        <source>Show Markdown</source>
        <translation>Markdown zeigen</translation>
    </message>
    <message>
        <source>Show the document as formatted text</source>
        <translation>Das Dokument als formatierten Text zeigen</translation>
    </message>
    <message>
        <source>Show the document&apos;s Markdown source, as Lotse read it</source>
        <translation>Den Markdown-Quelltext des Dokuments zeigen, wie Lotse ihn gelesen hat</translation>
    </message>
    <message>
        <source>This passage is from the team knowledge base; the file itself is with its managers.</source>
        <translation>Dieser Abschnitt stammt aus der Team-Wissensbasis; die Datei selbst liegt bei deren Verwaltern.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::TeamConnectDialog</name>
    <message>
        <source>Connect to a Team Knowledge Base</source>
        <translation>Mit einer Team-Wissensbasis verbinden</translation>
    </message>
    <message>
        <source>Your company keeps one knowledge base for everyone in PostgreSQL. Lotse keeps a copy of what your groups may read on this computer and brings it up to date every few minutes. Your administrator gives you the address.</source>
        <translation>Ihr Unternehmen führt eine gemeinsame Wissensbasis für alle in PostgreSQL. Lotse hält auf diesem Computer eine Kopie dessen, was Ihre Gruppen lesen dürfen, und bringt sie alle paar Minuten auf den neuesten Stand. Die Adresse erhalten Sie von Ihrer Administration.</translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation>&amp;Adresse:</translation>
    </message>
    <message>
        <source>&amp;Password:</source>
        <translation>&amp;Passwort:</translation>
    </message>
    <message>
        <source>empty: stored already, or not needed (certificate, Kerberos)</source>
        <translation>leer: bereits gespeichert oder nicht nötig (Zertifikat, Kerberos)</translation>
    </message>
    <message>
        <source>&amp;Connect</source>
        <translation>&amp;Verbinden</translation>
    </message>
    <message>
        <source>Connecting to %1 and copying what you may read…</source>
        <translation>Verbindung zu %1 wird hergestellt, und was Sie lesen dürfen, wird kopiert …</translation>
    </message>
    <message>
        <source>The server wants a password for “%1”: type it above.</source>
        <translation>Der Server verlangt ein Passwort für „%1“: Geben Sie es oben ein.</translation>
    </message>
    <message>
        <source>The server refused this password for “%1”: check it and type it again.</source>
        <translation>Der Server hat dieses Passwort für „%1“ abgelehnt: Prüfen Sie es und geben Sie es erneut ein.</translation>
    </message>
    <message>
        <source>&amp;Continue</source>
        <translation>&amp;Weiter</translation>
    </message>
    <message>
        <source>Connected. The OS keychain could not keep the password (%1), so Lotse will ask for it again at its next start.</source>
        <translation>Verbunden. Der Schlüsselbund des Systems konnte das Passwort nicht speichern (%1), deshalb fragt Lotse beim nächsten Start erneut danach.</translation>
    </message>
    <message>
        <source>The server refused the stored password for “%1”: type the right one above.</source>
        <translation>Der Server hat das gespeicherte Passwort für „%1“ abgelehnt: Geben Sie oben das richtige ein.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::TeamMode</name>
    <message>
        <source>This is your copy of the team knowledge base “%1” on %2: what your groups may read. Its managers add and remove documents; the copy follows every few minutes.</source>
        <translation>Dies ist Ihre Kopie der Team-Wissensbasis „%1“ auf %2: was Ihre Gruppen lesen dürfen. Dokumente fügen deren Verwalter hinzu und entfernen sie; die Kopie folgt alle paar Minuten.</translation>
    </message>
    <message>
        <source>Team: %1 on %2</source>
        <translation>Team: %1 auf %2</translation>
    </message>
    <message>
        <source>updating…</source>
        <translation>wird aktualisiert …</translation>
    </message>
    <message>
        <source>password needed: File › Connect to a Team Knowledge Base…</source>
        <translation>Passwort nötig: Datei › Mit einer Team-Wissensbasis verbinden…</translation>
    </message>
    <message>
        <source>not reachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>not reachable, copy of %1</source>
        <translation>nicht erreichbar, Kopie vom %1</translation>
    </message>
    <message>
        <source>up to date (%1)</source>
        <translation>aktuell (%1)</translation>
    </message>
    <message>
        <source>update failed (see the tooltip)</source>
        <translation>Aktualisierung fehlgeschlagen (siehe Tooltip)</translation>
    </message>
    <message>
        <source>update failed (see the tooltip), copy of %1</source>
        <translation>Aktualisierung fehlgeschlagen (siehe Tooltip), Kopie vom %1</translation>
    </message>
</context>
<context>
    <name>lotse::ui::TraceDetailView</name>
    <message>
        <source>The answer with its sources</source>
        <translation>Die Antwort mit ihren Quellen</translation>
    </message>
    <message>
        <source>Settings, provider, tokens, cost and timings</source>
        <translation>Einstellungen, Anbieter, Token, Kosten und Zeiten</translation>
    </message>
    <message>
        <source>The question in detail</source>
        <translation>Die Frage im Detail</translation>
    </message>
    <message>
        <source>Detail sections</source>
        <translation>Detailbereiche</translation>
    </message>
    <message>
        <source>Search</source>
        <translation>Suche</translation>
    </message>
    <message>
        <source>Verdicts</source>
        <translation>Urteile</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Details</source>
        <translation>Details</translation>
    </message>
    <message>
        <source>Feedback</source>
        <translation>Feedback</translation>
    </message>
    <message>
        <source>“%1”, asked %2</source>
        <translation>„%1“, gestellt am %2</translation>
    </message>
    <message>
        <source>(The question text was not stored.) Asked %1</source>
        <translation>(Der Fragetext wurde nicht gespeichert.) Gestellt am %1</translation>
    </message>
    <message>
        <source>Choose a question in the list to see how it was answered.</source>
        <translation>Wählen Sie eine Frage in der Liste aus, um zu sehen, wie sie beantwortet wurde.</translation>
    </message>
</context>
<context>
    <name>lotse::ui::TraceFilterBar</name>
    <message>
        <source>Search the questions</source>
        <translation>Fragen durchsuchen</translation>
    </message>
    <message>
        <source>Search questions, answers and queries</source>
        <translation>Fragen, Antworten und Suchanfragen durchsuchen</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Any outcome</source>
        <translation>Alle Ergebnisse</translation>
    </message>
    <message>
        <source>Cited document</source>
        <translation>Zitiertes Dokument</translation>
    </message>
    <message>
        <source>More than one &amp;round</source>
        <translation>Mehr als eine &amp;Runde</translation>
    </message>
    <message>
        <source>Only questions that needed more than one round</source>
        <translation>Nur Fragen, die mehr als eine Runde brauchten</translation>
    </message>
    <message>
        <source>Grader said &amp;not sufficient</source>
        <translation>Prüfer: &amp;nicht ausreichend</translation>
    </message>
    <message>
        <source>Only questions where the grader found a round&apos;s passages not sufficient</source>
        <translation>Nur Fragen, bei denen der Prüfer die Abschnitte einer Runde als nicht ausreichend bewertet hat</translation>
    </message>
    <message>
        <source>&amp;From</source>
        <translation>V&amp;on</translation>
    </message>
    <message>
        <source>Only questions asked from a date</source>
        <translation>Nur Fragen, die ab einem Datum gestellt wurden</translation>
    </message>
    <message>
        <source>Asked from</source>
        <translation>Gestellt ab</translation>
    </message>
    <message>
        <source>&amp;To</source>
        <translation>&amp;Bis</translation>
    </message>
    <message>
        <source>Only questions asked up to a date</source>
        <translation>Nur Fragen, die bis zu einem Datum gestellt wurden</translation>
    </message>
    <message>
        <source>Asked up to</source>
        <translation>Gestellt bis</translation>
    </message>
    <message>
        <source>&amp;Search:</source>
        <translation>&amp;Suchen:</translation>
    </message>
    <message>
        <source>&amp;Cited:</source>
        <translation>&amp;Zitiert:</translation>
    </message>
    <message>
        <source>Any document</source>
        <translation>Alle Dokumente</translation>
    </message>
    <message>
        <source>Asked by a member of</source>
        <translation>Gefragt von einem Mitglied von</translation>
    </message>
    <message>
        <source>Only questions asked by members of an access group</source>
        <translation>Nur Fragen von Mitgliedern einer Zugriffsgruppe</translation>
    </message>
    <message>
        <source>Any group</source>
        <translation>Jede Gruppe</translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>Gruppe: %1</translation>
    </message>
</context>
<context>
    <name>lotse::ui::TraceTableModel</name>
    <message>
        <source>The question text was not stored (Settings → History).</source>
        <translation>Der Fragetext wurde nicht gespeichert (Einstellungen → Verlauf).</translation>
    </message>
    <message>
        <source>(not stored)</source>
        <translation>(nicht gespeichert)</translation>
    </message>
    <message>
        <source>%1 (%2 not sufficient)</source>
        <translation>%1 (%2 nicht ausreichend)</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>Asked</source>
        <translation>Gestellt am</translation>
    </message>
    <message>
        <source>Question</source>
        <translation>Frage</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Rounds</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation>Token</translation>
    </message>
    <message>
        <source>Cost</source>
        <translation>Kosten</translation>
    </message>
    <message>
        <source>Groups when asking: %1</source>
        <translation>Gruppen beim Fragen: %1</translation>
    </message>
    <message>
        <source>you</source>
        <translation>Sie</translation>
    </message>
    <message>
        <source>Asked by</source>
        <translation>Gefragt von</translation>
    </message>
</context>
<context>
    <name>lotse::ui::VerdictsView</name>
    <message>
        <source>Verdicts per round</source>
        <translation>Urteile pro Runde</translation>
    </message>
    <message>
        <source>Round</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Rationale</source>
        <translation>Begründung</translation>
    </message>
    <message>
        <source>Missing</source>
        <translation>Fehlend</translation>
    </message>
    <message>
        <source>The grader&apos;s raw output</source>
        <translation>Rohausgabe des Prüfers</translation>
    </message>
    <message>
        <source>Sufficient</source>
        <translation>Ausreichend</translation>
    </message>
    <message>
        <source>Not sufficient</source>
        <translation>Nicht ausreichend</translation>
    </message>
    <message>
        <source>The grader gave no verdict: the question ended before its evidence was judged.</source>
        <translation>Der Prüfer hat kein Urteil abgegeben: Die Frage endete, bevor ihre Belege bewertet wurden.</translation>
    </message>
    <message>
        <source>Ambiguous</source>
        <translation>Mehrdeutig</translation>
    </message>
</context>
<context>
    <name>lotse::ui::WindowActions</name>
    <message>
        <source>&amp;Ask</source>
        <translation>Frage &amp;stellen</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>&amp;Focus the Question</source>
        <translation>&amp;Zum Fragefeld</translation>
    </message>
    <message>
        <source>&amp;Copy Answer</source>
        <translation>Antwort &amp;kopieren</translation>
    </message>
    <message>
        <source>Copy the latest answer, with its sources named</source>
        <translation>Die letzte Antwort mit Quellenangaben kopieren</translation>
    </message>
    <message>
        <source>&amp;Find a Document</source>
        <translation>&amp;Dokument suchen</translation>
    </message>
    <message>
        <source>&amp;Settings…</source>
        <translation>&amp;Einstellungen…</translation>
    </message>
    <message>
        <source>&amp;Reduce Motion</source>
        <translation>Bewegung &amp;reduzieren</translation>
    </message>
    <message>
        <source>Show search rounds at once instead of animating them</source>
        <translation>Suchrunden sofort anzeigen, statt sie zu animieren</translation>
    </message>
    <message>
        <source>&amp;Inspector…</source>
        <translation>&amp;Inspektor…</translation>
    </message>
    <message>
        <source>Past questions and why they were answered so, evaluation, content gaps</source>
        <translation>Frühere Fragen und warum sie so beantwortet wurden, Evaluierung, Inhaltslücken</translation>
    </message>
    <message>
        <source>&amp;About Lotse</source>
        <translation>&amp;Über Lotse</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>&amp;Bearbeiten</translation>
    </message>
    <message>
        <source>&amp;Question</source>
        <translation>&amp;Frage</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>&amp;Ansicht</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>&amp;Hilfe</translation>
    </message>
    <message>
        <source>&amp;How It Was Found</source>
        <translation>&amp;So wurde die Antwort gefunden</translation>
    </message>
    <message>
        <source>Open the search panel and show how the latest answer was found, step by step</source>
        <translation>Die Suche öffnen und Schritt für Schritt zeigen, wie die letzte Antwort gefunden wurde</translation>
    </message>
    <message>
        <source>&amp;Getting Started</source>
        <translation>&amp;Erste Schritte</translation>
    </message>
    <message>
        <source>&amp;Keyboard Shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Connect to a &amp;Team Knowledge Base…</source>
        <translation>Mit einer &amp;Team-Wissensbasis verbinden…</translation>
    </message>
    <message>
        <source>Ask your company&apos;s shared knowledge base (PostgreSQL) instead of your own files</source>
        <translation>Die gemeinsame Wissensbasis Ihres Unternehmens (PostgreSQL) fragen statt Ihrer eigenen Dateien</translation>
    </message>
    <message>
        <source>Use &amp;My Own Knowledge Base</source>
        <translation>Eigene &amp;Wissensbasis verwenden</translation>
    </message>
    <message>
        <source>Leave the team knowledge base and ask your own files again</source>
        <translation>Die Team-Wissensbasis verlassen und wieder Ihre eigenen Dateien fragen</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Lotse answers questions only from your own documents, with citations.</source>
        <translation>Lotse beantwortet Fragen ausschließlich aus Ihren eigenen Dokumenten, mit Quellenangaben.</translation>
    </message>
    <message>
        <source>FILE</source>
        <translation>FILE</translation>
    </message>
    <message>
        <source>Documents or folders to add to the knowledge base.</source>
        <translation>Dokumente oder Ordner, die zur Wissensbasis hinzugefügt werden sollen.</translation>
    </message>
    <message>
        <source>[FILE…]</source>
        <translation>[FILE…]</translation>
    </message>
    <message>
        <source>Use FILE as the knowledge base instead of %1, or a team knowledge base: postgresql://USER@HOST:PORT/DBNAME.</source>
        <translation>FILE statt %1 als Wissensbasis verwenden, oder eine Team-Wissensbasis: postgresql://USER@HOST:PORT/DBNAME.</translation>
    </message>
</context>
</TS>
