<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ic::ChatClient</name>
    <message>
        <source>The server answered HTTP %1 for the model list.</source>
        <translation>Der Server antwortete mit HTTP %1 auf die Modellliste.</translation>
    </message>
    <message>
        <source>The server answered HTTP %1 for the model list: %2</source>
        <translation>Der Server antwortete mit HTTP %1 auf die Modellliste: %2</translation>
    </message>
</context>
<context>
    <name>ic::ChatPane</name>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Reveal key</source>
        <translation>Schlüssel zeigen</translation>
    </message>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>The model, as /v1/models lists it</source>
        <translation>Das Modell, wie /v1/models es auflistet</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Ask the server for its models</source>
        <translation>Den Server nach seinen Modellen fragen</translation>
    </message>
    <message>
        <source>System prompt (optional)</source>
        <translation>System-Prompt (optional)</translation>
    </message>
    <message>
        <source>default</source>
        <translation>Standard</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keiner</translation>
    </message>
    <message>
        <source>Reasoning: default</source>
        <translation>Reasoning: Standard</translation>
    </message>
    <message>
        <source>Reasoning: on</source>
        <translation>Reasoning: an</translation>
    </message>
    <message>
        <source>Reasoning: off</source>
        <translation>Reasoning: aus</translation>
    </message>
    <message>
        <source>Extra JSON merged into the body, e.g. {&quot;top_k&quot;: 20}</source>
        <translation>Zusätzliches JSON, das in den Body übernommen wird, z. B. {&quot;top_k&quot;: 20}</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Temperature</source>
        <translation>Temperatur</translation>
    </message>
    <message>
        <source>top_p</source>
        <translation>top_p</translation>
    </message>
    <message>
        <source>max_tokens</source>
        <translation>max_tokens</translation>
    </message>
    <message>
        <source>Seed</source>
        <translation>Seed</translation>
    </message>
    <message>
        <source>Preset: capital of France</source>
        <translation>Vorlage: Hauptstadt von Frankreich</translation>
    </message>
    <message>
        <source>Preset: prime function</source>
        <translation>Vorlage: Primzahlfunktion</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Als curl kopieren</translation>
    </message>
    <message>
        <source>The request as a curl command; the key is written as $API_KEY unless revealed</source>
        <translation>Die Anfrage als curl-Befehl; der Schlüssel steht als $API_KEY darin, solange er nicht gezeigt wird</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Export</translation>
    </message>
    <message>
        <source>Conversation as Markdown…</source>
        <translation>Unterhaltung als Markdown…</translation>
    </message>
    <message>
        <source>Conversation as JSON…</source>
        <translation>Unterhaltung als JSON…</translation>
    </message>
    <message>
        <source>Clear</source>
        <translation>Leeren</translation>
    </message>
    <message>
        <source>Message (Ctrl+Enter sends)</source>
        <translation>Nachricht (Strg+Eingabe sendet)</translation>
    </message>
    <message numerus="yes">
        <source>%n model(s) listed.</source>
        <translation>
            <numerusform>%n Modell aufgelistet.</numerusform>
            <numerusform>%n Modelle aufgelistet.</numerusform>
        </translation>
    </message>
    <message>
        <source>No API address yet: the tunnel to the host is not open.</source>
        <translation>Noch keine API-Adresse: Der Tunnel zum Host ist nicht offen.</translation>
    </message>
    <message>
        <source>API at %1.</source>
        <translation>API unter %1.</translation>
    </message>
    <message>
        <source>The extra JSON does not parse at character %1: %2.</source>
        <translation>Das zusätzliche JSON ist bei Zeichen %1 fehlerhaft: %2.</translation>
    </message>
    <message>
        <source>The extra JSON must be an object, like {&quot;top_k&quot;: 20}.</source>
        <translation>Das zusätzliche JSON muss ein Objekt sein, etwa {&quot;top_k&quot;: 20}.</translation>
    </message>
    <message>
        <source>Asking for the models…</source>
        <translation>Frage nach den Modellen…</translation>
    </message>
    <message>
        <source>Nothing to copy: type a message or send one first.</source>
        <translation>Nichts zu kopieren: Geben Sie zuerst eine Nachricht ein oder senden Sie eine.</translation>
    </message>
    <message>
        <source>Copied the curl command, with the key.</source>
        <translation>curl-Befehl mit Schlüssel kopiert.</translation>
    </message>
    <message>
        <source>Copied the curl command; set API_KEY before running it.</source>
        <translation>curl-Befehl kopiert; setzen Sie API_KEY, bevor Sie ihn ausführen.</translation>
    </message>
    <message>
        <source>Export conversation</source>
        <translation>Unterhaltung exportieren</translation>
    </message>
    <message>
        <source>Export turn</source>
        <translation>Runde exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Exported to %1.</source>
        <translation>Nach %1 exportiert.</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
    <message>
        <source>Streaming…</source>
        <translation>Streamt…</translation>
    </message>
    <message>
        <source>Stopped.</source>
        <translation>Gestoppt.</translation>
    </message>
    <message>
        <source>Done.</source>
        <translation>Fertig.</translation>
    </message>
</context>
<context>
    <name>ic::ChatRequest</name>
    <message>
        <source>The model list is not a JSON object: %1</source>
        <translation>Die Modellliste ist kein JSON-Objekt: %1</translation>
    </message>
    <message>
        <source>The model list has no &quot;data&quot; array.</source>
        <translation>Die Modellliste hat kein „data“-Array.</translation>
    </message>
</context>
<context>
    <name>ic::ChatStream</name>
    <message>
        <source>No data from the server for %1 s; the request was abandoned. What arrived is kept.</source>
        <translation>Seit %1 s keine Daten vom Server; die Anfrage wurde abgebrochen. Was angekommen ist, bleibt erhalten.</translation>
    </message>
    <message>
        <source>The server answered HTTP %1.</source>
        <translation>Der Server antwortete mit HTTP %1.</translation>
    </message>
    <message>
        <source>The server answered HTTP %1: %2</source>
        <translation>Der Server antwortete mit HTTP %1: %2</translation>
    </message>
    <message>
        <source>Connection refused at %1: the server is not listening yet (still starting?).</source>
        <translation>Verbindung zu %1 abgelehnt: Der Server lauscht noch nicht (startet er noch?).</translation>
    </message>
    <message>
        <source>The request to %1 failed: %2</source>
        <translation>Die Anfrage an %1 ist fehlgeschlagen: %2</translation>
    </message>
</context>
<context>
    <name>ic::ChatStreamDecoder</name>
    <message>
        <source>The stream ended without [DONE]; the answer may be incomplete.</source>
        <translation>Der Stream endete ohne [DONE]; die Antwort ist möglicherweise unvollständig.</translation>
    </message>
    <message>
        <source>The server reported an error mid-stream (%1): %2</source>
        <translation>Der Server meldete mitten im Stream einen Fehler (%1): %2</translation>
    </message>
    <message>
        <source>The server reported an error mid-stream: %1</source>
        <translation>Der Server meldete mitten im Stream einen Fehler: %1</translation>
    </message>
</context>
<context>
    <name>ic::ChatTurn</name>
    <message>
        <source>The server has no reasoning parser set: the reasoning arrived inline as &lt;think&gt;…&lt;/think&gt; in the answer and was split here.</source>
        <translation>Auf dem Server ist kein Reasoning-Parser eingestellt: Das Reasoning kam als &lt;think&gt;…&lt;/think&gt; in der Antwort an und wurde hier abgetrennt.</translation>
    </message>
    <message>
        <source>The answer was cut at max_tokens (finish reason &quot;length&quot;).</source>
        <translation>Die Antwort wurde bei max_tokens abgeschnitten (finish reason „length“).</translation>
    </message>
    <message>
        <source>Stopped before the end; the partial output is kept.</source>
        <translation>Vor dem Ende gestoppt; die bisherige Ausgabe bleibt erhalten.</translation>
    </message>
    <message>
        <source>User</source>
        <translation>Benutzer</translation>
    </message>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Tokens: prompt %1, completion %2, total %3, reasoning %4 · reasoning %5 chars · TTFT %6 · first answer %7 · decode %8 tok/s · ITL p50 %9 / p99 %10 · E2E %11 · finish %12</source>
        <translation>Tokens: Prompt %1, Completion %2, gesamt %3, Reasoning %4 · Reasoning %5 Zeichen · TTFT %6 · erste Antwort %7 · Decode %8 tok/s · ITL p50 %9 / p99 %10 · E2E %11 · Ende %12</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Conversation</source>
        <translation>Unterhaltung</translation>
    </message>
    <message>
        <source>System</source>
        <translation>System</translation>
    </message>
    <message>
        <source>Turn %1</source>
        <translation>Runde %1</translation>
    </message>
</context>
<context>
    <name>ic::ChatTurnView</name>
    <message>
        <source>Reasoning</source>
        <translation>Reasoning</translation>
    </message>
    <message>
        <source>No reasoning.</source>
        <translation>Kein Reasoning.</translation>
    </message>
    <message>
        <source>Answer</source>
        <translation>Antwort</translation>
    </message>
    <message>
        <source>Waiting for the answer…</source>
        <translation>Warte auf die Antwort…</translation>
    </message>
    <message>
        <source>Hide reasoning</source>
        <translation>Reasoning ausblenden</translation>
    </message>
    <message>
        <source>Collapse or expand the reasoning pane</source>
        <translation>Reasoning-Bereich ein- oder ausklappen</translation>
    </message>
    <message>
        <source>Copy as curl</source>
        <translation>Als curl kopieren</translation>
    </message>
    <message>
        <source>Export turn (Markdown)</source>
        <translation>Runde exportieren (Markdown)</translation>
    </message>
    <message>
        <source>Export turn (JSON)</source>
        <translation>Runde exportieren (JSON)</translation>
    </message>
    <message>
        <source>Show reasoning</source>
        <translation>Reasoning einblenden</translation>
    </message>
    <message>
        <source>The reasoning came inline as &lt;think&gt; in the content: the server has no reasoning parser set.</source>
        <translation>Das Reasoning kam als &lt;think&gt; im Inhalt: Auf dem Server ist kein Reasoning-Parser eingestellt.</translation>
    </message>
    <message>
        <source>Stopped; what arrived is kept.</source>
        <translation>Gestoppt; was angekommen ist, bleibt erhalten.</translation>
    </message>
    <message>
        <source>Copy code</source>
        <translation>Code kopieren</translation>
    </message>
    <message>
        <source>Copy code %1</source>
        <translation>Code %1 kopieren</translation>
    </message>
    <message>
        <source>completion %1</source>
        <translation>Completion %1</translation>
    </message>
    <message>
        <source> (reasoning %1)</source>
        <translation> (Reasoning %1)</translation>
    </message>
    <message>
        <source>prompt %1</source>
        <translation>Prompt %1</translation>
    </message>
    <message>
        <source>total %1</source>
        <translation>gesamt %1</translation>
    </message>
    <message>
        <source>reasoning %1 chars</source>
        <translation>Reasoning %1 Zeichen</translation>
    </message>
    <message>
        <source>TTFT %1</source>
        <translation>TTFT %1</translation>
    </message>
    <message>
        <source>first answer %1</source>
        <translation>erste Antwort %1</translation>
    </message>
    <message>
        <source>decode –</source>
        <translation>Decode –</translation>
    </message>
    <message>
        <source>decode %1 tok/s</source>
        <translation>Decode %1 tok/s</translation>
    </message>
    <message>
        <source>ITL p50 %1 p99 %2</source>
        <translation>ITL p50 %1 p99 %2</translation>
    </message>
    <message>
        <source>E2E %1</source>
        <translation>E2E %1</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>streamt</translation>
    </message>
    <message>
        <source>finish %1</source>
        <translation>Ende %1</translation>
    </message>
</context>
<context>
    <name>ic::CheckCommand</name>
    <message>
        <source>No API address to check.</source>
        <translation>Keine API-Adresse zum Prüfen.</translation>
    </message>
</context>
<context>
    <name>ic::ConfirmActionDialog</name>
    <message>
        <source>Restart service</source>
        <translation>Dienst neu starten</translation>
    </message>
    <message>
        <source>Restart %1 on %2? Clients lose their running requests and the model loads again.</source>
        <translation>%1 auf %2 neu starten? Clients verlieren ihre laufenden Anfragen, und das Modell wird neu geladen.</translation>
    </message>
    <message>
        <source>&amp;Restart</source>
        <translation>&amp;Neu starten</translation>
    </message>
    <message>
        <source>Stop service</source>
        <translation>Dienst stoppen</translation>
    </message>
    <message>
        <source>Stop %1 on %2? The model stops serving until it is started again.</source>
        <translation>%1 auf %2 stoppen? Das Modell beantwortet keine Anfragen mehr, bis es wieder gestartet wird.</translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation>&amp;Stoppen</translation>
    </message>
    <message>
        <source>Start service</source>
        <translation>Dienst starten</translation>
    </message>
    <message>
        <source>Start %1 on %2?</source>
        <translation>%1 auf %2 starten?</translation>
    </message>
    <message>
        <source>&amp;Start</source>
        <translation>&amp;Starten</translation>
    </message>
    <message>
        <source>This command will run on %1:</source>
        <translation>Dieser Befehl wird auf %1 ausgeführt:</translation>
    </message>
    <message>
        <source>Command line</source>
        <translation>Befehlszeile</translation>
    </message>
</context>
<context>
    <name>ic::CrashDiagnosis</name>
    <message>
        <source>GPU out of memory</source>
        <translation>GPU-Speicher erschöpft</translation>
    </message>
    <message>
        <source>KV cache too small for the maximum model length</source>
        <translation>KV-Cache zu klein für die maximale Modelllänge</translation>
    </message>
    <message>
        <source>NCCL (multi-GPU communication)</source>
        <translation>NCCL (Multi-GPU-Kommunikation)</translation>
    </message>
    <message>
        <source>FlashInfer / JIT toolchain</source>
        <translation>FlashInfer / JIT-Toolchain</translation>
    </message>
    <message>
        <source>Compilation (Inductor / Triton)</source>
        <translation>Kompilierung (Inductor / Triton)</translation>
    </message>
    <message>
        <source>Configuration / command line</source>
        <translation>Konfiguration / Befehlszeile</translation>
    </message>
    <message>
        <source>Package version mismatch</source>
        <translation>Paketversionen passen nicht zusammen</translation>
    </message>
    <message>
        <source>Worker process died</source>
        <translation>Worker-Prozess abgestürzt</translation>
    </message>
    <message>
        <source>Other</source>
        <translation>Sonstiges</translation>
    </message>
</context>
<context>
    <name>ic::DemoHost</name>
    <message>
        <source>The simulated host program inference-console-simhost was not found next to the console.</source>
        <translation>Das Programm inference-console-simhost für den simulierten Host wurde nicht neben der Konsole gefunden.</translation>
    </message>
    <message>
        <source>No temporary directory for the simulated host: %1</source>
        <translation>Kein temporäres Verzeichnis für den simulierten Host: %1</translation>
    </message>
    <message>
        <source>No free loopback port for the simulated API server.</source>
        <translation>Kein freier Loopback-Port für den simulierten API-Server.</translation>
    </message>
    <message>
        <source>The simulated host could not be set up: %1</source>
        <translation>Der simulierte Host konnte nicht eingerichtet werden: %1</translation>
    </message>
    <message>
        <source>The simulated service did not start: %1</source>
        <translation>Der simulierte Dienst ist nicht gestartet: %1</translation>
    </message>
</context>
<context>
    <name>ic::Diagnosis</name>
    <message numerus="yes">
        <source>… %n line(s) left out …</source>
        <translation>
            <numerusform>… %n Zeile ausgelassen …</numerusform>
            <numerusform>… %n Zeilen ausgelassen …</numerusform>
        </translation>
    </message>
    <message>
        <source>Crash diagnosis: %1</source>
        <translation>Absturzdiagnose: %1</translation>
    </message>
    <message>
        <source>Root cause</source>
        <translation>Ursache</translation>
    </message>
    <message>
        <source>line %1</source>
        <translation>Zeile %1</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>Nächste Schritte</translation>
    </message>
    <message>
        <source>Installed versions</source>
        <translation>Installierte Versionen</translation>
    </message>
    <message>
        <source>Traceback</source>
        <translation>Traceback</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>Zeilen %1–%2</translation>
    </message>
    <message>
        <source>Changes since the last known good start</source>
        <translation>Änderungen seit dem letzten erfolgreichen Start</translation>
    </message>
    <message>
        <source>None.</source>
        <translation>Keine.</translation>
    </message>
    <message>
        <source>package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>last good</source>
        <translation>zuletzt gut</translation>
    </message>
    <message>
        <source>now</source>
        <translation>jetzt</translation>
    </message>
    <message>
        <source>Command line changed:</source>
        <translation>Befehlszeile geändert:</translation>
    </message>
</context>
<context>
    <name>ic::DiagnosisCard</name>
    <message>
        <source>%1 %2 (new)</source>
        <translation>%1 %2 (neu)</translation>
    </message>
    <message>
        <source>%1 %2 (removed)</source>
        <translation>%1 %2 (entfernt)</translation>
    </message>
    <message>
        <source>%1 %2 → %3</source>
        <translation>%1 %2 → %3</translation>
    </message>
    <message>
        <source>Show in journal</source>
        <translation>Im Journal zeigen</translation>
    </message>
    <message>
        <source>Copy as Markdown</source>
        <translation>Als Markdown kopieren</translation>
    </message>
    <message>
        <source>Next steps</source>
        <translation>Nächste Schritte</translation>
    </message>
    <message>
        <source>Select the root-cause line in the journal view</source>
        <translation>Die Zeile mit der Ursache in der Journal-Ansicht auswählen</translation>
    </message>
    <message>
        <source>Copy root cause, next steps, traceback and changes for a ticket</source>
        <translation>Ursache, nächste Schritte, Traceback und Änderungen für ein Ticket kopieren</translation>
    </message>
    <message>
        <source>No crash in the current run of %1.</source>
        <translation>Kein Absturz im aktuellen Lauf von %1.</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
    </message>
    <message>
        <source>Rule %1</source>
        <translation>Regel %1</translation>
    </message>
    <message>
        <source>No specific advice for this failure; read the traceback in the journal.</source>
        <translation>Für diesen Fehler gibt es keinen gezielten Rat; lesen Sie den Traceback im Journal.</translation>
    </message>
    <message>
        <source>Installed versions:</source>
        <translation>Installierte Versionen:</translation>
    </message>
    <message>
        <source>Since last known good:</source>
        <translation>Seit dem letzten bekannt guten Stand:</translation>
    </message>
    <message>
        <source>no known-good snapshot of this host yet.</source>
        <translation>noch kein bekannt guter Snapshot dieses Hosts.</translation>
    </message>
    <message>
        <source>no package changed.</source>
        <translation>kein Paket geändert.</translation>
    </message>
    <message numerus="yes">
        <source>and %n more</source>
        <translation>
            <numerusform>und %n weiteres</numerusform>
            <numerusform>und %n weitere</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::EndpointMonitor</name>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>not serving yet</source>
        <translation>noch nicht bereit</translation>
    </message>
    <message>
        <source>loading</source>
        <translation>lädt</translation>
    </message>
    <message>
        <source>healthy</source>
        <translation>gesund</translation>
    </message>
    <message>
        <source>unhealthy</source>
        <translation>gestört</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
</context>
<context>
    <name>ic::EnvironmentSnapshot</name>
    <message>
        <source>The snapshot has no package list.</source>
        <translation>Der Snapshot enthält keine Paketliste.</translation>
    </message>
    <message>
        <source>Cannot create %1.</source>
        <translation>%1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a snapshot: %2</source>
        <translation>%1 ist kein Snapshot: %2</translation>
    </message>
</context>
<context>
    <name>ic::EnvironmentView</name>
    <message>
        <source>Package</source>
        <translation>Paket</translation>
    </message>
    <message>
        <source>Installed</source>
        <translation>Installiert</translation>
    </message>
    <message>
        <source>Last known good</source>
        <translation>Zuletzt bekannt gut</translation>
    </message>
    <message>
        <source>Severity</source>
        <translation>Schweregrad</translation>
    </message>
    <message>
        <source>Finding</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>Change</source>
        <translation>Änderung</translation>
    </message>
    <message>
        <source>Now</source>
        <translation>Jetzt</translation>
    </message>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Mark as known good</source>
        <translation>Als gut markieren</translation>
    </message>
    <message>
        <source>Version agreement</source>
        <translation>Versionsabgleich</translation>
    </message>
    <message>
        <source>List the service Python&apos;s packages and the driver version again</source>
        <translation>Die Pakete des Python-Interpreters des Dienstes und die Treiberversion erneut auflisten</translation>
    </message>
    <message>
        <source>Save the environment as it is now as this host&apos;s last known good</source>
        <translation>Die aktuelle Umgebung als letzten bekannt guten Stand dieses Hosts speichern</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
    </message>
    <message numerus="yes">
        <source>%1 · %n package(s) · read %2</source>
        <translation>
            <numerusform>%1 · %n Paket · gelesen %2</numerusform>
            <numerusform>%1 · %n Pakete · gelesen %2</numerusform>
        </translation>
    </message>
    <message>
        <source> · refreshing…</source>
        <translation> · wird aktualisiert…</translation>
    </message>
    <message>
        <source>Reading the service&apos;s packages…</source>
        <translation>Pakete des Dienstes werden gelesen…</translation>
    </message>
    <message>
        <source>Packages not read yet.</source>
        <translation>Pakete noch nicht gelesen.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 (torch build)</source>
        <translation>%1 (torch-Build)</translation>
    </message>
    <message>
        <source>NVIDIA driver %1 · CUDA %2</source>
        <translation>NVIDIA-Treiber %1 · CUDA %2</translation>
    </message>
    <message>
        <source>not installed</source>
        <translation>nicht installiert</translation>
    </message>
    <message>
        <source>The versions that must agree do agree.</source>
        <translation>Abhängige Versionen passen zusammen.</translation>
    </message>
    <message>
        <source>No last known good snapshot of this host yet.</source>
        <translation>Noch kein bekannt guter Snapshot dieses Hosts.</translation>
    </message>
    <message>
        <source>Last known good from %1.</source>
        <translation>Zuletzt bekannt gut vom %1.</translation>
    </message>
    <message>
        <source>Nothing changed since last known good (%1).</source>
        <translation>Nichts geändert seit dem letzten bekannt guten Stand (%1).</translation>
    </message>
    <message>
        <source>Changed since last known good (%1):</source>
        <translation>Geändert seit dem letzten bekannt guten Stand (%1):</translation>
    </message>
    <message>
        <source>added</source>
        <translation>hinzugekommen</translation>
    </message>
    <message>
        <source>removed</source>
        <translation>entfernt</translation>
    </message>
    <message>
        <source>changed</source>
        <translation>geändert</translation>
    </message>
    <message>
        <source>ExecStart</source>
        <translation>ExecStart</translation>
    </message>
</context>
<context>
    <name>ic::Fleet</name>
    <message>
        <source>A host needs a name.</source>
        <translation>Ein Host braucht einen Namen.</translation>
    </message>
    <message>
        <source>The API port must be between 1 and 65535.</source>
        <translation>Der API-Port muss zwischen 1 und 65535 liegen.</translation>
    </message>
    <message>
        <source>The SSH destination “%1” contains “%2”, which no host or user name has.</source>
        <translation>Das SSH-Ziel „%1“ enthält „%2“, was in keinem Host- oder Benutzernamen vorkommt.</translation>
    </message>
    <message>
        <source>A host named “%1” already exists.</source>
        <translation>Ein Host namens „%1“ existiert bereits.</translation>
    </message>
    <message>
        <source>There is no host named “%1”.</source>
        <translation>Es gibt keinen Host namens „%1“.</translation>
    </message>
</context>
<context>
    <name>ic::FleetModel</name>
    <message>
        <source>unit not found</source>
        <translation>Unit fehlt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>waiting…</source>
        <translation>warte…</translation>
    </message>
    <message>
        <source>%1 %2 %</source>
        <translation>%1 %2 %</translation>
    </message>
    <message>
        <source>%1 of %2 GiB</source>
        <translation>%1 von %2 GiB</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
    <message>
        <source>GPU %1: %2 of %3 GiB</source>
        <translation>GPU %1: %2 von %3 GiB</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Group / tags</source>
        <translation>Gruppe / Tags</translation>
    </message>
    <message>
        <source>Link</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>GPU memory</source>
        <translation>GPU-Speicher</translation>
    </message>
    <message>
        <source>Generation</source>
        <translation>Generierung</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
</context>
<context>
    <name>ic::FleetView</name>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>Filter by name, group or tag</source>
        <translation>Nach Name, Gruppe oder Tag filtern</translation>
    </message>
    <message>
        <source>Fleet filter</source>
        <translation>Flottenfilter</translation>
    </message>
    <message>
        <source>Group</source>
        <translation>Gruppe</translation>
    </message>
    <message>
        <source>Fleet overview</source>
        <translation>Flottenübersicht</translation>
    </message>
    <message>
        <source>All groups</source>
        <translation>Alle Gruppen</translation>
    </message>
</context>
<context>
    <name>ic::GpuBarsWidget</name>
    <message>
        <source>%1 was not queried</source>
        <translation>%1 wurde nicht abgefragt</translation>
    </message>
    <message>
        <source>nvidia-smi reports %1 for %2</source>
        <translation>nvidia-smi meldet %1 für %2</translation>
    </message>
    <message>
        <source> (not reported for the whole GPU while MIG is enabled)</source>
        <translation> (bei aktiviertem MIG nicht für die ganze GPU gemeldet)</translation>
    </message>
    <message>
        <source>%1 is not a number: %2</source>
        <translation>%1 ist keine Zahl: %2</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n. v.</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 / %2 GiB (%3 %)</source>
        <translation>%1 / %2 GiB (%3 %)</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 / %2 W</source>
        <translation>%1 / %2 W</translation>
    </message>
    <message>
        <source>lost</source>
        <translation>verloren</translation>
    </message>
    <message>
        <source>This GPU is missing from nvidia-smi&apos;s output (fell off the bus?)</source>
        <translation>Diese GPU fehlt in der Ausgabe von nvidia-smi (vom Bus gefallen?)</translation>
    </message>
</context>
<context>
    <name>ic::GpuChartWidget</name>
    <message>
        <source>Memory (GiB)</source>
        <translation>Speicher (GiB)</translation>
    </message>
    <message>
        <source>Utilisation (%)</source>
        <translation>Auslastung (%)</translation>
    </message>
    <message>
        <source>Temperature (°C)</source>
        <translation>Temperatur (°C)</translation>
    </message>
    <message>
        <source>Power (W)</source>
        <translation>Leistung (W)</translation>
    </message>
    <message>
        <source>5 min</source>
        <translation>5 min</translation>
    </message>
    <message>
        <source>1 h</source>
        <translation>1 h</translation>
    </message>
    <message>
        <source>24 h</source>
        <translation>24 h</translation>
    </message>
    <message>
        <source>Untick a GPU to hide its line</source>
        <translation>GPU abwählen, um ihre Linie auszublenden</translation>
    </message>
    <message>
        <source>Metric:</source>
        <translation>Messgröße:</translation>
    </message>
    <message>
        <source>Window:</source>
        <translation>Zeitraum:</translation>
    </message>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>Belegter Speicher (GiB)</translation>
    </message>
    <message>
        <source>total %1 GiB</source>
        <translation>gesamt %1 GiB</translation>
    </message>
    <message>
        <source>limit %1 W</source>
        <translation>Limit %1 W</translation>
    </message>
    <message>
        <source>no data</source>
        <translation>keine Daten</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation>%1 %</translation>
    </message>
    <message>
        <source>%1 °C</source>
        <translation>%1 °C</translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation>%1 W</translation>
    </message>
    <message>
        <source>%1 / %2 W</source>
        <translation>%1 / %2 W</translation>
    </message>
    <message>
        <source>GPU %1: %2</source>
        <translation>GPU %1: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ic::GpuMonitor</name>
    <message>
        <source>nvidia-smi exited with status %1.</source>
        <translation>nvidia-smi wurde mit Status %1 beendet.</translation>
    </message>
</context>
<context>
    <name>ic::GpuProcessModel</name>
    <message>
        <source>n/a</source>
        <translation>n. v.</translation>
    </message>
    <message>
        <source>leftover</source>
        <translation>verwaist</translation>
    </message>
    <message>
        <source>service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>%1: not part of the service&apos;s process tree. A start-up that needs this memory will fail until it exits.</source>
        <translation>%1: gehört nicht zum Prozessbaum des Dienstes. Ein Start, der diesen Speicher braucht, schlägt fehl, bis dieser Prozess endet.</translation>
    </message>
    <message>
        <source>PID</source>
        <translation>PID</translation>
    </message>
    <message>
        <source>Process</source>
        <translation>Prozess</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Memory</source>
        <translation>Speicher</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
</context>
<context>
    <name>ic::GpuProcessesView</name>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
    </message>
    <message>
        <source>No process holds GPU memory.</source>
        <translation>Kein Prozess belegt GPU-Speicher.</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) on the GPUs, all part of the service.</source>
        <translation>
            <numerusform>%n Prozess auf den GPUs, er gehört zum Dienst.</numerusform>
            <numerusform>%n Prozesse auf den GPUs, alle gehören zum Dienst.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n leftover process(es) holding %1 outside the service.</source>
        <translation>
            <numerusform>%n verwaister Prozess belegt %1 außerhalb des Dienstes.</numerusform>
            <numerusform>%n verwaiste Prozesse belegen %1 außerhalb des Dienstes.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::GpuReadingsView</name>
    <message>
        <source>GPU readings</source>
        <translation>GPU-Messwerte</translation>
    </message>
    <message>
        <source>GPU</source>
        <translation>GPU</translation>
    </message>
    <message>
        <source>Name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Memory used / total</source>
        <translation>Speicher belegt / gesamt</translation>
    </message>
    <message>
        <source>Util</source>
        <translation>Ausl.</translation>
    </message>
    <message>
        <source>Temp</source>
        <translation>Temp.</translation>
    </message>
    <message>
        <source>Power</source>
        <translation>Leistung</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
    </message>
    <message>
        <source>Waiting for nvidia-smi…</source>
        <translation>Warte auf nvidia-smi…</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
</context>
<context>
    <name>ic::HostDefinition</name>
    <message>
        <source>A host needs a name.</source>
        <translation>Ein Host braucht einen Namen.</translation>
    </message>
    <message>
        <source>Host “%1”: the API port %2 is not a TCP port.</source>
        <translation>Host „%1“: Der API-Port %2 ist kein TCP-Port.</translation>
    </message>
    <message>
        <source>Host “%1”: unknown engine “%2”.</source>
        <translation>Host „%1“: unbekannte Engine „%2“.</translation>
    </message>
</context>
<context>
    <name>ic::HostDiagnostics</name>
    <message>
        <source>The service&apos;s Python could not be told from its ExecStart; set the Python command in the host&apos;s settings.</source>
        <translation>Der Python-Interpreter des Dienstes ließ sich nicht aus ExecStart ablesen; tragen Sie den Python-Befehl in den Einstellungen des Hosts ein.</translation>
    </message>
    <message>
        <source>Listing the packages of %1 failed (exit status %2): %3</source>
        <translation>Das Auflisten der Pakete von %1 ist fehlgeschlagen (Exit-Status %2): %3</translation>
    </message>
    <message>
        <source>The environment could not be read, so nothing was saved: %1</source>
        <translation>Die Umgebung konnte nicht gelesen werden, daher wurde nichts gespeichert: %1</translation>
    </message>
</context>
<context>
    <name>ic::HostDialog</name>
    <message>
        <source>&amp;Test connection</source>
        <translation>Verbindung &amp;testen</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <source>e.g. gpu-01</source>
        <translation>z. B. gpu-01</translation>
    </message>
    <message>
        <source>local, or an SSH destination: gpu-01, user@host, user@host:2222</source>
        <translation>local oder ein SSH-Ziel: gpu-01, user@host, user@host:2222</translation>
    </message>
    <message>
        <source>“local” runs the commands on this machine; anything else is an SSH destination as in ~/.ssh/config.</source>
        <translation>„local“ führt die Befehle auf diesem Rechner aus; alles andere ist ein SSH-Ziel wie in ~/.ssh/config.</translation>
    </message>
    <message>
        <source>The engine&apos;s HTTP port on the host&apos;s loopback interface (reached through a tunnel).</source>
        <translation>Der HTTP-Port der Engine auf der Loopback-Schnittstelle des Hosts (über einen Tunnel erreicht).</translation>
    </message>
    <message>
        <source>optional</source>
        <translation>optional</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <source>optional, e.g. production</source>
        <translation>optional, z. B. production</translation>
    </message>
    <message>
        <source>comma-separated, e.g. h200, kimi</source>
        <translation>durch Kommas getrennt, z. B. h200, kimi</translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation>&amp;Name:</translation>
    </message>
    <message>
        <source>&amp;Destination:</source>
        <translation>&amp;Ziel:</translation>
    </message>
    <message>
        <source>systemd &amp;unit:</source>
        <translation>systemd-&amp;Unit:</translation>
    </message>
    <message>
        <source>API &amp;port:</source>
        <translation>API-&amp;Port:</translation>
    </message>
    <message>
        <source>API &amp;key:</source>
        <translation>API-&amp;Schlüssel:</translation>
    </message>
    <message>
        <source>&amp;Engine:</source>
        <translation>&amp;Engine:</translation>
    </message>
    <message>
        <source>&amp;Group:</source>
        <translation>&amp;Gruppe:</translation>
    </message>
    <message>
        <source>T&amp;ags:</source>
        <translation>T&amp;ags:</translation>
    </message>
    <message>
        <source>Ad&amp;vanced: tool commands</source>
        <translation>Er&amp;weitert: Werkzeugbefehle</translation>
    </message>
    <message>
        <source>nvidia-smi:</source>
        <translation>nvidia-smi:</translation>
    </message>
    <message>
        <source>systemctl:</source>
        <translation>systemctl:</translation>
    </message>
    <message>
        <source>journalctl:</source>
        <translation>journalctl:</translation>
    </message>
    <message>
        <source>Privilege prefix:</source>
        <translation>Privilegien-Präfix:</translation>
    </message>
    <message>
        <source>Python:</source>
        <translation>Python:</translation>
    </message>
    <message>
        <source>Put before systemctl start/stop/restart; empty runs systemctl directly.</source>
        <translation>Wird systemctl start/stop/restart vorangestellt; leer ruft systemctl direkt auf.</translation>
    </message>
    <message>
        <source>derived from the unit&apos;s ExecStart</source>
        <translation>aus ExecStart der Unit abgeleitet</translation>
    </message>
    <message>
        <source>No answer within 30 seconds.</source>
        <translation>Keine Antwort innerhalb von 30 Sekunden.</translation>
    </message>
    <message>
        <source>Edit host %1</source>
        <translation>Host %1 bearbeiten</translation>
    </message>
    <message>
        <source>A host named “%1” already exists.</source>
        <translation>Ein Host namens „%1“ existiert bereits.</translation>
    </message>
    <message>
        <source>privilege prefix</source>
        <translation>Privilegien-Präfix</translation>
    </message>
    <message>
        <source>The %1 command is empty.</source>
        <translation>Der %1-Befehl ist leer.</translation>
    </message>
    <message>
        <source>The %1 command cannot be used: %2</source>
        <translation>Der %1-Befehl kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>No transport is available for “%1”.</source>
        <translation>Für „%1“ ist kein Transport verfügbar.</translation>
    </message>
    <message>
        <source>Connecting to %1…</source>
        <translation>Verbinde mit %1…</translation>
    </message>
    <message>
        <source>Could not reach the host: %1</source>
        <translation>Host nicht erreichbar: %1</translation>
    </message>
    <message>
        <source>Reached %1: %2; %3</source>
        <translation>%1 erreicht: %2; %3</translation>
    </message>
    <message>
        <source>systemctl was not found</source>
        <translation>systemctl wurde nicht gefunden</translation>
    </message>
    <message>
        <source>systemctl show failed (exit status %1)</source>
        <translation>systemctl show fehlgeschlagen (Exit-Status %1)</translation>
    </message>
    <message>
        <source>the unit %1 does not exist there</source>
        <translation>die Unit %1 existiert dort nicht</translation>
    </message>
    <message>
        <source>%1 is %2</source>
        <translation>%1 ist %2</translation>
    </message>
    <message>
        <source>nvidia-smi was not found.</source>
        <translation>nvidia-smi wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>nvidia-smi failed: %1</source>
        <translation>nvidia-smi fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>nvidia-smi sees no GPU.</source>
        <translation>nvidia-smi sieht keine GPU.</translation>
    </message>
    <message>
        <source>nvidia-smi sees one GPU.</source>
        <translation>nvidia-smi sieht eine GPU.</translation>
    </message>
    <message>
        <source>nvidia-smi sees %1 GPUs.</source>
        <translation>nvidia-smi sieht %1 GPUs.</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyDialog</name>
    <message>
        <source>Unknown host key</source>
        <translation>Unbekannter Host-Schlüssel</translation>
    </message>
    <message>
        <source>The console has not connected to %1 before. Compare the fingerprint below with the one the host&apos;s administrator gives you (on the host: ssh-keygen -lf /etc/ssh/ssh_host_%2_key.pub) before trusting it.</source>
        <translation>Die Konsole war noch nie mit %1 verbunden. Vergleichen Sie den Fingerabdruck unten mit dem, den Ihnen der Administrator des Hosts nennt (auf dem Host: ssh-keygen -lf /etc/ssh/ssh_host_%2_key.pub), bevor Sie ihm vertrauen.</translation>
    </message>
    <message>
        <source>Host:</source>
        <translation>Host:</translation>
    </message>
    <message>
        <source>Key type:</source>
        <translation>Schlüsseltyp:</translation>
    </message>
    <message>
        <source>Fingerprint:</source>
        <translation>Fingerabdruck:</translation>
    </message>
    <message>
        <source>Trust and connect</source>
        <translation>Vertrauen und verbinden</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyInfo</name>
    <message>
        <source>If you know why the key changed, remove the old entry with
    ssh-keygen -R &apos;%1&apos; -f &apos;%2&apos;
then check the new key out of band (on the host&apos;s console) with
    ssh-keyscan %3-t %4 %5 | ssh-keygen -lf -
and connect again to confirm it.</source>
        <translation>Wenn Sie wissen, warum sich der Schlüssel geändert hat, entfernen Sie den alten Eintrag mit
    ssh-keygen -R &apos;%1&apos; -f &apos;%2&apos;
prüfen Sie dann den neuen Schlüssel auf einem anderen Weg (an der Konsole des Hosts) mit
    ssh-keyscan %3-t %4 %5 | ssh-keygen -lf -
und verbinden Sie sich erneut, um ihn zu bestätigen.</translation>
    </message>
    <message>
        <source>%1 is not in your known hosts. Its %2 key has the fingerprint %3.</source>
        <translation>%1 ist nicht in Ihren Known Hosts. Sein %2-Schlüssel hat den Fingerabdruck %3.</translation>
    </message>
    <message>
        <source>The host key of %1 has changed: it now presents the %2 key %3, which does not match the key recorded in %4. Someone may be intercepting the connection, or the host was reinstalled. The console refuses to connect.</source>
        <translation>Der Host-Schlüssel von %1 hat sich geändert: Er zeigt jetzt den %2-Schlüssel %3, der nicht zum in %4 gespeicherten Schlüssel passt. Jemand könnte die Verbindung abfangen, oder der Host wurde neu installiert. Die Konsole verweigert die Verbindung.</translation>
    </message>
    <message>
        <source>%1 presents a %2 key (%3), but only keys of other types are recorded for it in %4. This can be a downgrade attack; the console refuses to connect.</source>
        <translation>%1 zeigt einen %2-Schlüssel (%3), aber in %4 sind für ihn nur Schlüssel anderer Typen gespeichert. Das kann ein Downgrade-Angriff sein; die Konsole verweigert die Verbindung.</translation>
    </message>
    <message>
        <source>The %2 key %3 presented by %1 is marked @revoked in your known hosts. The console refuses to connect.</source>
        <translation>Der von %1 gezeigte %2-Schlüssel %3 ist in Ihren Known Hosts als @revoked markiert. Die Konsole verweigert die Verbindung.</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyRefusedDialog</name>
    <message>
        <source>Host key refused</source>
        <translation>Host-Schlüssel abgelehnt</translation>
    </message>
</context>
<context>
    <name>ic::HostStore</name>
    <message>
        <source>The hosts file is not valid JSON (%1 at byte %2).</source>
        <translation>Die Hosts-Datei ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>The hosts file has no “hosts” list.</source>
        <translation>Die Hosts-Datei hat keine „hosts“-Liste.</translation>
    </message>
    <message>
        <source>Host “%1” is defined twice; the second one is ignored.</source>
        <translation>Host „%1“ ist doppelt definiert; die zweite Definition wird ignoriert.</translation>
    </message>
    <message>
        <source>The hosts file %1 cannot be read: %2</source>
        <translation>Die Hosts-Datei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>The hosts file %1 cannot be written: %2</source>
        <translation>Die Hosts-Datei %1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ic::HttpGet</name>
    <message>
        <source>No answer from %1 within %2 s.</source>
        <translation>Keine Antwort von %1 innerhalb von %2 s.</translation>
    </message>
    <message>
        <source>Connection refused at %1: the server is not listening yet (still starting?).</source>
        <translation>Verbindung zu %1 abgelehnt: Der Server lauscht noch nicht (startet er noch?).</translation>
    </message>
    <message>
        <source>No answer from %1: %2</source>
        <translation>Keine Antwort von %1: %2</translation>
    </message>
</context>
<context>
    <name>ic::ImportHostsDialog</name>
    <message>
        <source>Import hosts from SSH config</source>
        <translation>Hosts aus der SSH-Konfiguration importieren</translation>
    </message>
    <message>
        <source>Hosts found in the SSH configuration</source>
        <translation>In der SSH-Konfiguration gefundene Hosts</translation>
    </message>
    <message>
        <source>No Host entries were found in the SSH configuration.</source>
        <translation>In der SSH-Konfiguration wurden keine Host-Einträge gefunden.</translation>
    </message>
    <message>
        <source>Pick the hosts to add. Each watches %1 on port %2; edit a host afterwards to change that.</source>
        <translation>Wählen Sie die Hosts aus, die hinzugefügt werden sollen. Jeder überwacht %1 auf Port %2; bearbeiten Sie einen Host danach, um das zu ändern.</translation>
    </message>
    <message>
        <source>%1 — %2 (already in the fleet)</source>
        <translation>%1 — %2 (bereits in der Flotte)</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Select &amp;all</source>
        <translation>&amp;Alle auswählen</translation>
    </message>
    <message>
        <source>Select &amp;none</source>
        <translation>&amp;Keine auswählen</translation>
    </message>
    <message>
        <source>&amp;Import</source>
        <translation>&amp;Importieren</translation>
    </message>
</context>
<context>
    <name>ic::JournalJson</name>
    <message>
        <source>The JSON ends early (expected &apos;%1&apos;).</source>
        <translation>Das JSON endet zu früh (erwartet: „%1“).</translation>
    </message>
    <message>
        <source>Unexpected &apos;%1&apos; where &apos;%2&apos; was expected.</source>
        <translation>Unerwartetes „%1“, wo „%2“ erwartet wurde.</translation>
    </message>
    <message>
        <source>A string is not terminated.</source>
        <translation>Eine Zeichenkette ist nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>Invalid escape \%1 in a string.</source>
        <translation>Ungültige Escape-Sequenz \%1 in einer Zeichenkette.</translation>
    </message>
    <message>
        <source>A \u escape is truncated.</source>
        <translation>Eine \u-Escape-Sequenz ist abgeschnitten.</translation>
    </message>
    <message>
        <source>A \u escape has a non-hex digit.</source>
        <translation>Eine \u-Escape-Sequenz enthält eine Nicht-Hex-Ziffer.</translation>
    </message>
    <message>
        <source>The JSON ends inside a value.</source>
        <translation>Das JSON endet innerhalb eines Werts.</translation>
    </message>
    <message>
        <source>The JSON is nested too deeply.</source>
        <translation>Das JSON ist zu tief verschachtelt.</translation>
    </message>
    <message>
        <source>Mismatched brackets.</source>
        <translation>Klammern passen nicht zusammen.</translation>
    </message>
    <message>
        <source>An invalid value in the JSON.</source>
        <translation>Ein ungültiger Wert im JSON.</translation>
    </message>
    <message>
        <source>An object key is missing.</source>
        <translation>Ein Objektschlüssel fehlt.</translation>
    </message>
    <message>
        <source>Unexpected &apos;%1&apos; inside a value.</source>
        <translation>Unerwartetes „%1“ innerhalb eines Werts.</translation>
    </message>
    <message>
        <source>MESSAGE is neither a string, a byte array nor null.</source>
        <translation>MESSAGE ist weder eine Zeichenkette noch ein Byte-Array noch null.</translation>
    </message>
    <message>
        <source>The JSON ends inside MESSAGE.</source>
        <translation>Das JSON endet innerhalb von MESSAGE.</translation>
    </message>
    <message>
        <source>MESSAGE holds a byte that is not 0..255.</source>
        <translation>MESSAGE enthält ein Byte außerhalb von 0..255.</translation>
    </message>
    <message>
        <source>MESSAGE mixes bytes and strings.</source>
        <translation>MESSAGE mischt Bytes und Zeichenketten.</translation>
    </message>
    <message>
        <source>The JSON ends before the closing &apos;}&apos;.</source>
        <translation>Das JSON endet vor der schließenden „}“.</translation>
    </message>
    <message>
        <source>Unexpected &apos;%1&apos; after a value.</source>
        <translation>Unerwartetes „%1“ nach einem Wert.</translation>
    </message>
    <message>
        <source>Unexpected data after the JSON object.</source>
        <translation>Unerwartete Daten nach dem JSON-Objekt.</translation>
    </message>
    <message>
        <source>The line is not a JSON object.</source>
        <translation>Die Zeile ist kein JSON-Objekt.</translation>
    </message>
</context>
<context>
    <name>ic::JournalMonitor</name>
    <message>
        <source>The journal no longer has the last entry seen; some lines may be missing.</source>
        <translation>Das Journal enthält den zuletzt gesehenen Eintrag nicht mehr; einige Zeilen können fehlen.</translation>
    </message>
    <message>
        <source>journalctl exited with status %1.</source>
        <translation>journalctl wurde mit Status %1 beendet.</translation>
    </message>
    <message>
        <source>journalctl: %1</source>
        <translation>journalctl: %1</translation>
    </message>
</context>
<context>
    <name>ic::LadderHistory</name>
    <message>
        <source>Cannot create %1.</source>
        <translation>%1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ic::LadderView</name>
    <message>
        <source>PASS</source>
        <translation>PASS</translation>
    </message>
    <message>
        <source>FAIL</source>
        <translation>FAIL</translation>
    </message>
    <message>
        <source>ERROR</source>
        <translation>ERROR</translation>
    </message>
    <message>
        <source>SKIP</source>
        <translation>SKIP</translation>
    </message>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>Abbrechen</translation>
    </message>
    <message>
        <source>Ladder file…</source>
        <translation>Leiterdatei…</translation>
    </message>
    <message>
        <source>Auto-run when a watched restart becomes ready</source>
        <translation>Automatisch ausführen, wenn ein überwachter Neustart bereit ist</translation>
    </message>
    <message>
        <source>Step</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Evidence</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>Past runs on this host</source>
        <translation>Frühere Läufe auf diesem Host</translation>
    </message>
    <message>
        <source>Validation ladder</source>
        <translation>Validierungsleiter</translation>
    </message>
    <message>
        <source>Ladder (*.json)</source>
        <translation>Leiter (*.json)</translation>
    </message>
    <message>
        <source>Export report</source>
        <translation>Bericht exportieren</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>History</source>
        <translation>Verlauf</translation>
    </message>
    <message>
        <source>The ladder %1 cannot be used: %2</source>
        <translation>Die Leiter %1 kann nicht verwendet werden: %2</translation>
    </message>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>Running on %1…</source>
        <translation>Läuft auf %1…</translation>
    </message>
    <message>
        <source>disabled</source>
        <translation>deaktiviert</translation>
    </message>
    <message>
        <source>Validation ladder “%1”: no host selected</source>
        <translation>Validierungsleiter „%1“: kein Host ausgewählt</translation>
    </message>
    <message>
        <source>Validation ladder “%1” on %2</source>
        <translation>Validierungsleiter „%1“ auf %2</translation>
    </message>
    <message>
        <source>Overall: %1 — %2, %3 s</source>
        <translation>Gesamt: %1 — %2, %3 s</translation>
    </message>
    <message>
        <source>Export ladder report</source>
        <translation>Leiterbericht exportieren</translation>
    </message>
    <message>
        <source>JSON (*.json)</source>
        <translation>JSON (*.json)</translation>
    </message>
    <message>
        <source>Markdown (*.md)</source>
        <translation>Markdown (*.md)</translation>
    </message>
    <message>
        <source>Could not write %1.</source>
        <translation>%1 konnte nicht geschrieben werden.</translation>
    </message>
</context>
<context>
    <name>ic::LeftoverProcesses</name>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>No process table from the host: leftover processes cannot be told apart.</source>
        <translation>Keine Prozesstabelle vom Host: Verwaiste Prozesse lassen sich nicht unterscheiden.</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>leftover process %1 (%2) holding memory on GPU %3</source>
        <translation>verwaister Prozess %1 (%2) belegt Speicher auf GPU %3</translation>
    </message>
    <message>
        <source>leftover process %1 (%2) holding %3 on GPU %4</source>
        <translation>verwaister Prozess %1 (%2) belegt %3 auf GPU %4</translation>
    </message>
</context>
<context>
    <name>ic::LinkStatus</name>
    <message>
        <source>disconnected</source>
        <translation>getrennt</translation>
    </message>
    <message>
        <source>connecting</source>
        <translation>wird verbunden</translation>
    </message>
    <message>
        <source>connected</source>
        <translation>verbunden</translation>
    </message>
    <message>
        <source>reconnecting (attempt %1, next in %2 s)</source>
        <translation>Neuverbindung (Versuch %1, nächster in %2 s)</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
</context>
<context>
    <name>ic::LoadProbe</name>
    <message>
        <source>%1 completed, %2 failed in %3 s: %4 req/s, output %5 tok/s (peak %6), total %7 tok/s
</source>
        <translation>%1 abgeschlossen, %2 fehlgeschlagen in %3 s: %4 req/s, Ausgabe %5 tok/s (Spitze %6), gesamt %7 tok/s
</translation>
    </message>
</context>
<context>
    <name>ic::LoadProbeDialog</name>
    <message>
        <source>Run</source>
        <translation>Ausführen</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
    </message>
    <message>
        <source>Load probe</source>
        <translation>Lasttest</translation>
    </message>
    <message>
        <source>empty: the server&apos;s first model</source>
        <translation>leer: das erste Modell des Servers</translation>
    </message>
    <message>
        <source>for a duration</source>
        <translation>für eine Dauer</translation>
    </message>
    <message>
        <source>for a number of requests</source>
        <translation>für eine Anzahl Anfragen</translation>
    </message>
    <message>
        <source> s</source>
        <translation> s</translation>
    </message>
    <message>
        <source>Model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>Prompt</source>
        <translation>Prompt</translation>
    </message>
    <message>
        <source>Concurrent streams</source>
        <translation>Gleichzeitige Streams</translation>
    </message>
    <message>
        <source>Duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>Requests</source>
        <translation>Anfragen</translation>
    </message>
    <message>
        <source>max_tokens</source>
        <translation>max_tokens</translation>
    </message>
    <message>
        <source>Metric</source>
        <translation>Messgröße</translation>
    </message>
    <message>
        <source>Mean</source>
        <translation>Mittel</translation>
    </message>
    <message>
        <source>p50</source>
        <translation>p50</translation>
    </message>
    <message>
        <source>p90</source>
        <translation>p90</translation>
    </message>
    <message>
        <source>p99</source>
        <translation>p99</translation>
    </message>
    <message>
        <source>%1 completed, %2 failed…</source>
        <translation>%1 abgeschlossen, %2 fehlgeschlagen…</translation>
    </message>
    <message>
        <source>Running…</source>
        <translation>Läuft…</translation>
    </message>
    <message>
        <source>Completed / failed</source>
        <translation>Abgeschlossen / fehlgeschlagen</translation>
    </message>
    <message>
        <source>Duration (s)</source>
        <translation>Dauer (s)</translation>
    </message>
    <message>
        <source>Requests/s</source>
        <translation>Anfragen/s</translation>
    </message>
    <message>
        <source>Output tok/s</source>
        <translation>Ausgabe tok/s</translation>
    </message>
    <message>
        <source>Peak output tok/s</source>
        <translation>Spitze Ausgabe tok/s</translation>
    </message>
    <message>
        <source>Total tok/s</source>
        <translation>Gesamt tok/s</translation>
    </message>
    <message>
        <source>TTFT (ms)</source>
        <translation>TTFT (ms)</translation>
    </message>
    <message>
        <source>TPOT (ms)</source>
        <translation>TPOT (ms)</translation>
    </message>
    <message>
        <source>ITL (ms)</source>
        <translation>ITL (ms)</translation>
    </message>
    <message>
        <source>E2EL (ms)</source>
        <translation>E2EL (ms)</translation>
    </message>
    <message>
        <source>Done: %1 requests.</source>
        <translation>Fertig: %1 Anfragen.</translation>
    </message>
    <message>
        <source>Done, with failures: %1</source>
        <translation>Fertig, mit Fehlern: %1</translation>
    </message>
    <message>
        <source>No API address yet: the tunnel to the host is not open.</source>
        <translation>Noch keine API-Adresse: Der Tunnel zum Host ist nicht offen.</translation>
    </message>
</context>
<context>
    <name>ic::LocalTransport</name>
    <message>
        <source>The shell could not be started.</source>
        <translation>Die Shell konnte nicht gestartet werden.</translation>
    </message>
    <message>
        <source>The shell could not be started: %1</source>
        <translation>Die Shell konnte nicht gestartet werden: %1</translation>
    </message>
    <message>
        <source>local</source>
        <translation>lokal</translation>
    </message>
</context>
<context>
    <name>ic::LogAnalyzer</name>
    <message>
        <source>Engine:  %1</source>
        <translation>Engine:   %1</translation>
    </message>
    <message>
        <source>Outcome: %1</source>
        <translation>Ergebnis: %1</translation>
    </message>
    <message>
        <source>Phases:</source>
        <translation>Phasen:</translation>
    </message>
    <message>
        <source>(none recognised)</source>
        <translation>(keine erkannt)</translation>
    </message>
    <message>
        <source>lines %1–%2</source>
        <translation>Zeilen %1–%2</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Root cause (line %1, %2): %3</source>
        <translation>Ursache (Zeile %1, %2): %3</translation>
    </message>
    <message>
        <source>Root cause: none found</source>
        <translation>Ursache: keine gefunden</translation>
    </message>
    <message>
        <source>Benign warnings skipped: %1</source>
        <translation>Übersprungene harmlose Warnungen: %1</translation>
    </message>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
</context>
<context>
    <name>ic::LogModel</name>
    <message>
        <source>Known harmless: %1</source>
        <translation>Bekanntermaßen harmlos: %1</translation>
    </message>
    <message>
        <source>This message arrived as raw bytes (not valid UTF-8 or with control characters).</source>
        <translation>Diese Meldung kam als Rohbytes an (kein gültiges UTF-8 oder mit Steuerzeichen).</translation>
    </message>
    <message>
        <source>This journal line did not parse; it is shown as it arrived.</source>
        <translation>Diese Journal-Zeile ließ sich nicht auswerten; sie wird so angezeigt, wie sie ankam.</translation>
    </message>
    <message numerus="yes">
        <source>%n progress update(s) folded into this line.</source>
        <translation>
            <numerusform>%n Fortschrittsmeldung in dieser Zeile zusammengefasst.</numerusform>
            <numerusform>%n Fortschrittsmeldungen in dieser Zeile zusammengefasst.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::LogView</name>
    <message>
        <source>Regex</source>
        <translation>Regex</translation>
    </message>
    <message>
        <source>Invert</source>
        <translation>Umkehren</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Frühere Läufe</translation>
    </message>
    <message>
        <source>Filter lines (text or regular expression)</source>
        <translation>Zeilen filtern (Text oder regulärer Ausdruck)</translation>
    </message>
    <message>
        <source>Journal filter</source>
        <translation>Journal-Filter</translation>
    </message>
    <message>
        <source>All levels</source>
        <translation>Alle Stufen</translation>
    </message>
    <message>
        <source>Warnings and errors</source>
        <translation>Warnungen und Fehler</translation>
    </message>
    <message>
        <source>Errors only</source>
        <translation>Nur Fehler</translation>
    </message>
    <message>
        <source>Also show the runs before the latest restart</source>
        <translation>Auch die Läufe vor dem letzten Neustart anzeigen</translation>
    </message>
    <message>
        <source>Follow</source>
        <translation>Folgen</translation>
    </message>
    <message>
        <source>Keep the newest line in view</source>
        <translation>Die neueste Zeile sichtbar halten</translation>
    </message>
    <message>
        <source>◀ Error</source>
        <translation>◀ Fehler</translation>
    </message>
    <message>
        <source>Previous error (Shift+F8)</source>
        <translation>Vorheriger Fehler (Umschalt+F8)</translation>
    </message>
    <message>
        <source>Error ▶</source>
        <translation>Fehler ▶</translation>
    </message>
    <message>
        <source>Next error (F8)</source>
        <translation>Nächster Fehler (F8)</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>Export…</translation>
    </message>
    <message>
        <source>Journal lines</source>
        <translation>Journal-Zeilen</translation>
    </message>
    <message>
        <source>Copy</source>
        <translation>Kopieren</translation>
    </message>
    <message>
        <source>Next error</source>
        <translation>Nächster Fehler</translation>
    </message>
    <message>
        <source>Previous error</source>
        <translation>Vorheriger Fehler</translation>
    </message>
    <message>
        <source>Find</source>
        <translation>Suchen</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) shown</source>
        <translation>
            <numerusform>%n Zeile angezeigt</numerusform>
            <numerusform>%n Zeilen angezeigt</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n new line(s) ↓</source>
        <translation>
            <numerusform>%n neue Zeile ↓</numerusform>
            <numerusform>%n neue Zeilen ↓</numerusform>
        </translation>
    </message>
    <message>
        <source>Not a valid regular expression: %1</source>
        <translation>Kein gültiger regulärer Ausdruck: %1</translation>
    </message>
    <message>
        <source>Export journal</source>
        <translation>Journal exportieren</translation>
    </message>
    <message>
        <source>Text (*.txt);;JSON lines (*.jsonl)</source>
        <translation>Text (*.txt);;JSON-Zeilen (*.jsonl)</translation>
    </message>
    <message>
        <source>%1 cannot be written: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ic::MainWindow</name>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>GPUs</source>
        <translation>GPUs</translation>
    </message>
    <message>
        <source>Inference Console</source>
        <translation>Inference Console</translation>
    </message>
    <message>
        <source>&amp;Fleet overview</source>
        <translation>&amp;Flottenübersicht</translation>
    </message>
    <message>
        <source>Link status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <source>API address</source>
        <translation>API-Adresse</translation>
    </message>
    <message>
        <source>Could not save the hosts: %1</source>
        <translation>Die Hosts konnten nicht gespeichert werden: %1</translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation>&amp;Datei</translation>
    </message>
    <message>
        <source>&amp;Add host…</source>
        <translation>Host &amp;hinzufügen…</translation>
    </message>
    <message>
        <source>&amp;Import from SSH config…</source>
        <translation>Aus SSH-Konfiguration &amp;importieren…</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>&amp;Beenden</translation>
    </message>
    <message>
        <source>&amp;Host</source>
        <translation>H&amp;ost</translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation>&amp;Bearbeiten…</translation>
    </message>
    <message>
        <source>Re&amp;move…</source>
        <translation>&amp;Entfernen…</translation>
    </message>
    <message>
        <source>&amp;Restart service…</source>
        <translation>Dienst &amp;neu starten…</translation>
    </message>
    <message>
        <source>S&amp;top service…</source>
        <translation>Dienst &amp;stoppen…</translation>
    </message>
    <message>
        <source>&amp;Start service…</source>
        <translation>Dienst s&amp;tarten…</translation>
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
        <source>&amp;About Inference Console</source>
        <translation>Ü&amp;ber Inference Console</translation>
    </message>
    <message>
        <source>About &amp;Qt</source>
        <translation>Über &amp;Qt</translation>
    </message>
    <message>
        <source>%1 — Inference Console</source>
        <translation>%1 — Inference Console</translation>
    </message>
    <message>
        <source>No hosts yet: File → Add host…</source>
        <translation>Noch keine Hosts: Datei → Host hinzufügen…</translation>
    </message>
    <message>
        <source>No host selected</source>
        <translation>Kein Host ausgewählt</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>API: no tunnel yet</source>
        <translation>API: noch kein Tunnel</translation>
    </message>
    <message>
        <source>API: %1 — &lt;a href=&quot;%2/docs&quot;&gt;docs&lt;/a&gt; · &lt;a href=&quot;%2/metrics&quot;&gt;metrics&lt;/a&gt;</source>
        <translation>API: %1 — &lt;a href=&quot;%2/docs&quot;&gt;Doku&lt;/a&gt; · &lt;a href=&quot;%2/metrics&quot;&gt;Metriken&lt;/a&gt;</translation>
    </message>
    <message>
        <source>Local end of the tunnel to port %1 on %2; opens in your browser.</source>
        <translation>Lokales Ende des Tunnels zu Port %1 auf %2; öffnet sich im Browser.</translation>
    </message>
    <message>
        <source>Connection to %1</source>
        <translation>Verbindung zu %1</translation>
    </message>
    <message>
        <source>GPU readings</source>
        <translation>GPU-Messwerte</translation>
    </message>
    <message>
        <source>Add host</source>
        <translation>Host hinzufügen</translation>
    </message>
    <message>
        <source>Edit host</source>
        <translation>Host bearbeiten</translation>
    </message>
    <message>
        <source>Remove host</source>
        <translation>Host entfernen</translation>
    </message>
    <message>
        <source>Remove %1 from the console? The host itself and its service are not touched; only the console stops watching it.</source>
        <translation>%1 aus der Konsole entfernen? Der Host selbst und sein Dienst bleiben unberührt; nur die Konsole überwacht ihn nicht mehr.</translation>
    </message>
    <message>
        <source>&amp;Remove</source>
        <translation>&amp;Entfernen</translation>
    </message>
    <message>
        <source>Import hosts</source>
        <translation>Hosts importieren</translation>
    </message>
    <message>
        <source>Hosts imported: %1.</source>
        <translation>Importierte Hosts: %1.</translation>
    </message>
    <message>
        <source>About Inference Console</source>
        <translation>Über Inference Console</translation>
    </message>
    <message>
        <source>&lt;h3&gt;Inference Console %1&lt;/h3&gt;&lt;p&gt;Watch and manage LLM inference servers (vLLM, SGLang, llama.cpp) running as systemd services on GPU hosts, over SSH.&lt;/p&gt;</source>
        <translation>&lt;h3&gt;Inference Console %1&lt;/h3&gt;&lt;p&gt;Überwacht und verwaltet über SSH LLM-Inferenzserver (vLLM, SGLang, llama.cpp), die als systemd-Dienste auf GPU-Hosts laufen.&lt;/p&gt;</translation>
    </message>
</context>
<context>
    <name>ic::NvidiaSmi</name>
    <message>
        <source>No fields were requested.</source>
        <translation>Es wurden keine Felder angefordert.</translation>
    </message>
    <message>
        <source>The line is empty.</source>
        <translation>Die Zeile ist leer.</translation>
    </message>
    <message>
        <source>nvidia-smi reported an error: %1</source>
        <translation>nvidia-smi meldete einen Fehler: %1</translation>
    </message>
    <message>
        <source>Expected %1 fields but the line has %2.</source>
        <translation>%1 Felder erwartet, aber die Zeile hat %2.</translation>
    </message>
    <message>
        <source>Field %1 is not a number: &quot;%2&quot;.</source>
        <translation>Feld %1 ist keine Zahl: „%2“.</translation>
    </message>
    <message>
        <source>The GPU index is not a whole number: &quot;%1&quot;.</source>
        <translation>Der GPU-Index ist keine ganze Zahl: „%1“.</translation>
    </message>
    <message>
        <source>The output has no header line; it starts with &quot;%1&quot;.</source>
        <translation>Die Ausgabe hat keine Kopfzeile; sie beginnt mit „%1“.</translation>
    </message>
    <message>
        <source>The output is empty.</source>
        <translation>Die Ausgabe ist leer.</translation>
    </message>
    <message>
        <source>The process id is not a number: &quot;%1&quot;.</source>
        <translation>Die Prozess-ID ist keine Zahl: „%1“.</translation>
    </message>
    <message>
        <source>The used memory is not a number: &quot;%1&quot;.</source>
        <translation>Der belegte Speicher ist keine Zahl: „%1“.</translation>
    </message>
</context>
<context>
    <name>ic::OpenAiChunk</name>
    <message>
        <source>The server sent an error without a message.</source>
        <translation>Der Server schickte einen Fehler ohne Meldung.</translation>
    </message>
    <message>
        <source>The event had no data.</source>
        <translation>Das Event enthielt keine Daten.</translation>
    </message>
    <message>
        <source>The event is not valid JSON: %1</source>
        <translation>Das Event ist kein gültiges JSON: %1</translation>
    </message>
    <message>
        <source>The event is JSON but not an object: %1</source>
        <translation>Das Event ist JSON, aber kein Objekt: %1</translation>
    </message>
    <message>
        <source>The event has no choices: %1</source>
        <translation>Das Event hat keine choices: %1</translation>
    </message>
</context>
<context>
    <name>ic::PipList</name>
    <message>
        <source>The package list is empty.</source>
        <translation>Die Paketliste ist leer.</translation>
    </message>
    <message>
        <source>The output is not a JSON package list: &quot;%1&quot;.</source>
        <translation>Die Ausgabe ist keine JSON-Paketliste: „%1“.</translation>
    </message>
    <message>
        <source>The package list is not valid JSON at offset %1: %2.</source>
        <translation>Die Paketliste ist an Offset %1 kein gültiges JSON: %2.</translation>
    </message>
    <message>
        <source>The package list is not a JSON array.</source>
        <translation>Die Paketliste ist kein JSON-Array.</translation>
    </message>
    <message>
        <source>Entry %1 of the package list has no name or version.</source>
        <translation>Eintrag %1 der Paketliste hat keinen Namen oder keine Version.</translation>
    </message>
</context>
<context>
    <name>ic::ProcessTable</name>
    <message numerus="yes">
        <source>%n line(s) of the process table did not parse, first: &quot;%1&quot;</source>
        <translation>
            <numerusform>%n Zeile der Prozesstabelle ließ sich nicht auswerten: „%1“</numerusform>
            <numerusform>%n Zeilen der Prozesstabelle ließen sich nicht auswerten, die erste: „%1“</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::Prometheus</name>
    <message>
        <source># %1 without a valid metric name.</source>
        <translation># %1 ohne gültigen Metriknamen.</translation>
    </message>
    <message>
        <source>Unknown metric type &quot;%1&quot;.</source>
        <translation>Unbekannter Metriktyp „%1“.</translation>
    </message>
    <message>
        <source>The line does not start with a metric name: &quot;%1&quot;.</source>
        <translation>Die Zeile beginnt nicht mit einem Metriknamen: „%1“.</translation>
    </message>
    <message>
        <source>The label set is not closed.</source>
        <translation>Die Label-Menge ist nicht geschlossen.</translation>
    </message>
    <message>
        <source>A label name is invalid in &quot;%1&quot;.</source>
        <translation>Ein Label-Name in „%1“ ist ungültig.</translation>
    </message>
    <message>
        <source>A label has no &apos;=&apos;.</source>
        <translation>Ein Label hat kein „=“.</translation>
    </message>
    <message>
        <source>A label value is not quoted.</source>
        <translation>Ein Label-Wert steht nicht in Anführungszeichen.</translation>
    </message>
    <message>
        <source>A label value is not terminated.</source>
        <translation>Ein Label-Wert ist nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>Label &quot;%1&quot; appears twice.</source>
        <translation>Label „%1“ kommt doppelt vor.</translation>
    </message>
    <message>
        <source>The sample %1 has no value.</source>
        <translation>Das Sample %1 hat keinen Wert.</translation>
    </message>
    <message>
        <source>The value of %1 is not a number: &quot;%2&quot;.</source>
        <translation>Der Wert von %1 ist keine Zahl: „%2“.</translation>
    </message>
    <message>
        <source>The timestamp of %1 is not an integer: &quot;%2&quot;.</source>
        <translation>Der Zeitstempel von %1 ist keine ganze Zahl: „%2“.</translation>
    </message>
    <message>
        <source>The metrics text is empty.</source>
        <translation>Der Metriktext ist leer.</translation>
    </message>
    <message>
        <source>None of the %1 lines is a metric sample.</source>
        <translation>Keine der %1 Zeilen ist ein Metrik-Sample.</translation>
    </message>
    <message>
        <source>The metrics text has no samples.</source>
        <translation>Der Metriktext enthält keine Samples.</translation>
    </message>
</context>
<context>
    <name>ic::RemoteCommand</name>
    <message>
        <source>“%1” is not a nvidia-smi field name.</source>
        <translation>„%1“ ist kein Feldname von nvidia-smi.</translation>
    </message>
    <message>
        <source>A line break cannot be passed to a remote command.</source>
        <translation>Ein Zeilenumbruch kann nicht an einen entfernten Befehl übergeben werden.</translation>
    </message>
    <message>
        <source>A NUL character cannot be passed to a remote command.</source>
        <translation>Ein NUL-Zeichen kann nicht an einen entfernten Befehl übergeben werden.</translation>
    </message>
    <message>
        <source>“!” cannot be passed to a remote command (shell history expansion).</source>
        <translation>„!“ kann nicht an einen entfernten Befehl übergeben werden (History-Expansion der Shell).</translation>
    </message>
    <message>
        <source>Only printable ASCII can be passed to a remote command.</source>
        <translation>An einen entfernten Befehl kann nur druckbares ASCII übergeben werden.</translation>
    </message>
    <message>
        <source>The systemd unit name is empty.</source>
        <translation>Der Name der systemd-Unit ist leer.</translation>
    </message>
    <message>
        <source>A systemd unit name has at most 255 characters.</source>
        <translation>Ein systemd-Unit-Name hat höchstens 255 Zeichen.</translation>
    </message>
    <message>
        <source>A systemd unit name cannot start with “@”.</source>
        <translation>Ein systemd-Unit-Name kann nicht mit „@“ beginnen.</translation>
    </message>
    <message>
        <source>“%1” is not a full systemd unit name (letters, digits, “:-_.\”, an optional @instance and a type suffix such as .service).</source>
        <translation>„%1“ ist kein vollständiger systemd-Unit-Name (Buchstaben, Ziffern, „:-_.\“, optional eine @Instanz und eine Typendung wie .service).</translation>
    </message>
    <message>
        <source>A tool command is empty.</source>
        <translation>Ein Werkzeugbefehl ist leer.</translation>
    </message>
    <message>
        <source>“%1” is not a systemd property name.</source>
        <translation>„%1“ ist kein systemd-Eigenschaftsname.</translation>
    </message>
</context>
<context>
    <name>ic::SecretPromptDialog</name>
    <message>
        <source>Key passphrase</source>
        <translation>Schlüssel-Passphrase</translation>
    </message>
    <message>
        <source>%1 accepts your key, which is protected by a passphrase.</source>
        <translation>%1 akzeptiert Ihren Schlüssel, der durch eine Passphrase geschützt ist.</translation>
    </message>
    <message>
        <source>Password</source>
        <translation>Passwort</translation>
    </message>
    <message>
        <source>Log in to %1 with a password.</source>
        <translation>Mit einem Passwort bei %1 anmelden.</translation>
    </message>
    <message>
        <source>Login</source>
        <translation>Anmeldung</translation>
    </message>
    <message>
        <source>%1 asks:</source>
        <translation>%1 fragt:</translation>
    </message>
    <message>
        <source>Remember in the desktop keyring</source>
        <translation>Im Schlüsselbund des Desktops speichern</translation>
    </message>
</context>
<context>
    <name>ic::ServiceMonitor</name>
    <message>
        <source>systemctl show failed (exit status %1): %2</source>
        <translation>systemctl show fehlgeschlagen (Exit-Status %1): %2</translation>
    </message>
    <message>
        <source>%1 stopped.</source>
        <translation>%1 gestoppt.</translation>
    </message>
    <message>
        <source>%1 %2: new invocation %3.</source>
        <translation>%1 %2: neue Invocation %3.</translation>
    </message>
    <message>
        <source>started</source>
        <translation>gestartet</translation>
    </message>
    <message>
        <source>restarted</source>
        <translation>neu gestartet</translation>
    </message>
    <message>
        <source>systemctl reported success but no new invocation of %1 appeared.</source>
        <translation>systemctl meldete Erfolg, aber es erschien keine neue Invocation von %1.</translation>
    </message>
    <message>
        <source>sudo needs a password on this host: allow passwordless “systemctl” for your user in sudoers, or clear the privilege prefix if you may manage %1 directly.</source>
        <translation>sudo verlangt auf diesem Host ein Passwort: Erlauben Sie Ihrem Benutzer in sudoers „systemctl“ ohne Passwort, oder leeren Sie das Privilegien-Präfix, wenn Sie %1 direkt verwalten dürfen.</translation>
    </message>
    <message>
        <source>The unit %1 does not exist on this host.</source>
        <translation>Die Unit %1 existiert auf diesem Host nicht.</translation>
    </message>
    <message>
        <source>Permission denied: your user may not manage %1 (use a privilege prefix such as “sudo -n”).</source>
        <translation>Zugriff verweigert: Ihr Benutzer darf %1 nicht verwalten (verwenden Sie ein Privilegien-Präfix wie „sudo -n“).</translation>
    </message>
    <message>
        <source>systemctl (or the privilege command) was not found on this host.</source>
        <translation>systemctl (oder der Privilegien-Befehl) wurde auf diesem Host nicht gefunden.</translation>
    </message>
    <message>
        <source>systemd could not complete the job: %1</source>
        <translation>systemd konnte den Job nicht abschließen: %1</translation>
    </message>
    <message>
        <source>systemctl failed with exit status %1: %2</source>
        <translation>systemctl fehlgeschlagen mit Exit-Status %1: %2</translation>
    </message>
</context>
<context>
    <name>ic::ServicePanel</name>
    <message>
        <source>&amp;Restart…</source>
        <translation>&amp;Neu starten…</translation>
    </message>
    <message>
        <source>S&amp;top…</source>
        <translation>S&amp;toppen…</translation>
    </message>
    <message>
        <source>&amp;Start…</source>
        <translation>&amp;Starten…</translation>
    </message>
    <message>
        <source>Service</source>
        <translation>Dienst</translation>
    </message>
    <message>
        <source>Service state</source>
        <translation>Dienststatus</translation>
    </message>
    <message>
        <source>Last action</source>
        <translation>Letzte Aktion</translation>
    </message>
    <message>
        <source>Restart the service (asks first)</source>
        <translation>Dienst neu starten (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Stop the service (asks first)</source>
        <translation>Dienst stoppen (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Start the service (asks first)</source>
        <translation>Dienst starten (mit Rückfrage)</translation>
    </message>
    <message>
        <source>Unit:</source>
        <translation>Unit:</translation>
    </message>
    <message>
        <source>Main PID:</source>
        <translation>Haupt-PID:</translation>
    </message>
    <message>
        <source>Up for:</source>
        <translation>Laufzeit:</translation>
    </message>
    <message>
        <source>Restarts:</source>
        <translation>Neustarts:</translation>
    </message>
    <message>
        <source>Last result:</source>
        <translation>Letztes Ergebnis:</translation>
    </message>
    <message>
        <source>Invocation:</source>
        <translation>Invocation:</translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation>Speicher:</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>No host selected</source>
        <translation>Kein Host ausgewählt</translation>
    </message>
    <message>
        <source>no host</source>
        <translation>kein Host</translation>
    </message>
    <message>
        <source>waiting for the first reading…</source>
        <translation>warte auf den ersten Messwert…</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>not found: %1 does not exist on this host</source>
        <translation>nicht gefunden: %1 existiert auf diesem Host nicht</translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation>%1 (%2)</translation>
    </message>
    <message>
        <source>—</source>
        <translation>—</translation>
    </message>
    <message>
        <source>%1 (exited with status %2)</source>
        <translation>%1 (mit Status %2 beendet)</translation>
    </message>
    <message>
        <source>%1 (killed by signal %2)</source>
        <translation>%1 (durch Signal %2 beendet)</translation>
    </message>
    <message>
        <source>Last poll failed: %1</source>
        <translation>Letzte Abfrage fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation>%1 d %2 h</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>starting for %1</source>
        <translation>startet seit %1</translation>
    </message>
    <message>
        <source>not running</source>
        <translation>läuft nicht</translation>
    </message>
    <message>
        <source>%1 (since %2)</source>
        <translation>%1 (seit %2)</translation>
    </message>
    <message>
        <source>Sent “%1” to %2; waiting for systemd…</source>
        <translation>„%1“ an %2 gesendet; warte auf systemd…</translation>
    </message>
</context>
<context>
    <name>ic::ServingMetricsView</name>
    <message>
        <source>KV-cache usage</source>
        <translation>KV-Cache-Auslastung</translation>
    </message>
    <message>
        <source>API:</source>
        <translation>API:</translation>
    </message>
    <message>
        <source>Requests running:</source>
        <translation>Laufende Anfragen:</translation>
    </message>
    <message>
        <source>Requests waiting:</source>
        <translation>Wartende Anfragen:</translation>
    </message>
    <message>
        <source>KV cache:</source>
        <translation>KV cache:</translation>
    </message>
    <message>
        <source>Prompt:</source>
        <translation>Prompt:</translation>
    </message>
    <message>
        <source>Generation:</source>
        <translation>Generierung:</translation>
    </message>
    <message>
        <source>Preemptions:</source>
        <translation>Verdrängungen:</translation>
    </message>
    <message>
        <source>no host selected</source>
        <translation>kein Host ausgewählt</translation>
    </message>
    <message>
        <source>not serving yet</source>
        <translation>noch nicht bereit</translation>
    </message>
    <message>
        <source>%1 tok/s</source>
        <translation>%1 tok/s</translation>
    </message>
</context>
<context>
    <name>ic::SimHost</name>
    <message>
        <source>unknown scenario “%1”</source>
        <translation>unbekanntes Szenario „%1“</translation>
    </message>
    <message>
        <source>unknown option “%1”</source>
        <translation>unbekannte Option „%1“</translation>
    </message>
    <message>
        <source>bad value “%1” for %2</source>
        <translation>ungültiger Wert „%1“ für %2</translation>
    </message>
    <message>
        <source>--state DIR and a command are required</source>
        <translation>--state DIR und ein Befehl sind erforderlich</translation>
    </message>
    <message>
        <source>no simulated host in %1 (run init first)</source>
        <translation>kein simulierter Host in %1 (zuerst init ausführen)</translation>
    </message>
    <message>
        <source>unknown command “%1”</source>
        <translation>unbekannter Befehl „%1“</translation>
    </message>
</context>
<context>
    <name>ic::Sse</name>
    <message>
        <source>An event was longer than %1 bytes; its first bytes are kept and the rest was dropped.</source>
        <translation>Ein Event war länger als %1 Bytes; die ersten Bytes bleiben erhalten, der Rest wurde verworfen.</translation>
    </message>
    <message>
        <source>The stream ended inside an event (no blank line after it).</source>
        <translation>Der Stream endete mitten in einem Event (ohne Leerzeile danach).</translation>
    </message>
</context>
<context>
    <name>ic::SshTarget</name>
    <message>
        <source>A user name may not start with &apos;-&apos;.</source>
        <translation>Ein Benutzername darf nicht mit „-“ beginnen.</translation>
    </message>
    <message>
        <source>A host name may not start with &apos;-&apos;.</source>
        <translation>Ein Hostname darf nicht mit „-“ beginnen.</translation>
    </message>
    <message>
        <source>The user name contains the character &apos;%1&apos;, which is not allowed.</source>
        <translation>Der Benutzername enthält das unzulässige Zeichen „%1“.</translation>
    </message>
    <message>
        <source>The host name contains the character &apos;%1&apos;, which is not allowed.</source>
        <translation>Der Hostname enthält das unzulässige Zeichen „%1“.</translation>
    </message>
    <message>
        <source>The ssh destination is empty.</source>
        <translation>Das SSH-Ziel ist leer.</translation>
    </message>
    <message>
        <source>The user name before &apos;@&apos; is empty.</source>
        <translation>Der Benutzername vor „@“ ist leer.</translation>
    </message>
    <message>
        <source>The address &apos;%1&apos; lacks its closing &apos;]&apos;.</source>
        <translation>Der Adresse „%1“ fehlt die schließende „]“.</translation>
    </message>
    <message>
        <source>Unexpected text after &apos;]&apos; in &apos;%1&apos;.</source>
        <translation>Unerwarteter Text nach „]“ in „%1“.</translation>
    </message>
    <message>
        <source>The port after &apos;:&apos; is empty.</source>
        <translation>Der Port nach „:“ ist leer.</translation>
    </message>
    <message>
        <source>The host name is empty.</source>
        <translation>Der Hostname ist leer.</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a port number (1 to 65535).</source>
        <translation>„%1“ ist keine Portnummer (1 bis 65535).</translation>
    </message>
    <message>
        <source>Line %1 of the ssh config contains control characters; it was skipped.</source>
        <translation>Zeile %1 der SSH-Konfiguration enthält Steuerzeichen; sie wurde übersprungen.</translation>
    </message>
    <message>
        <source>Line %1 of the ssh config has an invalid port &apos;%2&apos;.</source>
        <translation>Zeile %1 der SSH-Konfiguration hat einen ungültigen Port „%2“.</translation>
    </message>
</context>
<context>
    <name>ic::SshTransport</name>
    <message>
        <source>No local port could be opened for the tunnel: %1</source>
        <translation>Für den Tunnel konnte kein lokaler Port geöffnet werden: %1</translation>
    </message>
    <message>
        <source>&apos;%1&apos; is not a usable ssh destination: %2</source>
        <translation>„%1“ ist kein verwendbares SSH-Ziel: %2</translation>
    </message>
    <message>
        <source>ssh %1</source>
        <translation>ssh %1</translation>
    </message>
    <message>
        <source>The connection to %1 was closed.</source>
        <translation>Die Verbindung zu %1 wurde geschlossen.</translation>
    </message>
    <message>
        <source>The connection to %1 was lost.</source>
        <translation>Die Verbindung zu %1 ist abgebrochen.</translation>
    </message>
    <message>
        <source>The host name %1 could not be resolved.</source>
        <translation>Der Hostname %1 konnte nicht aufgelöst werden.</translation>
    </message>
    <message>
        <source>%1 refused the connection on port %2; is its ssh server running?</source>
        <translation>%1 hat die Verbindung auf Port %2 abgelehnt; läuft dort ein SSH-Server?</translation>
    </message>
    <message>
        <source>%1 did not answer within %2 s.</source>
        <translation>%1 hat nicht innerhalb von %2 s geantwortet.</translation>
    </message>
    <message>
        <source>Could not connect to %1.</source>
        <translation>Keine Verbindung zu %1 möglich.</translation>
    </message>
    <message>
        <source>%1 sent no usable host key.</source>
        <translation>%1 hat keinen verwendbaren Host-Schlüssel gesendet.</translation>
    </message>
    <message>
        <source>%1 key %2 for %3 (known_hosts: %4)</source>
        <translation>%1-Schlüssel %2 für %3 (known_hosts: %4)</translation>
    </message>
    <message>
        <source>The host key of %1 was not trusted, so the console did not connect.</source>
        <translation>Dem Host-Schlüssel von %1 wurde nicht vertraut, daher hat die Konsole keine Verbindung aufgebaut.</translation>
    </message>
    <message>
        <source>%1 key %2</source>
        <translation>%1-Schlüssel %2</translation>
    </message>
    <message>
        <source>The host key of %1 could not be saved to %2.</source>
        <translation>Der Host-Schlüssel von %1 konnte nicht in %2 gespeichert werden.</translation>
    </message>
    <message>
        <source>The known hosts file %1 could not be read.</source>
        <translation>Die Known-Hosts-Datei %1 konnte nicht gelesen werden.</translation>
    </message>
    <message>
        <source>Passphrase:</source>
        <translation>Passphrase:</translation>
    </message>
    <message>
        <source>Password for %1:</source>
        <translation>Passwort für %1:</translation>
    </message>
    <message>
        <source>Authentication to %1 failed (tried: %2).</source>
        <translation>Anmeldung bei %1 fehlgeschlagen (versucht: %2).</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keine</translation>
    </message>
    <message>
        <source>%1 is not connected.</source>
        <translation>%1 ist nicht verbunden.</translation>
    </message>
    <message>
        <source>The ssh server does not allow port forwarding (AllowTcpForwarding), so port %1 cannot be reached.</source>
        <translation>Der SSH-Server erlaubt keine Portweiterleitung (AllowTcpForwarding), daher ist Port %1 nicht erreichbar.</translation>
    </message>
    <message>
        <source>Nothing is listening on port %1 on the host.</source>
        <translation>Auf dem Host lauscht nichts auf Port %1.</translation>
    </message>
    <message>
        <source>The ssh server does not support port forwarding.</source>
        <translation>Der SSH-Server unterstützt keine Portweiterleitung.</translation>
    </message>
    <message>
        <source>The ssh server is out of resources and refused to forward port %1.</source>
        <translation>Der SSH-Server hat keine Ressourcen mehr und lehnte die Weiterleitung von Port %1 ab.</translation>
    </message>
    <message>
        <source>Port %1 on the host could not be reached through ssh.</source>
        <translation>Port %1 auf dem Host war über SSH nicht erreichbar.</translation>
    </message>
    <message>
        <source>%1 refused to open a channel: %2</source>
        <translation>%1 hat das Öffnen eines Kanals abgelehnt: %2</translation>
    </message>
    <message>
        <source>%1 refused to run the command: %2</source>
        <translation>%1 hat die Ausführung des Befehls abgelehnt: %2</translation>
    </message>
    <message>
        <source>The tunnel to port %1 broke: %2</source>
        <translation>Der Tunnel zu Port %1 ist abgebrochen: %2</translation>
    </message>
    <message>
        <source>The command was not found on %1 (exit status 127).</source>
        <translation>Der Befehl wurde auf %1 nicht gefunden (Exit-Status 127).</translation>
    </message>
    <message>
        <source>sudo on %1 needs a password; allow this command without one (NOPASSWD in sudoers).</source>
        <translation>sudo auf %1 verlangt ein Passwort; erlauben Sie diesen Befehl ohne Passwort (NOPASSWD in sudoers).</translation>
    </message>
    <message>
        <source>The command was killed by signal %1.</source>
        <translation>Der Befehl wurde durch Signal %1 beendet.</translation>
    </message>
    <message>
        <source>%1 stopped answering.</source>
        <translation>%1 antwortet nicht mehr.</translation>
    </message>
    <message>
        <source>No reply to a probe within %1 s.</source>
        <translation>Keine Antwort auf eine Prüfanfrage innerhalb von %1 s.</translation>
    </message>
</context>
<context>
    <name>ic::StartupHistory</name>
    <message>
        <source>Cannot read %1: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1 is not a start-up history file: %2</source>
        <translation>%1 ist keine Start-Verlaufsdatei: %2</translation>
    </message>
    <message>
        <source>Cannot create the directory %1.</source>
        <translation>Das Verzeichnis %1 kann nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
</context>
<context>
    <name>ic::StartupNotifier</name>
    <message>
        <source>Inference Console</source>
        <translation>Inference Console</translation>
    </message>
    <message>
        <source>%1 is ready</source>
        <translation>%1 ist bereit</translation>
    </message>
    <message>
        <source>Started in %1.</source>
        <translation>Gestartet in %1.</translation>
    </message>
    <message>
        <source>The server answers.</source>
        <translation>Der Server antwortet.</translation>
    </message>
    <message>
        <source>%1 failed to start</source>
        <translation>%1 konnte nicht starten</translation>
    </message>
    <message>
        <source>The start-up failed after %1.</source>
        <translation>Der Start ist nach %1 fehlgeschlagen.</translation>
    </message>
    <message>
        <source>The start-up failed.</source>
        <translation>Der Start ist fehlgeschlagen.</translation>
    </message>
    <message>
        <source>%1 is possibly stuck</source>
        <translation>%1 hängt möglicherweise</translation>
    </message>
    <message>
        <source>No progress in %1 for %2.</source>
        <translation>Seit %2 kein Fortschritt in %1.</translation>
    </message>
</context>
<context>
    <name>ic::StartupProfile</name>
    <message>
        <source>%1 is not a non-empty string.</source>
        <translation>%1 ist keine nichtleere Zeichenkette.</translation>
    </message>
    <message>
        <source>%1 is not a valid regular expression: %2 at offset %3.</source>
        <translation>%1 ist kein gültiger regulärer Ausdruck: %2 an Offset %3.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be an array of patterns.</source>
        <translation>%1: „%2“ muss ein Array von Mustern sein.</translation>
    </message>
    <message>
        <source>%1: %2 pattern %3</source>
        <translation>%1: %2, Muster %3</translation>
    </message>
    <message>
        <source>The profile is not valid JSON: %1 at offset %2.</source>
        <translation>Das Profil ist kein gültiges JSON: %1 an Offset %2.</translation>
    </message>
    <message>
        <source>The profile must be a JSON object.</source>
        <translation>Das Profil muss ein JSON-Objekt sein.</translation>
    </message>
    <message>
        <source>The profile has no &quot;engine&quot; name.</source>
        <translation>Das Profil hat keinen „engine“-Namen.</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation>Profil „%1“</translation>
    </message>
    <message>
        <source>%1: detectProcess</source>
        <translation>%1: detectProcess</translation>
    </message>
    <message>
        <source>%1: &quot;detect&quot; needs at least one pattern.</source>
        <translation>%1: „detect“ braucht mindestens ein Muster.</translation>
    </message>
    <message>
        <source>%1: &quot;ready&quot; needs at least one pattern.</source>
        <translation>%1: „ready“ braucht mindestens ein Muster.</translation>
    </message>
    <message>
        <source>%1: benign pattern &quot;%2&quot; has no reason.</source>
        <translation>%1: Das harmlose Muster „%2“ hat keine Begründung.</translation>
    </message>
    <message>
        <source>%1: &quot;phases&quot; must be a non-empty array.</source>
        <translation>%1: „phases“ muss ein nichtleeres Array sein.</translation>
    </message>
    <message>
        <source>%1: unknown phase id &quot;%2&quot; (expected one of %3).</source>
        <translation>%1: unbekannte Phasen-ID „%2“ (erwartet wird eine von %3).</translation>
    </message>
    <message>
        <source>%1: phase &quot;%2&quot; is out of order or repeated.</source>
        <translation>%1: Phase „%2“ steht an falscher Stelle oder kommt doppelt vor.</translation>
    </message>
    <message>
        <source>%1: phase &quot;%2&quot; needs a weight ≥ 0 and a budget &gt; 0.</source>
        <translation>%1: Phase „%2“ braucht ein Gewicht ≥ 0 und ein Budget &gt; 0.</translation>
    </message>
    <message>
        <source>%1: phase &quot;%2&quot;</source>
        <translation>%1: Phase „%2“</translation>
    </message>
    <message>
        <source>%1: progress pattern &quot;%2&quot; needs named groups n and tot, or pct.</source>
        <translation>%1: Fortschrittsmuster „%2“ braucht die benannten Gruppen n und tot oder pct.</translation>
    </message>
    <message>
        <source>%1: hint %2</source>
        <translation>%1: Hinweis %2</translation>
    </message>
    <message>
        <source>%1: hint %2 names unknown phase &quot;%3&quot;.</source>
        <translation>%1: Hinweis %2 nennt die unbekannte Phase „%3“.</translation>
    </message>
    <message>
        <source>Cannot read the profile %1: %2</source>
        <translation>Das Profil %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ic::StartupView</name>
    <message>
        <source>Start-up progress</source>
        <translation>Startfortschritt</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
    </message>
    <message>
        <source>Start-up phases</source>
        <translation>Startphasen</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
    </message>
    <message>
        <source>starting</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>Start-up: %1</source>
        <translation>Start: %1</translation>
    </message>
    <message>
        <source>%1 start-up: %2</source>
        <translation>%1-Start: %2</translation>
    </message>
    <message>
        <source>— %1 %</source>
        <translation>— %1 %</translation>
    </message>
    <message>
        <source>— about %1 left</source>
        <translation>— noch etwa %1</translation>
    </message>
    <message>
        <source>— time left unknown</source>
        <translation>— Restzeit unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>%n known-harmless warning(s) skipped.</source>
        <translation>
            <numerusform>%n bekanntermaßen harmlose Warnung übersprungen.</numerusform>
            <numerusform>%n bekanntermaßen harmlose Warnungen übersprungen.</numerusform>
        </translation>
    </message>
    <message>
        <source>Possibly stuck: no real progress for %1 (only known-harmless warnings).</source>
        <translation>Möglicherweise hängengeblieben: seit %1 kein echter Fortschritt (nur bekanntermaßen harmlose Warnungen).</translation>
    </message>
    <message>
        <source>%1: not watched.</source>
        <translation>%1: nicht überwacht.</translation>
    </message>
</context>
<context>
    <name>ic::StartupWatch</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>%1 min %2 s</source>
        <translation>%1 min %2 s</translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation>%1 h %2 min</translation>
    </message>
    <message>
        <source>ExecStart has no argv.</source>
        <translation>ExecStart hat kein argv.</translation>
    </message>
    <message>
        <source>ExecStart is empty.</source>
        <translation>ExecStart ist leer.</translation>
    </message>
    <message>
        <source>ExecStart has no words.</source>
        <translation>ExecStart enthält keine Wörter.</translation>
    </message>
    <message>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Start</translation>
    </message>
    <message>
        <source>possibly stuck in %1 (no progress for %2)</source>
        <translation>hängt möglicherweise in %1 (seit %2 kein Fortschritt)</translation>
    </message>
    <message>
        <source>unknown time</source>
        <translation>unbekannter Zeit</translation>
    </message>
    <message>
        <source>ready after %1</source>
        <translation>bereit nach %1</translation>
    </message>
    <message>
        <source>crashed after %1</source>
        <translation>abgestürzt nach %1</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
</context>
<context>
    <name>ic::StartupWatchDock</name>
    <message>
        <source>%1 (stuck?)</source>
        <translation>%1 (hängt?)</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>ic::SystemctlShow</name>
    <message>
        <source>Line %1 is not Key=Value: &quot;%2&quot;.</source>
        <translation>Zeile %1 ist nicht Key=Value: „%2“.</translation>
    </message>
    <message>
        <source>systemctl printed no properties.</source>
        <translation>systemctl hat keine Eigenschaften ausgegeben.</translation>
    </message>
</context>
<context>
    <name>ic::Timeline</name>
    <message>
        <source>restart</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>crash</source>
        <translation>Absturz</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>Stopp</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>stall</source>
        <translation>Stillstand</translation>
    </message>
</context>
<context>
    <name>ic::ValidationLadder</name>
    <message>
        <source>The ladder is not valid JSON: %1 at offset %2.</source>
        <translation>Die Validierungsleiter ist kein gültiges JSON: %1 an Offset %2.</translation>
    </message>
    <message>
        <source>The ladder is not a JSON object.</source>
        <translation>Die Validierungsleiter ist kein JSON-Objekt.</translation>
    </message>
    <message>
        <source>The ladder has no &quot;steps&quot; list.</source>
        <translation>Die Validierungsleiter hat keine „steps“-Liste.</translation>
    </message>
    <message>
        <source>Unknown step id %1; known are: %2.</source>
        <translation>Unbekannte Stufen-ID %1; bekannt sind: %2.</translation>
    </message>
    <message>
        <source>Cannot read the ladder file %1: %2</source>
        <translation>Die Leiterdatei %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>Validation of %1</source>
        <translation>Validierung von %1</translation>
    </message>
    <message>
        <source>**Verdict:** %1 · model %2 · ladder %3 · started %4 · %5</source>
        <translation>**Urteil:** %1 · Modell %2 · Leiter %3 · gestartet %4 · %5</translation>
    </message>
    <message>
        <source>Could not run</source>
        <translation>Konnte nicht laufen</translation>
    </message>
    <message>
        <source>step</source>
        <translation>Stufe</translation>
    </message>
    <message>
        <source>verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>evidence</source>
        <translation>Beleg</translation>
    </message>
    <message>
        <source>%1: %2 (model %3, %4)</source>
        <translation>%1: %2 (Modell %3, %4)</translation>
    </message>
    <message>
        <source>Cancelled.</source>
        <translation>Abgebrochen.</translation>
    </message>
    <message>
        <source>Not run (cancelled).</source>
        <translation>Nicht ausgeführt (abgebrochen).</translation>
    </message>
    <message>
        <source>Disabled in this ladder.</source>
        <translation>In dieser Leiter deaktiviert.</translation>
    </message>
    <message>
        <source>Skipped: the server did not pass the health check.</source>
        <translation>Übersprungen: Der Server hat den Health-Check nicht bestanden.</translation>
    </message>
    <message>
        <source>Unknown step %1.</source>
        <translation>Unbekannte Stufe %1.</translation>
    </message>
    <message>
        <source>The step has no &quot;prompt&quot;.</source>
        <translation>Die Stufe hat keinen „prompt“.</translation>
    </message>
    <message>
        <source>The request did not finish.</source>
        <translation>Die Anfrage wurde nicht abgeschlossen.</translation>
    </message>
    <message>
        <source>/health answered 200 in %1 ms.</source>
        <translation>/health antwortete in %1 ms mit 200.</translation>
    </message>
    <message>
        <source>/health answered %1.</source>
        <translation>/health antwortete mit %1.</translation>
    </message>
    <message>
        <source>/health answered %1: %2</source>
        <translation>/health antwortete mit %1: %2</translation>
    </message>
    <message>
        <source>HTTP %1 %2</source>
        <translation>HTTP %1 %2</translation>
    </message>
    <message>
        <source>/v1/models did not answer: %1</source>
        <translation>/v1/models hat nicht geantwortet: %1</translation>
    </message>
    <message>
        <source>/v1/models lists no model.</source>
        <translation>/v1/models listet kein Modell.</translation>
    </message>
    <message>
        <source>/v1/models lists %1, not the expected %2.</source>
        <translation>/v1/models listet %1, nicht das erwartete %2.</translation>
    </message>
    <message>
        <source>/v1/models lists %1.</source>
        <translation>/v1/models listet %1.</translation>
    </message>
    <message>
        <source>The &quot;expect&quot; pattern is invalid: %1</source>
        <translation>Das „expect“-Muster ist ungültig: %1</translation>
    </message>
    <message>
        <source>The answer was empty (finish reason %1, %2 reasoning chars).</source>
        <translation>Die Antwort war leer (finish reason %1, %2 Reasoning-Zeichen).</translation>
    </message>
    <message>
        <source>The answer %1 does not match %2.</source>
        <translation>Die Antwort %1 passt nicht zu %2.</translation>
    </message>
    <message>
        <source>Answered %1 in %2 (TTFT %3 ms, %4 tokens).</source>
        <translation>Antwort %1 in %2 (TTFT %3 ms, %4 Tokens).</translation>
    </message>
    <message>
        <source>no reasoning arrived</source>
        <translation>kein Reasoning angekommen</translation>
    </message>
    <message>
        <source>the answer has no code block with a function</source>
        <translation>die Antwort enthält keinen Codeblock mit einer Funktion</translation>
    </message>
    <message>
        <source>finish reason is %1, not %2</source>
        <translation>finish reason ist %1, nicht %2</translation>
    </message>
    <message>
        <source>Failed: %1.</source>
        <translation>Fehlgeschlagen: %1.</translation>
    </message>
    <message>
        <source>%1 reasoning chars, a code block with a function, finish reason %2, %3 tokens in %4.</source>
        <translation>%1 Reasoning-Zeichen, ein Codeblock mit einer Funktion, finish reason %2, %3 Tokens in %4.</translation>
    </message>
    <message>
        <source>Only %1 of %2 requests finished.</source>
        <translation>Nur %1 von %2 Anfragen wurden abgeschlossen.</translation>
    </message>
    <message>
        <source>Run %1 differs from run 1 at character %2: %3 vs %4.</source>
        <translation>Lauf %1 weicht bei Zeichen %2 von Lauf 1 ab: %3 statt %4.</translation>
    </message>
    <message>
        <source>%1 runs at temperature 0 gave the same %2 characters.</source>
        <translation>%1 Läufe mit Temperatur 0 ergaben dieselben %2 Zeichen.</translation>
    </message>
    <message>
        <source>answer %1 does not match</source>
        <translation>Antwort %1 passt nicht</translation>
    </message>
    <message>
        <source>run %1: %2</source>
        <translation>Lauf %1: %2</translation>
    </message>
    <message>
        <source>%1 of %2 runs passed.</source>
        <translation>%1 von %2 Läufen bestanden.</translation>
    </message>
    <message>
        <source>%1 of %2 runs passed; %3.</source>
        <translation>%1 von %2 Läufen bestanden; %3.</translation>
    </message>
    <message>
        <source>Only %1 tokens (at least %2 expected), finish reason %3.</source>
        <translation>Nur %1 Tokens (mindestens %2 erwartet), finish reason %3.</translation>
    </message>
    <message>
        <source>Degenerate repetition: %1% of 4-word sequences repeat (limit %2%); the text ends %3.</source>
        <translation>Entartete Wiederholung: %1 % der 4-Wort-Folgen wiederholen sich (Grenze %2 %); der Text endet mit %3.</translation>
    </message>
    <message>
        <source>%1 tokens in %2 at %3 tok/s, %4% repeated 4-word sequences.</source>
        <translation>%1 Tokens in %2 bei %3 tok/s, %4 % wiederholte 4-Wort-Folgen.</translation>
    </message>
    <message>
        <source>Reasoning arrives inside the content as &lt;think&gt;…&lt;/think&gt; (prompt %1): the server has no reasoning parser set.</source>
        <translation>Das Reasoning kommt im Inhalt als &lt;think&gt;…&lt;/think&gt; an (Prompt %1): Auf dem Server ist kein Reasoning-Parser eingestellt.</translation>
    </message>
    <message>
        <source>Reasoning arrived but the content is empty (prompt %1): the parser swallowed the answer.</source>
        <translation>Reasoning kam an, aber der Inhalt ist leer (Prompt %1): Der Parser hat die Antwort verschluckt.</translation>
    </message>
    <message>
        <source>%1 answers checked: no &lt;think&gt; in content; %2 carried separate reasoning.</source>
        <translation>%1 Antworten geprüft: kein &lt;think&gt; im Inhalt; %2 mit separatem Reasoning.</translation>
    </message>
    <message>
        <source>No GPU memory readings are available for this host.</source>
        <translation>Für diesen Host liegen keine Messwerte des GPU-Speichers vor.</translation>
    </message>
    <message>
        <source>GPU memory was unknown when the ladder started.</source>
        <translation>Der GPU-Speicher war beim Start der Leiter unbekannt.</translation>
    </message>
    <message>
        <source>GPU memory could not be read after the ladder.</source>
        <translation>Der GPU-Speicher konnte nach der Leiter nicht gelesen werden.</translation>
    </message>
    <message>
        <source>GPU memory %1 MiB, baseline %2 MiB (%3%4 MiB, tolerance %5 MiB).</source>
        <translation>GPU-Speicher %1 MiB, Ausgangswert %2 MiB (%3%4 MiB, Toleranz %5 MiB).</translation>
    </message>
    <message>
        <source>GPU memory did not return to its baseline: %1 MiB now, %2 MiB before the ladder (+%3 MiB, tolerance %4 MiB).</source>
        <translation>Der GPU-Speicher ist nicht auf den Ausgangswert zurückgekehrt: jetzt %1 MiB, vor der Leiter %2 MiB (+%3 MiB, Toleranz %4 MiB).</translation>
    </message>
    <message>
        <source>Decode speed could not be measured (%1 tokens).</source>
        <translation>Die Decode-Geschwindigkeit konnte nicht gemessen werden (%1 Tokens).</translation>
    </message>
    <message>
        <source>Measured %1 tok/s; no baseline is saved for this host yet.</source>
        <translation>Gemessen: %1 tok/s; für diesen Host ist noch kein Ausgangswert gespeichert.</translation>
    </message>
    <message>
        <source>%1 tok/s against a baseline of %2 tok/s (%3%4%, tolerance %5%)</source>
        <translation>%1 tok/s gegenüber einem Ausgangswert von %2 tok/s (%3%4 %, Toleranz %5 %)</translation>
    </message>
    <message>
        <source>Decode is slow: %1.</source>
        <translation>Decode ist langsam: %1.</translation>
    </message>
</context>
<context>
    <name>ic::VersionAgreement</name>
    <message>
        <source>%1 %2 is installed but %3 is not</source>
        <translation>%1 %2 ist installiert, %3 aber nicht</translation>
    </message>
    <message>
        <source>%1 %2 does not match %3 %4: they must have the same version</source>
        <translation>%1 %2 passt nicht zu %3 %4: Beide müssen dieselbe Version haben</translation>
    </message>
    <message>
        <source>%1 %2 requires %3 %4, which is not installed</source>
        <translation>%1 %2 benötigt %3 %4, das nicht installiert ist</translation>
    </message>
    <message>
        <source>%1 %2 requires %3 %4, but %3 %5 is installed</source>
        <translation>%1 %2 benötigt %3 %4, installiert ist aber %3 %5</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Post-mortem of a saved start-up log (journalctl short or JSON output, or raw engine output): engine, phases, outcome, root cause.</source>
        <translation>Post-mortem eines gespeicherten Start-Logs (journalctl-Ausgabe im Format short oder JSON, oder rohe Engine-Ausgabe): Engine, Phasen, Ergebnis, Ursache.</translation>
    </message>
    <message>
        <source>Print the report as JSON.</source>
        <translation>Den Bericht als JSON ausgeben.</translation>
    </message>
    <message>
        <source>The command.</source>
        <translation>Der Befehl.</translation>
    </message>
    <message>
        <source>The log file.</source>
        <translation>Die Log-Datei.</translation>
    </message>
    <message>
        <source>Usage: inference-console analyze FILE [--json]</source>
        <translation>Aufruf: inference-console analyze FILE [--json]</translation>
    </message>
    <message>
        <source>Watch and control LLM inference services (vLLM, SGLang, llama-server) on GPU hosts.

Commands:
  (none)                 open the console
  check (--host NAME | --demo) [--ladder FILE] [--json]
                         run the validation ladder without a display
  analyze FILE [--json]  post-mortem of a saved start-up log</source>
        <translation>Überwacht und steuert LLM-Inferenzdienste (vLLM, SGLang, llama-server) auf GPU-Hosts.

Befehle:
  (keiner)               öffnet die Konsole
  check (--host NAME | --demo) [--ladder FILE] [--json]
                         führt die Validierungsleiter ohne Anzeige aus
  analyze FILE [--json]  Post-mortem eines gespeicherten Start-Logs</translation>
    </message>
    <message>
        <source>Start a simulated 8-GPU vLLM host and watch it.</source>
        <translation>Einen simulierten vLLM-Host mit 8 GPUs starten und überwachen.</translation>
    </message>
    <message>
        <source>Demo scenario: healthy, crash-flashinfer-mismatch, oom, hang or slow.</source>
        <translation>Demo-Szenario: healthy, crash-flashinfer-mismatch, oom, hang oder slow.</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>Demo speed in simulated seconds per real second (default 20).</source>
        <translation>Demo-Tempo in simulierten Sekunden pro echter Sekunde (Standard: 20).</translation>
    </message>
    <message>
        <source>factor</source>
        <translation>Faktor</translation>
    </message>
    <message>
        <source>GPUs of the demo host (default 8).</source>
        <translation>GPUs des Demo-Hosts (Standard: 8).</translation>
    </message>
    <message>
        <source>count</source>
        <translation>Anzahl</translation>
    </message>
    <message>
        <source>Use this hosts file instead of the default one.</source>
        <translation>Diese Hosts-Datei statt der Standarddatei verwenden.</translation>
    </message>
    <message>
        <source>file</source>
        <translation>Datei</translation>
    </message>
    <message>
        <source>User interface language, e.g. de or zh_CN.</source>
        <translation>Sprache der Oberfläche, z. B. de oder zh_CN.</translation>
    </message>
    <message>
        <source>code</source>
        <translation>Code</translation>
    </message>
    <message>
        <source>Hosts file</source>
        <translation>Hosts-Datei</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
    </message>
    <message>
        <source>Run the validation ladder against a host without a display and print the report. Exit status: 0 every step passed, 1 a step failed, 2 the ladder could not run.</source>
        <translation>Die Validierungsleiter ohne Anzeige gegen einen Host ausführen und den Bericht ausgeben. Exit-Status: 0 alle Stufen bestanden, 1 eine Stufe fehlgeschlagen, 2 die Leiter konnte nicht laufen.</translation>
    </message>
    <message>
        <source>The host to check, by its name in the hosts file.</source>
        <translation>Der zu prüfende Host, mit seinem Namen in der Hosts-Datei.</translation>
    </message>
    <message>
        <source>Check a simulated host started for the purpose.</source>
        <translation>Einen eigens dafür gestarteten simulierten Host prüfen.</translation>
    </message>
    <message>
        <source>A ladder file instead of the default ladder.</source>
        <translation>Eine Leiterdatei statt der Standardleiter.</translation>
    </message>
    <message>
        <source>The model to ask (default: the first one served).</source>
        <translation>Das zu befragende Modell (Standard: das erste angebotene).</translation>
    </message>
    <message>
        <source>id</source>
        <translation>ID</translation>
    </message>
    <message>
        <source>Usage: inference-console check (--host NAME | --demo) [--ladder FILE] [--json]</source>
        <translation>Aufruf: inference-console check (--host NAME | --demo) [--ladder FILE] [--json]</translation>
    </message>
    <message>
        <source>There is no host named “%1” in %2.</source>
        <translation>In %2 gibt es keinen Host namens „%1“.</translation>
    </message>
    <message>
        <source>No tunnel to the API port of %1: %2</source>
        <translation>Kein Tunnel zum API-Port von %1: %2</translation>
    </message>
    <message>
        <source>Diagnosis</source>
        <translation>Diagnose</translation>
    </message>
    <message>
        <source>Environment</source>
        <translation>Umgebung</translation>
    </message>
    <message>
        <source>Serving</source>
        <translation>Betrieb</translation>
    </message>
    <message>
        <source>Chat</source>
        <translation>Chat</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>Validierung</translation>
    </message>
</context>
</TS>
