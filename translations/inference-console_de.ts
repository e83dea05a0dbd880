<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
<context>
    <name>ic</name>
    <message>
        <source>the host</source>
        <translation>der Host</translation>
    </message>
    <message>
        <source>sudo is not installed on %1: install it, or clear the privilege prefix in the host&apos;s settings if your user may run the command directly.</source>
        <translation>sudo ist auf %1 nicht installiert: Installieren Sie es, oder leeren Sie das Rechte-Präfix in den Einstellungen des Hosts, wenn Ihr Benutzer den Befehl direkt ausführen darf.</translation>
    </message>
    <message>
        <source>nvidia-smi was not found on %1: install the NVIDIA driver utilities, or set the path of nvidia-smi in the host&apos;s tools.</source>
        <translation>nvidia-smi wurde auf %1 nicht gefunden: Installieren Sie die NVIDIA-Treiberwerkzeuge, oder tragen Sie den Pfad von nvidia-smi bei den Werkzeugen des Hosts ein.</translation>
    </message>
    <message>
        <source>%1 was not found on %2: install it, or set its path in the host&apos;s tools.</source>
        <translation>%1 wurde auf %2 nicht gefunden: Installieren Sie es, oder tragen Sie seinen Pfad bei den Werkzeugen des Hosts ein.</translation>
    </message>
    <message>
        <source>sudo on %1 asks for a password: allow these commands without one (NOPASSWD in sudoers); the console never types a password for sudo.</source>
        <translation>sudo auf %1 fragt nach einem Passwort: Erlauben Sie diese Befehle ohne Passwort (NOPASSWD in sudoers); die Konsole gibt nie ein Passwort für sudo ein.</translation>
    </message>
    <message>
        <source>sudoers on %1 does not allow your user to run this command: add a rule for it, or use another privilege prefix.</source>
        <translation>sudoers auf %1 erlaubt Ihrem Benutzer diesen Befehl nicht: Fügen Sie eine Regel dafür hinzu, oder verwenden Sie ein anderes Rechte-Präfix.</translation>
    </message>
    <message>
        <source>%1 does not run systemd (PID 1 is another init system), so its services cannot be managed with systemctl.</source>
        <translation>%1 läuft nicht mit systemd (PID 1 ist ein anderes Init-System), daher lassen sich seine Dienste nicht mit systemctl verwalten.</translation>
    </message>
    <message>
        <source>Your user on %1 may not read the system journal: add it to the systemd-journal (or adm) group, or give journalctl a privilege prefix in the host&apos;s tools.</source>
        <translation>Ihr Benutzer auf %1 darf das System-Journal nicht lesen: Fügen Sie ihn der Gruppe systemd-journal (oder adm) hinzu, oder geben Sie journalctl bei den Werkzeugen des Hosts ein Rechte-Präfix.</translation>
    </message>
    <message>
        <source>The unit %1 does not exist on %2: check the unit name in the host&apos;s settings (systemctl list-unit-files on the host).</source>
        <translation>Die Unit %1 existiert auf %2 nicht: Prüfen Sie den Unit-Namen in den Einstellungen des Hosts (systemctl list-unit-files auf dem Host).</translation>
    </message>
    <message>
        <source>named</source>
        <translation>mit diesem Namen</translation>
    </message>
    <message>
        <source>nvidia-smi on %1 cannot talk to the NVIDIA driver: the driver is not loaded or does not match the installed utilities (a reboot after a driver update often fixes it).</source>
        <translation>nvidia-smi auf %1 erreicht den NVIDIA-Treiber nicht: Der Treiber ist nicht geladen oder passt nicht zu den installierten Werkzeugen (nach einem Treiber-Update hilft oft ein Neustart).</translation>
    </message>
    <message>
        <source>A command was not found on %1 (exit status 127): check the host&apos;s tools.</source>
        <translation>Ein Befehl wurde auf %1 nicht gefunden (Exit-Status 127): Prüfen Sie die Werkzeuge des Hosts.</translation>
    </message>
</context>
<context>
    <name>ic::AutopsyDialog</name>
    <message>
        <source>running…</source>
        <translation>läuft…</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>skip</source>
        <translation>übersprungen</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Stall autopsy</source>
        <translation>Stillstands-Autopsie</translation>
    </message>
    <message>
        <source>Piece</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>Status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>Seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>What was found, or why not</source>
        <translation>Was gefunden wurde, oder warum nicht</translation>
    </message>
    <message>
        <source>The report shows here when the autopsy ends.</source>
        <translation>Der Bericht erscheint hier, wenn die Autopsie endet.</translation>
    </message>
    <message>
        <source>&amp;Run autopsy</source>
        <translation>Autopsie &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Stop</source>
        <translation>&amp;Anhalten</translation>
    </message>
    <message>
        <source>Save &amp;bundle as…</source>
        <translation>&amp;Bündel speichern unter…</translation>
    </message>
    <message>
        <source>Gathers from %1, each piece under its own deadline: the unit, the journal, the engine&apos;s process tree, py-spy dumps, the NCCL/CUDA environment, nvidia-smi topo -m and the kernel&apos;s Xid lines.</source>
        <translation>Sammelt von %1, jeden Teil mit eigener Frist: die Unit, das Journal, den Prozessbaum der Engine, py-spy-Dumps, die NCCL/CUDA-Umgebung, nvidia-smi topo -m und die Xid-Zeilen des Kernels.</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
    </message>
    <message>
        <source>Gathering from %1 (at most %2 s)…</source>
        <translation>Sammle von %1 (höchstens %2 s)…</translation>
    </message>
    <message>
        <source>stopped by the user</source>
        <translation>vom Benutzer angehalten</translation>
    </message>
    <message>
        <source>Nothing could be gathered: %1</source>
        <translation>Nichts konnte gesammelt werden: %1</translation>
    </message>
    <message>
        <source>%1: %2 (confidence %3), in %4 s.</source>
        <translation>%1: %2 (Sicherheit %3), in %4 s.</translation>
    </message>
    <message>
        <source>Saved: %1</source>
        <translation>Gespeichert: %1</translation>
    </message>
    <message>
        <source>Not saved: %1</source>
        <translation>Nicht gespeichert: %1</translation>
    </message>
    <message>
        <source>Save the autopsy bundle in</source>
        <translation>Autopsie-Bündel speichern in</translation>
    </message>
</context>
<context>
    <name>ic::AutopsyReport</name>
    <message>
        <source>Stall autopsy of %1 (%2)</source>
        <translation>Stall-Autopsie von %1 (%2)</translation>
    </message>
    <message>
        <source>Taken %1, in %2 (deadline %3 s).</source>
        <translation>Erstellt %1, in %2 (Frist %3 s).</translation>
    </message>
    <message>
        <source>Main PID %1.</source>
        <translation>Haupt-PID %1.</translation>
    </message>
    <message>
        <source>Unit %1 (%2).</source>
        <translation>Unit %1 (%2).</translation>
    </message>
    <message>
        <source>The deadline passed before every piece was gathered.</source>
        <translation>Die Frist lief ab, bevor alle Teile gesammelt waren.</translation>
    </message>
    <message>
        <source>Nothing gathered:</source>
        <translation>Nichts gesammelt:</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Befund</translation>
    </message>
    <message>
        <source>no evidence points anywhere</source>
        <translation>kein Beleg weist irgendwohin</translation>
    </message>
    <message>
        <source>confidence %1</source>
        <translation>Sicherheit %1</translation>
    </message>
    <message>
        <source>Evidence:</source>
        <translation>Belege:</translation>
    </message>
    <message>
        <source>Context:</source>
        <translation>Umfeld:</translation>
    </message>
    <message>
        <source>Next steps:</source>
        <translation>Nächste Schritte:</translation>
    </message>
    <message>
        <source>The stall rules could not be read: %1</source>
        <translation>Die Stall-Regeln konnten nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>What was gathered</source>
        <translation>Was gesammelt wurde</translation>
    </message>
    <message>
        <source>piece</source>
        <translation>Teil</translation>
    </message>
    <message>
        <source>status</source>
        <translation>Status</translation>
    </message>
    <message>
        <source>time</source>
        <translation>Zeit</translation>
    </message>
    <message>
        <source>result or reason</source>
        <translation>Ergebnis oder Grund</translation>
    </message>
    <message>
        <source>Commands run on the host:</source>
        <translation>Auf dem Host ausgeführte Befehle:</translation>
    </message>
    <message>
        <source>Process tree</source>
        <translation>Prozessbaum</translation>
    </message>
    <message>
        <source>state</source>
        <translation>Zustand</translation>
    </message>
    <message>
        <source>running for</source>
        <translation>läuft seit</translation>
    </message>
    <message>
        <source>waits in</source>
        <translation>wartet in</translation>
    </message>
    <message>
        <source>command</source>
        <translation>Befehl</translation>
    </message>
    <message>
        <source>Python stacks (py-spy %1)</source>
        <translation>Python-Stacks (py-spy %1)</translation>
    </message>
    <message>
        <source>Environment (NCCL, CUDA, engine variables)</source>
        <translation>Umgebung (NCCL-, CUDA- und Engine-Variablen)</translation>
    </message>
    <message>
        <source>(none of them set)</source>
        <translation>(keine davon gesetzt)</translation>
    </message>
    <message numerus="yes">
        <source>%n variable(s) with names of secrets (keys, tokens, passwords) were withheld.</source>
        <translation>
            <numerusform>%n Variable mit dem Namen eines Geheimnisses (Schlüssel, Token, Passwort) wurde zurückgehalten.</numerusform>
            <numerusform>%n Variablen mit Namen von Geheimnissen (Schlüssel, Token, Passwörter) wurden zurückgehalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>GPU topology (nvidia-smi topo -m)</source>
        <translation>GPU-Topologie (nvidia-smi topo -m)</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), every pair joined by NVLink.</source>
        <translation>
            <numerusform>%n GPU, jedes Paar über NVLink verbunden.</numerusform>
            <numerusform>%n GPUs, jedes Paar über NVLink verbunden.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s); pairs without NVLink: %1.</source>
        <translation>
            <numerusform>%n GPU; Paare ohne NVLink: %1.</numerusform>
            <numerusform>%n GPUs; Paare ohne NVLink: %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Kernel GPU errors (Xid)</source>
        <translation>GPU-Fehler im Kernel-Log (Xid)</translation>
    </message>
    <message numerus="yes">
        <source>From %1: %n line(s) read, %2 Xid line(s).</source>
        <translation>
            <numerusform>Aus %1: %n Zeile gelesen, %2 Xid-Zeile(n).</numerusform>
            <numerusform>Aus %1: %n Zeilen gelesen, %2 Xid-Zeile(n).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Journal (the run&apos;s last %n line(s))</source>
        <translation>
            <numerusform>Journal (die letzte %n Zeile des Laufs)</numerusform>
            <numerusform>Journal (die letzten %n Zeilen des Laufs)</numerusform>
        </translation>
    </message>
    <message>
        <source>Start-up phase: %1 (%2).</source>
        <translation>Startphase: %1 (%2).</translation>
    </message>
    <message>
        <source>not finished</source>
        <translation>nicht abgeschlossen</translation>
    </message>
    <message>
        <source>finished</source>
        <translation>abgeschlossen</translation>
    </message>
    <message>
        <source>Could not make the folder %1.</source>
        <translation>Der Ordner %1 konnte nicht angelegt werden.</translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation>%1 konnte nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Threads of PID %1 (two readings %2 s apart)</source>
        <translation>Threads von PID %1 (zwei Messungen im Abstand von %2 s)</translation>
    </message>
    <message>
        <source>name</source>
        <translation>Name</translation>
    </message>
    <message>
        <source>CPU ticks between</source>
        <translation>CPU-Ticks dazwischen</translation>
    </message>
    <message>
        <source> (main)</source>
        <translation> (Haupt)</translation>
    </message>
    <message>
        <source>new</source>
        <translation>neu</translation>
    </message>
</context>
<context>
    <name>ic::ChatArchive</name>
    <message>
        <source>The stored chat turn has no format version.</source>
        <translation>Die gespeicherte Chat-Runde hat keine Formatversion.</translation>
    </message>
    <message>
        <source>The stored chat turn has no prompt.</source>
        <translation>Die gespeicherte Chat-Runde hat keinen Prompt.</translation>
    </message>
    <message>
        <source>The stored chat turn has an unknown state &quot;%1&quot;.</source>
        <translation>Die gespeicherte Chat-Runde hat einen unbekannten Zustand „%1“.</translation>
    </message>
    <message>
        <source>The history kept only the first %1 of this answer&apos;s %2 characters (and the first %3 of its reasoning&apos;s %4).</source>
        <translation>Der Verlauf hat nur die ersten %1 der %2 Zeichen dieser Antwort behalten (und die ersten %3 der %4 Zeichen ihres Reasonings).</translation>
    </message>
</context>
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
    <name>ic::ChatExport</name>
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
</context>
<context>
    <name>ic::ChatPane</name>
    <message>
        <source>Send</source>
        <translation>Senden</translation>
    </message>
    <message>
        <source>Stop</source>
        <translation>Stoppen</translation>
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
        <source>Asking for the models…</source>
        <translation>Frage nach den Modellen…</translation>
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
    <message>
        <source>Undo</source>
        <translation>Rückgängig</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Capital of France</source>
        <translation>Hauptstadt von Frankreich</translation>
    </message>
    <message>
        <source>Preset: %1</source>
        <translation>Vorlage: %1</translation>
    </message>
    <message>
        <source>Prime function</source>
        <translation>Primzahlfunktion</translation>
    </message>
    <message>
        <source>Remove every turn; Undo brings them back until the next message</source>
        <translation>Alle Runden entfernen; Rückgängig holt sie bis zur nächsten Nachricht zurück</translation>
    </message>
    <message>
        <source>Bring back the turns Clear removed</source>
        <translation>Die Runden zurückholen, die Leeren entfernt hat</translation>
    </message>
    <message>
        <source>Send the message (Ctrl+Enter)</source>
        <translation>Die Nachricht senden (Strg+Eingabe)</translation>
    </message>
    <message>
        <source>Stop the answer; what arrived is kept (Esc)</source>
        <translation>Die Antwort stoppen; was angekommen ist, bleibt erhalten (Esc)</translation>
    </message>
    <message>
        <source>Ask again for the last answer (Ctrl+R)</source>
        <translation>Die letzte Antwort neu anfordern (Strg+R)</translation>
    </message>
    <message numerus="yes">
        <source>The server answers again: %n model(s) listed.</source>
        <translation>
            <numerusform>Der Server antwortet wieder: %n Modell aufgelistet.</numerusform>
            <numerusform>Der Server antwortet wieder: %n Modelle aufgelistet.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 Asking again in %2 s.</source>
        <translation>%1 Neuer Versuch in %2 s.</translation>
    </message>
    <message>
        <source>Cleared.</source>
        <translation>Geleert.</translation>
    </message>
    <message numerus="yes">
        <source>Cleared %n turn(s).</source>
        <translation>
            <numerusform>%n Runde geleert.</numerusform>
            <numerusform>%n Runden geleert.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Brought back %n turn(s).</source>
        <translation>
            <numerusform>%n Runde zurückgeholt.</numerusform>
            <numerusform>%n Runden zurückgeholt.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Editing turn %1: sending replaces it and the %n turn(s) after it. Esc cancels.</source>
        <translation>
            <numerusform>Runde %1 wird bearbeitet: Senden ersetzt sie und die %n Runde danach. Esc bricht ab.</numerusform>
            <numerusform>Runde %1 wird bearbeitet: Senden ersetzt sie und die %n Runden danach. Esc bricht ab.</numerusform>
        </translation>
    </message>
    <message>
        <source>Editing turn %1: sending replaces it. Esc cancels.</source>
        <translation>Runde %1 wird bearbeitet: Senden ersetzt sie. Esc bricht ab.</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
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
    <name>ic::ChatSettingsForm</name>
    <message>
        <source>Refresh</source>
        <translation>Aktualisieren</translation>
    </message>
    <message>
        <source>Reveal key</source>
        <translation>Schlüssel zeigen</translation>
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
        <source>Temperature, top_p, max_tokens, seed, system prompt and extra JSON</source>
        <translation>Temperatur, top_p, max_tokens, Seed, System-Prompt und zusätzliches JSON</translation>
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
        <source>The extra JSON does not parse at character %1: %2.</source>
        <translation>Das zusätzliche JSON ist bei Zeichen %1 fehlerhaft: %2.</translation>
    </message>
    <message>
        <source>The extra JSON must be an object, like {&quot;top_k&quot;: 20}.</source>
        <translation>Das zusätzliche JSON muss ein Objekt sein, etwa {&quot;top_k&quot;: 20}.</translation>
    </message>
    <message>
        <source>Parameters (%1 set)</source>
        <translation>Parameter (%1 gesetzt)</translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation>Parameter</translation>
    </message>
</context>
<context>
    <name>ic::ChatStream</name>
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
    <message>
        <source>What arrived is kept.</source>
        <translation>Was angekommen ist, bleibt erhalten.</translation>
    </message>
    <message>
        <source>The request was abandoned; what arrived is kept.</source>
        <translation>Die Anfrage wurde abgebrochen; was angekommen ist, bleibt erhalten.</translation>
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
    <message>
        <source>None of the %1 events was a chat chunk; the first began &quot;%2&quot;.</source>
        <translation>Keines der %1 Ereignisse war ein Chat-Chunk; das erste begann mit „%2“.</translation>
    </message>
    <message>
        <source>The server sent one event of more than %1 KiB; the stream was abandoned.</source>
        <translation>Der Server hat ein Ereignis von mehr als %1 KiB gesendet; der Stream wurde abgebrochen.</translation>
    </message>
    <message>
        <source>The server sent an event with bytes that are not UTF-8.</source>
        <translation>Der Server hat ein Ereignis mit Bytes gesendet, die kein UTF-8 sind.</translation>
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
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>streaming</source>
        <translation>streamt</translation>
    </message>
    <message>
        <source>cut at max_tokens</source>
        <translation>bei max_tokens abgeschnitten</translation>
    </message>
    <message>
        <source>answered</source>
        <translation>beantwortet</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>Host: %1</source>
        <translation>Host: %1</translation>
    </message>
    <message>
        <source>Model: %1</source>
        <translation>Modell: %1</translation>
    </message>
    <message>
        <source>API: %1</source>
        <translation>API: %1</translation>
    </message>
    <message>
        <source>Inference Console %1</source>
        <translation>Inference Console %1</translation>
    </message>
</context>
<context>
    <name>ic::ChatTurnList</name>
    <message>
        <source>Turns</source>
        <translation>Runden</translation>
    </message>
    <message>
        <source>The turns of this conversation; pick one to scroll to it</source>
        <translation>Die Runden dieser Unterhaltung; wählen Sie eine, um dorthin zu blättern</translation>
    </message>
</context>
<context>
    <name>ic::ChatTurnListModel</name>
    <message>
        <source>%1 · %2</source>
        <translation>%1 · %2</translation>
    </message>
    <message>
        <source>%1 · [%2] %3</source>
        <translation>%1 · [%2] %3</translation>
    </message>
    <message numerus="yes">
        <source>%1

%2, %n output token(s)</source>
        <translation>
            <numerusform>%1

%2, %n Ausgabe-Token</numerusform>
            <numerusform>%1

%2, %n Ausgabe-Tokens</numerusform>
        </translation>
    </message>
    <message>
        <source>%1

%2</source>
        <translation>%1

%2</translation>
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
        <source>Show reasoning</source>
        <translation>Reasoning einblenden</translation>
    </message>
    <message>
        <source>The reasoning came inline as &lt;think&gt; in the content: the server has no reasoning parser set.</source>
        <translation>Das Reasoning kam als &lt;think&gt; im Inhalt: Auf dem Server ist kein Reasoning-Parser eingestellt.</translation>
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
    <message>
        <source>Edit</source>
        <translation>Bearbeiten</translation>
    </message>
    <message>
        <source>Put this prompt back in the input box; sending replaces this turn and the ones after it</source>
        <translation>Diesen Prompt zurück ins Eingabefeld holen; Senden ersetzt diese Runde und die folgenden</translation>
    </message>
    <message>
        <source>Regenerate</source>
        <translation>Neu erzeugen</translation>
    </message>
    <message>
        <source>Ask again for this answer (Ctrl+R)</source>
        <translation>Diese Antwort neu anfordern (Strg+R)</translation>
    </message>
    <message>
        <source>Turn</source>
        <translation>Runde</translation>
    </message>
    <message>
        <source>Copy or export this turn</source>
        <translation>Diese Runde kopieren oder exportieren</translation>
    </message>
    <message>
        <source>Export turn (Markdown)…</source>
        <translation>Runde exportieren (Markdown)…</translation>
    </message>
    <message>
        <source>Export turn (JSON)…</source>
        <translation>Runde exportieren (JSON)…</translation>
    </message>
    <message>
        <source>Stopped before any answer.</source>
        <translation>Vor jeder Antwort gestoppt.</translation>
    </message>
    <message>
        <source>No answer.</source>
        <translation>Keine Antwort.</translation>
    </message>
</context>
<context>
    <name>ic::CheckCommand</name>
    <message>
        <source>No API address to check.</source>
        <translation>Keine API-Adresse zum Prüfen.</translation>
    </message>
    <message>
        <source>Cannot write the report to %1: %2</source>
        <translation>Der Bericht kann nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>the --timeout of %1 s passed before the ladder could start</source>
        <translation>das --timeout von %1 s ist abgelaufen, bevor die Leiter beginnen konnte</translation>
    </message>
    <message>
        <source>the --timeout of %1 s</source>
        <translation>das --timeout von %1 s</translation>
    </message>
    <message>
        <source>%1 was not recorded as known good: the environment and the unit were not read within %2 s.</source>
        <translation>%1 wurde nicht als zuletzt funktionierend gespeichert: Umgebung und Unit wurden nicht innerhalb von %2 s gelesen.</translation>
    </message>
    <message>
        <source>%1 was not recorded as known good: %2</source>
        <translation>%1 wurde nicht als zuletzt funktionierend gespeichert: %2</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message numerus="yes">
        <source>%n Python package(s)</source>
        <translation>
            <numerusform>%n Python-Paket</numerusform>
            <numerusform>%n Python-Pakete</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Python package(s) (%1)</source>
        <translation>
            <numerusform>%n Python-Paket (%1)</numerusform>
            <numerusform>%n Python-Pakete (%1)</numerusform>
        </translation>
    </message>
    <message>
        <source>Recorded as the last known good of %1: %2, NVIDIA driver %3, CUDA %4.</source>
        <translation>Als zuletzt funktionierender Stand von %1 gespeichert: %2, NVIDIA-Treiber %3, CUDA %4.</translation>
    </message>
    <message>
        <source>Recorded the unit %1 as known good: ExecStart=%2</source>
        <translation>Die Unit %1 wurde als funktionierend gespeichert: ExecStart=%2</translation>
    </message>
    <message>
        <source>The unit %1 was not recorded: %2</source>
        <translation>Die Unit %1 wurde nicht gespeichert: %2</translation>
    </message>
</context>
<context>
    <name>ic::CommandPalette</name>
    <message>
        <source>Command palette</source>
        <translation>Befehlspalette</translation>
    </message>
    <message>
        <source>Go to a host, a panel or an action…</source>
        <translation>Zu einem Host, einem Bereich oder einer Aktion springen…</translation>
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
    <message>
        <source>Preflight findings</source>
        <translation>Befunde der Vorabprüfung</translation>
    </message>
    <message>
        <source>Type the host&apos;s name to override</source>
        <translation>Zum Übersteuern den Host-Namen eingeben</translation>
    </message>
    <message>
        <source>type “%1” to restart despite the blocking findings</source>
        <translation>„%1“ eingeben, um trotz blockierender Befunde neu zu starten</translation>
    </message>
    <message>
        <source>Checking %1 before the restart…</source>
        <translation>%1 wird vor dem Neustart geprüft…</translation>
    </message>
    <message>
        <source>The preflight could not check %1: %2. Nothing is known to block the restart; decide yourself.</source>
        <translation>Die Vorabprüfung konnte %1 nicht prüfen: %2. Nichts Bekanntes blockiert den Neustart; entscheiden Sie selbst.</translation>
    </message>
    <message>
        <source>no check measured anything</source>
        <translation>keine Prüfung hat etwas gemessen</translation>
    </message>
    <message numerus="yes">
        <source>The preflight found %n blocking finding(s). Restart anyway only by typing the host&apos;s name; the override is kept in the history.</source>
        <translation>
            <numerusform>Die Vorabprüfung fand %n blockierenden Befund. Ein Neustart ist trotzdem nur durch Eingabe des Host-Namens möglich; die Übersteuerung wird im Verlauf festgehalten.</numerusform>
            <numerusform>Die Vorabprüfung fand %n blockierende Befunde. Ein Neustart ist trotzdem nur durch Eingabe des Host-Namens möglich; die Übersteuerung wird im Verlauf festgehalten.</numerusform>
        </translation>
    </message>
    <message>
        <source>The preflight found nothing that blocks the restart.</source>
        <translation>Die Vorabprüfung hat nichts gefunden, was den Neustart blockiert.</translation>
    </message>
    <message>
        <source>BLOCK  %1</source>
        <translation>BLOCKIERT  %1</translation>
    </message>
    <message>
        <source>remedy: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
</context>
<context>
    <name>ic::ConnectionTest</name>
    <message numerus="yes">
        <source>No answer within %n second(s).</source>
        <translation>
            <numerusform>Keine Antwort innerhalb von %n Sekunde.</numerusform>
            <numerusform>Keine Antwort innerhalb von %n Sekunden.</numerusform>
        </translation>
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
        <translation>Der Host ist nicht erreichbar: %1</translation>
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
        <translation>systemctl show ist fehlgeschlagen (Exit-Status %1)</translation>
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
        <translation>nvidia-smi ist fehlgeschlagen: %1</translation>
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
    <message>
        <source>Kernel JIT compilation (FlashInfer, Triton, ninja, nvcc)</source>
        <translation>Kernel-JIT-Kompilierung (FlashInfer, Triton, ninja, nvcc)</translation>
    </message>
    <message>
        <source>CUDA driver or toolkit mismatch</source>
        <translation>CUDA-Treiber oder -Toolkit passen nicht zusammen</translation>
    </message>
    <message>
        <source>Model files (shards, tokenizer, config)</source>
        <translation>Modelldateien (Shards, Tokenizer, Konfiguration)</translation>
    </message>
    <message>
        <source>Download or authentication</source>
        <translation>Download oder Authentifizierung</translation>
    </message>
    <message>
        <source>Port already in use</source>
        <translation>Port bereits belegt</translation>
    </message>
    <message>
        <source>Timeout</source>
        <translation>Zeitüberschreitung</translation>
    </message>
    <message>
        <source>Uncertain: the log does not show the cause</source>
        <translation>Unsicher: Das Log zeigt die Ursache nicht</translation>
    </message>
</context>
<context>
    <name>ic::DemoFleet</name>
    <message>
        <source>A demo fleet has 1 to 1024 hosts, not %1.</source>
        <translation>Eine Demo-Flotte hat 1 bis 1024 Hosts, nicht %1.</translation>
    </message>
    <message>
        <source>Simulated host %1 of %2: %3</source>
        <translation>Simulierter Host %1 von %2: %3</translation>
    </message>
    <message>
        <source>No simulated hosts to export.</source>
        <translation>Keine simulierten Hosts zum Exportieren.</translation>
    </message>
    <message>
        <source>The simulated host program inference-console-simhost was not found next to the console.</source>
        <translation>Das Programm für simulierte Hosts, inference-console-simhost, wurde nicht neben der Konsole gefunden.</translation>
    </message>
    <message>
        <source>The simulated DCGM exporters did not start (%1 of %2 listening): %3</source>
        <translation>Die simulierten DCGM-Exporter sind nicht gestartet (%1 von %2 lauschen): %3</translation>
    </message>
    <message>
        <source>no answer in time</source>
        <translation>keine rechtzeitige Antwort</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Start the exporters before Prometheus.</source>
        <translation>Die Exporter vor Prometheus starten.</translation>
    </message>
    <message>
        <source>The prometheus program is not installed (Debian package prometheus).</source>
        <translation>Das Programm prometheus ist nicht installiert (Debian-Paket prometheus).</translation>
    </message>
    <message>
        <source>No free loopback port for Prometheus.</source>
        <translation>Kein freier Loopback-Port für Prometheus.</translation>
    </message>
    <message>
        <source>Prometheus did not start: %1</source>
        <translation>Prometheus ist nicht gestartet: %1</translation>
    </message>
    <message>
        <source>Prometheus did not become ready within %1 s (its log: %2).</source>
        <translation>Prometheus wurde nicht innerhalb von %1 s bereit (sein Log: %2).</translation>
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
    <name>ic::DesktopNotifier</name>
    <message>
        <source>Inference Console</source>
        <translation>Inference Console</translation>
    </message>
    <message>
        <source>Show %1</source>
        <translation>%1 zeigen</translation>
    </message>
    <message>
        <source>%1 passed validation</source>
        <translation>%1 hat die Validierung bestanden</translation>
    </message>
    <message>
        <source>Every step of the validation ladder passed.</source>
        <translation>Jeder Schritt der Validierungsleiter wurde bestanden.</translation>
    </message>
    <message>
        <source>%1 failed validation</source>
        <translation>%1 hat die Validierung nicht bestanden</translation>
    </message>
    <message>
        <source>A step of the validation ladder failed; the Validation tab shows the evidence.</source>
        <translation>Ein Schritt der Validierungsleiter ist fehlgeschlagen; der Reiter Validierung zeigt die Belege.</translation>
    </message>
    <message>
        <source>%1: validation skipped</source>
        <translation>%1: Validierung übersprungen</translation>
    </message>
    <message>
        <source>No step of the validation ladder could run.</source>
        <translation>Kein Schritt der Validierungsleiter konnte laufen.</translation>
    </message>
    <message>
        <source>%1: validation could not judge</source>
        <translation>%1: Validierung konnte nicht urteilen</translation>
    </message>
    <message>
        <source>A step of the validation ladder could not be judged; the Validation tab says why.</source>
        <translation>Ein Schritt der Validierungsleiter konnte nicht beurteilt werden; der Reiter Validierung sagt, warum.</translation>
    </message>
    <message>
        <source>Server ready</source>
        <translation>Server bereit</translation>
    </message>
    <message>
        <source>Start-up failed</source>
        <translation>Start fehlgeschlagen</translation>
    </message>
    <message>
        <source>Possibly stuck</source>
        <translation>Hängt möglicherweise</translation>
    </message>
    <message>
        <source>Validation verdict</source>
        <translation>Validierungsurteil</translation>
    </message>
    <message>
        <source>&amp;Notifications</source>
        <translation>&amp;Benachrichtigungen</translation>
    </message>
    <message>
        <source>Notify on the &amp;desktop</source>
        <translation>Auf dem &amp;Desktop benachrichtigen</translation>
    </message>
    <message>
        <source>Server stuck while healthy</source>
        <translation>Server hängt trotz gesundem /health</translation>
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
    <name>ic::DiskFree</name>
    <message>
        <source>df printed nothing.</source>
        <translation>df hat nichts ausgegeben.</translation>
    </message>
    <message>
        <source>Not the output of df --output=file,size,avail,target: no “File” header.</source>
        <translation>Keine Ausgabe von df --output=file,size,avail,target: keine Kopfzeile „File“.</translation>
    </message>
    <message>
        <source>Rows df printed that could not be read: %1</source>
        <translation>Von df ausgegebene Zeilen, die nicht gelesen werden konnten: %1</translation>
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
    <message>
        <source>GET %1: nothing arrived for %2 s.</source>
        <translation>GET %1: %2 s lang kam nichts an.</translation>
    </message>
    <message>
        <source>GET %1 answered HTTP %2.</source>
        <translation>GET %1 antwortete mit HTTP %2.</translation>
    </message>
    <message>
        <source>GET %1: %2</source>
        <translation>GET %1: %2</translation>
    </message>
</context>
<context>
    <name>ic::EngineLogLine</name>
    <message>
        <source>a log prefix must be a pattern or {&quot;pattern&quot;, &quot;kind&quot;}</source>
        <translation>ein Log-Präfix muss ein Muster oder {&quot;pattern&quot;, &quot;kind&quot;} sein</translation>
    </message>
    <message>
        <source>log prefix kind &quot;%1&quot; is not header, process or level</source>
        <translation>Log-Präfix-Art &quot;%1&quot; ist weder header, process noch level</translation>
    </message>
    <message>
        <source>log prefix &quot;%1&quot; must be a valid regular expression starting with ^</source>
        <translation>Log-Präfix &quot;%1&quot; muss ein gültiger regulärer Ausdruck sein, der mit ^ beginnt</translation>
    </message>
    <message>
        <source>process prefix &quot;%1&quot; needs a named group &quot;process&quot;</source>
        <translation>Prozess-Präfix &quot;%1&quot; braucht eine benannte Gruppe &quot;process&quot;</translation>
    </message>
</context>
<context>
    <name>ic::EngineProfile</name>
    <message>
        <source>%1: &quot;%2&quot; must be a string or a list of strings.</source>
        <translation>%1: &quot;%2&quot; muss eine Zeichenkette oder eine Liste von Zeichenketten sein.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must hold non-empty strings only.</source>
        <translation>%1: &quot;%2&quot; darf nur nicht leere Zeichenketten enthalten.</translation>
    </message>
    <message>
        <source>%1: &quot;%2&quot; must be a path starting with &apos;/&apos;.</source>
        <translation>%1: &quot;%2&quot; muss ein Pfad sein, der mit &apos;/&apos; beginnt.</translation>
    </message>
    <message>
        <source>The profile folder %1 does not exist.</source>
        <translation>Der Profilordner %1 existiert nicht.</translation>
    </message>
    <message>
        <source>Cannot read the profile %1: %2</source>
        <translation>Das Profil %1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
        <translation>Das Profil hat keinen Namen unter &quot;engine&quot;.</translation>
    </message>
    <message>
        <source>&quot;%1&quot; is reserved for detecting the engine; a profile cannot use it.</source>
        <translation>&quot;%1&quot; ist für die Erkennung der Engine reserviert; ein Profil kann es nicht verwenden.</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;</source>
        <translation>Profil &quot;%1&quot;</translation>
    </message>
    <message>
        <source>%1: &quot;reasoning&quot; must be an object whose &quot;on&quot; and &quot;off&quot; are objects merged into the request.</source>
        <translation>%1: &quot;reasoning&quot; muss ein Objekt sein, dessen &quot;on&quot; und &quot;off&quot; Objekte sind, die in die Anfrage eingefügt werden.</translation>
    </message>
    <message>
        <source>%1: reasoning &quot;response&quot; must be &quot;field&quot; or &quot;inline&quot;, not &quot;%2&quot;.</source>
        <translation>%1: reasoning &quot;response&quot; muss &quot;field&quot; oder &quot;inline&quot; sein, nicht &quot;%2&quot;.</translation>
    </message>
    <message>
        <source>Detect automatically</source>
        <translation>Automatisch erkennen</translation>
    </message>
    <message>
        <source>%1: %2.</source>
        <translation>%1: %2.</translation>
    </message>
    <message>
        <source>%1: &quot;detectionOrder&quot; must be a whole number.</source>
        <translation>%1: &quot;detectionOrder&quot; muss eine ganze Zahl sein.</translation>
    </message>
    <message>
        <source>%1: &quot;command&quot; must be an object; its &quot;positionalModel&quot; and &quot;native&quot; are true or false.</source>
        <translation>%1: &quot;command&quot; muss ein Objekt sein; sein &quot;positionalModel&quot; und &quot;native&quot; sind true oder false.</translation>
    </message>
    <message>
        <source>%1: &quot;liveness&quot; must be an object.</source>
        <translation>%1: „liveness“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>%1: liveness &quot;%2&quot; must be a number of seconds above 0 and at most 86400.</source>
        <translation>%1: liveness „%2“ muss eine Sekundenzahl über 0 und höchstens 86400 sein.</translation>
    </message>
    <message>
        <source>%1: &quot;preflight&quot; must be an object; its &quot;modelFile&quot; an object with a &quot;magic&quot; of 1 to 16 characters, its &quot;shm&quot; true or false.</source>
        <translation>%1: &quot;preflight&quot; muss ein Objekt sein; sein &quot;modelFile&quot; ein Objekt mit einem &quot;magic&quot; aus 1 bis 16 Zeichen, sein &quot;shm&quot; true oder false.</translation>
    </message>
</context>
<context>
    <name>ic::EnvironmentSnapshot</name>
    <message>
        <source>The snapshot has no package list.</source>
        <translation>Der Snapshot enthält keine Paketliste.</translation>
    </message>
    <message>
        <source>model file</source>
        <translation>Modelldatei</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>model size</source>
        <translation>Modellgröße</translation>
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
    <message>
        <source>Read the service&apos;s environment (its Python&apos;s packages, or a native binary&apos;s version and model file) and the driver version again</source>
        <translation>Die Umgebung des Dienstes (die Pakete seines Python oder Version und Modelldatei eines nativen Binärprogramms) und die Treiberversion erneut lesen</translation>
    </message>
    <message>
        <source>%1 is a native binary (%2): it has no Python environment, so there are no packages to list.</source>
        <translation>%1 ist ein natives Binärprogramm (%2): Es hat keine Python-Umgebung, daher gibt es keine Pakete aufzulisten.</translation>
    </message>
    <message>
        <source>being read…</source>
        <translation>wird gelesen…</translation>
    </message>
    <message>
        <source>not named in ExecStart</source>
        <translation>nicht in ExecStart angegeben</translation>
    </message>
    <message>
        <source>%1 bytes</source>
        <translation>%1 Bytes</translation>
    </message>
    <message>
        <source>not readable</source>
        <translation>nicht lesbar</translation>
    </message>
    <message>
        <source>%1 version %2 · model %3</source>
        <translation>%1 Version %2 · Modell %3</translation>
    </message>
    <message>
        <source>model file</source>
        <translation>Modelldatei</translation>
    </message>
    <message>
        <source>model size</source>
        <translation>Modellgröße</translation>
    </message>
    <message>
        <source>Nothing to compare: a native binary has no Python packages that must agree.</source>
        <translation>Nichts zu vergleichen: Ein natives Binärprogramm hat keine Python-Pakete, die zusammenpassen müssen.</translation>
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
    <message>
        <source>Changes to the hosts are not saved, because %1 has an error: %2</source>
        <translation>Änderungen an den Hosts werden nicht gespeichert, weil %1 einen Fehler hat: %2</translation>
    </message>
    <message>
        <source>No transport could be made for “%1” (%2).</source>
        <translation>Für „%1“ konnte kein Transport erstellt werden (%2).</translation>
    </message>
    <message>
        <source>“%1” cannot be reached: this console was started without a way to reach remote hosts, so the commands meant for %2 are not run anywhere.</source>
        <translation>„%1“ ist nicht erreichbar: Diese Konsole wurde ohne Möglichkeit gestartet, entfernte Hosts zu erreichen, daher werden die Befehle für %2 nirgends ausgeführt.</translation>
    </message>
</context>
<context>
    <name>ic::FleetCardDelegate</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>%1 / %2 GiB</source>
        <translation>%1 / %2 GiB</translation>
    </message>
    <message>
        <source>n/a</source>
        <translation>n. v.</translation>
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
    <message>
        <source>%1 (before the last restart)</source>
        <translation>%1 (vor dem letzten Neustart)</translation>
    </message>
    <message>
        <source>%1 of %2 GiB, stale</source>
        <translation>%1 von %2 GiB, veraltet</translation>
    </message>
    <message>
        <source>From Prometheus; newest reading %1 s old%2</source>
        <translation>Aus Prometheus; neuester Wert %1 s alt%2</translation>
    </message>
    <message>
        <source> (stale: older than two scrape intervals)</source>
        <translation> (veraltet: älter als zwei Scrape-Intervalle)</translation>
    </message>
    <message>
        <source>From Prometheus; no reading yet</source>
        <translation>Aus Prometheus; noch kein Wert</translation>
    </message>
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
        <source>%1 since %2</source>
        <translation>%1 seit %2</translation>
    </message>
    <message>
        <source>Progress</source>
        <translation>Fortschritt</translation>
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
    <message>
        <source>Fleet overview cards</source>
        <translation>Karten der Flottenübersicht</translation>
    </message>
    <message>
        <source>Cards</source>
        <translation>Karten</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>Tabelle</translation>
    </message>
    <message numerus="yes">
        <source>GPU readings of %n host(s) from Prometheus at %1: last answer %2 s ago (asked every %3 s).</source>
        <translation>
            <numerusform>GPU-Werte von %n Host aus Prometheus unter %1: letzte Antwort vor %2 s (Abfrage alle %3 s).</numerusform>
            <numerusform>GPU-Werte von %n Hosts aus Prometheus unter %1: letzte Antwort vor %2 s (Abfrage alle %3 s).</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>GPU readings of %n host(s) from Prometheus at %1: no answer yet.</source>
        <translation>
            <numerusform>GPU-Werte von %n Host aus Prometheus unter %1: noch keine Antwort.</numerusform>
            <numerusform>GPU-Werte von %n Hosts aus Prometheus unter %1: noch keine Antwort.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n host(s) stale (no reading for two scrape intervals).</source>
        <translation>
            <numerusform>%n Host veraltet (seit zwei Scrape-Intervallen kein Wert).</numerusform>
            <numerusform>%n Hosts veraltet (seit zwei Scrape-Intervallen kein Wert).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::FlightReport</name>
    <message>
        <source>before the first phase</source>
        <translation>vor der ersten Phase</translation>
    </message>
    <message>
        <source>no median yet: first start-up of this unit, model and arguments on %1 (no earlier one became ready)</source>
        <translation>noch kein Median: erster Start dieser Unit mit diesem Modell und diesen Argumenten auf %1 (kein früherer wurde bereit)</translation>
    </message>
    <message>
        <source>no group median: %1 was in no group when this start-up was recorded</source>
        <translation>kein Gruppenmedian: %1 war in keiner Gruppe, als dieser Start aufgezeichnet wurde</translation>
    </message>
    <message>
        <source>no group median: no other host of group %1 has a ready start-up of this unit, model and arguments before this one</source>
        <translation>kein Gruppenmedian: kein anderer Host der Gruppe %1 hat vor diesem einen bereiten Start dieser Unit mit diesem Modell und diesen Argumenten</translation>
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
    <message>
        <source>From Prometheus: no reading yet</source>
        <translation>Aus Prometheus: noch kein Wert</translation>
    </message>
    <message>
        <source>From Prometheus: newest reading %1 s old</source>
        <translation>Aus Prometheus: neuester Wert %1 s alt</translation>
    </message>
    <message>
        <source>stale (older than two scrape intervals)</source>
        <translation>veraltet (älter als zwei Scrape-Intervalle)</translation>
    </message>
</context>
<context>
    <name>ic::GpuChartPainter</name>
    <message>
        <source>GPU %1</source>
        <translation>GPU %1</translation>
    </message>
    <message>
        <source>Memory used (GiB)</source>
        <translation>Belegter Speicher (GiB)</translation>
    </message>
    <message>
        <source>GiB</source>
        <comment>unit on the GPU chart&apos;s value axis</comment>
        <translation>GiB</translation>
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
        <source>W</source>
        <comment>unit on the GPU chart&apos;s value axis: watts</comment>
        <translation>W</translation>
    </message>
    <message>
        <source>total %1 GiB</source>
        <translation>gesamt %1 GiB</translation>
    </message>
    <message>
        <source>limit %1 W</source>
        <translation>Limit %1 W</translation>
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
    <message>
        <source>Wheel or + and − zoom, drag or the arrow keys move through time, End goes back to live.</source>
        <translation>Mausrad oder + und − zoomen, Ziehen oder die Pfeiltasten bewegen durch die Zeit, Ende springt zurück zu live.</translation>
    </message>
    <message>
        <source>Back to live</source>
        <translation>Zurück zu live</translation>
    </message>
    <message>
        <source>Follow the newest readings again (End)</source>
        <translation>Wieder den neuesten Messwerten folgen (Ende)</translation>
    </message>
    <message>
        <source>%1–%2</source>
        <translation>%1–%2</translation>
    </message>
    <message>
        <source>%1 (min–max over %2 s)</source>
        <translation>%1 (Min.–Max. über %2 s)</translation>
    </message>
    <message>
        <source>%1–%2 · min–max over %3 s</source>
        <translation>%1–%2 · Min.–Max. über %3 s</translation>
    </message>
    <message>
        <source>GPU memory is not charted.</source>
        <translation>GPU-Speicher wird nicht als Diagramm dargestellt.</translation>
    </message>
    <message>
        <source>GPU utilisation is not charted.</source>
        <translation>GPU-Auslastung wird nicht als Diagramm dargestellt.</translation>
    </message>
    <message>
        <source>GPU temperature is not charted.</source>
        <translation>GPU-Temperatur wird nicht als Diagramm dargestellt.</translation>
    </message>
    <message>
        <source>GPU power is not charted.</source>
        <translation>GPU-Leistung wird nicht als Diagramm dargestellt.</translation>
    </message>
    <message>
        <source>The console asks nvidia-smi again once a minute.</source>
        <translation>Die Konsole fragt nvidia-smi einmal pro Minute erneut ab.</translation>
    </message>
    <message>
        <source>The console asks nvidia-smi again every %1 s.</source>
        <translation>Die Konsole fragt nvidia-smi alle %1 s erneut ab.</translation>
    </message>
</context>
<context>
    <name>ic::GpuMonitor</name>
    <message>
        <source>nvidia-smi exited with status %1.</source>
        <translation>nvidia-smi wurde mit Status %1 beendet.</translation>
    </message>
    <message>
        <source>No GPU tool on this host: %1 was not found.</source>
        <translation>Kein GPU-Werkzeug auf diesem Host: %1 wurde nicht gefunden.</translation>
    </message>
    <message>
        <source>nvidia-smi found no GPU on this host (&quot;%1&quot;).</source>
        <translation>nvidia-smi hat auf diesem Host keine GPU gefunden („%1“).</translation>
    </message>
    <message>
        <source>The GPU tool on this host fails: %1</source>
        <translation>Das GPU-Werkzeug auf diesem Host schlägt fehl: %1</translation>
    </message>
    <message>
        <source>no GPU tool</source>
        <translation>kein GPU-Werkzeug</translation>
    </message>
    <message>
        <source>GPU tool fails</source>
        <translation>GPU-Werkzeug schlägt fehl</translation>
    </message>
    <message>
        <source>no GPUs</source>
        <translation>keine GPUs</translation>
    </message>
</context>
<context>
    <name>ic::GpuNowRow</name>
    <message>
        <source>Current values</source>
        <translation>Aktuelle Werte</translation>
    </message>
    <message numerus="yes">
        <source>Processes (%n leftover)</source>
        <translation>
            <numerusform>Prozesse (%n übrig geblieben)</numerusform>
            <numerusform>Prozesse (%n übrig geblieben)</numerusform>
        </translation>
    </message>
    <message>
        <source>Processes</source>
        <translation>Prozesse</translation>
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
    <name>ic::GpuProcessesView</name>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
    </message>
    <message>
        <source>GPU processes are not listed.</source>
        <translation>GPU-Prozesse werden nicht aufgelistet.</translation>
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
    <name>ic::HistoryDatabase</name>
    <message>
        <source>Qt&apos;s SQLite driver is not installed (Debian package libqt6sql6-sqlite); the console works without history.</source>
        <translation>Der SQLite-Treiber von Qt ist nicht installiert (Debian-Paket libqt6sql6-sqlite); die Konsole arbeitet ohne Verlauf.</translation>
    </message>
    <message>
        <source>Cannot create the folder %1 for the history database; the console works without history.</source>
        <translation>Der Ordner %1 für die Verlaufsdatenbank kann nicht angelegt werden; die Konsole arbeitet ohne Verlauf.</translation>
    </message>
    <message>
        <source>%1 is an SQLite database, but not the console&apos;s history; it is left untouched and the console works without history.</source>
        <translation>%1 ist eine SQLite-Datenbank, aber nicht der Verlauf der Konsole; sie bleibt unangetastet, und die Konsole arbeitet ohne Verlauf.</translation>
    </message>
    <message>
        <source>%1 was written by a newer Inference Console (history schema %2; this build knows up to %3). It is left untouched; the console works without history. Open it with a newer build, or move it aside to start a new history.</source>
        <translation>%1 wurde von einer neueren Inference Console geschrieben (Verlaufsschema %2; dieser Build kennt bis %3). Sie bleibt unangetastet; die Konsole arbeitet ohne Verlauf. Öffnen Sie sie mit einem neueren Build, oder verschieben Sie sie, um einen neuen Verlauf zu beginnen.</translation>
    </message>
    <message>
        <source>%1 cannot use write-ahead logging (journal mode %2); the console works without history.</source>
        <translation>%1 kann kein Write-Ahead-Logging verwenden (Journal-Modus %2); die Konsole arbeitet ohne Verlauf.</translation>
    </message>
    <message>
        <source>The history database %1 did not keep the entry.</source>
        <translation>Die Verlaufsdatenbank %1 hat den Eintrag nicht behalten.</translation>
    </message>
    <message>
        <source>The history database %1 was locked by another process (the console waits up to %2 s for it, and some steps cannot wait); the entry was not kept.</source>
        <translation>Die Verlaufsdatenbank %1 war von einem anderen Prozess gesperrt (die Konsole wartet bis zu %2 s darauf, und manche Schritte können nicht warten); der Eintrag wurde nicht behalten.</translation>
    </message>
    <message>
        <source>The history database %1 is read-only (check the permissions of the file and its folder); the console works without history.</source>
        <translation>Die Verlaufsdatenbank %1 ist schreibgeschützt (prüfen Sie die Rechte der Datei und ihres Ordners); die Konsole arbeitet ohne Verlauf.</translation>
    </message>
    <message>
        <source>The disk holding the history database %1 is full; the entry was not kept. Free some space; the console keeps working without it.</source>
        <translation>Die Festplatte mit der Verlaufsdatenbank %1 ist voll; der Eintrag wurde nicht behalten. Geben Sie Speicherplatz frei; die Konsole arbeitet ohne ihn weiter.</translation>
    </message>
    <message>
        <source>Cannot open the history database %1 (is its folder writable?); the console works without history.</source>
        <translation>Die Verlaufsdatenbank %1 kann nicht geöffnet werden (ist ihr Ordner beschreibbar?); die Konsole arbeitet ohne Verlauf.</translation>
    </message>
    <message>
        <source>%1 is damaged or not a database (%2); it is left untouched and the console works without history.</source>
        <translation>%1 ist beschädigt oder keine Datenbank (%2); sie bleibt unangetastet, und die Konsole arbeitet ohne Verlauf.</translation>
    </message>
    <message>
        <source>Input/output error on the history database %1: %2</source>
        <translation>Ein-/Ausgabefehler in der Verlaufsdatenbank %1: %2</translation>
    </message>
    <message>
        <source>History database %1: %2</source>
        <translation>Verlaufsdatenbank %1: %2</translation>
    </message>
</context>
<context>
    <name>ic::HistoryStore</name>
    <message>
        <source>The chat turn is %1 bytes of JSON, more than the %2 bytes the history keeps for one turn.</source>
        <translation>Die Chat-Runde umfasst %1 Bytes JSON, mehr als die %2 Bytes, die der Verlauf pro Runde speichert.</translation>
    </message>
    <message>
        <source>The stored chat turn is not valid JSON (%1 at byte %2).</source>
        <translation>Die gespeicherte Chat-Runde ist kein gültiges JSON (%1 bei Byte %2).</translation>
    </message>
    <message>
        <source>The stored chat turn is not a JSON object.</source>
        <translation>Die gespeicherte Chat-Runde ist kein JSON-Objekt.</translation>
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
        <source>Host “%1”: unknown engine “%2” (known: %3).</source>
        <translation>Host „%1“: unbekannte Engine „%2“ (bekannt: %3).</translation>
    </message>
    <message>
        <source>Host “%1”: liveness.stuckAfterSeconds must be a number above 0.</source>
        <translation>Host „%1“: liveness.stuckAfterSeconds muss eine Zahl über 0 sein.</translation>
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
    <message>
        <source>marked known good after a passing validation ladder</source>
        <translation>nach bestandener Prüfleiter als bekannt gut markiert</translation>
    </message>
    <message>
        <source>the validation ladder “%1” passed (run of %2)</source>
        <translation>die Validierungsleiter „%1“ wurde bestanden (Lauf vom %2)</translation>
    </message>
    <message>
        <source>The unit&apos;s ExecStart names no %1 binary (%2), so its version and model file could not be read.</source>
        <translation>Das ExecStart der Unit nennt kein Binärprogramm von %1 (%2), daher konnten Version und Modelldatei nicht gelesen werden.</translation>
    </message>
    <message>
        <source>The version of %1 could not be asked for: %2</source>
        <translation>Die Version von %1 konnte nicht abgefragt werden: %2</translation>
    </message>
    <message>
        <source>%1 --version did not say its version (exit status %2): %3</source>
        <translation>%1 --version hat seine Version nicht genannt (Exit-Status %2): %3</translation>
    </message>
    <message>
        <source>no output</source>
        <translation>keine Ausgabe</translation>
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
</context>
<context>
    <name>ic::HostFacts</name>
    <message>
        <source>The host&apos;s liveness monitor is gone.</source>
        <translation>Der Lebendigkeitsmonitor des Hosts ist nicht mehr da.</translation>
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
    <message>
        <source>Recorded in:</source>
        <translation>Eingetragen in:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyInfo</name>
    <message>
        <source>%1 is not in your known hosts. Its %2 key has the fingerprint %3.</source>
        <translation>%1 ist nicht in Ihren Known Hosts. Sein %2-Schlüssel hat den Fingerabdruck %3.</translation>
    </message>
    <message>
        <source>If you know why the key changed, remove the old entry with
    %1
then check the new key out of band (on the host&apos;s console) with
    %2
and trust it with
    %3</source>
        <translation>Wenn Sie wissen, warum sich der Schlüssel geändert hat, entfernen Sie den alten Eintrag mit
    %1
prüfen Sie dann den neuen Schlüssel auf einem anderen Weg (an der Konsole des Hosts) mit
    %2
und vertrauen Sie ihm mit
    %3</translation>
    </message>
    <message>
        <source>The host needs a new host key. Only if the revocation is a mistake, delete line %1 of %2.</source>
        <translation>Der Host braucht einen neuen Host-Schlüssel. Nur wenn der Widerruf ein Irrtum ist, löschen Sie Zeile %1 von %2.</translation>
    </message>
    <message>
        <source>Compare the fingerprint with the one the host&apos;s administrator gives you, or check it out of band with
    %1
then trust it with
    %2</source>
        <translation>Vergleichen Sie den Fingerabdruck mit dem, den Ihnen der Administrator des Hosts nennt, oder prüfen Sie ihn auf einem anderen Weg mit
    %1
und vertrauen Sie ihm dann mit
    %2</translation>
    </message>
    <message>
        <source>The host key of %1 is not known, and this command cannot ask whether to trust it. Its %2 key has the fingerprint %3.</source>
        <translation>Der Host-Schlüssel von %1 ist unbekannt, und dieser Befehl kann nicht fragen, ob ihm vertraut werden soll. Sein %2-Schlüssel hat den Fingerabdruck %3.</translation>
    </message>
    <message>
        <source>%1 is not in your known hosts and StrictHostKeyChecking is yes for it. Its %2 key has the fingerprint %3. The console refuses to connect.</source>
        <translation>%1 steht nicht in Ihren bekannten Hosts, und StrictHostKeyChecking ist dafür yes. Sein %2-Schlüssel hat den Fingerabdruck %3. Die Konsole verweigert die Verbindung.</translation>
    </message>
    <message>
        <source>WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED! The host key of %1 has changed: it now presents the %2 key %3, which does not match the key recorded at %4. Someone may be intercepting the connection, or the host was reinstalled. The console refuses to connect.</source>
        <translation>WARNUNG: DIE IDENTIFIKATION DES ENTFERNTEN HOSTS HAT SICH GEÄNDERT! Der Host-Schlüssel von %1 hat sich geändert: Er zeigt jetzt den %2-Schlüssel %3, der nicht zu dem bei %4 eingetragenen Schlüssel passt. Jemand könnte die Verbindung abfangen, oder der Host wurde neu installiert. Die Konsole verweigert die Verbindung.</translation>
    </message>
    <message>
        <source>%1 presents a %2 key (%3), but only keys of other types are recorded for it (%4). This can be a downgrade attack; the console refuses to connect.</source>
        <translation>%1 zeigt einen %2-Schlüssel (%3), aber für ihn sind nur Schlüssel anderer Typen eingetragen (%4). Das kann ein Downgrade-Angriff sein; die Konsole verweigert die Verbindung.</translation>
    </message>
    <message>
        <source>The %2 key %3 presented by %1 is marked @revoked at %4. The console refuses to connect.</source>
        <translation>Der von %1 gezeigte %2-Schlüssel %3 ist bei %4 als @revoked markiert. Die Konsole verweigert die Verbindung.</translation>
    </message>
    <message>
        <source>The host key of %1 is known, but its address is recorded with a different key at %2 (possible DNS spoofing). The console refuses to connect.</source>
        <translation>Der Host-Schlüssel von %1 ist bekannt, aber seine Adresse ist bei %2 mit einem anderen Schlüssel eingetragen (mögliches DNS-Spoofing). Die Konsole verweigert die Verbindung.</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
</context>
<context>
    <name>ic::HostKeyPolicy</name>
    <message>
        <source>no user known_hosts file is configured (UserKnownHostsFile none)</source>
        <translation>keine Benutzerdatei known_hosts eingestellt (UserKnownHostsFile none)</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Accepted: %1 records this %2 key for %3.</source>
        <translation>Akzeptiert: %1 verzeichnet diesen %2-Schlüssel für %3.</translation>
    </message>
    <message>
        <source>Asking: no known_hosts file records a key for %1.</source>
        <translation>Nachfrage: Keine known_hosts-Datei verzeichnet einen Schlüssel für %1.</translation>
    </message>
    <message>
        <source>Refused: no known_hosts file records a key for %1, and StrictHostKeyChecking is yes.</source>
        <translation>Abgelehnt: Keine known_hosts-Datei verzeichnet einen Schlüssel für %1, und StrictHostKeyChecking ist yes.</translation>
    </message>
    <message>
        <source>Refused: %1 records a different %2 key for %3; the host key has changed.</source>
        <translation>Abgelehnt: %1 verzeichnet einen anderen %2-Schlüssel für %3; der Host-Schlüssel hat sich geändert.</translation>
    </message>
    <message>
        <source>Refused: %1 records a %2 key for %3, but the host presented a %4 key (possible downgrade).</source>
        <translation>Abgelehnt: %1 verzeichnet einen %2-Schlüssel für %3, aber der Host hat einen %4-Schlüssel vorgelegt (mögliches Downgrade).</translation>
    </message>
    <message>
        <source>Refused: %1 marks the presented %2 key @revoked.</source>
        <translation>Abgelehnt: %1 markiert den vorgelegten %2-Schlüssel als @revoked.</translation>
    </message>
    <message>
        <source>%1: %2 records a different key for the address %3 of %4 (possible DNS spoofing).</source>
        <translation>%1: %2 verzeichnet einen anderen Schlüssel für die Adresse %3 von %4 (mögliches DNS-Spoofing).</translation>
    </message>
    <message>
        <source>Refused</source>
        <translation>Abgelehnt</translation>
    </message>
    <message>
        <source>Asking</source>
        <translation>Nachfrage</translation>
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
    <name>ic::HostStatusBar</name>
    <message>
        <source>Link status</source>
        <translation>Verbindungsstatus</translation>
    </message>
    <message>
        <source>API address</source>
        <translation>API-Adresse</translation>
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
        <source>Open chat</source>
        <translation>Chat öffnen</translation>
    </message>
    <message>
        <source>Switch to the Chat layout (Ctrl+2)</source>
        <translation>Zum Chat-Layout wechseln (Strg+2)</translation>
    </message>
    <message>
        <source>Dismiss</source>
        <translation>Ausblenden</translation>
    </message>
    <message>
        <source>Dismiss the chat offer</source>
        <translation>Das Chat-Angebot ausblenden</translation>
    </message>
    <message>
        <source>%1 is ready —</source>
        <translation>%1 ist bereit —</translation>
    </message>
</context>
<context>
    <name>ic::HostStore</name>
    <message>
        <source>The hosts file %1 cannot be written: %2</source>
        <translation>Die Hosts-Datei %1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>a list</source>
        <translation>eine Liste</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>nothing</source>
        <translation>nichts</translation>
    </message>
    <message>
        <source>%1: host %2 has no “%3”, which every host needs.</source>
        <translation>%1: Host %2 hat kein „%3“, das jeder Host braucht.</translation>
    </message>
    <message>
        <source>%1: %2“%3” must be a string, not %4.</source>
        <translation>%1: %2„%3“ muss eine Zeichenkette sein, nicht %4.</translation>
    </message>
    <message>
        <source>the hosts file</source>
        <translation>die Hosts-Datei</translation>
    </message>
    <message>
        <source>%1:%2:%3: not valid JSON: %4.</source>
        <translation>%1:%2:%3: kein gültiges JSON: %4.</translation>
    </message>
    <message>
        <source>%1: the file must be one JSON object, {&quot;version&quot;: %2, &quot;hosts&quot;: […]}.</source>
        <translation>%1: Die Datei muss ein JSON-Objekt sein, {&quot;version&quot;: %2, &quot;hosts&quot;: […]}.</translation>
    </message>
    <message>
        <source>%1: no “version”; read as version %2.</source>
        <translation>%1: keine „version“; als Version %2 gelesen.</translation>
    </message>
    <message>
        <source>%1: “version” is %2, but this build reads only version %3 of the hosts file. Was it written by a newer Inference Console?</source>
        <translation>%1: „version“ ist %2, aber dieser Build liest nur Version %3 der Hosts-Datei. Wurde sie von einer neueren Inference Console geschrieben?</translation>
    </message>
    <message>
        <source>%1: unknown key “%2” ignored.</source>
        <translation>%1: unbekannter Schlüssel „%2“ ignoriert.</translation>
    </message>
    <message>
        <source>%1: there is no “hosts” list.</source>
        <translation>%1: Es gibt keine „hosts“-Liste.</translation>
    </message>
    <message>
        <source>%1: “hosts” must be a list, not %2.</source>
        <translation>%1: „hosts“ muss eine Liste sein, nicht %2.</translation>
    </message>
    <message>
        <source>%1: each host must be an object, not %2.</source>
        <translation>%1: Jeder Host muss ein Objekt sein, nicht %2.</translation>
    </message>
    <message>
        <source>number %1</source>
        <translation>Nummer %1</translation>
    </message>
    <message>
        <source>%1: host number %2 has an empty “name”.</source>
        <translation>%1: Host Nummer %2 hat einen leeren „name“.</translation>
    </message>
    <message>
        <source>host “%1”</source>
        <translation>Host „%1“</translation>
    </message>
    <message>
        <source>%1: %2: “apiPort” must be an integer from 1 to 65535, not %3.</source>
        <translation>%1: %2: „apiPort“ muss eine ganze Zahl von 1 bis 65535 sein, nicht %3.</translation>
    </message>
    <message>
        <source>%1: %2: “tags” must be a list of strings.</source>
        <translation>%1: %2: „tags“ muss eine Liste von Zeichenketten sein.</translation>
    </message>
    <message>
        <source>%1: %2: “tools” must be an object, not %3.</source>
        <translation>%1: %2: „tools“ muss ein Objekt sein, nicht %3.</translation>
    </message>
    <message>
        <source>%1: %2: unknown tool “%3” ignored.</source>
        <translation>%1: %2: unbekanntes Werkzeug „%3“ ignoriert.</translation>
    </message>
    <message>
        <source>%1: %2: unknown key “%3” ignored.</source>
        <translation>%1: %2: unbekannter Schlüssel „%3“ ignoriert.</translation>
    </message>
    <message>
        <source>%1: host “%2” is defined twice; the second one is ignored.</source>
        <translation>%1: Host „%2“ ist zweimal definiert; der zweite wird ignoriert.</translation>
    </message>
    <message>
        <source>%1 is a folder, not a hosts file.</source>
        <translation>%1 ist ein Ordner, keine Hosts-Datei.</translation>
    </message>
    <message>
        <source>%1 is not a regular file (a device, FIFO or socket), so it is not read as a hosts file.</source>
        <translation>%1 ist keine reguläre Datei (ein Gerät, FIFO oder Socket) und wird daher nicht als Hosts-Datei gelesen.</translation>
    </message>
    <message>
        <source>%1 is %2 MiB; a hosts file is at most %3 MiB, so it is not read.</source>
        <translation>%1 ist %2 MiB groß; eine Hosts-Datei hat höchstens %3 MiB, daher wird sie nicht gelesen.</translation>
    </message>
    <message>
        <source>%1 cannot be read: %2</source>
        <translation>%1 kann nicht gelesen werden: %2</translation>
    </message>
    <message>
        <source>%1: “prometheus” must be an object, {&quot;url&quot;: &quot;http://…:9090&quot;}, not %2.</source>
        <translation>%1: „prometheus“ muss ein Objekt sein, {&quot;url&quot;: &quot;http://…:9090&quot;}, nicht %2.</translation>
    </message>
    <message>
        <source>%1: prometheus: unknown key “%2” ignored.</source>
        <translation>%1: prometheus: unbekannter Schlüssel „%2“ ignoriert.</translation>
    </message>
    <message>
        <source>%1: prometheus: “url” must be the server&apos;s http:// or https:// address, e.g. http://prometheus.example:9090, not “%2”.</source>
        <translation>%1: prometheus: „url“ muss die http://- oder https://-Adresse des Servers sein, z. B. http://prometheus.example:9090, nicht „%2“.</translation>
    </message>
    <message>
        <source>%1: prometheus: “%2” must be a Prometheus label name (letters, digits, _), not “%3”.</source>
        <translation>%1: prometheus: „%2“ muss ein Prometheus-Labelname sein (Buchstaben, Ziffern, _), nicht „%3“.</translation>
    </message>
    <message>
        <source>%1: prometheus: “interval_s” must be a number of seconds from 0.2 to 3600, not %2.</source>
        <translation>%1: prometheus: „interval_s“ muss eine Anzahl Sekunden von 0,2 bis 3600 sein, nicht %2.</translation>
    </message>
    <message>
        <source>%1: %2: “prometheus” must be an object, {&quot;gpu&quot;: &quot;…&quot;, &quot;engine&quot;: &quot;…&quot;}, not %3.</source>
        <translation>%1: %2: „prometheus“ muss ein Objekt sein, {&quot;gpu&quot;: &quot;…&quot;, &quot;engine&quot;: &quot;…&quot;}, nicht %3.</translation>
    </message>
    <message>
        <source>%1: %2: prometheus: unknown key “%3” ignored.</source>
        <translation>%1: %2: prometheus: unbekannter Schlüssel „%3“ ignoriert.</translation>
    </message>
    <message>
        <source>%1: %2: “prometheus” label values are ignored: the file names no Prometheus server (a top-level &quot;prometheus&quot;: {&quot;url&quot;: …}).</source>
        <translation>%1: %2: „prometheus“-Labelwerte werden ignoriert: Die Datei nennt keinen Prometheus-Server (ein &quot;prometheus&quot;: {&quot;url&quot;: …} auf oberster Ebene).</translation>
    </message>
    <message>
        <source>%1: %2: “liveness” must be an object, {&quot;stuckAfterSeconds&quot;: 120} with a number of seconds above 0, not %3.</source>
        <translation>%1: %2: „liveness“ muss ein Objekt sein, {&quot;stuckAfterSeconds&quot;: 120} mit einer Sekundenzahl über 0, nicht %3.</translation>
    </message>
    <message>
        <source>%1: %2: liveness: unknown key “%3” ignored.</source>
        <translation>%1: %2: liveness: unbekannter Schlüssel „%3“ ignoriert.</translation>
    </message>
</context>
<context>
    <name>ic::HttpGet</name>
    <message>
        <source>%1: cancelled.</source>
        <translation>%1: abgebrochen.</translation>
    </message>
    <message>
        <source>Connection refused at %1: the server is not listening (still starting, or stopped?).</source>
        <translation>Verbindung zu %1 abgelehnt: Der Server lauscht nicht (startet noch, oder gestoppt?).</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
</context>
<context>
    <name>ic::HttpLimits</name>
    <message>
        <source>connect %1, first byte %2, idle %3, total %4, body %5</source>
        <translation>Verbindung %1, erstes Byte %2, Leerlauf %3, gesamt %4, Body %5</translation>
    </message>
    <message>
        <source>%1: no connection within the connect deadline of %2.</source>
        <translation>%1: keine Verbindung innerhalb der Verbindungsfrist von %2.</translation>
    </message>
    <message>
        <source>%1: the response headers were not complete within the first-byte deadline of %2.</source>
        <translation>%1: Die Antwort-Header waren innerhalb der Erstes-Byte-Frist von %2 nicht vollständig.</translation>
    </message>
    <message>
        <source>%1: the server sent nothing for %2 (idle deadline); %3 bytes had arrived.</source>
        <translation>%1: Der Server hat %2 lang nichts gesendet (Leerlauffrist); %3 Bytes waren angekommen.</translation>
    </message>
    <message>
        <source>%1: not finished within the total deadline of %2; %3 bytes had arrived.</source>
        <translation>%1: nicht innerhalb der Gesamtfrist von %2 fertig; %3 Bytes waren angekommen.</translation>
    </message>
    <message>
        <source>%1: the body grew past the cap of %2 and was cut off.</source>
        <translation>%1: Der Body überschritt die Obergrenze von %2 und wurde abgeschnitten.</translation>
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
        <source>MESSAGE is neither a string, a byte array nor null.</source>
        <translation>MESSAGE ist weder eine Zeichenkette noch ein Byte-Array noch null.</translation>
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
    <name>ic::JsonPullReader</name>
    <message>
        <source>The JSON ends early</source>
        <translation>Das JSON endet vorzeitig</translation>
    </message>
    <message>
        <source>Unexpected character in the JSON</source>
        <translation>Unerwartetes Zeichen im JSON</translation>
    </message>
    <message>
        <source>Invalid escape in a string</source>
        <translation>Ungültige Escape-Sequenz in einer Zeichenkette</translation>
    </message>
    <message>
        <source>A control character inside a string</source>
        <translation>Ein Steuerzeichen in einer Zeichenkette</translation>
    </message>
    <message>
        <source>A malformed number</source>
        <translation>Eine fehlerhafte Zahl</translation>
    </message>
    <message>
        <source>The JSON is nested too deeply</source>
        <translation>Das JSON ist zu tief verschachtelt</translation>
    </message>
    <message>
        <source>A value of an unexpected type</source>
        <translation>Ein Wert unerwarteten Typs</translation>
    </message>
    <message>
        <source>Unexpected data after the JSON value</source>
        <translation>Unerwartete Daten nach dem JSON-Wert</translation>
    </message>
    <message>
        <source>%1 (at byte %2).</source>
        <translation>%1 (bei Byte %2).</translation>
    </message>
</context>
<context>
    <name>ic::Keyring</name>
    <message>
        <source>The desktop keyring could not be used: %1</source>
        <translation>Der Schlüsselbund des Desktops konnte nicht verwendet werden: %1</translation>
    </message>
    <message>
        <source>The desktop keyring did not answer within %1 s.</source>
        <translation>Der Schlüsselbund des Desktops hat nicht innerhalb von %1 s geantwortet.</translation>
    </message>
    <message>
        <source>This console was built without keyring support (QtKeychain).</source>
        <translation>Diese Konsole wurde ohne Schlüsselbund-Unterstützung (QtKeychain) gebaut.</translation>
    </message>
</context>
<context>
    <name>ic::KnownGoodUnitState</name>
    <message>
        <source>systemctl cat did not finish within %1 s</source>
        <translation>systemctl cat wurde nicht innerhalb von %1 s abgeschlossen</translation>
    </message>
    <message>
        <source>the host went away</source>
        <translation>der Host ist nicht mehr erreichbar</translation>
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
    <message>
        <source>&amp;Load probe…</source>
        <translation>&amp;Lasttest…</translation>
    </message>
    <message>
        <source>Engine, version and model as the server reports them</source>
        <translation>Engine, Version und Modell, wie der Server sie meldet</translation>
    </message>
    <message>
        <source>N concurrent streams: TTFT, TPOT, ITL and E2EL percentiles and goodput</source>
        <translation>N gleichzeitige Streams: Perzentile von TTFT, TPOT, ITL und E2EL sowie Goodput</translation>
    </message>
    <message>
        <source>%1 (optional)</source>
        <translation>%1 (optional)</translation>
    </message>
    <message>
        <source>%1 — %2. Limits: %3.</source>
        <translation>%1 — %2. Grenzen: %3.</translation>
    </message>
    <message>
        <source>required: the run passes only if it passes</source>
        <translation>erforderlich: Der Lauf besteht nur, wenn dieser Schritt besteht</translation>
    </message>
    <message>
        <source>optional: may skip, but a fail fails the run</source>
        <translation>optional: darf übersprungen werden, aber ein Fehlschlag lässt den Lauf scheitern</translation>
    </message>
    <message>
        <source>[interrupted] %1</source>
        <translation>[unterbrochen] %1</translation>
    </message>
    <message>
        <source>Overall: %1 — %2, %3 s — %4</source>
        <translation>Gesamt: %1 — %2, %3 s — %4</translation>
    </message>
    <message>
        <source>Serving: %1</source>
        <translation>Bedient: %1</translation>
    </message>
    <message>
        <source>changed since the last known good: %1</source>
        <translation>geändert seit dem letzten bekannt guten Stand: %1</translation>
    </message>
    <message>
        <source>load probe, %1 streams</source>
        <translation>Lasttest, %1 Streams</translation>
    </message>
    <message>
        <source>The ladder cannot be used: %1</source>
        <translation>Die Validierungsleiter ist nicht nutzbar: %1</translation>
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
    <name>ic::LegacyImport</name>
    <message>
        <source>%1 was not imported: %2</source>
        <translation>%1 wurde nicht importiert: %2</translation>
    </message>
    <message>
        <source>%1 was not imported: it is not a JSON object (%2); it stays where it is.</source>
        <translation>%1 wurde nicht importiert: Es ist kein JSON-Objekt (%2); die Datei bleibt, wo sie ist.</translation>
    </message>
    <message>
        <source>%1 was imported but could not be renamed to %2.</source>
        <translation>%1 wurde importiert, konnte aber nicht in %2 umbenannt werden.</translation>
    </message>
    <message>
        <source>it names no host or holds no package list</source>
        <translation>sie nennt keinen Host oder enthält keine Paketliste</translation>
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
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>retrying in %1 s (attempt %2)</source>
        <translation>neuer Versuch in %1 s (Versuch %2)</translation>
    </message>
</context>
<context>
    <name>ic::ListeningSockets</name>
    <message>
        <source>Rows ss printed that could not be read: %1</source>
        <translation>Von ss ausgegebene Zeilen, die nicht gelesen werden konnten: %1</translation>
    </message>
</context>
<context>
    <name>ic::LivenessJudge</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>absent</source>
        <translation>fehlt</translation>
    </message>
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>serving</source>
        <translation>bedient</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>stuck</source>
        <translation>hängt</translation>
    </message>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
    </message>
    <message>
        <source>the clock went back by %1: every window started again</source>
        <translation>die Uhr ging um %1 zurück: jedes Zeitfenster begann neu</translation>
    </message>
    <message>
        <source>probe answered with a token in %1</source>
        <translation>Probe antwortete in %1 mit einem Token</translation>
    </message>
    <message>
        <source>probe got no token in %1: %2</source>
        <translation>Probe erhielt in %1 kein Token: %2</translation>
    </message>
    <message>
        <source>probe refused: %1</source>
        <translation>Probe abgewiesen: %1</translation>
    </message>
    <message>
        <source>probe failed (no verdict from it): %1</source>
        <translation>Probe fehlgeschlagen (kein Urteil daraus): %1</translation>
    </message>
    <message>
        <source>/health: %1 for %2%3</source>
        <translation>/health: %1 seit %2%3</translation>
    </message>
    <message>
        <source> (says nothing about progress)</source>
        <translation> (sagt nichts über Fortschritt)</translation>
    </message>
    <message>
        <source>metrics %1 old: running %2, waiting %3, generation counter %4, %5 tokens/s</source>
        <translation>Metriken %1 alt: laufend %2, wartend %3, Generierungszähler %4, %5 Tokens/s</translation>
    </message>
    <message>
        <source>metrics endpoint: %1</source>
        <translation>Metrik-Endpunkt: %1</translation>
    </message>
    <message>
        <source>our probe pending for %1</source>
        <translation>unsere Probe steht seit %1 aus</translation>
    </message>
    <message>
        <source>requests pending for %1</source>
        <translation>Anfragen stehen seit %1 aus</translation>
    </message>
    <message>
        <source>generation counter flat at %1 for %2</source>
        <translation>Generierungszähler steht seit %2 bei %1</translation>
    </message>
    <message>
        <source>no tokens generated for %1</source>
        <translation>seit %1 keine Tokens erzeugt</translation>
    </message>
    <message>
        <source>the generation counter went down (the engine restarted): compared again from the next sample</source>
        <translation>der Generierungszähler ist gesunken (die Engine wurde neu gestartet): ab der nächsten Messung wird neu verglichen</translation>
    </message>
    <message>
        <source>tokens last counted %1 ago</source>
        <translation>zuletzt vor %1 Tokens gezählt</translation>
    </message>
    <message>
        <source>no GPU readings</source>
        <translation>keine GPU-Messwerte</translation>
    </message>
    <message>
        <source>GPUs (%1 old): no utilisation readable on %2 GPUs</source>
        <translation>GPUs (%1 alt): auf %2 GPUs ist keine Auslastung lesbar</translation>
    </message>
    <message>
        <source>GPUs (%1 old): utilisation at most %2 % on %3 of %4 GPUs</source>
        <translation>GPUs (%1 alt): Auslastung höchstens %2 % auf %3 von %4 GPUs</translation>
    </message>
    <message>
        <source>, %1 MiB of memory in use</source>
        <translation>, %1 MiB Speicher belegt</translation>
    </message>
    <message>
        <source>GPUs idle (at most %1 %) for %2</source>
        <translation>GPUs seit %2 untätig (höchstens %1 %)</translation>
    </message>
    <message>
        <source>probe sent %1 ago, no answer yet</source>
        <translation>Probe vor %1 gesendet, noch keine Antwort</translation>
    </message>
    <message>
        <source>%1 (%2 ago)</source>
        <translation>%1 (vor %2)</translation>
    </message>
    <message>
        <source>Not judged: /health has not answered yet.</source>
        <translation>Nicht beurteilt: /health hat noch nicht geantwortet.</translation>
    </message>
    <message>
        <source>The API does not answer.</source>
        <translation>Die API antwortet nicht.</translation>
    </message>
    <message>
        <source>The API refuses connections after it was ready.</source>
        <translation>Die API weist Verbindungen ab, nachdem sie bereit war.</translation>
    </message>
    <message>
        <source>Not judged before the engine is ready: it refuses connections while it starts.</source>
        <translation>Nicht beurteilt, bevor die Engine bereit ist: beim Start weist sie Verbindungen ab.</translation>
    </message>
    <message>
        <source>Not judged while /health does not answer 200: liveness counts from the engine&apos;s ready on.</source>
        <translation>Nicht beurteilt, solange /health nicht 200 antwortet: die Lebendigkeit zählt ab der Bereitschaft der Engine.</translation>
    </message>
    <message>
        <source>Not judged: no serving metrics have arrived since the engine became ready.</source>
        <translation>Nicht beurteilt: seit die Engine bereit ist, sind keine Serving-Metriken angekommen.</translation>
    </message>
    <message>
        <source>Not judged: the serving metrics stopped arriving.</source>
        <translation>Nicht beurteilt: die Serving-Metriken kommen nicht mehr an.</translation>
    </message>
    <message>
        <source>Not judged: the metrics carry none of the engine&apos;s request or token counters.</source>
        <translation>Nicht beurteilt: die Metriken enthalten keinen Anfrage- oder Token-Zähler der Engine.</translation>
    </message>
    <message>
        <source>Stuck: requests pending, no token generated and the GPUs idle for %1 or longer.</source>
        <translation>Hängt: Anfragen stehen aus, kein Token erzeugt und die GPUs seit %1 oder länger untätig.</translation>
    </message>
    <message>
        <source>Not judged: requests are pending, but the metrics carry no generation counter to tell progress.</source>
        <translation>Nicht beurteilt: Anfragen stehen aus, aber die Metriken enthalten keinen Generierungszähler, der Fortschritt zeigt.</translation>
    </message>
    <message>
        <source>Not judged: requests are pending and no token came, but no GPU utilisation is at hand to tell an idle engine from a busy one.</source>
        <translation>Nicht beurteilt: Anfragen stehen aus und kein Token kam, aber keine GPU-Auslastung liegt vor, um eine untätige von einer beschäftigten Engine zu unterscheiden.</translation>
    </message>
    <message>
        <source>Not judged: requests are pending and no token came, but the GPUs are busy (a long prefill and a rank spinning in a collective look alike).</source>
        <translation>Nicht beurteilt: Anfragen stehen aus und kein Token kam, aber die GPUs sind beschäftigt (ein langer Prefill und ein in einer Kollektivoperation kreisender Rank sehen gleich aus).</translation>
    </message>
    <message>
        <source>Serving.</source>
        <translation>Bedient.</translation>
    </message>
    <message>
        <source>Idle: no requests pending and no tokens generated.</source>
        <translation>Untätig: keine Anfragen ausstehend und keine Tokens erzeugt.</translation>
    </message>
    <message>
        <source>Not judged: the serving metrics do not answer (%1).</source>
        <translation>Nicht beurteilt: die Serving-Metriken antworten nicht (%1).</translation>
    </message>
    <message>
        <source>/metrics taken and not answered for %1</source>
        <translation>/metrics angenommen, aber seit %1 unbeantwortet</translation>
    </message>
    <message>
        <source>our probes got no token for %1</source>
        <translation>unsere Proben erhielten seit %1 kein Token</translation>
    </message>
    <message>
        <source>no GPU readings (%1)</source>
        <translation>keine GPU-Messwerte (%1)</translation>
    </message>
    <message>
        <source>stuck after %1 of requests pending with no token generated, or of /metrics unanswered while /health says 200 (and the GPUs idle, where there are readings)</source>
        <translation>hängt nach %1 mit ausstehenden Anfragen ohne erzeugtes Token oder mit unbeantwortetem /metrics, während /health 200 meldet (und untätigen GPUs, wo es Messwerte gibt)</translation>
    </message>
    <message>
        <source>Not judged: /metrics does not answer, but the GPUs are busy (a long step and a hang look alike).</source>
        <translation>Nicht beurteilt: /metrics antwortet nicht, aber die GPUs sind beschäftigt (ein langer Schritt und ein Hänger sehen gleich aus).</translation>
    </message>
    <message>
        <source>Stuck: /health answers 200, but the engine has not answered /metrics for %1 or longer: its loop does not run.</source>
        <translation>Hängt: /health antwortet 200, aber die Engine hat seit %1 oder länger nicht auf /metrics geantwortet: Ihre Schleife läuft nicht.</translation>
    </message>
    <message>
        <source>Not judged yet: /health answers 200, but /metrics has not answered for %1; stuck at %2 if nothing moves.</source>
        <translation>Noch nicht beurteilt: /health antwortet 200, aber /metrics antwortet seit %1 nicht; bewegt sich nichts, gilt sie bei %2 als hängend.</translation>
    </message>
    <message>
        <source>Stuck: requests pending and no token generated for %1 or longer (no GPU readings on this host to add).</source>
        <translation>Hängt: Anfragen stehen aus und seit %1 oder länger wurde kein Token erzeugt (auf diesem Host gibt es keine GPU-Messwerte, die hinzukämen).</translation>
    </message>
    <message>
        <source>Answering: the probe got its token; no serving metrics to tell more (%1).</source>
        <translation>Antwortet: Die Probe erhielt ihr Token; keine Serving-Metriken, die mehr sagen (%1).</translation>
    </message>
</context>
<context>
    <name>ic::LivenessMonitor</name>
    <message>
        <source>cancelled: the monitor stopped</source>
        <translation>abgebrochen: die Überwachung wurde beendet</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>HTTP 200</source>
        <translation>HTTP 200</translation>
    </message>
    <message>
        <source>HTTP %1 (%2)</source>
        <translation>HTTP %1 (%2)</translation>
    </message>
    <message>
        <source>no answer (timeout or network error)</source>
        <translation>keine Antwort (Zeitüberschreitung oder Netzwerkfehler)</translation>
    </message>
    <message>
        <source>%1 answered in %2 s.</source>
        <translation>%1 antwortete in %2 s.</translation>
    </message>
    <message>
        <source>%1 answered 200 without a choice: %2</source>
        <translation>%1 antwortete 200 ohne eine Auswahl: %2</translation>
    </message>
    <message>
        <source>%1 answered HTTP %2: %3</source>
        <translation>%1 antwortete mit HTTP %2: %3</translation>
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
    <message>
        <source>  goodput %1 req/s: %2 of %3 requests within the SLO (%4)
</source>
        <translation>  Goodput %1 req/s: %2 von %3 Anfragen innerhalb des SLO (%4)
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
    <message>
        <source> ms</source>
        <translation> ms</translation>
    </message>
    <message>
        <source>none</source>
        <translation>keins</translation>
    </message>
    <message>
        <source>TTFT ≤</source>
        <translation>TTFT ≤</translation>
    </message>
    <message>
        <source>TPOT ≤</source>
        <translation>TPOT ≤</translation>
    </message>
    <message>
        <source>E2EL ≤</source>
        <translation>E2EL ≤</translation>
    </message>
    <message>
        <source>Goodput SLO</source>
        <translation>Goodput-SLO</translation>
    </message>
    <message>
        <source>Load probe — %1</source>
        <translation>Lasttest — %1</translation>
    </message>
    <message>
        <source>Goodput (req/s)</source>
        <translation>Goodput (req/s)</translation>
    </message>
    <message>
        <source>%1 / %2 in SLO</source>
        <translation>%1 / %2 im SLO</translation>
    </message>
    <message>
        <source>Against the run of %1: %2</source>
        <translation>Gegenüber dem Lauf vom %1: %2</translation>
    </message>
    <message>
        <source>no comparable figures</source>
        <translation>keine vergleichbaren Werte</translation>
    </message>
    <message>
        <source>No earlier run at %1 streams on %2 to compare with.</source>
        <translation>Kein früherer Lauf mit %1 Streams auf %2 zum Vergleich.</translation>
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
    <message>
        <source>standard input</source>
        <translation>Standardeingabe</translation>
    </message>
    <message>
        <source>Cannot read %1: it is a directory; give the log file itself.</source>
        <translation>%1 kann nicht gelesen werden: Es ist ein Verzeichnis; geben Sie die Logdatei selbst an.</translation>
    </message>
    <message>
        <source>%1 is not a log: no line break in the first %2 MiB.</source>
        <translation>%1 ist kein Log: kein Zeilenumbruch in den ersten %2 MiB.</translation>
    </message>
    <message>
        <source>%1 is empty: there is no log to analyze.</source>
        <translation>%1 ist leer: Es gibt kein Log zu analysieren.</translation>
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
    <message>
        <source>Older lines dropped at the memory budget — %1 lines; the host&apos;s journal keeps them.</source>
        <translation>Ältere Zeilen wegen des Speicherbudgets verworfen — %1 Zeilen; das Journal des Hosts behält sie.</translation>
    </message>
    <message>
        <source>Older lines dropped at the memory budget — %1 lines; the host&apos;s journal keeps them (%2).</source>
        <translation>Ältere Zeilen wegen des Speicherbudgets verworfen — %1 Zeilen; das Journal des Hosts behält sie (%2).</translation>
    </message>
    <message>
        <source>The journal view keeps a share of the console&apos;s memory budget for each host; the oldest lines leave first. Everything stays in the host&apos;s journal.</source>
        <translation>Die Journalansicht hält für jeden Host einen Anteil am Speicherbudget der Konsole; die ältesten Zeilen gehen zuerst. Alles bleibt im Journal des Hosts.</translation>
    </message>
    <message>
        <source>This line was longer than the journal view keeps of one line; its start is kept.</source>
        <translation>Diese Zeile war länger, als die Journalansicht von einer Zeile behält; ihr Anfang ist erhalten.</translation>
    </message>
</context>
<context>
    <name>ic::LogView</name>
    <message>
        <source>Invert</source>
        <translation>Umkehren</translation>
    </message>
    <message>
        <source>Earlier runs</source>
        <translation>Frühere Läufe</translation>
    </message>
    <message>
        <source>Journal filter</source>
        <translation>Journal-Filter</translation>
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
    <message>
        <source>Regular expression (Ctrl+Alt+R)</source>
        <translation>Regulärer Ausdruck (Strg+Alt+R)</translation>
    </message>
    <message>
        <source>Match case (Ctrl+Alt+C)</source>
        <translation>Groß-/Kleinschreibung beachten (Strg+Alt+C)</translation>
    </message>
    <message>
        <source>Only matching</source>
        <translation>Nur Treffer</translation>
    </message>
    <message>
        <source>Hide the lines that do not match; off: mark the matches (Ctrl+Alt+M)</source>
        <translation>Zeilen ohne Treffer ausblenden; aus: Treffer markieren (Strg+Alt+M)</translation>
    </message>
    <message>
        <source>Show the lines that do not match (Ctrl+Alt+I)</source>
        <translation>Die Zeilen ohne Treffer zeigen (Strg+Alt+I)</translation>
    </message>
    <message>
        <source>Filter lines — text or regular expression  ( / )</source>
        <translation>Zeilen filtern — Text oder regulärer Ausdruck  ( / )</translation>
    </message>
    <message>
        <source>Recent filters (Up/Down in the filter field)</source>
        <translation>Letzte Filter (Auf/Ab im Filterfeld)</translation>
    </message>
    <message>
        <source>Recent filters</source>
        <translation>Letzte Filter</translation>
    </message>
    <message>
        <source>no match</source>
        <translation>kein Treffer</translation>
    </message>
    <message>
        <source>Debug</source>
        <translation>Debug</translation>
    </message>
    <message>
        <source>Info</source>
        <translation>Info</translation>
    </message>
    <message>
        <source>Warning</source>
        <translation>Warnung</translation>
    </message>
    <message>
        <source>Error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>Show %1 lines</source>
        <translation>%1-Zeilen zeigen</translation>
    </message>
    <message>
        <source>Show info lines and lines without a level</source>
        <translation>Info-Zeilen und Zeilen ohne Stufe zeigen</translation>
    </message>
    <message>
        <source>Show error and critical lines</source>
        <translation>Fehler- und kritische Zeilen zeigen</translation>
    </message>
    <message>
        <source>Go to time ( t )</source>
        <translation>Zu Zeitpunkt springen ( t )</translation>
    </message>
    <message>
        <source>14:05, 14:05:30, 2025-12-02 14:05:30, or -10m / -2h before the newest line</source>
        <translation>14:05, 14:05:30, 2025-12-02 14:05:30 oder -10m / -2h vor der neuesten Zeile</translation>
    </message>
    <message>
        <source>Go to time</source>
        <translation>Zu Zeitpunkt springen</translation>
    </message>
    <message>
        <source>Keep the newest line in view (G, End)</source>
        <translation>Die neueste Zeile im Blick behalten (G, Ende)</translation>
    </message>
    <message>
        <source>Previous match (N, Shift+F3)</source>
        <translation>Vorheriger Treffer (N, Umschalt+F3)</translation>
    </message>
    <message>
        <source>Next match (n, F3)</source>
        <translation>Nächster Treffer (n, F3)</translation>
    </message>
    <message>
        <source>No recent filters</source>
        <translation>Keine letzten Filter</translation>
    </message>
    <message>
        <source>Filter…</source>
        <translation>Filtern…</translation>
    </message>
    <message>
        <source>Next match</source>
        <translation>Nächster Treffer</translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation>Vorheriger Treffer</translation>
    </message>
    <message>
        <source>Newest line, follow</source>
        <translation>Neueste Zeile, folgen</translation>
    </message>
    <message>
        <source>Oldest line</source>
        <translation>Älteste Zeile</translation>
    </message>
    <message>
        <source>Go to time…</source>
        <translation>Zu Zeitpunkt springen…</translation>
    </message>
    <message>
        <source>Journal: %1</source>
        <translation>Journal: %1</translation>
    </message>
    <message>
        <source>invalid pattern</source>
        <translation>ungültiges Muster</translation>
    </message>
    <message>
        <source>not matching: %1</source>
        <translation>ohne Treffer: %1</translation>
    </message>
    <message>
        <source>match %1 of %2</source>
        <translation>Treffer %1 von %2</translation>
    </message>
    <message>
        <source>matching lines: %1</source>
        <translation>Zeilen mit Treffer: %1</translation>
    </message>
    <message>
        <source>Search wrapped to the oldest line</source>
        <translation>Suche am Anfang (älteste Zeile) fortgesetzt</translation>
    </message>
    <message>
        <source>Search wrapped to the newest line</source>
        <translation>Suche am Ende (neueste Zeile) fortgesetzt</translation>
    </message>
    <message>
        <source>Not a time: %1 (try 14:05, 14:05:30, 2025-12-02 14:05 or -10m)</source>
        <translation>Keine Zeitangabe: %1 (versuchen Sie 14:05, 14:05:30, 2025-12-02 14:05 oder -10m)</translation>
    </message>
    <message>
        <source>These lines carry no time.</source>
        <translation>Diese Zeilen tragen keine Zeit.</translation>
    </message>
    <message>
        <source>Regular expression on or off</source>
        <translation>Regulärer Ausdruck ein/aus</translation>
    </message>
    <message>
        <source>Match case on or off</source>
        <translation>Groß-/Kleinschreibung beachten ein/aus</translation>
    </message>
    <message>
        <source>Only matching lines, or mark the matches</source>
        <translation>Nur passende Zeilen oder Treffer markieren</translation>
    </message>
    <message>
        <source>Invert the filter on or off</source>
        <translation>Filter umkehren ein/aus</translation>
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
        <source>%1: %2</source>
        <translation>%1: %2</translation>
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
    <message>
        <source>History off: %1</source>
        <translation>Verlauf aus: %1</translation>
    </message>
    <message>
        <source>&amp;Reset layout</source>
        <translation>Layout &amp;zurücksetzen</translation>
    </message>
    <message>
        <source>&amp;Go to…</source>
        <translation>&amp;Gehe zu…</translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation>&amp;Tastenkürzel</translation>
    </message>
    <message>
        <source>Rolling restart of the f&amp;leet…</source>
        <translation>Rollierender Neustart der F&amp;lotte…</translation>
    </message>
    <message>
        <source>A rolling restart did not finish (%1): Host ▸ Rolling restart of the fleet… resumes or reports it.</source>
        <translation>Ein rollierender Neustart wurde nicht beendet (%1): Host ▸ Rollierender Neustart der Flotte… setzt ihn fort oder meldet ihn.</translation>
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
    <name>ic::NvidiaTopology</name>
    <message>
        <source>nvidia-smi topo -m printed nothing.</source>
        <translation>nvidia-smi topo -m hat nichts ausgegeben.</translation>
    </message>
    <message>
        <source>No topology matrix in the output: “%1”.</source>
        <translation>Keine Topologie-Matrix in der Ausgabe: „%1“.</translation>
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
    <name>ic::OverflowRow</name>
    <message>
        <source>More</source>
        <translation>Mehr</translation>
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
    <name>ic::Preflight</name>
    <message>
        <source>The service&apos;s Python could not be told from its ExecStart; set the Python command in the host&apos;s settings.</source>
        <translation>Das Python des Dienstes ließ sich nicht aus seinem ExecStart ermitteln; legen Sie den Python-Befehl in den Einstellungen des Hosts fest.</translation>
    </message>
    <message>
        <source>No connection to %1 within the preflight&apos;s %2 s: %3</source>
        <translation>Keine Verbindung zu %1 innerhalb der %2 s der Vorabprüfung: %3</translation>
    </message>
    <message>
        <source>%1 did not answer within the preflight&apos;s %2 s.</source>
        <translation>%1 hat nicht innerhalb der %2 s der Vorabprüfung geantwortet.</translation>
    </message>
    <message>
        <source>%1 could not run: %2</source>
        <translation>%1 konnte nicht ausgeführt werden: %2</translation>
    </message>
    <message>
        <source>%1 is not installed on the host (exit status %2: %3).</source>
        <translation>%1 ist auf dem Host nicht installiert (Exit-Status %2: %3).</translation>
    </message>
    <message>
        <source>%1 is not allowed to run (exit status %2: %3).</source>
        <translation>%1 darf nicht ausgeführt werden (Exit-Status %2: %3).</translation>
    </message>
    <message>
        <source>%1 failed (exit status %2): %3</source>
        <translation>%1 ist fehlgeschlagen (Exit-Status %2): %3</translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation>%1 GiB</translation>
    </message>
    <message>
        <source>pip listed no packages: %1</source>
        <translation>pip hat keine Pakete aufgelistet: %1</translation>
    </message>
    <message>
        <source>Package pairs that must match</source>
        <translation>Paketpaare, die zusammenpassen müssen</translation>
    </message>
    <message>
        <source>%1 packages listed by %2 -m pip list</source>
        <translation>%1 Pakete, aufgelistet von %2 -m pip list</translation>
    </message>
    <message>
        <source>(not installed)</source>
        <translation>(nicht installiert)</translation>
    </message>
    <message>
        <source>rule: %1</source>
        <translation>Regel: %1</translation>
    </message>
    <message>
        <source>Install the last known good versions in the service&apos;s environment before restarting: %1 -m pip install %2</source>
        <translation>Installieren Sie vor dem Neustart die Versionen des letzten bekannt guten Stands in der Umgebung des Dienstes: %1 -m pip install %2</translation>
    </message>
    <message>
        <source>Make the versions agree before restarting, e.g. %1 -m pip install %2==%3</source>
        <translation>Bringen Sie die Versionen vor dem Neustart in Einklang, z. B. %1 -m pip install %2==%3</translation>
    </message>
    <message>
        <source>Install the versions the rule asks for before restarting.</source>
        <translation>Installieren Sie vor dem Neustart die Versionen, die die Regel verlangt.</translation>
    </message>
    <message>
        <source>Drift against the last known good</source>
        <translation>Abweichung vom letzten bekannt guten Stand</translation>
    </message>
    <message>
        <source>No last known good is recorded for %1 (%2) yet: a validation run that passes records one.</source>
        <translation>Für %1 (%2) ist noch kein letzter bekannt guter Stand verzeichnet: Ein bestandener Validierungslauf legt einen an.</translation>
    </message>
    <message>
        <source>last known good of %1</source>
        <translation>letzter bekannt guter Stand vom %1</translation>
    </message>
    <message>
        <source>the same %1 packages</source>
        <translation>dieselben %1 Pakete</translation>
    </message>
    <message>
        <source>(absent)</source>
        <translation>(fehlt)</translation>
    </message>
    <message>
        <source>(removed)</source>
        <translation>(entfernt)</translation>
    </message>
    <message numerus="yes">
        <source>%n package(s) changed since the last known good</source>
        <translation>
            <numerusform>%n Paket seit dem letzten bekannt guten Stand geändert</numerusform>
            <numerusform>%n Pakete seit dem letzten bekannt guten Stand geändert</numerusform>
        </translation>
    </message>
    <message>
        <source>… and %1 more</source>
        <translation>… und %1 weitere</translation>
    </message>
    <message>
        <source>Expect the start-up to differ from the last one that passed (recompiles, new kernels); if it fails, reinstall the last known good versions.</source>
        <translation>Rechnen Sie damit, dass der Start vom letzten bestandenen abweicht (Neukompilierung, neue Kernel); schlägt er fehl, installieren Sie die Versionen des letzten bekannt guten Stands erneut.</translation>
    </message>
    <message>
        <source>The unit&apos;s command line changed since the last known good</source>
        <translation>Die Befehlszeile der Unit hat sich seit dem letzten bekannt guten Stand geändert</translation>
    </message>
    <message>
        <source>before: %1</source>
        <translation>vorher: %1</translation>
    </message>
    <message>
        <source>now: %1</source>
        <translation>jetzt: %1</translation>
    </message>
    <message>
        <source>Check the new arguments (systemctl cat %1) before restarting.</source>
        <translation>Prüfen Sie vor dem Neustart die neuen Argumente (systemctl cat %1).</translation>
    </message>
    <message>
        <source>Driver and CUDA against the last known good</source>
        <translation>Treiber und CUDA im Vergleich zum letzten bekannt guten Stand</translation>
    </message>
    <message>
        <source>nvidia-smi printed no driver version: %1</source>
        <translation>nvidia-smi hat keine Treiberversion ausgegeben: %1</translation>
    </message>
    <message>
        <source>driver %1 (nvidia-smi --query-gpu=driver_version)</source>
        <translation>Treiber %1 (nvidia-smi --query-gpu=driver_version)</translation>
    </message>
    <message>
        <source>CUDA %1 (torch %2)</source>
        <translation>CUDA %1 (torch %2)</translation>
    </message>
    <message>
        <source>No last known good is recorded for %1 (%2) yet: nothing to compare the driver with.</source>
        <translation>Für %1 (%2) ist noch kein letzter bekannt guter Stand verzeichnet: Es gibt nichts, womit der Treiber verglichen werden kann.</translation>
    </message>
    <message>
        <source>The last known good has no driver version (it was recorded without nvidia-smi).</source>
        <translation>Der letzte bekannt gute Stand enthält keine Treiberversion (er wurde ohne nvidia-smi aufgezeichnet).</translation>
    </message>
    <message>
        <source>The NVIDIA driver changed since the last known good: %1 → %2</source>
        <translation>Der NVIDIA-Treiber hat sich seit dem letzten bekannt guten Stand geändert: %1 → %2</translation>
    </message>
    <message>
        <source>last known good: driver %1</source>
        <translation>letzter bekannt guter Stand: Treiber %1</translation>
    </message>
    <message>
        <source>now: driver %1</source>
        <translation>jetzt: Treiber %1</translation>
    </message>
    <message>
        <source>A driver update needs the host rebooted or the kernel module reloaded before the engine can use it; check that nvidia-smi and the driver agree, and that the driver supports the CUDA the torch wheel was built for.</source>
        <translation>Nach einem Treiber-Update muss der Host neu gestartet oder das Kernelmodul neu geladen werden, bevor die Engine ihn nutzen kann; prüfen Sie, ob nvidia-smi und der Treiber übereinstimmen und ob der Treiber die CUDA-Version unterstützt, für die das torch-Wheel gebaut wurde.</translation>
    </message>
    <message>
        <source>The CUDA of the torch wheel changed since the last known good: %1 → %2</source>
        <translation>Die CUDA-Version des torch-Wheels hat sich seit dem letzten bekannt guten Stand geändert: %1 → %2</translation>
    </message>
    <message>
        <source>last known good: CUDA %1</source>
        <translation>letzter bekannt guter Stand: CUDA %1</translation>
    </message>
    <message>
        <source>now: CUDA %1 (torch %2)</source>
        <translation>jetzt: CUDA %1 (torch %2)</translation>
    </message>
    <message>
        <source>Make sure driver %1 supports CUDA %2 (NVIDIA&apos;s CUDA compatibility table) before restarting.</source>
        <translation>Stellen Sie vor dem Neustart sicher, dass Treiber %1 CUDA %2 unterstützt (CUDA-Kompatibilitätstabelle von NVIDIA).</translation>
    </message>
    <message>
        <source>Leftover processes holding GPU memory</source>
        <translation>Übrig gebliebene Prozesse, die GPU-Speicher belegen</translation>
    </message>
    <message>
        <source>nvidia-smi printed a line that is not a compute app: %1</source>
        <translation>nvidia-smi hat eine Zeile ausgegeben, die keine Compute-Anwendung ist: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU process(es); the service&apos;s main pid is %1</source>
        <translation>
            <numerusform>%n GPU-Prozess; die Haupt-PID des Dienstes ist %1</numerusform>
            <numerusform>%n GPU-Prozesse; die Haupt-PID des Dienstes ist %1</numerusform>
        </translation>
    </message>
    <message>
        <source>ps: pid %1, parent %2, %3 — not below the service&apos;s main pid %4</source>
        <translation>ps: PID %1, Elternprozess %2, %3 — nicht unterhalb der Haupt-PID %4 des Dienstes</translation>
    </message>
    <message>
        <source>Stop it before the restart (kill %1, or sudo kill %1 if another user owns it): the engine counts the whole GPU and fails with out-of-memory when memory is already taken.</source>
        <translation>Beenden Sie ihn vor dem Neustart (kill %1, oder sudo kill %1, wenn er einem anderen Benutzer gehört): Die Engine rechnet mit der ganzen GPU und scheitert mit Speichermangel (out-of-memory), wenn Speicher bereits belegt ist.</translation>
    </message>
    <message>
        <source>Free disk for the caches</source>
        <translation>Freier Plattenplatz für die Caches</translation>
    </message>
    <message>
        <source>%1 (%2): no part of the path exists on the host</source>
        <translation>%1 (%2): Kein Teil des Pfads existiert auf dem Host</translation>
    </message>
    <message>
        <source>%1 %2: %3 free of %4 on %5 (measured at %6)</source>
        <translation>%1 %2: %3 von %4 frei auf %5 (gemessen bei %6)</translation>
    </message>
    <message>
        <source>Only %1 free on %2, where the %3 lives (%4 below %5)</source>
        <translation>Nur %1 frei auf %2, wo der %3 liegt (%4 unter %5)</translation>
    </message>
    <message>
        <source>blocks</source>
        <translation>blockiert</translation>
    </message>
    <message>
        <source>warns</source>
        <translation>warnt</translation>
    </message>
    <message>
        <source>Free space on %1 before restarting: a start-up that recompiles or downloads writes to %2.</source>
        <translation>Schaffen Sie vor dem Neustart Platz auf %1: Ein Start, der neu kompiliert oder herunterlädt, schreibt nach %2.</translation>
    </message>
    <message>
        <source>df measured none of the cache paths: %1</source>
        <translation>df hat keinen der Cache-Pfade gemessen: %1</translation>
    </message>
    <message>
        <source>Shared memory (/dev/shm)</source>
        <translation>Gemeinsamer Speicher (/dev/shm)</translation>
    </message>
    <message>
        <source>df did not measure %1: %2</source>
        <translation>df hat %1 nicht gemessen: %2</translation>
    </message>
    <message>
        <source>%1: %2 free of %3</source>
        <translation>%1: %2 von %3 frei</translation>
    </message>
    <message>
        <source>%1 has only %2 free (%3 below %4): NCCL and PyTorch&apos;s worker processes share tensors there</source>
        <translation>%1 hat nur %2 frei (%3 unter %4): NCCL und die Worker-Prozesse von PyTorch teilen dort Tensoren</translation>
    </message>
    <message>
        <source>Give %1 more room: in a container run it with --ipc=host or --shm-size (Docker&apos;s default is 64 MB); on the host, remount the tmpfs larger (mount -o remount,size=… %1) or remove stale segments.</source>
        <translation>Geben Sie %1 mehr Platz: In einem Container starten Sie ihn mit --ipc=host oder --shm-size (Docker-Standard ist 64 MB); auf dem Host hängen Sie das tmpfs größer neu ein (mount -o remount,size=… %1) oder entfernen veraltete Segmente.</translation>
    </message>
    <message>
        <source>API port %1 free for the service</source>
        <translation>API-Port %1 für den Dienst frei</translation>
    </message>
    <message>
        <source>nothing listens on port %1 (ss -Hltnp &apos;sport = :%1&apos; printed no socket)</source>
        <translation>Auf Port %1 lauscht nichts (ss -Hltnp &apos;sport = :%1&apos; hat keinen Socket ausgegeben)</translation>
    </message>
    <message>
        <source>Port %1 is held by a process ss cannot name (the service is %2; it may be its own)</source>
        <translation>Port %1 ist von einem Prozess belegt, den ss nicht benennen kann (der Dienst ist %2; es könnte sein eigener sein)</translation>
    </message>
    <message>
        <source>Port %1 is held while the service is %2</source>
        <translation>Port %1 ist belegt, während der Dienst %2 ist</translation>
    </message>
    <message>
        <source>ss names a socket&apos;s process only to its owner or root: run sudo ss -ltnp &apos;sport = :%1&apos; to see who holds it.</source>
        <translation>ss nennt den Prozess eines Sockets nur seinem Eigentümer oder root: Führen Sie sudo ss -ltnp &apos;sport = :%1&apos; aus, um zu sehen, wer ihn belegt.</translation>
    </message>
    <message>
        <source>Port %1 is held by the service itself (%2, pid %3): the restart frees it</source>
        <translation>Port %1 ist vom Dienst selbst belegt (%2, PID %3): Der Neustart gibt ihn frei</translation>
    </message>
    <message>
        <source>Port %1 is taken by %2 (pid %3), which is not part of the service</source>
        <translation>Port %1 ist von %2 (PID %3) belegt, der nicht zum Dienst gehört</translation>
    </message>
    <message>
        <source>Stop that process (kill %1) or move the service to another --port: the engine would fail with “address already in use”.</source>
        <translation>Beenden Sie diesen Prozess (kill %1) oder legen Sie den Dienst auf einen anderen --port: Die Engine würde mit „address already in use“ scheitern.</translation>
    </message>
    <message>
        <source>The unit&apos;s User= “%1” is not a login name whose home can be found.</source>
        <translation>User= „%1“ der Unit ist kein Anmeldename, dessen Home-Verzeichnis sich finden lässt.</translation>
    </message>
    <message>
        <source>df measured nothing: %1</source>
        <translation>df hat nichts gemessen: %1</translation>
    </message>
    <message>
        <source>BLOCKED</source>
        <translation>BLOCKIERT</translation>
    </message>
    <message>
        <source>COULD NOT RUN</source>
        <translation>KONNTE NICHT LAUFEN</translation>
    </message>
    <message>
        <source>clear</source>
        <translation>unbedenklich</translation>
    </message>
    <message>
        <source>Preflight %1 (%2): %3 — %4 blocking, %5 warnings, %6 s</source>
        <translation>Vorabprüfung %1 (%2): %3 — %4 blockierend, %5 Warnungen, %6 s</translation>
    </message>
    <message>
        <source>ok</source>
        <translation>ok</translation>
    </message>
    <message>
        <source>found</source>
        <translation>gefunden</translation>
    </message>
    <message>
        <source>remedy: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>Nothing blocks the restart of %1: there is nothing to override.</source>
        <translation>Nichts blockiert den Neustart von %1: Es gibt nichts zu übergehen.</translation>
    </message>
    <message>
        <source>The confirmation must be the host&apos;s name, “%1”.</source>
        <translation>Die Bestätigung muss der Name des Hosts sein, „%1“.</translation>
    </message>
    <message>
        <source>The unit&apos;s ExecStart names no model file (-m or --model): %1</source>
        <translation>Das ExecStart der Unit nennt keine Modelldatei (-m oder --model): %1</translation>
    </message>
    <message>
        <source>model file</source>
        <translation>Modelldatei</translation>
    </message>
    <message>
        <source>Nothing to measure with df.</source>
        <translation>Nichts mit df zu messen.</translation>
    </message>
    <message>
        <source>%1 is a native binary: its command line is compared, no Python packages</source>
        <translation>%1 ist ein natives Binärprogramm: Verglichen wird seine Befehlszeile, keine Python-Pakete</translation>
    </message>
    <message>
        <source>Model file named by ExecStart</source>
        <translation>In ExecStart genannte Modelldatei</translation>
    </message>
    <message>
        <source>%1: does not exist</source>
        <translation>%1: existiert nicht</translation>
    </message>
    <message>
        <source>The model file %1 does not exist: the engine would fail to load it</source>
        <translation>Die Modelldatei %1 existiert nicht: Die Engine könnte sie nicht laden</translation>
    </message>
    <message>
        <source>Put the model at %1, or correct the -m/--model path in the unit (systemctl edit %2).</source>
        <translation>Legen Sie das Modell unter %1 ab, oder korrigieren Sie den Pfad von -m/--model in der Unit (systemctl edit %2).</translation>
    </message>
    <message>
        <source>stat could not look at %1: %2</source>
        <translation>stat konnte %1 nicht untersuchen: %2</translation>
    </message>
    <message>
        <source>stat did not say what %1 is: %2</source>
        <translation>stat hat nicht angegeben, was %1 ist: %2</translation>
    </message>
    <message>
        <source>stat: %1, %2 bytes</source>
        <translation>stat: %1, %2 Bytes</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 is a %2, not a model file</source>
        <translation>%1 ist keine Modelldatei, sondern: %2</translation>
    </message>
    <message>
        <source>Point -m/--model at the .gguf file itself (for a split model, its first part).</source>
        <translation>Lassen Sie -m/--model auf die .gguf-Datei selbst zeigen (bei einem aufgeteilten Modell auf ihren ersten Teil).</translation>
    </message>
    <message>
        <source>%1: regular file, %2 (%3 bytes)</source>
        <translation>%1: reguläre Datei, %2 (%3 Bytes)</translation>
    </message>
    <message>
        <source>The model file %1 is empty</source>
        <translation>Die Modelldatei %1 ist leer</translation>
    </message>
    <message>
        <source>Download the model again: an empty file is what an interrupted copy leaves.</source>
        <translation>Laden Sie das Modell erneut herunter: Eine leere Datei ist das, was ein abgebrochener Kopiervorgang hinterlässt.</translation>
    </message>
    <message>
        <source>%1 is not readable by the console&apos;s user: its first bytes were not checked</source>
        <translation>%1 ist für den Benutzer der Konsole nicht lesbar: Die ersten Bytes wurden nicht geprüft</translation>
    </message>
    <message>
        <source>Make sure the service&apos;s user (User= of %1) may read it; the console checks the %2 header when its own user may read it too.</source>
        <translation>Stellen Sie sicher, dass der Benutzer des Dienstes (User= von %1) sie lesen darf; die Konsole prüft den %2-Header, wenn auch ihr eigener Benutzer sie lesen darf.</translation>
    </message>
    <message>
        <source>starts with %1 (the %2 header)</source>
        <translation>beginnt mit %1 (dem %2-Header)</translation>
    </message>
    <message>
        <source>%1 is not a %2 file: it starts with “%3” (%4), not “%2”</source>
        <translation>%1 ist keine %2-Datei: Sie beginnt mit „%3“ (%4), nicht mit „%2“</translation>
    </message>
    <message>
        <source>Point -m/--model at a %1 model (a Hugging Face checkpoint must be converted first), or download it again if the file is damaged.</source>
        <translation>Lassen Sie -m/--model auf ein %1-Modell zeigen (ein Hugging-Face-Checkpoint muss zuerst konvertiert werden), oder laden Sie es erneut herunter, wenn die Datei beschädigt ist.</translation>
    </message>
    <message>
        <source>Free disk where the model file lives</source>
        <translation>Freier Plattenplatz am Ort der Modelldatei</translation>
    </message>
    <message>
        <source>Free disk for the caches and the model file</source>
        <translation>Freier Plattenplatz für die Caches und die Modelldatei</translation>
    </message>
    <message>
        <source>The %1 profile names no cache a start-up writes to, and no model file was found to measure.</source>
        <translation>Das Profil %1 nennt keinen Cache, in den ein Start schreibt, und es wurde keine Modelldatei zum Messen gefunden.</translation>
    </message>
</context>
<context>
    <name>ic::ProcessEnviron</name>
    <message>
        <source>The environment is empty (a kernel thread, or a process that has exited).</source>
        <translation>Die Umgebung ist leer (ein Kernel-Thread oder ein beendeter Prozess).</translation>
    </message>
    <message>
        <source>Not an environment block: no entry has the NAME=value form.</source>
        <translation>Kein Umgebungsblock: kein Eintrag hat die Form NAME=Wert.</translation>
    </message>
</context>
<context>
    <name>ic::ProcessStatus</name>
    <message numerus="yes">
        <source>%n line(s) of the process list were not `pid ppid stat etimes pcpu rss wchan args`, the first: “%1”.</source>
        <translation>
            <numerusform>%n Zeile der Prozessliste war nicht `pid ppid stat etimes pcpu rss wchan args`: „%1“.</numerusform>
            <numerusform>%n Zeilen der Prozessliste waren nicht `pid ppid stat etimes pcpu rss wchan args`, die erste: „%1“.</numerusform>
        </translation>
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
    <name>ic::PrometheusApi</name>
    <message>
        <source>Prometheus answered HTTP %1 with an empty body.</source>
        <translation>Prometheus antwortete HTTP %1 mit leerem Body.</translation>
    </message>
    <message>
        <source>Prometheus answered with an empty body.</source>
        <translation>Prometheus antwortete mit leerem Body.</translation>
    </message>
    <message>
        <source>not JSON (%1 at byte %2)</source>
        <translation>kein JSON (%1 bei Byte %2)</translation>
    </message>
    <message>
        <source>not a JSON object</source>
        <translation>kein JSON-Objekt</translation>
    </message>
    <message>
        <source>Prometheus answered HTTP %1, and the body is %2: %3</source>
        <translation>Prometheus antwortete HTTP %1, und der Body ist %2: %3</translation>
    </message>
    <message>
        <source>The answer is %1, so it is not from Prometheus&apos; query API: %2</source>
        <translation>Die Antwort ist %1, stammt also nicht von der Query-API von Prometheus: %2</translation>
    </message>
    <message>
        <source>Prometheus refused the query (%1): %2</source>
        <translation>Prometheus hat die Abfrage abgelehnt (%1): %2</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>no reason given</source>
        <translation>kein Grund angegeben</translation>
    </message>
    <message>
        <source>The answer has no &quot;status&quot;: &quot;success&quot;, so it is not from Prometheus&apos; query API: %1</source>
        <translation>Die Antwort hat kein &quot;status&quot;: &quot;success&quot;, stammt also nicht von der Query-API von Prometheus: %1</translation>
    </message>
    <message>
        <source>Prometheus answered HTTP %1.</source>
        <translation>Prometheus antwortete HTTP %1.</translation>
    </message>
    <message>
        <source>The answer&apos;s result type is “%1”; a query answers a matrix, vector, scalar or string.</source>
        <translation>Der Ergebnistyp der Antwort ist „%1“; eine Abfrage liefert matrix, vector, scalar oder string.</translation>
    </message>
    <message>
        <source>The answer&apos;s &quot;result&quot; is not a list.</source>
        <translation>Das &quot;result&quot; der Antwort ist keine Liste.</translation>
    </message>
</context>
<context>
    <name>ic::PrometheusSource</name>
    <message>
        <source>Prometheus&apos; answer to %1 grew past %2 MiB and was cut off; ask for fewer hosts or a longer interval.</source>
        <translation>Die Antwort von Prometheus auf %1 überschritt %2 MiB und wurde abgeschnitten; fragen Sie nach weniger Hosts oder einem längeren Intervall.</translation>
    </message>
    <message>
        <source>Prometheus did not answer %1 in time (the %2 deadline of %3 s passed).</source>
        <translation>Prometheus hat %1 nicht rechtzeitig beantwortet (die %2-Frist von %3 s ist abgelaufen).</translation>
    </message>
    <message>
        <source>Prometheus at %1 refuses connections: is it running, and is the address in the hosts file right?</source>
        <translation>Prometheus unter %1 lehnt Verbindungen ab: Läuft es, und stimmt die Adresse in der Hosts-Datei?</translation>
    </message>
    <message>
        <source>Prometheus at %1 cannot be reached: %2</source>
        <translation>Prometheus unter %1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>Prometheus answered %1 with a redirect (HTTP %2); put the address it redirects to in the hosts file.</source>
        <translation>Prometheus beantwortete %1 mit einer Umleitung (HTTP %2); tragen Sie die Zieladresse der Umleitung in die Hosts-Datei ein.</translation>
    </message>
    <message>
        <source>Prometheus answered %1 with HTTP %2.</source>
        <translation>Prometheus beantwortete %1 mit HTTP %2.</translation>
    </message>
    <message>
        <source>Prometheus has no GPU series with %1=&quot;%2&quot; (%3 and the other DCGM exporter metrics): check the label value in the hosts file and that Prometheus scrapes the exporter.</source>
        <translation>Prometheus hat keine GPU-Reihen mit %1=&quot;%2&quot; (%3 und die anderen Metriken des DCGM-Exporters): Prüfen Sie den Labelwert in der Hosts-Datei und ob Prometheus den Exporter abfragt.</translation>
    </message>
    <message>
        <source>Prometheus has no GPU samples with %1=&quot;%2&quot; since %3: the exporter stopped answering or is no longer scraped.</source>
        <translation>Prometheus hat seit %3 keine GPU-Messwerte mit %1=&quot;%2&quot;: Der Exporter antwortet nicht mehr oder wird nicht mehr abgefragt.</translation>
    </message>
    <message>
        <source>Prometheus&apos; answer to %1 broke off: %2</source>
        <translation>Die Antwort von Prometheus auf %1 brach ab: %2</translation>
    </message>
</context>
<context>
    <name>ic::PySpyDump</name>
    <message>
        <source>py-spy printed nothing.</source>
        <translation>py-spy hat nichts ausgegeben.</translation>
    </message>
    <message>
        <source>Not a py-spy dump (no thread in it): “%1”.</source>
        <translation>Kein py-spy-Dump (kein Thread darin): „%1“.</translation>
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
    <message>
        <source>No path to measure.</source>
        <translation>Kein Pfad zum Messen.</translation>
    </message>
    <message>
        <source>“%1” is neither an absolute path nor ~user/path.</source>
        <translation>„%1“ ist weder ein absoluter Pfad noch ~user/path.</translation>
    </message>
    <message>
        <source>Port 0 is not a TCP port.</source>
        <translation>Port 0 ist kein TCP-Port.</translation>
    </message>
    <message>
        <source>“%1” is not a drop-in directory of %2.</source>
        <translation>„%1“ ist kein Drop-in-Verzeichnis von %2.</translation>
    </message>
    <message>
        <source>“%1” is not a drop-in file name (letters, digits, “_.-”, ending in .conf).</source>
        <translation>„%1“ ist kein Drop-in-Dateiname (Buchstaben, Ziffern, „_.-“, endet auf .conf).</translation>
    </message>
    <message>
        <source>The drop-in is empty.</source>
        <translation>Das Drop-in ist leer.</translation>
    </message>
    <message>
        <source>A command&apos;s deadline must be at least one second.</source>
        <translation>Die Frist eines Befehls muss mindestens eine Sekunde betragen.</translation>
    </message>
    <message>
        <source>The host has no privilege prefix (such as sudo -n) to run this with.</source>
        <translation>Der Host hat kein Rechte-Präfix (etwa sudo -n), um dies auszuführen.</translation>
    </message>
    <message>
        <source>%1 is not a process id.</source>
        <translation>%1 ist keine Prozess-ID.</translation>
    </message>
    <message>
        <source>No program to ask for its version.</source>
        <translation>Kein Programm, dessen Version abgefragt werden könnte.</translation>
    </message>
    <message>
        <source>“%1” is not a program: it starts with “-”.</source>
        <translation>„%1“ ist kein Programm: Es beginnt mit „-“.</translation>
    </message>
    <message>
        <source>No model file to look at.</source>
        <translation>Keine Modelldatei zum Untersuchen.</translation>
    </message>
    <message>
        <source>The model path %1 is not absolute.</source>
        <translation>Der Modellpfad %1 ist nicht absolut.</translation>
    </message>
</context>
<context>
    <name>ic::RestartHistory</name>
    <message>
        <source>Restart history of %1</source>
        <translation>Neustartverlauf von %1</translation>
    </message>
    <message>
        <source>Each restart against the median of the ten ready restarts before it: a start-up %1 % slower, or GPU memory settling %2 % higher, is flagged.</source>
        <translation>Jeder Neustart im Vergleich zum Median der zehn vorherigen bereiten Neustarts: Ein um %1 % langsamerer Start oder ein um %2 % höherer eingependelter GPU-Speicher wird markiert.</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>Startdauer</translation>
    </message>
    <message>
        <source>vs median</source>
        <translation>ggü. Median</translation>
    </message>
    <message>
        <source>Peak MiB</source>
        <translation>Spitze MiB</translation>
    </message>
    <message>
        <source>Settled MiB</source>
        <translation>Stabil MiB</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>slower</source>
        <translation>langsamer</translation>
    </message>
    <message>
        <source>%1 higher</source>
        <translation>%1 höher</translation>
    </message>
</context>
<context>
    <name>ic::RestartHistoryChart</name>
    <message>
        <source>Start-up time and settled GPU memory per restart</source>
        <translation>Startdauer und eingependelter GPU-Speicher je Neustart</translation>
    </message>
    <message>
        <source>No restarts recorded yet</source>
        <translation>Noch keine Neustarts aufgezeichnet</translation>
    </message>
    <message>
        <source>Start-up (bars)</source>
        <translation>Startdauer (Balken)</translation>
    </message>
    <message>
        <source>Settled GPU memory, GiB (dots)</source>
        <translation>Eingependelter GPU-Speicher, GiB (Punkte)</translation>
    </message>
</context>
<context>
    <name>ic::RestartHistoryView</name>
    <message>
        <source>ready</source>
        <translation>bereit</translation>
    </message>
    <message>
        <source>crashed</source>
        <translation>abgestürzt</translation>
    </message>
    <message>
        <source>stalled</source>
        <translation>hängen geblieben</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>Gestartet</translation>
    </message>
    <message>
        <source>Outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>Start-up</source>
        <translation>Startdauer</translation>
    </message>
    <message>
        <source>vs median</source>
        <translation>ggü. Median</translation>
    </message>
    <message>
        <source>Peak GiB</source>
        <translation>Spitze GiB</translation>
    </message>
    <message>
        <source>Settled GiB</source>
        <translation>Stabil GiB</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Versions</source>
        <translation>Versionen</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>Exportieren</translation>
    </message>
    <message>
        <source>CSV…</source>
        <translation>CSV…</translation>
    </message>
    <message>
        <source>JSON…</source>
        <translation>JSON…</translation>
    </message>
    <message>
        <source>Markdown…</source>
        <translation>Markdown…</translation>
    </message>
    <message>
        <source>No host selected.</source>
        <translation>Kein Host ausgewählt.</translation>
    </message>
    <message>
        <source>No restart of %1 has been recorded yet: restarts the console watches are kept here.</source>
        <translation>Noch kein Neustart von %1 aufgezeichnet: Neustarts, die die Konsole überwacht, werden hier festgehalten.</translation>
    </message>
    <message numerus="yes">
        <source>%n restart(s) of %1. Each is compared with the median of the ten ready restarts before it: a start-up 20 % slower or GPU memory 5 % higher is flagged.</source>
        <translation>
            <numerusform>%n Neustart von %1. Jeder wird mit dem Median der zehn vorherigen bereiten Neustarts verglichen: Ein 20 % langsamerer Start oder 5 % mehr GPU-Speicher wird markiert.</numerusform>
            <numerusform>%n Neustarts von %1. Jeder wird mit dem Median der zehn vorherigen bereiten Neustarts verglichen: Ein 20 % langsamerer Start oder 5 % mehr GPU-Speicher wird markiert.</numerusform>
        </translation>
    </message>
    <message>
        <source>The latest restart did not become ready (%1 after %2).</source>
        <translation>Der letzte Neustart wurde nicht bereit (%1 nach %2).</translation>
    </message>
    <message>
        <source>The latest restart has nothing to compare with yet.</source>
        <translation>Für den letzten Neustart gibt es noch keinen Vergleich.</translation>
    </message>
    <message>
        <source>The latest restart is flagged: start-up %1, memory %2 against the median of %3.</source>
        <translation>Der letzte Neustart ist markiert: Start %1, Speicher %2 gegenüber dem Median von %3.</translation>
    </message>
    <message>
        <source>The latest restart is within its median (start-up %1, memory %2).</source>
        <translation>Der letzte Neustart liegt im Rahmen seines Medians (Start %1, Speicher %2).</translation>
    </message>
    <message>
        <source>Flagged in the list: %1 slower, %2 higher.</source>
        <translation>In der Liste markiert: %1 langsamer, %2 höher.</translation>
    </message>
    <message>
        <source>median of %1: %2</source>
        <translation>Median von %1: %2</translation>
    </message>
    <message>
        <source>no earlier ready restart to compare with</source>
        <translation>kein früherer bereiter Neustart zum Vergleich</translation>
    </message>
    <message>
        <source>median of %1: %2 GiB</source>
        <translation>Median von %1: %2 GiB</translation>
    </message>
    <message>
        <source>driver %1</source>
        <translation>Treiber %1</translation>
    </message>
    <message>
        <source>CUDA %1</source>
        <translation>CUDA %1</translation>
    </message>
    <message>
        <source>Cannot write %1: %2</source>
        <translation>%1 kann nicht geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Export the restart history</source>
        <translation>Neustartverlauf exportieren</translation>
    </message>
    <message>
        <source>Phases</source>
        <translation>Phasen</translation>
    </message>
    <message>
        <source>Phases of the start-up of %1 (%2 after %3)</source>
        <translation>Phasen des Starts vom %1 (%2 nach %3)</translation>
    </message>
    <message numerus="yes">
        <source>Host median: the %n earlier ready start-up(s) of this unit, model and arguments.</source>
        <translation>
            <numerusform>Host-Median: der %n frühere bereite Start dieser Unit mit diesem Modell und diesen Argumenten.</numerusform>
            <numerusform>Host-Median: die %n früheren bereiten Starts dieser Unit mit diesem Modell und diesen Argumenten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group median (%1): the median of %n other host(s)&apos; medians.</source>
        <translation>
            <numerusform>Gruppenmedian (%1): der Median von %n anderem Host.</numerusform>
            <numerusform>Gruppenmedian (%1): der Median der Mediane von %n anderen Hosts.</numerusform>
        </translation>
    </message>
    <message>
        <source>Start offsets and silences were not recorded for this start-up: it was recorded by an older version of the console.</source>
        <translation>Startzeitpunkte und Stillen wurden für diesen Start nicht aufgezeichnet: Er wurde von einer älteren Version der Konsole aufgezeichnet.</translation>
    </message>
    <message>
        <source>before the first phase</source>
        <translation>vor der ersten Phase</translation>
    </message>
    <message>
        <source>during %1</source>
        <translation>während %1</translation>
    </message>
    <message>
        <source>No log line for %1 %2, until the start-up ended (from %3 after the start).</source>
        <translation>Keine Logzeile für %1 %2, bis der Start endete (ab %3 nach dem Start).</translation>
    </message>
    <message>
        <source>No log line for %1 %2 (from %3 after the start).</source>
        <translation>Keine Logzeile für %1 %2 (ab %3 nach dem Start).</translation>
    </message>
    <message>
        <source>No silence longer than %1 (the engine&apos;s usual silence).</source>
        <translation>Keine Stille länger als %1 (die übliche Stille der Engine).</translation>
    </message>
    <message numerus="yes">
        <source>%n shorter silence(s) not kept.</source>
        <translation>
            <numerusform>%n kürzere Stille nicht behalten.</numerusform>
            <numerusform>%n kürzere Stillen nicht behalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The host&apos;s clock went back %n time(s) during this start-up (at most %1).</source>
        <translation>
            <numerusform>Die Uhr des Hosts ging während dieses Starts %n-mal zurück (höchstens %1).</numerusform>
            <numerusform>Die Uhr des Hosts ging während dieses Starts %n-mal zurück (höchstens %1).</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::Rollout</name>
    <message>
        <source>The host %1 is not in the fleet.</source>
        <translation>Der Host %1 gehört nicht zur Flotte.</translation>
    </message>
    <message>
        <source>Pausing once batch %1 has finished.</source>
        <translation>Pause nach Abschluss von Stapel %1.</translation>
    </message>
    <message>
        <source>Paused before batch %1.</source>
        <translation>Pausiert vor Stapel %1.</translation>
    </message>
    <message>
        <source>Carrying on after batch %1.</source>
        <translation>Weiter nach Stapel %1.</translation>
    </message>
    <message>
        <source>Aborted by the operator.</source>
        <translation>Vom Bediener abgebrochen.</translation>
    </message>
    <message>
        <source>aborted while %1</source>
        <translation>abgebrochen während %1</translation>
    </message>
    <message>
        <source>Only a failed or blocked host of a stopped rollout can be skipped.</source>
        <translation>Nur ein fehlgeschlagener oder blockierter Host eines gestoppten Rollouts kann übersprungen werden.</translation>
    </message>
    <message>
        <source>skipped after: %1</source>
        <translation>übersprungen nach: %1</translation>
    </message>
    <message>
        <source>skipped by %1 after: %2</source>
        <translation>übersprungen von %1 nach: %2</translation>
    </message>
    <message>
        <source>Only a blocked host of a stopped rollout can be overridden.</source>
        <translation>Nur ein blockierter Host eines gestoppten Rollouts kann übersteuert werden.</translation>
    </message>
    <message>
        <source>The confirmation must be the host&apos;s name, “%1”.</source>
        <translation>Die Bestätigung muss der Name des Hosts sein, „%1“.</translation>
    </message>
    <message>
        <source>override given; checking again before the restart</source>
        <translation>Übersteuerung erteilt; erneute Prüfung vor dem Neustart</translation>
    </message>
    <message>
        <source>Every host passed.</source>
        <translation>Alle Hosts haben bestanden.</translation>
    </message>
    <message>
        <source>Batch %1 of %2: %3</source>
        <translation>Stapel %1 von %2: %3</translation>
    </message>
    <message>
        <source>checking before the restart</source>
        <translation>Prüfung vor dem Neustart</translation>
    </message>
    <message>
        <source>the preflight could not run: %1</source>
        <translation>die Vorabprüfung konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>no check measured anything</source>
        <translation>keine Prüfung hat etwas gemessen</translation>
    </message>
    <message>
        <source>blocking findings overridden (kept in the history): %1</source>
        <translation>blockierende Befunde übersteuert (im Verlauf festgehalten): %1</translation>
    </message>
    <message>
        <source>blocked by the preflight: %1</source>
        <translation>durch die Vorabprüfung blockiert: %1</translation>
    </message>
    <message numerus="yes">
        <source>nothing blocks (%n finding(s) to note)</source>
        <translation>
            <numerusform>nichts blockiert (%n Befund zu beachten)</numerusform>
            <numerusform>nichts blockiert (%n Befunde zu beachten)</numerusform>
        </translation>
    </message>
    <message>
        <source>cleared, not restarted: another host of the batch stopped it</source>
        <translation>verworfen, nicht neu gestartet: ein anderer Host des Stapels hat ihn gestoppt</translation>
    </message>
    <message>
        <source>another service action is running on the host</source>
        <translation>auf dem Host läuft eine andere Dienstaktion</translation>
    </message>
    <message>
        <source>the restart failed: %1</source>
        <translation>der Neustart schlug fehl: %1</translation>
    </message>
    <message>
        <source>sent: %1</source>
        <translation>gesendet: %1</translation>
    </message>
    <message>
        <source>resumed: waiting for the start-up to be ready (at most %1 s)</source>
        <translation>fortgesetzt: warte, bis der Start bereit ist (höchstens %1 s)</translation>
    </message>
    <message>
        <source>restarted (invocation %1); watching the start-up (at most %2 s)</source>
        <translation>neu gestartet (Aufruf %1); Start wird beobachtet (höchstens %2 s)</translation>
    </message>
    <message>
        <source>not ready within %1 s (the profile&apos;s phase budgets)</source>
        <translation>nicht bereit innerhalb von %1 s (Phasenbudgets des Profils)</translation>
    </message>
    <message>
        <source>the start-up failed</source>
        <translation>der Start schlug fehl</translation>
    </message>
    <message>
        <source>no root cause was found in the journal</source>
        <translation>keine Grundursache im Journal gefunden</translation>
    </message>
    <message>
        <source>diagnosing…</source>
        <translation>Diagnose läuft…</translation>
    </message>
    <message>
        <source>the ladder file cannot be used: %1</source>
        <translation>die Leiterdatei ist nicht nutzbar: %1</translation>
    </message>
    <message>
        <source>ready; running the validation ladder</source>
        <translation>bereit; Validierungsleiter läuft</translation>
    </message>
    <message>
        <source>validated: %1</source>
        <translation>validiert: %1</translation>
    </message>
    <message>
        <source>the ladder said %1: %2</source>
        <translation>die Leiter meldete %1: %2</translation>
    </message>
    <message>
        <source>the rollout&apos;s validation deadline of %1 s passed</source>
        <translation>die Validierungsfrist des Rollouts von %1 s ist abgelaufen</translation>
    </message>
    <message>
        <source>the ladder could not start: no API tunnel</source>
        <translation>die Leiter konnte nicht starten: kein API-Tunnel</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>In batch %1: %2; the hosts after it were not restarted.</source>
        <translation>In Stapel %1: %2; die Hosts danach wurden nicht neu gestartet.</translation>
    </message>
    <message numerus="yes">
        <source>Rolling restart of %n host(s) (%1): %2 at a time (batch %3, at most %4 unavailable).</source>
        <translation>
            <numerusform>Rollierender Neustart von %n Host (%1): %2 gleichzeitig (Stapel %3, höchstens %4 nicht verfügbar).</numerusform>
            <numerusform>Rollierender Neustart von %n Hosts (%1): %2 gleichzeitig (Stapel %3, höchstens %4 nicht verfügbar).</numerusform>
        </translation>
    </message>
    <message>
        <source>Each batch: preflight every host; restart them only when nothing blocks; watch each start-up to ready; run the validation ladder; the next batch starts only when every host passed.</source>
        <translation>Je Stapel: Vorabprüfung jedes Hosts; Neustart nur, wenn nichts blockiert; jeden Start bis „bereit“ beobachten; Validierungsleiter ausführen; der nächste Stapel startet erst, wenn jeder Host bestanden hat.</translation>
    </message>
    <message>
        <source>There is no host named “%1”.</source>
        <translation>Es gibt keinen Host namens „%1“.</translation>
    </message>
    <message>
        <source>There is no group named “%1”: no host has a group.</source>
        <translation>Es gibt keine Gruppe namens „%1“: Kein Host hat eine Gruppe.</translation>
    </message>
    <message>
        <source>There is no group named “%1” (groups: %2).</source>
        <translation>Es gibt keine Gruppe namens „%1“ (Gruppen: %2).</translation>
    </message>
    <message>
        <source>No host has the tag “%1”.</source>
        <translation>Kein Host hat das Tag „%1“.</translation>
    </message>
    <message>
        <source>No host was picked: name a group, a tag or hosts.</source>
        <translation>Kein Host ausgewählt: Gruppe, Tag oder Hosts angeben.</translation>
    </message>
    <message>
        <source>the unit&apos;s command line, user and environment</source>
        <translation>Befehlszeile, Benutzer und Umgebung der Unit</translation>
    </message>
    <message>
        <source>installed packages</source>
        <translation>installierte Pakete</translation>
    </message>
    <message>
        <source>[PYTHON: the interpreter of the unit&apos;s ExecStart]</source>
        <translation>[PYTHON: der Interpreter aus ExecStart der Unit]</translation>
    </message>
    <message>
        <source>driver and GPUs</source>
        <translation>Treiber und GPUs</translation>
    </message>
    <message>
        <source>processes holding GPU memory</source>
        <translation>Prozesse, die GPU-Speicher belegen</translation>
    </message>
    <message>
        <source>the process tree</source>
        <translation>der Prozessbaum</translation>
    </message>
    <message>
        <source>free disk for the caches and /dev/shm</source>
        <translation>freier Plattenplatz für die Caches und /dev/shm</translation>
    </message>
    <message>
        <source>[and the cache folders from the unit&apos;s User= and Environment=]</source>
        <translation>[und die Cache-Ordner aus User= und Environment= der Unit]</translation>
    </message>
    <message>
        <source>who listens on the API port</source>
        <translation>wer am API-Port lauscht</translation>
    </message>
    <message>
        <source>restart the service</source>
        <translation>Dienst neu starten</translation>
    </message>
    <message>
        <source>service state until a new invocation is active</source>
        <translation>Dienststatus, bis ein neuer Aufruf aktiv ist</translation>
    </message>
    <message>
        <source>the start-up in the journal (already followed)</source>
        <translation>der Start im Journal (bereits verfolgt)</translation>
    </message>
    <message>
        <source>the validation ladder over the SSH tunnel</source>
        <translation>die Validierungsleiter über den SSH-Tunnel</translation>
    </message>
    <message>
        <source>[HTTP to 127.0.0.1:%1 on the host: GET /health, GET /v1/models, POST /v1/chat/completions …]</source>
        <translation>[HTTP an 127.0.0.1:%1 auf dem Host: GET /health, GET /v1/models, POST /v1/chat/completions …]</translation>
    </message>
    <message>
        <source>Pending</source>
        <translation>Ausstehend</translation>
    </message>
    <message>
        <source>Preflight</source>
        <translation>Vorabprüfung</translation>
    </message>
    <message>
        <source>Blocked</source>
        <translation>Blockiert</translation>
    </message>
    <message>
        <source>Restarting</source>
        <translation>Neustart</translation>
    </message>
    <message>
        <source>Starting</source>
        <translation>Startet</translation>
    </message>
    <message>
        <source>Validating</source>
        <translation>Validierung</translation>
    </message>
    <message>
        <source>Passed</source>
        <translation>Bestanden</translation>
    </message>
    <message>
        <source>Failed</source>
        <translation>Fehlgeschlagen</translation>
    </message>
    <message>
        <source>Skipped</source>
        <translation>Übersprungen</translation>
    </message>
    <message>
        <source>Aborted</source>
        <translation>Abgebrochen</translation>
    </message>
    <message>
        <source>Planned</source>
        <translation>Geplant</translation>
    </message>
    <message>
        <source>Running</source>
        <translation>Läuft</translation>
    </message>
    <message>
        <source>Paused</source>
        <translation>Pausiert</translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>Done</source>
        <translation>Fertig</translation>
    </message>
    <message>
        <source># Rolling restart %1</source>
        <translation># Rollierender Neustart %1</translation>
    </message>
    <message>
        <source>- State: **%1**</source>
        <translation>- Zustand: **%1**</translation>
    </message>
    <message>
        <source>- Reason: %1</source>
        <translation>- Grund: %1</translation>
    </message>
    <message numerus="yes">
        <source>- Hosts: %1 (%n host(s)), %2 at a time (batch %3, at most %4 unavailable)</source>
        <translation>
            <numerusform>- Hosts: %1 (%n Host), %2 gleichzeitig (Stapel %3, höchstens %4 nicht verfügbar)</numerusform>
            <numerusform>- Hosts: %1 (%n Hosts), %2 gleichzeitig (Stapel %3, höchstens %4 nicht verfügbar)</numerusform>
        </translation>
    </message>
    <message>
        <source>- Started: %1</source>
        <translation>- Gestartet: %1</translation>
    </message>
    <message>
        <source>| batch | host | state | start-up | ladder | detail |</source>
        <translation>| Stapel | Host | Zustand | Start | Leiter | Detail |</translation>
    </message>
    <message>
        <source>## Diagnosis of %1</source>
        <translation>## Diagnose von %1</translation>
    </message>
    <message>
        <source>## Plan</source>
        <translation>## Plan</translation>
    </message>
    <message>
        <source>There is no rollout “%1” in the history.</source>
        <translation>Es gibt keinen Rollout „%1“ im Verlauf.</translation>
    </message>
    <message>
        <source>The rollout “%1” names %2, which is not in the fleet.</source>
        <translation>Der Rollout „%1“ nennt %2, der nicht zur Flotte gehört.</translation>
    </message>
    <message>
        <source>rolled back to the known-good unit state; %1</source>
        <translation>auf den bekannt guten Unit-Zustand zurückgerollt; %1</translation>
    </message>
    <message>
        <source>the roll back did not help: %1</source>
        <translation>das Zurückrollen hat nicht geholfen: %1</translation>
    </message>
    <message>
        <source>Every other host passed; rolled back to its known-good unit state: %1.</source>
        <translation>Alle anderen Hosts haben bestanden; auf den bekannt guten Unit-Zustand zurückgerollt: %1.</translation>
    </message>
    <message>
        <source>Rolling back</source>
        <translation>Wird zurückgerollt</translation>
    </message>
    <message>
        <source>Rolled back</source>
        <translation>Zurückgerollt</translation>
    </message>
    <message>
        <source>## Roll back of %1</source>
        <translation>## Zurückrollen von %1</translation>
    </message>
    <message>
        <source>- Failure it answered: %1</source>
        <translation>- Behandelter Fehler: %1</translation>
    </message>
    <message>
        <source>- Known-good state: recorded %1 (%2)</source>
        <translation>- Bekannt guter Zustand: erfasst %1 (%2)</translation>
    </message>
    <message>
        <source>- Outcome: %1</source>
        <translation>- Ergebnis: %1</translation>
    </message>
    <message>
        <source>- Drop-in left in place: `%1` (remove it and run `systemctl daemon-reload` once the unit is fixed)</source>
        <translation>- Drop-in belassen: `%1` (entfernen Sie es und führen Sie `systemctl daemon-reload` aus, sobald die Unit repariert ist)</translation>
    </message>
    <message>
        <source>the console stopped while rolling back; check %1 on the host</source>
        <translation>die Konsole wurde während des Zurückrollens beendet; prüfen Sie %1 auf dem Host</translation>
    </message>
    <message>
        <source>the unit file %1 is not %2 in a systemd unit directory</source>
        <translation>die Unit-Datei %1 ist nicht %2 in einem systemd-Unit-Verzeichnis</translation>
    </message>
    <message>
        <source>the %1 profile does not say how to roll back</source>
        <translation>das %1-Profil gibt nicht an, wie zurückgerollt wird</translation>
    </message>
    <message>
        <source>engine&apos;s</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>the %1 profile cannot roll back: %2</source>
        <translation>das %1-Profil kann nicht zurückrollen: %2</translation>
    </message>
    <message>
        <source>the recorded known-good unit state has no ExecStart</source>
        <translation>der erfasste bekannt gute Unit-Zustand hat kein ExecStart</translation>
    </message>
    <message>
        <source>the known-good ExecStart carries a secret (such as --api-key) that the console does not keep</source>
        <translation>das bekannt gute ExecStart enthält ein Geheimnis (etwa --api-key), das die Konsole nicht speichert</translation>
    </message>
    <message>
        <source>Written by Inference Console, rollout %1: %2 as it was known good on %3 (%4).
Remove this file and run systemctl daemon-reload once the unit is fixed.</source>
        <translation>Geschrieben von Inference Console, Rollout %1: %2 wie am %3 bekannt gut (%4).
Entfernen Sie diese Datei und führen Sie systemctl daemon-reload aus, sobald die Unit repariert ist.</translation>
    </message>
    <message>
        <source>Secret values (tokens, keys) were not recorded: those variables keep their current values and Environment= is not reset.</source>
        <translation>Geheime Werte (Tokens, Schlüssel) wurden nicht erfasst: Diese Variablen behalten ihre aktuellen Werte, und Environment= wird nicht zurückgesetzt.</translation>
    </message>
    <message>
        <source>EnvironmentFile= contents are not restored: %1</source>
        <translation>Inhalte von EnvironmentFile= werden nicht wiederhergestellt: %1</translation>
    </message>
    <message>
        <source>No package versions were recorded with the known-good state.</source>
        <translation>Mit dem bekannt guten Zustand wurden keine Paketversionen erfasst.</translation>
    </message>
    <message>
        <source>(not installed)</source>
        <translation>(nicht installiert)</translation>
    </message>
    <message>
        <source>Packages differ from the known-good state and are not reinstalled: %1</source>
        <translation>Pakete weichen vom bekannt guten Zustand ab und werden nicht neu installiert: %1</translation>
    </message>
    <message>
        <source>write the known-good ExecStart and Environment as a drop-in (%1)</source>
        <translation>bekannt gutes ExecStart und Environment als Drop-in schreiben (%1)</translation>
    </message>
    <message>
        <source>make systemd load it</source>
        <translation>systemd es laden lassen</translation>
    </message>
    <message>
        <source>check that the effective ExecStart is the known-good one</source>
        <translation>prüfen, ob das wirksame ExecStart das bekannt gute ist</translation>
    </message>
    <message>
        <source>restart on the known-good state</source>
        <translation>Neustart mit dem bekannt guten Zustand</translation>
    </message>
    <message>
        <source>watch the start-up to ready</source>
        <translation>Start bis zur Bereitschaft beobachten</translation>
    </message>
    <message>
        <source>[the journal and the service state]</source>
        <translation>[Journal und Dienststatus]</translation>
    </message>
    <message>
        <source>run the validation ladder again</source>
        <translation>Prüfleiter erneut ausführen</translation>
    </message>
    <message>
        <source>[HTTP through the API tunnel]</source>
        <translation>[HTTP durch den API-Tunnel]</translation>
    </message>
    <message>
        <source>Roll back %1 to its unit state known good on %2 (%3):</source>
        <translation>%1 auf seinen am %2 bekannt guten Unit-Zustand zurückrollen (%3):</translation>
    </message>
    <message>
        <source>Drop-in %1:</source>
        <translation>Drop-in %1:</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>%1 is not in this rollout.</source>
        <translation>%1 ist nicht in diesem Rollout.</translation>
    </message>
    <message>
        <source>%1 cannot be rolled back: its engine is not known (set it in the host&apos;s settings).</source>
        <translation>%1 kann nicht zurückgerollt werden: Seine Engine ist unbekannt (in den Host-Einstellungen festlegen).</translation>
    </message>
    <message>
        <source>%1 cannot be rolled back: no known-good unit state of %2 was recorded (a host that passes the validation ladder in a rollout records one)%3.</source>
        <translation>%1 kann nicht zurückgerollt werden: Es wurde kein bekannt guter Unit-Zustand von %2 erfasst (ein Host, der in einem Rollout die Prüfleiter besteht, erfasst einen)%3.</translation>
    </message>
    <message>
        <source>%1 cannot be rolled back: %2.</source>
        <translation>%1 kann nicht zurückgerollt werden: %2.</translation>
    </message>
    <message>
        <source>Only a failed host can be rolled back.</source>
        <translation>Nur ein fehlgeschlagener Host kann zurückgerollt werden.</translation>
    </message>
    <message>
        <source>%1 was rolled back once already: %2</source>
        <translation>%1 wurde bereits einmal zurückgerollt: %2</translation>
    </message>
    <message>
        <source>Only a failed host of a stopped rollout can be rolled back.</source>
        <translation>Nur ein fehlgeschlagener Host eines gestoppten Rollouts kann zurückgerollt werden.</translation>
    </message>
    <message>
        <source>the roll back failed: %1</source>
        <translation>das Zurückrollen ist fehlgeschlagen: %1</translation>
    </message>
    <message>
        <source>writing %1</source>
        <translation>%1 wird geschrieben</translation>
    </message>
    <message>
        <source>systemctl daemon-reload</source>
        <translation>systemctl daemon-reload</translation>
    </message>
    <message>
        <source>checking the effective ExecStart</source>
        <translation>wirksames ExecStart wird geprüft</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s</source>
        <translation>%1 wurde nicht innerhalb von %2 s abgeschlossen</translation>
    </message>
    <message>
        <source>%1 failed (%2)</source>
        <translation>%1 fehlgeschlagen (%2)</translation>
    </message>
    <message>
        <source>exit status %1</source>
        <translation>Exit-Status %1</translation>
    </message>
    <message>
        <source>after the reload the unit still starts “%1”, not the known-good “%2”; a drop-in sorting after %3 overrides it</source>
        <translation>nach dem Reload startet die Unit weiterhin „%1“, nicht das bekannt gute „%2“; ein nach %3 sortiertes Drop-in überschreibt es</translation>
    </message>
    <message>
        <source>%1: the known-good unit state was not recorded: %2</source>
        <translation>%1: Der bekannt gute Unit-Zustand wurde nicht erfasst: %2</translation>
    </message>
    <message>
        <source>%1: known-good unit state recorded: %2</source>
        <translation>%1: bekannt guter Unit-Zustand erfasst: %2</translation>
    </message>
    <message>
        <source>the load before the restart was not measured: %1</source>
        <translation>die Last vor dem Neustart wurde nicht gemessen: %1</translation>
    </message>
    <message>
        <source>the load after the restart was not measured: %1</source>
        <translation>die Last nach dem Neustart wurde nicht gemessen: %1</translation>
    </message>
    <message>
        <source>the engine version before the restart is not known: %1</source>
        <translation>die Engine-Version vor dem Neustart ist unbekannt: %1</translation>
    </message>
    <message>
        <source>the engine version after the restart is not known: %1</source>
        <translation>die Engine-Version nach dem Neustart ist unbekannt: %1</translation>
    </message>
    <message>
        <source>%1% lower</source>
        <translation>%1 % niedriger</translation>
    </message>
    <message>
        <source>%1% higher</source>
        <translation>%1 % höher</translation>
    </message>
    <message>
        <source>output throughput %1 tok/s before, %2 tok/s after (%3)</source>
        <translation>Ausgabedurchsatz %1 tok/s vorher, %2 tok/s nachher (%3)</translation>
    </message>
    <message>
        <source>engine version unchanged (%1); %2</source>
        <translation>Engine-Version unverändert (%1); %2</translation>
    </message>
    <message>
        <source>engine %1 → %2</source>
        <translation>Engine %1 → %2</translation>
    </message>
    <message>
        <source>%1: %2, more than the %3% allowed</source>
        <translation>%1: %2, mehr als die erlaubten %3 %</translation>
    </message>
    <message>
        <source>%1: %2, within the %3% allowed</source>
        <translation>%1: %2, innerhalb der erlaubten %3 %</translation>
    </message>
    <message>
        <source>no API tunnel to the host</source>
        <translation>kein API-Tunnel zum Host</translation>
    </message>
    <message>
        <source>the gate&apos;s run did not finish within %1 s</source>
        <translation>der Lauf der Schranke endete nicht innerhalb von %1 s</translation>
    </message>
    <message>
        <source>the server did not name its version</source>
        <translation>der Server nannte seine Version nicht</translation>
    </message>
    <message>
        <source>no request completed (%1 failed: %2)</source>
        <translation>keine Anfrage abgeschlossen (%1 fehlgeschlagen: %2)</translation>
    </message>
    <message>
        <source>no request was sent</source>
        <translation>es wurde keine Anfrage gesendet</translation>
    </message>
    <message>
        <source>%1 of %2 requests failed (%3)</source>
        <translation>%1 von %2 Anfragen fehlgeschlagen (%3)</translation>
    </message>
    <message>
        <source>no output token was counted in %1 requests</source>
        <translation>in %1 Anfragen wurde kein Ausgabetoken gezählt</translation>
    </message>
    <message>
        <source>## Upgrade gate</source>
        <translation>## Upgrade-Schranke</translation>
    </message>
    <message>
        <source>Output throughput (tok/s of the completed requests) of the same load before the restart and after the ladder passed; at most %1% lower when the engine version changed.</source>
        <translation>Ausgabedurchsatz (tok/s der abgeschlossenen Anfragen) derselben Last vor dem Neustart und nach bestandener Leiter; höchstens %1 % niedriger, wenn sich die Engine-Version geändert hat.</translation>
    </message>
    <message>
        <source>| host | before | after | drop | versions | verdict | reason |</source>
        <translation>| Host | vorher | nachher | Rückgang | Versionen | Urteil | Grund |</translation>
    </message>
    <message>
        <source>Upgrade gate: before each restart and after the ladder passed, %1 requests (%2 at once, at most %3 tokens each, seed %4, temperature 0); if the engine version changed and the output throughput fell by more than %5%, the rollout stops there.</source>
        <translation>Upgrade-Schranke: vor jedem Neustart und nach bestandener Leiter %1 Anfragen (%2 gleichzeitig, höchstens %3 Tokens je Anfrage, Seed %4, Temperatur 0); hat sich die Engine-Version geändert und fiel der Ausgabedurchsatz um mehr als %5 %, hält der Rollout dort an.</translation>
    </message>
    <message>
        <source>upgrade gate: measuring the load before the restart (%1 requests, %2 at once)</source>
        <translation>Upgrade-Schranke: Last vor dem Neustart wird gemessen (%1 Anfragen, %2 gleichzeitig)</translation>
    </message>
    <message>
        <source>%1: upgrade gate before the restart: %2 tok/s output throughput, engine %3</source>
        <translation>%1: Upgrade-Schranke vor dem Neustart: %2 tok/s Ausgabedurchsatz, Engine %3</translation>
    </message>
    <message>
        <source>version unknown (%1)</source>
        <translation>Version unbekannt (%1)</translation>
    </message>
    <message>
        <source>%1: upgrade gate before the restart: not measured: %2</source>
        <translation>%1: Upgrade-Schranke vor dem Neustart: nicht gemessen: %2</translation>
    </message>
    <message>
        <source>validated; upgrade gate: measuring the load again after the restart</source>
        <translation>validiert; Upgrade-Schranke: Last wird nach dem Neustart erneut gemessen</translation>
    </message>
    <message>
        <source>nothing was measured before the restart</source>
        <translation>vor dem Neustart wurde nichts gemessen</translation>
    </message>
    <message>
        <source>the upgrade gate failed: %1; the rollout stops here</source>
        <translation>die Upgrade-Schranke schlug fehl: %1; der Rollout hält hier an</translation>
    </message>
    <message>
        <source>validated: %1 %2</source>
        <translation>validiert: %1 %2</translation>
    </message>
    <message>
        <source>Upgrade gate passed: %1.</source>
        <translation>Upgrade-Schranke bestanden: %1.</translation>
    </message>
    <message>
        <source>Upgrade gate skipped (a skip does not stop the rollout): %1.</source>
        <translation>Upgrade-Schranke übersprungen (ein Überspringen hält den Rollout nicht an): %1.</translation>
    </message>
    <message>
        <source>%1 failed the upgrade gate (%2)</source>
        <translation>%1 hat die Upgrade-Schranke nicht bestanden (%2)</translation>
    </message>
    <message>
        <source>the host is no longer in the fleet</source>
        <translation>der Host ist nicht mehr in der Flotte</translation>
    </message>
    <message>
        <source>it did not settle within %1 s</source>
        <translation>er kam nicht binnen %1 s zum Abschluss</translation>
    </message>
    <message>
        <source>%1: the host is no longer in the fleet</source>
        <translation>%1: der Host ist nicht mehr in der Flotte</translation>
    </message>
</context>
<context>
    <name>ic::RolloutDialog</name>
    <message>
        <source>Stopped</source>
        <translation>Gestoppt</translation>
    </message>
    <message>
        <source>&amp;Override and continue</source>
        <translation>Übersteuern und &amp;weiter</translation>
    </message>
    <message>
        <source>S&amp;kip host</source>
        <translation>&amp;Host überspringen</translation>
    </message>
    <message>
        <source>Roll &amp;back</source>
        <translation>&amp;Zurückrollen</translation>
    </message>
    <message>
        <source>&amp;Start rollout</source>
        <translation>Rollout &amp;starten</translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation>&amp;Pausieren</translation>
    </message>
    <message>
        <source>A&amp;bort</source>
        <translation>A&amp;bbrechen</translation>
    </message>
    <message>
        <source>E&amp;xport report…</source>
        <translation>Bericht e&amp;xportieren…</translation>
    </message>
    <message>
        <source>&amp;Resume it</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Rolling restart</source>
        <translation>Rollierender Neustart</translation>
    </message>
    <message>
        <source>Hosts in restart order</source>
        <translation>Hosts in Neustart-Reihenfolge</translation>
    </message>
    <message>
        <source>&amp;Up</source>
        <translation>Nach &amp;oben</translation>
    </message>
    <message>
        <source>&amp;Down</source>
        <translation>Nach &amp;unten</translation>
    </message>
    <message>
        <source>Hosts</source>
        <translation>Hosts</translation>
    </message>
    <message>
        <source>&amp;Pick:</source>
        <translation>&amp;Auswahl:</translation>
    </message>
    <message>
        <source>Batch si&amp;ze:</source>
        <translation>S&amp;tapelgröße:</translation>
    </message>
    <message>
        <source>Max &amp;unavailable:</source>
        <translation>Max. &amp;nicht verfügbar:</translation>
    </message>
    <message>
        <source>Plan with every command</source>
        <translation>Plan mit jedem Befehl</translation>
    </message>
    <message>
        <source>Batch</source>
        <translation>Stapel</translation>
    </message>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>Verdict</source>
        <translation>Urteil</translation>
    </message>
    <message>
        <source>Detail</source>
        <translation>Detail</translation>
    </message>
    <message>
        <source>Progress per host</source>
        <translation>Fortschritt je Host</translation>
    </message>
    <message>
        <source>type the host&apos;s name to override its blocking findings</source>
        <translation>Host-Namen eingeben, um seine blockierenden Befunde zu übersteuern</translation>
    </message>
    <message>
        <source>P&amp;lan (every command, as it will run):</source>
        <translation>P&amp;lan (jeder Befehl, wie er ausgeführt wird):</translation>
    </message>
    <message>
        <source>Pro&amp;gress:</source>
        <translation>Fo&amp;rtschritt:</translation>
    </message>
    <message>
        <source>All hosts</source>
        <translation>Alle Hosts</translation>
    </message>
    <message>
        <source>Group: %1</source>
        <translation>Gruppe: %1</translation>
    </message>
    <message>
        <source>Tag: %1</source>
        <translation>Tag: %1</translation>
    </message>
    <message>
        <source>An earlier rollout did not finish: %1 (%2, %3).</source>
        <translation>Ein früherer Rollout wurde nicht beendet: %1 (%2, %3).</translation>
    </message>
    <message>
        <source>Tick the hosts to restart.</source>
        <translation>Die neu zu startenden Hosts ankreuzen.</translation>
    </message>
    <message>
        <source>A rollout is already shown here.</source>
        <translation>Hier wird bereits ein Rollout angezeigt.</translation>
    </message>
    <message>
        <source>%1 — batch %2 of %3</source>
        <translation>%1 — Stapel %2 von %3</translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation>%1 — %2</translation>
    </message>
    <message>
        <source>Stopped: %1 is blocked by its preflight</source>
        <translation>Gestoppt: %1 ist durch seine Vorabprüfung blockiert</translation>
    </message>
    <message>
        <source>Stopped: %1 failed</source>
        <translation>Gestoppt: %1 fehlgeschlagen</translation>
    </message>
    <message>
        <source>remedy: %1</source>
        <translation>Abhilfe: %1</translation>
    </message>
    <message>
        <source>type “%1” to override its blocking findings</source>
        <translation>„%1“ eingeben, um seine blockierenden Befunde zu übersteuern</translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation>&amp;Fortsetzen</translation>
    </message>
    <message>
        <source>Export rollout report</source>
        <translation>Rollout-Bericht exportieren</translation>
    </message>
    <message>
        <source>Markdown (*.md);;JSON (*.json)</source>
        <translation>Markdown (*.md);;JSON (*.json)</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>Der Bericht konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>Roll back %1</source>
        <translation>%1 zurückrollen</translation>
    </message>
    <message>
        <source>Roll &amp;back %1</source>
        <translation>%1 &amp;zurückrollen</translation>
    </message>
    <message>
        <source>These commands run on %1, in this order:</source>
        <translation>Diese Befehle laufen auf %1, in dieser Reihenfolge:</translation>
    </message>
    <message>
        <source>off</source>
        <translation>aus</translation>
    </message>
    <message>
        <source> %</source>
        <translation> %</translation>
    </message>
    <message>
        <source>Upgrade gate: the same load probe runs before each restart and after the ladder passed; when the engine version changed and the output throughput fell by more than this, the rollout stops.</source>
        <translation>Upgrade-Schranke: dieselbe Lastprobe läuft vor jedem Neustart und nach bestandener Leiter; hat sich die Engine-Version geändert und fiel der Ausgabedurchsatz um mehr als diesen Wert, hält der Rollout an.</translation>
    </message>
    <message>
        <source>Upgrade gate, &amp;max drop:</source>
        <translation>Upgrade-Schranke, &amp;max. Rückgang:</translation>
    </message>
    <message>
        <source>Gate s&amp;treams:</source>
        <translation>&amp;Ströme der Schranke:</translation>
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
    <message>
        <source>Instructions from %1</source>
        <translation>Anweisungen von %1</translation>
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
    <message>
        <source>Retry &amp;now</source>
        <translation>&amp;Jetzt erneut versuchen</translation>
    </message>
    <message>
        <source>Connection</source>
        <translation>Verbindung</translation>
    </message>
    <message>
        <source>Try to connect now instead of waiting for the next attempt</source>
        <translation>Jetzt verbinden, statt auf den nächsten Versuch zu warten</translation>
    </message>
    <message>
        <source>Not connected — retrying in %1 s (attempt %2).</source>
        <translation>Nicht verbunden — neuer Versuch in %1 s (Versuch %2).</translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation>Nicht verbunden.</translation>
    </message>
    <message>
        <source>The override could not be kept in the history, so nothing was sent: %1</source>
        <translation>Die Übersteuerung konnte nicht im Verlauf festgehalten werden, daher wurde nichts gesendet: %1</translation>
    </message>
</context>
<context>
    <name>ic::ServiceState</name>
    <message>
        <source>active</source>
        <translation>aktiv</translation>
    </message>
    <message>
        <source>reloading</source>
        <translation>lädt neu</translation>
    </message>
    <message>
        <source>inactive</source>
        <translation>inaktiv</translation>
    </message>
    <message>
        <source>failed</source>
        <translation>fehlgeschlagen</translation>
    </message>
    <message>
        <source>activating</source>
        <translation>wird aktiviert</translation>
    </message>
    <message>
        <source>deactivating</source>
        <translation>wird deaktiviert</translation>
    </message>
    <message>
        <source>maintenance</source>
        <translation>Wartung</translation>
    </message>
    <message>
        <source>refreshing</source>
        <translation>wird aufgefrischt</translation>
    </message>
    <message>
        <source>stub</source>
        <translation>Stub</translation>
    </message>
    <message>
        <source>loaded</source>
        <translation>geladen</translation>
    </message>
    <message>
        <source>not-found</source>
        <translation>nicht gefunden</translation>
    </message>
    <message>
        <source>bad-setting</source>
        <translation>fehlerhafte Einstellung</translation>
    </message>
    <message>
        <source>error</source>
        <translation>Fehler</translation>
    </message>
    <message>
        <source>merged</source>
        <translation>zusammengeführt</translation>
    </message>
    <message>
        <source>masked</source>
        <translation>maskiert</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>gestoppt</translation>
    </message>
    <message>
        <source>condition</source>
        <translation>Bedingung nicht erfüllt</translation>
    </message>
    <message>
        <source>start-pre</source>
        <translation>Vorstart</translation>
    </message>
    <message>
        <source>start</source>
        <translation>startet</translation>
    </message>
    <message>
        <source>start-post</source>
        <translation>Nachstart</translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>exited</source>
        <translation>beendet</translation>
    </message>
    <message>
        <source>reload</source>
        <translation>lädt neu</translation>
    </message>
    <message>
        <source>reload-signal</source>
        <translation>lädt neu (Signal)</translation>
    </message>
    <message>
        <source>reload-notify</source>
        <translation>lädt neu (Benachrichtigung)</translation>
    </message>
    <message>
        <source>stop</source>
        <translation>wird gestoppt</translation>
    </message>
    <message>
        <source>stop-watchdog</source>
        <translation>wird gestoppt (Watchdog)</translation>
    </message>
    <message>
        <source>stop-sigterm</source>
        <translation>wird gestoppt (SIGTERM)</translation>
    </message>
    <message>
        <source>stop-sigkill</source>
        <translation>wird gestoppt (SIGKILL)</translation>
    </message>
    <message>
        <source>stop-post</source>
        <translation>nach dem Stopp</translation>
    </message>
    <message>
        <source>final-watchdog</source>
        <translation>Abschluss (Watchdog)</translation>
    </message>
    <message>
        <source>final-sigterm</source>
        <translation>Abschluss (SIGTERM)</translation>
    </message>
    <message>
        <source>final-sigkill</source>
        <translation>Abschluss (SIGKILL)</translation>
    </message>
    <message>
        <source>auto-restart</source>
        <translation>automatischer Neustart</translation>
    </message>
    <message>
        <source>auto-restart-queued</source>
        <translation>automatischer Neustart eingereiht</translation>
    </message>
    <message>
        <source>dead-before-auto-restart</source>
        <translation>gestoppt vor automatischem Neustart</translation>
    </message>
    <message>
        <source>failed-before-auto-restart</source>
        <translation>fehlgeschlagen vor automatischem Neustart</translation>
    </message>
    <message>
        <source>dead-resources-pinned</source>
        <translation>gestoppt (Ressourcen gehalten)</translation>
    </message>
    <message>
        <source>cleaning</source>
        <translation>wird bereinigt</translation>
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
    <name>ic::SessionRolloutHost</name>
    <message>
        <source>the host is no longer in the fleet</source>
        <translation>der Host ist nicht mehr in der Flotte</translation>
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
    <message>
        <source>%1 acts on a running engine: use configure</source>
        <translation>%1 wirkt auf eine laufende Engine: verwenden Sie configure</translation>
    </message>
    <message>
        <source>no engine is running to wedge</source>
        <translation>es läuft keine Engine, die blockiert werden könnte</translation>
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
        <source>The host key of %1 was not trusted, so the console did not connect.</source>
        <translation>Dem Host-Schlüssel von %1 wurde nicht vertraut, daher hat die Konsole keine Verbindung aufgebaut.</translation>
    </message>
    <message>
        <source>%1 key %2</source>
        <translation>%1-Schlüssel %2</translation>
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
        <source>Could not connect to %1 through ProxyJump %2 (the hops are reached with OpenSSH&apos;s ssh in batch mode; try “ssh -J %2 %1” in a terminal).</source>
        <translation>Keine Verbindung zu %1 über ProxyJump %2 (die Zwischenstationen werden mit OpenSSHs ssh im Batch-Modus erreicht; versuchen Sie „ssh -J %2 %1“ in einem Terminal).</translation>
    </message>
    <message>
        <source>No reply to a channel probe within %1 s.</source>
        <translation>Keine Antwort auf eine Kanalprobe innerhalb von %1 s.</translation>
    </message>
    <message>
        <source>%1 key %2 for %3 (%4)</source>
        <translation>%1-Schlüssel %2 für %3 (%4)</translation>
    </message>
    <message>
        <source>The host key of %1 could not be saved: %2</source>
        <translation>Der Host-Schlüssel von %1 konnte nicht gespeichert werden: %2</translation>
    </message>
    <message>
        <source>Authentication to %1 failed: the server closed the connection after the keys offered (tried: %2). Too many keys may have been offered; name the right one with IdentityFile and IdentitiesOnly yes.</source>
        <translation>Die Anmeldung an %1 ist fehlgeschlagen: Der Server hat die Verbindung nach den angebotenen Schlüsseln geschlossen (versucht: %2). Vielleicht wurden zu viele Schlüssel angeboten; nennen Sie den richtigen mit IdentityFile und IdentitiesOnly yes.</translation>
    </message>
</context>
<context>
    <name>ic::StallAutopsy</name>
    <message>
        <source>did not finish within %1 s on the host (ended by timeout)</source>
        <translation>wurde auf dem Host nicht innerhalb von %1 s fertig (von timeout beendet)</translation>
    </message>
    <message>
        <source>no answer within the autopsy&apos;s %1 s</source>
        <translation>keine Antwort innerhalb der %1 s der Autopsie</translation>
    </message>
    <message>
        <source>There is no connection to the host.</source>
        <translation>Es gibt keine Verbindung zum Host.</translation>
    </message>
    <message>
        <source>No connection to %1: %2 (%3)</source>
        <translation>Keine Verbindung zu %1: %2 (%3)</translation>
    </message>
    <message>
        <source>not run: %1</source>
        <translation>nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>py-spy dumps and environment</source>
        <translation>py-spy-Dumps und Umgebung</translation>
    </message>
    <message>
        <source>not run: %1 before the process tree was known</source>
        <translation>nicht ausgeführt: %1, bevor der Prozessbaum bekannt war</translation>
    </message>
    <message>
        <source>the command could not be built: %1</source>
        <translation>der Befehl konnte nicht gebaut werden: %1</translation>
    </message>
    <message>
        <source>no answer within %1 s</source>
        <translation>keine Antwort innerhalb von %1 s</translation>
    </message>
    <message>
        <source>unit state (systemctl show)</source>
        <translation>Zustand der Unit (systemctl show)</translation>
    </message>
    <message>
        <source>systemctl exited with %1: %2</source>
        <translation>systemctl endete mit %1: %2</translation>
    </message>
    <message>
        <source>%1 (%2), main PID %3</source>
        <translation>%1 (%2), Haupt-PID %3</translation>
    </message>
    <message>
        <source>the unit&apos;s journal</source>
        <translation>das Journal der Unit</translation>
    </message>
    <message>
        <source>journalctl is not installed: %1</source>
        <translation>journalctl ist nicht installiert: %1</translation>
    </message>
    <message>
        <source>no permission to read the journal: %1</source>
        <translation>keine Berechtigung, das Journal zu lesen: %1</translation>
    </message>
    <message>
        <source>journalctl exited with %1: %2</source>
        <translation>journalctl endete mit %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n line(s) of this run</source>
        <translation>
            <numerusform>%n Zeile dieses Laufs</numerusform>
            <numerusform>%n Zeilen dieses Laufs</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n line(s)</source>
        <translation>
            <numerusform>%n Zeile</numerusform>
            <numerusform>%n Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>process tree (ps)</source>
        <translation>Prozessbaum (ps)</translation>
    </message>
    <message>
        <source>ps exited with %1: %2</source>
        <translation>ps endete mit %1: %2</translation>
    </message>
    <message>
        <source>no process list: %1</source>
        <translation>keine Prozessliste: %1</translation>
    </message>
    <message numerus="yes">
        <source>%n process(es) on the host</source>
        <translation>
            <numerusform>%n Prozess auf dem Host</numerusform>
            <numerusform>%n Prozesse auf dem Host</numerusform>
        </translation>
    </message>
    <message>
        <source>py-spy on the host</source>
        <translation>py-spy auf dem Host</translation>
    </message>
    <message>
        <source>py-spy is missing: it is not installed on the host (%1)</source>
        <translation>py-spy fehlt: es ist auf dem Host nicht installiert (%1)</translation>
    </message>
    <message>
        <source>py-spy --version exited with %1: %2</source>
        <translation>py-spy --version endete mit %1: %2</translation>
    </message>
    <message>
        <source>GPU topology (nvidia-smi topo -m)</source>
        <translation>GPU-Topologie (nvidia-smi topo -m)</translation>
    </message>
    <message>
        <source>nvidia-smi is not installed: %1</source>
        <translation>nvidia-smi ist nicht installiert: %1</translation>
    </message>
    <message>
        <source>nvidia-smi exited with %1: %2</source>
        <translation>nvidia-smi endete mit %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), all joined by NVLink</source>
        <translation>
            <numerusform>%n GPU, alle über NVLink verbunden</numerusform>
            <numerusform>%n GPUs, alle über NVLink verbunden</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n GPU(s), %1 pair(s) without NVLink</source>
        <translation>
            <numerusform>%n GPU, %1 Paar(e) ohne NVLink</numerusform>
            <numerusform>%n GPUs, %1 Paar(e) ohne NVLink</numerusform>
        </translation>
    </message>
    <message>
        <source>kernel GPU errors (Xid lines)</source>
        <translation>GPU-Fehler im Kernel-Log (Xid-Zeilen)</translation>
    </message>
    <message>
        <source>no permission to read the kernel log: %1</source>
        <translation>keine Berechtigung, das Kernel-Log zu lesen: %1</translation>
    </message>
    <message>
        <source>the kernel log could not be read: %1</source>
        <translation>das Kernel-Log konnte nicht gelesen werden: %1</translation>
    </message>
    <message>
        <source>%1 did not finish within %2 s on the host (ended by timeout)</source>
        <translation>%1 wurde auf dem Host nicht innerhalb von %2 s fertig (von timeout beendet)</translation>
    </message>
    <message>
        <source>%1 is not installed</source>
        <translation>%1 ist nicht installiert</translation>
    </message>
    <message>
        <source>%1 exited with %2: %3</source>
        <translation>%1 endete mit %2: %3</translation>
    </message>
    <message numerus="yes">
        <source>no Xid line in %n kernel line(s)</source>
        <translation>
            <numerusform>keine Xid-Zeile in %n Kernel-Zeile</numerusform>
            <numerusform>keine Xid-Zeile in %n Kernel-Zeilen</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n Xid line(s)</source>
        <translation>
            <numerusform>%n Xid-Zeile</numerusform>
            <numerusform>%n Xid-Zeilen</numerusform>
        </translation>
    </message>
    <message>
        <source>the unit has no main process (%1): nothing to dump</source>
        <translation>die Unit hat keinen Hauptprozess (%1): nichts zu dumpen</translation>
    </message>
    <message>
        <source>the process list could not be read, so the engine&apos;s processes are not known</source>
        <translation>die Prozessliste konnte nicht gelesen werden, daher sind die Prozesse der Engine unbekannt</translation>
    </message>
    <message>
        <source>PID %1 is not in the process list (it has exited)</source>
        <translation>PID %1 steht nicht in der Prozessliste (er wurde beendet)</translation>
    </message>
    <message>
        <source>environment of PID %1</source>
        <translation>Umgebung von PID %1</translation>
    </message>
    <message>
        <source>py-spy dumps</source>
        <translation>py-spy-Dumps</translation>
    </message>
    <message>
        <source>py-spy could not be checked: %1</source>
        <translation>py-spy konnte nicht geprüft werden: %1</translation>
    </message>
    <message>
        <source>py-spy dump of PID %1 (%2)</source>
        <translation>py-spy-Dump von PID %1 (%2)</translation>
    </message>
    <message>
        <source>py-spy dumps of the other processes</source>
        <translation>py-spy-Dumps der übrigen Prozesse</translation>
    </message>
    <message numerus="yes">
        <source>%n more process(es) in the tree; the first %1 were dumped</source>
        <translation>
            <numerusform>%n weiterer Prozess im Baum; die ersten %1 wurden gedumpt</numerusform>
            <numerusform>%n weitere Prozesse im Baum; die ersten %1 wurden gedumpt</numerusform>
        </translation>
    </message>
    <message>
        <source>no permission (py-spy needs root or CAP_SYS_PTRACE): %1</source>
        <translation>keine Berechtigung (py-spy braucht root oder CAP_SYS_PTRACE): %1</translation>
    </message>
    <message>
        <source>not a Python process: %1</source>
        <translation>kein Python-Prozess: %1</translation>
    </message>
    <message>
        <source>the process has exited: %1</source>
        <translation>der Prozess wurde beendet: %1</translation>
    </message>
    <message>
        <source>py-spy exited with %1: %2</source>
        <translation>py-spy endete mit %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s)</source>
        <translation>
            <numerusform>%n Thread</numerusform>
            <numerusform>%n Threads</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 (%2) in %3</source>
        <translation>%1 (%2) in %3</translation>
    </message>
    <message>
        <source>no permission: %1</source>
        <translation>keine Berechtigung: %1</translation>
    </message>
    <message>
        <source>reading the environment exited with %1: %2</source>
        <translation>das Lesen der Umgebung endete mit %1: %2</translation>
    </message>
    <message numerus="yes">
        <source>%n variable(s) kept</source>
        <translation>
            <numerusform>%n Variable behalten</numerusform>
            <numerusform>%n Variablen behalten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>, %n withheld as secret(s)</source>
        <translation>
            <numerusform>, %n als Geheimnis zurückgehalten</numerusform>
            <numerusform>, %n als Geheimnisse zurückgehalten</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is a native binary: py-spy reads Python stacks only</source>
        <translation>%1 ist ein natives Binärprogramm: py-spy liest nur Python-Stacks</translation>
    </message>
    <message>
        <source>%1 is a native binary: read its threads&apos; stacks with `gdb -p %2 -batch -ex &apos;thread apply all bt&apos;` (the engine pauses while gdb reads them)</source>
        <translation>%1 ist ein natives Binärprogramm: Lesen Sie die Stacks seiner Threads mit `gdb -p %2 -batch -ex &apos;thread apply all bt&apos;` (die Engine hält an, während gdb sie liest)</translation>
    </message>
    <message>
        <source>threads of PID %1</source>
        <translation>Threads von PID %1</translation>
    </message>
    <message>
        <source>cat exited with %1: %2</source>
        <translation>cat endete mit %1: %2</translation>
    </message>
    <message>
        <source>no thread was listed</source>
        <translation>kein Thread wurde aufgeführt</translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s); the main thread (%1) in %2, %3 CPU tick(s) in %4 s</source>
        <translation>
            <numerusform>%n Thread; der Haupt-Thread (%1) in %2, %3 CPU-Ticks in %4 s</numerusform>
            <numerusform>%n Threads; der Haupt-Thread (%1) in %2, %3 CPU-Ticks in %4 s</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n thread(s); the main thread has exited</source>
        <translation>
            <numerusform>%n Thread; der Haupt-Thread hat sich beendet</numerusform>
            <numerusform>%n Threads; der Haupt-Thread hat sich beendet</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>the main thread (%1) is in %2 (%3) and used %n CPU tick(s) in %4 s: the engine&apos;s main loop is not running</source>
        <translation>
            <numerusform>der Haupt-Thread (%1) ist in %2 (%3) und hat in %4 s %n CPU-Tick verbraucht: die Hauptschleife der Engine läuft nicht</numerusform>
            <numerusform>der Haupt-Thread (%1) ist in %2 (%3) und hat in %4 s %n CPU-Ticks verbraucht: die Hauptschleife der Engine läuft nicht</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>ic::StallDiagnosis</name>
    <message>
        <source>NCCL / collective communication</source>
        <translation>NCCL / kollektive Kommunikation</translation>
    </message>
    <message>
        <source>torch.compile / Triton compilation</source>
        <translation>torch.compile / Triton-Kompilierung</translation>
    </message>
    <message>
        <source>CUDA graph capture</source>
        <translation>Aufzeichnen der CUDA-Graphen</translation>
    </message>
    <message>
        <source>Loading or downloading weights</source>
        <translation>Laden oder Herunterladen der Gewichte</translation>
    </message>
    <message>
        <source>Ray placement group</source>
        <translation>Ray-Placement-Group</translation>
    </message>
    <message>
        <source>Unknown: nothing gathered points anywhere</source>
        <translation>Unbekannt: nichts Gesammeltes weist irgendwohin</translation>
    </message>
    <message>
        <source>%1, inside %2</source>
        <translation>%1, innerhalb von %2</translation>
    </message>
    <message>
        <source>py-spy of PID %1 (%2), thread %3</source>
        <translation>py-spy von PID %1 (%2), Thread %3</translation>
    </message>
    <message>
        <source>start-up tracker</source>
        <translation>Start-Verfolgung</translation>
    </message>
    <message>
        <source>the start-up stopped in the phase “%1”</source>
        <translation>der Start blieb in der Phase „%1“ stehen</translation>
    </message>
    <message>
        <source>the start-up stopped in the phase “%1”, begun at %2</source>
        <translation>der Start blieb in der Phase „%1“ stehen, begonnen um %2</translation>
    </message>
    <message>
        <source>the start-up is in the phase “%1”</source>
        <translation>der Start ist in der Phase „%1“</translation>
    </message>
    <message>
        <source>the last phase the start-up reached, “%1”, had finished</source>
        <translation>die letzte erreichte Phase, „%1“, war abgeschlossen</translation>
    </message>
    <message>
        <source>journal line</source>
        <translation>Journal-Zeile</translation>
    </message>
    <message>
        <source>journal line at %1</source>
        <translation>Journal-Zeile um %1</translation>
    </message>
    <message>
        <source>kernel line</source>
        <translation>Kernel-Zeile</translation>
    </message>
    <message>
        <source>kernel line at %1</source>
        <translation>Kernel-Zeile um %1</translation>
    </message>
    <message>
        <source>classification</source>
        <translation>Einordnung</translation>
    </message>
    <message>
        <source>the evidence points to several places equally; no single cause</source>
        <translation>die Belege weisen gleich stark an mehrere Stellen; keine einzelne Ursache</translation>
    </message>
    <message>
        <source>nvidia-smi topo -m</source>
        <translation>nvidia-smi topo -m</translation>
    </message>
    <message numerus="yes">
        <source>%n GPU pair(s) without NVLink: %1</source>
        <translation>
            <numerusform>%n GPU-Paar ohne NVLink: %1</numerusform>
            <numerusform>%n GPU-Paare ohne NVLink: %1</numerusform>
        </translation>
    </message>
    <message>
        <source>environment</source>
        <translation>Umgebung</translation>
    </message>
</context>
<context>
    <name>ic::StartupNotifier</name>
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
    <message>
        <source>%1 is stuck</source>
        <translation>%1 hängt</translation>
    </message>
</context>
<context>
    <name>ic::StartupPhasesChart</name>
    <message>
        <source>%1 s</source>
        <translation>%1 s</translation>
    </message>
    <message>
        <source>Phases of the selected start-up against the host&apos;s and the group&apos;s medians</source>
        <translation>Phasen des gewählten Starts im Vergleich mit den Medianen des Hosts und der Gruppe</translation>
    </message>
    <message>
        <source>started after %1, took %2</source>
        <translation>begann nach %1, dauerte %2</translation>
    </message>
    <message>
        <source>took %1</source>
        <translation>dauerte %1</translation>
    </message>
    <message>
        <source>the start-up failed here</source>
        <translation>hier schlug der Start fehl</translation>
    </message>
    <message>
        <source>(the engine said %1)</source>
        <translation>(die Engine nannte %1)</translation>
    </message>
    <message numerus="yes">
        <source>Host median: %1 over %n earlier start-up(s) (%2)</source>
        <translation>
            <numerusform>Host-Median: %1 über %n früheren Start (%2)</numerusform>
            <numerusform>Host-Median: %1 über %n frühere Starts (%2)</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Host median: the phase did not occur in the %n earlier start-up(s)</source>
        <translation>
            <numerusform>Host-Median: die Phase kam im %n früheren Start nicht vor</numerusform>
            <numerusform>Host-Median: die Phase kam in den %n früheren Starts nicht vor</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Group %1 median: %2 over %n other host(s)</source>
        <translation>
            <numerusform>Median der Gruppe %1: %2 über %n anderen Host</numerusform>
            <numerusform>Median der Gruppe %1: %2 über %n andere Hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>Group %1 median: the phase did not occur on the other hosts</source>
        <translation>Median der Gruppe %1: die Phase kam auf den anderen Hosts nicht vor</translation>
    </message>
    <message>
        <source>No log line for %1, from %2 after the start</source>
        <translation>Keine Logzeile für %1, ab %2 nach dem Start</translation>
    </message>
    <message>
        <source>Select a restart to see its phases.</source>
        <translation>Einen Neustart auswählen, um seine Phasen zu sehen.</translation>
    </message>
    <message>
        <source>No phase was recorded for this start-up.</source>
        <translation>Für diesen Start wurde keine Phase aufgezeichnet.</translation>
    </message>
    <message>
        <source>this start-up</source>
        <translation>dieser Start</translation>
    </message>
    <message>
        <source>host median</source>
        <translation>Host-Median</translation>
    </message>
    <message>
        <source>group median</source>
        <translation>Gruppenmedian</translation>
    </message>
    <message>
        <source>no log line for over %1</source>
        <translation>keine Logzeile für über %1</translation>
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
    <message>
        <source>the start-up profile names engine &quot;%1&quot;, the engine list &quot;%2&quot;</source>
        <translation>das Startprofil nennt die Engine &quot;%1&quot;, die Engine-Liste &quot;%2&quot;</translation>
    </message>
    <message>
        <source>profile &quot;%1&quot;: &quot;usualSilenceSeconds&quot; must be a number of seconds above 0.</source>
        <translation>Profil „%1“: „usualSilenceSeconds“ muss eine Sekundenzahl über 0 sein.</translation>
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
    <message>
        <source>serving (running since %1; its start-up was not watched)</source>
        <translation>bedient (läuft seit %1; sein Start wurde nicht beobachtet)</translation>
    </message>
    <message>
        <source>serving (its start-up was not watched)</source>
        <translation>bedient (sein Start wurde nicht beobachtet)</translation>
    </message>
</context>
<context>
    <name>ic::StartupWatchDock</name>
    <message>
        <source>Start-up</source>
        <translation>Start</translation>
    </message>
</context>
<context>
    <name>ic::SystemctlCat</name>
    <message>
        <source>systemctl cat printed nothing.</source>
        <translation>systemctl cat hat nichts ausgegeben.</translation>
    </message>
    <message>
        <source>The output does not start with a file (“# /path”): %1</source>
        <translation>Die Ausgabe beginnt nicht mit einer Datei („# /path“): %1</translation>
    </message>
    <message>
        <source>systemctl cat printed no file.</source>
        <translation>systemctl cat hat keine Datei ausgegeben.</translation>
    </message>
    <message>
        <source>No unit file.</source>
        <translation>Keine Unit-Datei.</translation>
    </message>
    <message>
        <source>The unit&apos;s files set no ExecStart.</source>
        <translation>Die Dateien der Unit setzen kein ExecStart.</translation>
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
    <name>ic::TaskLayouts</name>
    <message>
        <source>&amp;Watch</source>
        <translation>&amp;Beobachten</translation>
    </message>
    <message>
        <source>Start-up, GPUs and journal around the fleet</source>
        <translation>Start, GPUs und Journal rund um die Flotte</translation>
    </message>
    <message>
        <source>&amp;Chat</source>
        <translation>&amp;Chat</translation>
    </message>
    <message>
        <source>The chat alone in the window: reasoning and answer side by side</source>
        <translation>Nur der Chat im Fenster: Reasoning und Antwort nebeneinander</translation>
    </message>
    <message>
        <source>&amp;Fleet</source>
        <translation>&amp;Flotte</translation>
    </message>
    <message>
        <source>Every host as cards or a table, at full width</source>
        <translation>Alle Hosts als Karten oder Tabelle, in voller Breite</translation>
    </message>
    <message>
        <source>&amp;Save layout as…</source>
        <translation>Layout &amp;speichern unter…</translation>
    </message>
    <message>
        <source>&amp;Layout</source>
        <translation>&amp;Layout</translation>
    </message>
    <message>
        <source>&amp;Remove layout</source>
        <translation>Layout &amp;entfernen</translation>
    </message>
    <message>
        <source>Saved layouts</source>
        <translation>Gespeicherte Layouts</translation>
    </message>
    <message>
        <source>Layouts</source>
        <translation>Layouts</translation>
    </message>
    <message>
        <source>Save layout</source>
        <translation>Layout speichern</translation>
    </message>
    <message>
        <source>Name of this layout (listed under View ▸ Layout):</source>
        <translation>Name dieses Layouts (aufgeführt unter Ansicht ▸ Layout):</translation>
    </message>
</context>
<context>
    <name>ic::ThreadStates</name>
    <message numerus="yes">
        <source>%n line(s) of the thread list could not be read (the first, line %1: &quot;%2&quot;)</source>
        <translation>
            <numerusform>%n Zeile der Thread-Liste war nicht lesbar (die erste, Zeile %1: „%2“)</numerusform>
            <numerusform>%n Zeilen der Thread-Liste waren nicht lesbar (die erste, Zeile %1: „%2“)</numerusform>
        </translation>
    </message>
    <message>
        <source>running</source>
        <translation>läuft</translation>
    </message>
    <message>
        <source>sleeping</source>
        <translation>schläft</translation>
    </message>
    <message>
        <source>disk sleep (uninterruptible)</source>
        <translation>Plattenschlaf (nicht unterbrechbar)</translation>
    </message>
    <message>
        <source>zombie</source>
        <translation>Zombie</translation>
    </message>
    <message>
        <source>stopped</source>
        <translation>angehalten</translation>
    </message>
    <message>
        <source>tracing stop</source>
        <translation>Tracing-Stopp</translation>
    </message>
    <message>
        <source>dead</source>
        <translation>tot</translation>
    </message>
    <message>
        <source>idle</source>
        <translation>untätig</translation>
    </message>
    <message>
        <source>parked</source>
        <translation>geparkt</translation>
    </message>
    <message>
        <source>waking</source>
        <translation>erwachend</translation>
    </message>
    <message>
        <source>wakekill</source>
        <translation>Wakekill</translation>
    </message>
    <message>
        <source>state %1</source>
        <translation>Zustand %1</translation>
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
    <name>ic::UnavailableTransport</name>
    <message>
        <source>unreachable</source>
        <translation>nicht erreichbar</translation>
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
        <source>Disabled in this ladder.</source>
        <translation>In dieser Leiter deaktiviert.</translation>
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
        <source>The &quot;expect&quot; pattern is invalid: %1</source>
        <translation>Das „expect“-Muster ist ungültig: %1</translation>
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
        <source>Only %1 of %2 requests finished.</source>
        <translation>Nur %1 von %2 Anfragen wurden abgeschlossen.</translation>
    </message>
    <message>
        <source>Run %1 differs from run 1 at character %2: %3 vs %4.</source>
        <translation>Lauf %1 weicht bei Zeichen %2 von Lauf 1 ab: %3 statt %4.</translation>
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
        <source>Degenerate repetition: %1% of 4-word sequences repeat (limit %2%); the text ends %3.</source>
        <translation>Entartete Wiederholung: %1 % der 4-Wort-Folgen wiederholen sich (Grenze %2 %); der Text endet mit %3.</translation>
    </message>
    <message>
        <source>No GPU memory readings are available for this host.</source>
        <translation>Für diesen Host liegen keine Messwerte des GPU-Speichers vor.</translation>
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
    <message>
        <source>unknown</source>
        <translation>unbekannt</translation>
    </message>
    <message>
        <source>&quot;limits&quot; must be an object of seconds and KiB.</source>
        <translation>„limits“ muss ein Objekt aus Sekunden und KiB sein.</translation>
    </message>
    <message>
        <source>Step %1: &quot;limits&quot; must be an object.</source>
        <translation>Schritt %1: „limits“ muss ein Objekt sein.</translation>
    </message>
    <message>
        <source>the request did not finish.</source>
        <translation>die Anfrage wurde nicht fertig.</translation>
    </message>
    <message>
        <source>%1: the answer was empty (finish reason %2, %3 reasoning chars).</source>
        <translation>%1: Die Antwort war leer (Abschlussgrund %2, %3 Zeichen Reasoning).</translation>
    </message>
    <message>
        <source>%1 answered %2, which does not match %3.</source>
        <translation>%1 antwortete %2, was nicht zu %3 passt.</translation>
    </message>
    <message>
        <source>%1 answered %2 in %3 (TTFT %4 ms, %5 tokens).</source>
        <translation>%1 antwortete %2 in %3 (TTFT %4 ms, %5 Tokens).</translation>
    </message>
    <message>
        <source>%1: %2; the answer begins %3.</source>
        <translation>%1: %2; die Antwort beginnt mit %3.</translation>
    </message>
    <message>
        <source>%1: %2 reasoning chars, a code block with a function, finish reason %3, %4 tokens in %5.</source>
        <translation>%1: %2 Zeichen Reasoning, ein Codeblock mit einer Funktion, Abschlussgrund %3, %4 Tokens in %5.</translation>
    </message>
    <message>
        <source>%1: the answer was empty; empty answers cannot show determinism.</source>
        <translation>%1: Die Antwort war leer; leere Antworten können keinen Determinismus zeigen.</translation>
    </message>
    <message>
        <source>%1 runs of %2 at temperature 0 gave the same %3 characters: %4.</source>
        <translation>%1 Läufe von %2 bei Temperatur 0 ergaben dieselben %3 Zeichen: %4.</translation>
    </message>
    <message>
        <source>%1 of %2 runs of %3 matched %4.</source>
        <translation>%1 von %2 Läufen von %3 passten zu %4.</translation>
    </message>
    <message>
        <source>%1 of %2 runs passed; %3</source>
        <translation>%1 von %2 Läufen bestanden; %3</translation>
    </message>
    <message>
        <source>%1: only %2 tokens (at least %3 expected), finish reason %4.</source>
        <translation>%1: nur %2 Tokens (mindestens %3 erwartet), Abschlussgrund %4.</translation>
    </message>
    <message>
        <source>%1: %2 tokens in %3 at %4 tok/s, %5% repeated 4-word sequences.</source>
        <translation>%1: %2 Tokens in %3 mit %4 tok/s, %5 % wiederholte Folgen aus 4 Wörtern.</translation>
    </message>
    <message>
        <source>%1: reasoning arrives inside the content as &lt;think&gt;…&lt;/think&gt;; the server has no reasoning parser set. The content begins %2.</source>
        <translation>%1: Das Reasoning kommt im Inhalt als &lt;think&gt;…&lt;/think&gt;; auf dem Server ist kein Reasoning-Parser eingestellt. Der Inhalt beginnt mit %2.</translation>
    </message>
    <message>
        <source>%1: %2 chars of reasoning arrived but the content is empty: the parser swallowed the answer.</source>
        <translation>%1: %2 Zeichen Reasoning kamen an, aber der Inhalt ist leer: Der Parser hat die Antwort verschluckt.</translation>
    </message>
    <message>
        <source>Nothing to judge: none of %1 finished answers carried reasoning (no reasoning or reasoning_content field, no &lt;think&gt; tags).</source>
        <translation>Nichts zu beurteilen: Keine der %1 fertigen Antworten trug Reasoning (kein Feld reasoning oder reasoning_content, keine &lt;think&gt;-Tags).</translation>
    </message>
    <message>
        <source>%1 of %2 finished answers carried %3 chars of reasoning in a separate field; no &lt;think&gt; in any content.</source>
        <translation>%1 von %2 fertigen Antworten trugen %3 Zeichen Reasoning in einem eigenen Feld; kein &lt;think&gt; in irgendeinem Inhalt.</translation>
    </message>
    <message>
        <source>No GPU memory reading when the ladder started (no nvidia-smi on the host, or no sample yet): nothing to compare with.</source>
        <translation>Kein GPU-Speicherwert beim Start der Leiter (kein nvidia-smi auf dem Host oder noch keine Messung): nichts zum Vergleichen.</translation>
    </message>
    <message>
        <source>%1: decode speed could not be measured (%2 tokens, %3 chunks).</source>
        <translation>%1: Die Decode-Geschwindigkeit ließ sich nicht messen (%2 Tokens, %3 Chunks).</translation>
    </message>
    <message>
        <source>Could not run: %1</source>
        <translation>Konnte nicht laufen: %1</translation>
    </message>
    <message>
        <source>Stopped before the end (%1); the report is partial.</source>
        <translation>Vor dem Ende gestoppt (%1); der Bericht ist unvollständig.</translation>
    </message>
    <message>
        <source>Required steps without a pass: %1.</source>
        <translation>Erforderliche Schritte ohne Bestehen: %1.</translation>
    </message>
    <message>
        <source>Required steps without a pass: %1; %2 more skipped.</source>
        <translation>Erforderliche Schritte ohne Bestehen: %1; %2 weitere übersprungen.</translation>
    </message>
    <message>
        <source>No step passed: nothing was judged.</source>
        <translation>Kein Schritt bestanden: Nichts wurde beurteilt.</translation>
    </message>
    <message>
        <source>Every required step passed.</source>
        <translation>Jeder erforderliche Schritt wurde bestanden.</translation>
    </message>
    <message>
        <source>engine %1 → %2</source>
        <translation>Engine %1 → %2</translation>
    </message>
    <message>
        <source>%1 version %2 → %3</source>
        <translation>%1 Version %2 → %3</translation>
    </message>
    <message>
        <source>model %1 → %2</source>
        <translation>Modell %1 → %2</translation>
    </message>
    <message>
        <source>step %1 passed then, %2 now</source>
        <translation>Schritt %1 damals bestanden, jetzt %2</translation>
    </message>
    <message>
        <source>decode %1 → %2 tok/s (%3)</source>
        <translation>Decode %1 → %2 tok/s (%3)</translation>
    </message>
    <message>
        <source>output under load (%1 streams) %2 → %3 tok/s (%4)</source>
        <translation>Ausgabe unter Last (%1 Streams) %2 → %3 tok/s (%4)</translation>
    </message>
    <message>
        <source>host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>engine</source>
        <translation>Engine</translation>
    </message>
    <message>
        <source>version</source>
        <translation>Version</translation>
    </message>
    <message>
        <source>model</source>
        <translation>Modell</translation>
    </message>
    <message>
        <source>ladder</source>
        <translation>Leiter</translation>
    </message>
    <message>
        <source>started</source>
        <translation>begonnen</translation>
    </message>
    <message>
        <source>duration</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>outcome</source>
        <translation>Ergebnis</translation>
    </message>
    <message>
        <source>required</source>
        <translation>erforderlich</translation>
    </message>
    <message>
        <source>yes</source>
        <translation>ja</translation>
    </message>
    <message>
        <source>no</source>
        <translation>nein</translation>
    </message>
    <message>
        <source> (interrupted)</source>
        <translation> (unterbrochen)</translation>
    </message>
    <message>
        <source>Under load</source>
        <translation>Unter Last</translation>
    </message>
    <message>
        <source>Against the last known good</source>
        <translation>Gegenüber dem letzten bekannt guten Stand</translation>
    </message>
    <message>
        <source>No earlier passing run of this host to compare with.</source>
        <translation>Kein früherer bestandener Lauf dieses Hosts zum Vergleich.</translation>
    </message>
    <message>
        <source>Last known good: %1, %2.</source>
        <translation>Zuletzt bekannt gut: %1, %2.</translation>
    </message>
    <message>
        <source>No difference in engine, version, model, step verdicts or speed.</source>
        <translation>Kein Unterschied bei Engine, Version, Modell, Schritturteilen oder Geschwindigkeit.</translation>
    </message>
    <message>
        <source>%1: %2 (%3, %4)</source>
        <translation>%1: %2 (%3, %4)</translation>
    </message>
    <message>
        <source>(steps marked ? are optional: they may skip, but a fail fails the run)</source>
        <translation>(mit ? markierte Schritte sind optional: Sie dürfen übersprungen werden, aber ein Fehlschlag lässt den Lauf scheitern)</translation>
    </message>
    <message>
        <source>[interrupted] </source>
        <translation>[unterbrochen] </translation>
    </message>
    <message>
        <source>since the last known good: %1</source>
        <translation>seit dem letzten bekannt guten Stand: %1</translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation>abgebrochen</translation>
    </message>
    <message>
        <source>Interrupted (%1) after %2 s, before this step could judge anything.</source>
        <translation>Unterbrochen (%1) nach %2 s, bevor dieser Schritt etwas beurteilen konnte.</translation>
    </message>
    <message>
        <source>Not run: the run was stopped (%1).</source>
        <translation>Nicht ausgeführt: Der Lauf wurde gestoppt (%1).</translation>
    </message>
    <message>
        <source>Not run: the health check did not pass (%1).</source>
        <translation>Nicht ausgeführt: Die Health-Prüfung wurde nicht bestanden (%1).</translation>
    </message>
    <message>
        <source>a broken answer</source>
        <translation>eine kaputte Antwort</translation>
    </message>
    <message>
        <source>GET /health answered 200, but its JSON body is broken (cut off?): %1</source>
        <translation>GET /health antwortete 200, aber sein JSON-Body ist kaputt (abgeschnitten?): %1</translation>
    </message>
    <message>
        <source>GET /health answered 200 in %1 ms (%2 bytes).</source>
        <translation>GET /health antwortete 200 in %1 ms (%2 Bytes).</translation>
    </message>
    <message>
        <source>connection refused</source>
        <translation>Verbindung abgelehnt</translation>
    </message>
    <message>
        <source>no whole answer</source>
        <translation>keine vollständige Antwort</translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation>HTTP %1</translation>
    </message>
    <message>
        <source>GET /health answered %1.</source>
        <translation>GET /health antwortete %1.</translation>
    </message>
    <message>
        <source>GET /health answered %1: %2</source>
        <translation>GET /health antwortete %1: %2</translation>
    </message>
    <message>
        <source>GET /v1/models answered HTTP %1: %2</source>
        <translation>GET /v1/models antwortete HTTP %1: %2</translation>
    </message>
    <message>
        <source>GET /v1/models: %1 The body begins %2.</source>
        <translation>GET /v1/models: %1 Der Body beginnt mit %2.</translation>
    </message>
    <message>
        <source>GET /v1/models lists no model.</source>
        <translation>GET /v1/models nennt kein Modell.</translation>
    </message>
    <message>
        <source>GET /v1/models lists %1, not the expected %2.</source>
        <translation>GET /v1/models nennt %1, nicht das erwartete %2.</translation>
    </message>
    <message>
        <source>GET /v1/models lists %1 (%2 ms).</source>
        <translation>GET /v1/models nennt %1 (%2 ms).</translation>
    </message>
    <message>
        <source>The server named neither its version nor its model (%1).</source>
        <translation>Der Server nannte weder seine Version noch sein Modell (%1).</translation>
    </message>
    <message>
        <source>no engine profile says where to ask</source>
        <translation>kein Engine-Profil sagt, wo gefragt werden kann</translation>
    </message>
    <message>
        <source>Only part of the identity is known: %1 (%2).</source>
        <translation>Nur ein Teil der Identität ist bekannt: %1 (%2).</translation>
    </message>
    <message>
        <source>version %1 → %2</source>
        <translation>Version %1 → %2</translation>
    </message>
    <message>
        <source>%1 differs from the last known good: %2 (%3).</source>
        <translation>%1 weicht vom letzten bekannt guten Stand ab: %2 (%3).</translation>
    </message>
    <message>
        <source>%1 (%2).</source>
        <translation>%1 (%2).</translation>
    </message>
    <message>
        <source>%1 (%2). Changed since the last known good: %3.</source>
        <translation>%1 (%2). Geändert seit dem letzten bekannt guten Stand: %3.</translation>
    </message>
    <message>
        <source>GET %1 answered HTTP %2: %3</source>
        <translation>GET %1 antwortete HTTP %2: %3</translation>
    </message>
    <message>
        <source>GET %1 answered 200 with a body that is not valid UTF-8: %2</source>
        <translation>GET %1 antwortete 200 mit einem Body, der kein gültiges UTF-8 ist: %2</translation>
    </message>
    <message>
        <source>GET %1 answered 200 with a body that is not JSON (%2 at offset %3): %4</source>
        <translation>GET %1 antwortete 200 mit einem Body, der kein JSON ist (%2 an Offset %3): %4</translation>
    </message>
    <message>
        <source>version %1</source>
        <translation>Version %1</translation>
    </message>
    <message>
        <source>model %1</source>
        <translation>Modell %1</translation>
    </message>
    <message>
        <source>200 without %1</source>
        <translation>200 ohne %1</translation>
    </message>
    <message>
        <source>%1 streams for %2 s: %3 requests, output %4 tok/s, TTFT p50 %5 ms, TPOT p50 %6 ms</source>
        <translation>%1 Streams für %2 s: %3 Anfragen, Ausgabe %4 tok/s, TTFT p50 %5 ms, TPOT p50 %6 ms</translation>
    </message>
    <message>
        <source>No request finished under load (%1 failed): %2</source>
        <translation>Keine Anfrage wurde unter Last fertig (%1 fehlgeschlagen): %2</translation>
    </message>
    <message>
        <source>no request was sent</source>
        <translation>es wurde keine Anfrage gesendet</translation>
    </message>
    <message>
        <source>%1 of %2 requests failed under load: %3 (%4).</source>
        <translation>%1 von %2 Anfragen sind unter Last fehlgeschlagen: %3 (%4).</translation>
    </message>
    <message>
        <source>%1; no baseline at %2 streams in the last known good run yet.</source>
        <translation>%1; im letzten bekannt guten Lauf gibt es noch keinen Ausgangswert bei %2 Streams.</translation>
    </message>
    <message>
        <source>%1; the last known good made %2 tok/s (tolerance %3%)</source>
        <translation>%1; der letzte bekannt gute Stand schaffte %2 tok/s (Toleranz %3 %)</translation>
    </message>
    <message>
        <source>Slower under load: %1.</source>
        <translation>Langsamer unter Last: %1.</translation>
    </message>
    <message>
        <source>a string</source>
        <translation>eine Zeichenkette</translation>
    </message>
    <message>
        <source>a number</source>
        <translation>eine Zahl</translation>
    </message>
    <message>
        <source>true or false</source>
        <translation>true oder false</translation>
    </message>
    <message>
        <source>an object</source>
        <translation>ein Objekt</translation>
    </message>
    <message>
        <source>Step &quot;%1&quot;: &quot;%2&quot; must be %3.</source>
        <translation>Schritt „%1“: „%2“ muss %3 sein.</translation>
    </message>
    <message>
        <source>No liveness verdict after %1 s: %2</source>
        <translation>Kein Lebendigkeitsurteil nach %1 s: %2</translation>
    </message>
    <message>
        <source>No liveness monitor for this host (an API given by its address alone has no GPU readings or journal to judge progress by).</source>
        <translation>Kein Lebendigkeitsmonitor für diesen Host (eine nur über ihre Adresse angegebene API hat keine GPU-Werte und kein Journal, an denen sich Fortschritt beurteilen ließe).</translation>
    </message>
    <message>
        <source>Not run: %1</source>
        <translation>Nicht ausgeführt: %1</translation>
    </message>
    <message>
        <source>No liveness verdict: %1</source>
        <translation>Kein Lebendigkeitsurteil: %1</translation>
    </message>
    <message>
        <source>No liveness verdict after %1 s: the idle probe has not answered yet. %2</source>
        <translation>Kein Lebendigkeitsurteil nach %1 s: die Leerlaufprobe hat noch nicht geantwortet. %2</translation>
    </message>
    <message>
        <source>**Verdict:** %1 — %2</source>
        <translation>**Urteil:** %1 — %2</translation>
    </message>
    <message>
        <source>No GPU memory to compare: %1</source>
        <translation>Kein GPU-Speicher zum Vergleichen: %1</translation>
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
    <name>ic::WindowCommands</name>
    <message>
        <source>Host</source>
        <translation>Host</translation>
    </message>
    <message>
        <source>Panel</source>
        <translation>Bereich</translation>
    </message>
    <message>
        <source>Tab</source>
        <translation>Reiter</translation>
    </message>
    <message>
        <source>Action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>Keyboard shortcuts</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Shortcut</source>
        <translation>Tastenkürzel</translation>
    </message>
    <message>
        <source>Journal filter: apply and go to the lines</source>
        <translation>Journal-Filter: anwenden und zu den Zeilen</translation>
    </message>
    <message>
        <source>Journal filter: recent filters</source>
        <translation>Journal-Filter: letzte Filter</translation>
    </message>
    <message>
        <source>Journal filter or time: back to the lines</source>
        <translation>Journal-Filter oder Zeitfeld: zurück zu den Zeilen</translation>
    </message>
    <message>
        <source>Chat: send</source>
        <translation>Chat: senden</translation>
    </message>
    <message>
        <source>Chat: stop the answer, or end an edit</source>
        <translation>Chat: die Antwort stoppen oder eine Bearbeitung beenden</translation>
    </message>
    <message>
        <source>Chat: regenerate the last answer</source>
        <translation>Chat: die letzte Antwort neu erzeugen</translation>
    </message>
</context>
<context>
    <name>ic::cli</name>
    <message>
        <source>Show this help and exit.</source>
        <translation>Diese Hilfe zeigen und beenden.</translation>
    </message>
    <message>
        <source>Show the version and exit.</source>
        <translation>Die Version zeigen und beenden.</translation>
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
        <source>Exit status: 0 success (every step passed), 1 a check failed, 2 could not run (usage error, unreadable input, unreachable host, timeout, interrupted).</source>
        <translation>Exit-Status: 0 Erfolg (jeder Schritt bestanden), 1 eine Prüfung fehlgeschlagen, 2 konnte nicht laufen (Aufruffehler, unlesbare Eingabe, Host nicht erreichbar, Zeitüberschreitung, unterbrochen).</translation>
    </message>
    <message>
        <source>(default: %1)</source>
        <translation>(Standard: %1)</translation>
    </message>
    <message>
        <source>Usage: %1</source>
        <translation>Aufruf: %1</translation>
    </message>
    <message>
        <source>Commands:</source>
        <translation>Befehle:</translation>
    </message>
    <message>
        <source>help on a command, e.g. “%1 help check”</source>
        <translation>Hilfe zu einem Befehl, z. B. „%1 help check“</translation>
    </message>
    <message>
        <source>Options of the console:</source>
        <translation>Optionen der Konsole:</translation>
    </message>
    <message>
        <source>Options:</source>
        <translation>Optionen:</translation>
    </message>
    <message>
        <source>(see “%1”)</source>
        <translation>(siehe „%1“)</translation>
    </message>
    <message>
        <source>“%1” is not a command.</source>
        <translation>„%1“ ist kein Befehl.</translation>
    </message>
    <message>
        <source>“%1” is not a command. Did you mean “%2”?</source>
        <translation>„%1“ ist kein Befehl. Meinten Sie „%2“?</translation>
    </message>
    <message>
        <source>unknown option “%1”.</source>
        <translation>unbekannte Option „%1“.</translation>
    </message>
    <message>
        <source>Did you mean “%1”?</source>
        <translation>Meinten Sie „%1“?</translation>
    </message>
    <message>
        <source>unexpected argument “%1”. Did you mean the command “%2”? Commands come first.</source>
        <translation>unerwartetes Argument „%1“. Meinten Sie den Befehl „%2“? Befehle kommen zuerst.</translation>
    </message>
    <message>
        <source>unexpected argument “%1”.</source>
        <translation>unerwartetes Argument „%1“.</translation>
    </message>
    <message>
        <source>missing argument; usage: %1</source>
        <translation>Argument fehlt; Aufruf: %1</translation>
    </message>
    <message>
        <source>there is no display (DISPLAY and WAYLAND_DISPLAY are unset). The commands check and analyze run without one.</source>
        <translation>Es gibt keine Anzeige (DISPLAY und WAYLAND_DISPLAY sind nicht gesetzt). Die Befehle check und analyze laufen ohne.</translation>
    </message>
    <message>
        <source>inference-console: the window is the program inference-console-gui, which could not be started: %1. Reinstall the console; the commands check and analyze need no window.</source>
        <translation>inference-console: Das Fenster ist das Programm inference-console-gui, das nicht gestartet werden konnte: %1. Installieren Sie die Konsole neu; die Befehle check und analyze brauchen kein Fenster.</translation>
    </message>
</context>
<context>
    <name>ic::data</name>
    <message>
        <source>no rule knows this error yet: read the traceback block, and compare the environment with the last good start</source>
        <translation>noch keine Regel kennt diesen Fehler: Lesen Sie den Traceback-Block und vergleichen Sie die Umgebung mit dem letzten guten Start</translation>
    </message>
    <message>
        <source>flashinfer-cubin {1} does not match flashinfer-python {2}: pin both to the same version, e.g. pip install flashinfer-cubin=={2}</source>
        <translation>flashinfer-cubin {1} passt nicht zu flashinfer-python {2}: Pinnen Sie beide auf dieselbe Version, z. B. pip install flashinfer-cubin=={2}</translation>
    </message>
    <message>
        <source>if flashinfer-jit-cache is installed, pin it to {2} as well</source>
        <translation>wenn flashinfer-jit-cache installiert ist, pinnen Sie es ebenfalls auf {2}</translation>
    </message>
    <message>
        <source>flashinfer-jit-cache {1} does not match flashinfer-python {2}: install the flashinfer-jit-cache build of {2} for your CUDA version</source>
        <translation>flashinfer-jit-cache {1} passt nicht zu flashinfer-python {2}: Installieren Sie den flashinfer-jit-cache-Build von {2} für Ihre CUDA-Version</translation>
    </message>
    <message>
        <source>{1} was built against a different torch: reinstall vllm together with the torch version it pins, or rebuild it</source>
        <translation>{1} wurde gegen ein anderes torch gebaut: Installieren Sie vllm zusammen mit der torch-Version neu, die es festlegt, oder bauen Sie es neu</translation>
    </message>
    <message>
        <source>the module {1} is missing from the service&apos;s Python: install it in that environment, or compare the package list with the last good start</source>
        <translation>dem Python des Dienstes fehlt das Modul {1}: Installieren Sie es in dieser Umgebung, oder vergleichen Sie die Paketliste mit dem letzten guten Start</translation>
    </message>
    <message>
        <source>{2} no longer provides {1}: the installed {2} does not match what the engine expects; compare versions with the last good start</source>
        <translation>{2} stellt {1} nicht mehr bereit: Das installierte {2} passt nicht zu dem, was die Engine erwartet; vergleichen Sie die Versionen mit dem letzten guten Start</translation>
    </message>
    <message>
        <source>the installed transformers does not know the model type {1}: upgrade transformers (pip install -U transformers) within the range the engine allows</source>
        <translation>das installierte transformers kennt den Modelltyp {1} nicht: Aktualisieren Sie transformers (pip install -U transformers) innerhalb des Bereichs, den die Engine erlaubt</translation>
    </message>
    <message>
        <source>another process may hold GPU memory: check the GPU processes on the host</source>
        <translation>ein anderer Prozess belegt möglicherweise GPU-Speicher: Prüfen Sie die GPU-Prozesse auf dem Host</translation>
    </message>
    <message>
        <source>lower --gpu-memory-utilization, --max-num-seqs or --max-model-len, or spread the model over more GPUs</source>
        <translation>senken Sie --gpu-memory-utilization, --max-num-seqs oder --max-model-len, oder verteilen Sie das Modell auf mehr GPUs</translation>
    </message>
    <message>
        <source>only {1} of {2} GiB were free at start-up: stop the other processes on the GPU, or lower --gpu-memory-utilization below {3}</source>
        <translation>beim Start waren nur {1} von {2} GiB frei: Stoppen Sie die anderen Prozesse auf der GPU, oder senken Sie --gpu-memory-utilization unter {3}</translation>
    </message>
    <message>
        <source>other processes hold GPU memory: stop them, or lower --gpu-memory-utilization</source>
        <translation>andere Prozesse belegen GPU-Speicher: Stoppen Sie sie, oder senken Sie --gpu-memory-utilization</translation>
    </message>
    <message>
        <source>the weights do not fit: use more GPUs (--tensor-parallel-size) or a quantized model</source>
        <translation>die Gewichte passen nicht: Verwenden Sie mehr GPUs (--tensor-parallel-size) oder ein quantisiertes Modell</translation>
    </message>
    <message>
        <source>allocating {1} MiB on GPU {2} failed: offload fewer layers (-ngl), reduce the context (-c), or use a smaller quantization</source>
        <translation>{1} MiB auf GPU {2} zu belegen ist fehlgeschlagen: Lagern Sie weniger Schichten aus (-ngl), verkleinern Sie den Kontext (-c), oder verwenden Sie eine kleinere Quantisierung</translation>
    </message>
    <message>
        <source>offload fewer layers (-ngl), reduce the context (-c), or use a smaller quantization</source>
        <translation>lagern Sie weniger Schichten aus (-ngl), verkleinern Sie den Kontext (-c), oder verwenden Sie eine kleinere Quantisierung</translation>
    </message>
    <message>
        <source>the engine estimated the maximum model length at {1:n} tokens: start with --max-model-len {1} or raise --gpu-memory-utilization</source>
        <translation>die Engine schätzte die maximale Modelllänge auf {1:n} Tokens: Starten Sie mit --max-model-len {1}, oder erhöhen Sie --gpu-memory-utilization</translation>
    </message>
    <message>
        <source>{1:n} tokens need {2} of KV cache but only {3} are available: lower --max-model-len or raise --gpu-memory-utilization</source>
        <translation>{1:n} Tokens brauchen {2} KV-Cache, aber nur {3} sind verfügbar: Senken Sie --max-model-len, oder erhöhen Sie --gpu-memory-utilization</translation>
    </message>
    <message>
        <source>the KV cache holds {2:n} tokens: start with --max-model-len {2} or raise --gpu-memory-utilization</source>
        <translation>der KV-Cache fasst {2:n} Tokens: Starten Sie mit --max-model-len {2}, oder erhöhen Sie --gpu-memory-utilization</translation>
    </message>
    <message>
        <source>nothing was left for the KV cache after loading the weights: raise --gpu-memory-utilization, lower --max-model-len, or use more GPUs</source>
        <translation>nach dem Laden der Gewichte blieb nichts für den KV-Cache: Erhöhen Sie --gpu-memory-utilization, senken Sie --max-model-len, oder verwenden Sie mehr GPUs</translation>
    </message>
    <message>
        <source>out of GPU memory while capturing CUDA graphs, after the weights and the KV cache were in place: lower --gpu-memory-utilization by 0.02-0.05, cap the captured batch sizes (vLLM --max-num-seqs or --cuda-graph-sizes, SGLang --cuda-graph-max-bs), or confirm with --enforce-eager</source>
        <translation>GPU-Speicher beim Erfassen der CUDA-Graphen erschöpft, nachdem Gewichte und KV-Cache bereitstanden: Senken Sie --gpu-memory-utilization um 0,02–0,05, begrenzen Sie die erfassten Batch-Größen (vLLM --max-num-seqs oder --cuda-graph-sizes, SGLang --cuda-graph-max-bs), oder bestätigen Sie es mit --enforce-eager</translation>
    </message>
    <message>
        <source>out of GPU memory while loading the weights: the model does not fit; use more GPUs (--tensor-parallel-size), a quantized checkpoint, or check that no other process holds GPU memory (nvidia-smi)</source>
        <translation>GPU-Speicher beim Laden der Gewichte erschöpft: Das Modell passt nicht; verwenden Sie mehr GPUs (--tensor-parallel-size) oder einen quantisierten Checkpoint, oder prüfen Sie, dass kein anderer Prozess GPU-Speicher belegt (nvidia-smi)</translation>
    </message>
    <message>
        <source>out of GPU memory while serving (the start-up had finished): lower --gpu-memory-utilization to leave room for activations, or lower --max-num-seqs / --max-num-batched-tokens</source>
        <translation>GPU-Speicher im Betrieb erschöpft (der Start war abgeschlossen): Senken Sie --gpu-memory-utilization, um Platz für Aktivierungen zu lassen, oder senken Sie --max-num-seqs / --max-num-batched-tokens</translation>
    </message>
    <message>
        <source>out of GPU memory: check that no other process holds the GPUs (nvidia-smi), then lower --gpu-memory-utilization, --max-model-len or --max-num-seqs</source>
        <translation>GPU-Speicher erschöpft: Prüfen Sie, dass kein anderer Prozess die GPUs belegt (nvidia-smi), und senken Sie dann --gpu-memory-utilization, --max-model-len oder --max-num-seqs</translation>
    </message>
    <message>
        <source>NCCL reported &quot;{1}&quot;: rerun with NCCL_DEBUG=INFO for details</source>
        <translation>NCCL meldete „{1}“: Führen Sie es mit NCCL_DEBUG=INFO erneut aus, um Details zu sehen</translation>
    </message>
    <message>
        <source>in containers give /dev/shm enough room (--ipc=host or --shm-size); on machines without NVLink try NCCL_P2P_DISABLE=1</source>
        <translation>geben Sie /dev/shm in Containern genug Platz (--ipc=host oder --shm-size); auf Maschinen ohne NVLink versuchen Sie NCCL_P2P_DISABLE=1</translation>
    </message>
    <message>
        <source>NCCL reported &quot;{1}&quot;: rerun with NCCL_DEBUG=INFO to see which rank and transport failed</source>
        <translation>NCCL meldete „{1}“: Führen Sie es mit NCCL_DEBUG=INFO erneut aus, um zu sehen, welcher Rank und welcher Transport fehlschlug</translation>
    </message>
    <message>
        <source>check that every GPU is visible and healthy (nvidia-smi topo -m), that /dev/shm is large enough (docker: --shm-size or --ipc=host), and try NCCL_P2P_DISABLE=1 once to rule out peer-to-peer</source>
        <translation>prüfen Sie, dass jede GPU sichtbar und gesund ist (nvidia-smi topo -m), dass /dev/shm groß genug ist (docker: --shm-size oder --ipc=host), und versuchen Sie einmal NCCL_P2P_DISABLE=1, um Peer-to-Peer auszuschließen</translation>
    </message>
    <message>
        <source>NCCL failed while setting up the GPUs: rerun with NCCL_DEBUG=INFO; check /dev/shm size and try NCCL_P2P_DISABLE=1</source>
        <translation>NCCL schlug beim Einrichten der GPUs fehl: Führen Sie es mit NCCL_DEBUG=INFO erneut aus; prüfen Sie die Größe von /dev/shm, und versuchen Sie NCCL_P2P_DISABLE=1</translation>
    </message>
    <message>
        <source>--tool-call-parser {1} is not known to this engine version: pick one of the parsers it lists, or upgrade</source>
        <translation>--tool-call-parser {1} ist dieser Engine-Version unbekannt: Wählen Sie einen der Parser, die sie auflistet, oder aktualisieren Sie</translation>
    </message>
    <message>
        <source>--reasoning-parser {1} is not known to this engine version: pick one of the parsers it lists, or upgrade</source>
        <translation>--reasoning-parser {1} ist dieser Engine-Version unbekannt: Wählen Sie einen der Parser, die sie auflistet, oder aktualisieren Sie</translation>
    </message>
    <message>
        <source>this engine version does not accept {1}: remove or rename it in the unit&apos;s ExecStart (compare with --help of the installed version)</source>
        <translation>diese Engine-Version akzeptiert {1} nicht: Entfernen oder ersetzen Sie es in ExecStart der Unit (vergleichen Sie mit --help der installierten Version)</translation>
    </message>
    <message>
        <source>{2} is not a valid value for {1}: fix it in the unit&apos;s ExecStart</source>
        <translation>{2} ist kein gültiger Wert für {1}: Korrigieren Sie es in ExecStart der Unit</translation>
    </message>
    <message>
        <source>FlashInfer could not compile a kernel (JIT): check that the CUDA toolkit (nvcc) matches torch&apos;s CUDA, or install the flashinfer-jit-cache wheel for your CUDA version</source>
        <translation>FlashInfer konnte einen Kernel nicht kompilieren (JIT): Prüfen Sie, dass das CUDA-Toolkit (nvcc) zur CUDA-Version von torch passt, oder installieren Sie das flashinfer-jit-cache-Wheel für Ihre CUDA-Version</translation>
    </message>
    <message>
        <source>as a workaround set VLLM_USE_FLASHINFER_SAMPLER=0 or choose another --attention-backend</source>
        <translation>setzen Sie als Umgehung VLLM_USE_FLASHINFER_SAMPLER=0, oder wählen Sie ein anderes --attention-backend</translation>
    </message>
    <message>
        <source>the failure is inside FlashInfer: set VLLM_USE_FLASHINFER_SAMPLER=0 or choose another --attention-backend</source>
        <translation>der Fehler liegt in FlashInfer: Setzen Sie VLLM_USE_FLASHINFER_SAMPLER=0, oder wählen Sie ein anderes --attention-backend</translation>
    </message>
    <message>
        <source>check that flashinfer-python, flashinfer-cubin and flashinfer-jit-cache have the same version</source>
        <translation>prüfen Sie, dass flashinfer-python, flashinfer-cubin und flashinfer-jit-cache dieselbe Version haben</translation>
    </message>
    <message>
        <source>torch.compile failed: start with --enforce-eager (or -O0) to confirm, then check the torch / triton versions</source>
        <translation>torch.compile ist fehlgeschlagen: Starten Sie zur Bestätigung mit --enforce-eager (oder -O0), und prüfen Sie dann die Versionen von torch / triton</translation>
    </message>
    <message>
        <source>a worker process died without a traceback of its own: look for a kernel OOM kill, a segfault or an Xid error in the host&apos;s kernel log (journalctl -k)</source>
        <translation>ein Worker-Prozess starb ohne eigenen Traceback: Suchen Sie im Kernel-Log des Hosts (journalctl -k) nach einem OOM-Kill des Kernels, einem Segfault oder einem Xid-Fehler</translation>
    </message>
    <message>
        <source>worker {1} failed in {2}: see its own traceback</source>
        <translation>Worker {1} schlug in {2} fehl: Siehe seinen eigenen Traceback</translation>
    </message>
    <message>
        <source>the RPC {1} timed out: a collective is probably hung; check all GPUs are healthy and restart the service</source>
        <translation>der RPC {1} lief in eine Zeitüberschreitung: Eine kollektive Operation hängt wahrscheinlich; prüfen Sie, dass alle GPUs gesund sind, und starten Sie den Dienst neu</translation>
    </message>
    <message>
        <source>the installed torch/vllm wheels were not built for this GPU&apos;s compute capability: install a build that supports it (e.g. CUDA 12.8+ wheels for Blackwell, sm_120)</source>
        <translation>die installierten torch/vllm-Wheels wurden nicht für die Compute Capability dieser GPU gebaut: Installieren Sie einen Build, der sie unterstützt (z. B. Wheels für CUDA 12.8+ bei Blackwell, sm_120)</translation>
    </message>
    <message>
        <source>compare `python -c &apos;import torch; print(torch.cuda.get_arch_list())&apos;` with `nvidia-smi --query-gpu=compute_cap --format=csv`</source>
        <translation>vergleichen Sie `python -c &apos;import torch; print(torch.cuda.get_arch_list())&apos;` mit `nvidia-smi --query-gpu=compute_cap --format=csv`</translation>
    </message>
    <message>
        <source>the NVIDIA driver is older than the CUDA runtime the wheels need: upgrade the driver, or install wheels built for the CUDA version `nvidia-smi` shows</source>
        <translation>der NVIDIA-Treiber ist älter als die CUDA-Laufzeit, die die Wheels brauchen: Aktualisieren Sie den Treiber, oder installieren Sie Wheels für die CUDA-Version, die `nvidia-smi` zeigt</translation>
    </message>
    <message>
        <source>the Hugging Face Hub refused the download: accept the model&apos;s licence on its page, then give the service a token (HF_TOKEN in the unit&apos;s Environment=, or `huggingface-cli login` as the service user)</source>
        <translation>der Hugging Face Hub hat den Download verweigert: Akzeptieren Sie die Lizenz des Modells auf seiner Seite, und geben Sie dem Dienst dann ein Token (HF_TOKEN in Environment= der Unit, oder `huggingface-cli login` als Benutzer des Dienstes)</translation>
    </message>
    <message>
        <source>or download the model once by hand and point --model at the local folder</source>
        <translation>oder laden Sie das Modell einmal von Hand herunter und lassen Sie --model auf den lokalen Ordner zeigen</translation>
    </message>
    <message>
        <source>the model is not in the local cache and downloads are off or unreachable: download it where the Hub is reachable, or unset HF_HUB_OFFLINE</source>
        <translation>das Modell ist nicht im lokalen Cache, und Downloads sind aus oder nicht erreichbar: Laden Sie es dort herunter, wo der Hub erreichbar ist, oder entfernen Sie HF_HUB_OFFLINE</translation>
    </message>
    <message>
        <source>another process holds the port: find it with `ss -ltnp &apos;sport = :PORT&apos;`; a previous instance of the service may still be shutting down</source>
        <translation>ein anderer Prozess belegt den Port: Finden Sie ihn mit `ss -ltnp &apos;sport = :PORT&apos;`; eine frühere Instanz des Dienstes fährt vielleicht noch herunter</translation>
    </message>
    <message>
        <source>a safetensors shard is damaged or incomplete: delete the model&apos;s cache folder (or the shard) and download it again; compare sizes with the Hub</source>
        <translation>ein safetensors-Shard ist beschädigt oder unvollständig: Löschen Sie den Cache-Ordner des Modells (oder den Shard) und laden Sie ihn erneut herunter; vergleichen Sie die Größen mit dem Hub</translation>
    </message>
    <message>
        <source>a file of the model is missing (a shard, the tokenizer or config.json): check the model folder is complete, or pass --tokenizer</source>
        <translation>eine Datei des Modells fehlt (ein Shard, der Tokenizer oder config.json): Prüfen Sie, dass der Modellordner vollständig ist, oder geben Sie --tokenizer an</translation>
    </message>
    <message>
        <source>a kernel compiled at start-up did not build: read the first compiler error above it; check that nvcc matches the CUDA of torch (`nvcc --version`) and that the GPU architecture is supported by this FlashInfer/vLLM version</source>
        <translation>ein beim Start kompilierter Kernel wurde nicht gebaut: Lesen Sie den ersten Compilerfehler darüber; prüfen Sie, dass nvcc zur CUDA-Version von torch passt (`nvcc --version`) und dass diese FlashInfer-/vLLM-Version die GPU-Architektur unterstützt</translation>
    </message>
    <message>
        <source>installing the prebuilt flashinfer-jit-cache for your CUDA avoids compiling at start-up</source>
        <translation>das vorgebaute flashinfer-jit-cache für Ihre CUDA-Version zu installieren, vermeidet das Kompilieren beim Start</translation>
    </message>
    <message>
        <source>this llama.cpp build does not know the architecture {1}: update llama.cpp (or the program that bundles it) to a release that supports it</source>
        <translation>dieser llama.cpp-Build kennt die Architektur {1} nicht: Aktualisieren Sie llama.cpp (oder das Programm, das es mitbringt) auf ein Release, das sie unterstützt</translation>
    </message>
    <message>
        <source>the GGUF file could not be opened or read: check that {1} exists, is readable by the service user, is not truncated (compare its size), and that the path has no characters the platform mangles</source>
        <translation>die GGUF-Datei ließ sich nicht öffnen oder lesen: Prüfen Sie, dass {1} existiert, für den Benutzer des Dienstes lesbar ist, nicht abgeschnitten ist (vergleichen Sie die Größe) und dass der Pfad keine Zeichen enthält, die die Plattform verfälscht</translation>
    </message>
    <message>
        <source>a kernel was compiled at start-up and the build failed: check nvcc and ninja are installed and match the CUDA of torch (`nvcc --version`), and that the JIT cache folder is writable</source>
        <translation>beim Start wurde ein Kernel kompiliert, und der Build schlug fehl: Prüfen Sie, dass nvcc und ninja installiert sind und zur CUDA-Version von torch passen (`nvcc --version`) und dass der JIT-Cache-Ordner beschreibbar ist</translation>
    </message>
    <message>
        <source>with FlashInfer, installing the prebuilt flashinfer-jit-cache for your CUDA avoids compiling at start-up</source>
        <translation>mit FlashInfer vermeidet das vorgebaute flashinfer-jit-cache für Ihre CUDA-Version das Kompilieren beim Start</translation>
    </message>
    <message>
        <source>a step did not answer in time: look at what the log printed last (download, weights, compile, NCCL init) and at GPU utilisation; raise the timeout only once you know what was slow</source>
        <translation>ein Schritt antwortete nicht rechtzeitig: Sehen Sie nach, was das Log zuletzt ausgab (Download, Gewichte, Kompilierung, NCCL-Init) und wie ausgelastet die GPUs sind; erhöhen Sie das Zeitlimit erst, wenn Sie wissen, was langsam war</translation>
    </message>
    <message>
        <source>the engine rejected its arguments before it started: fix the flag the message names in the unit&apos;s ExecStart</source>
        <translation>die Engine hat ihre Argumente vor dem Start abgelehnt: Korrigieren Sie das in der Meldung genannte Flag in ExecStart der Unit</translation>
    </message>
    <message>
        <source>the engine had {1} GiB left for the KV cache after loading weights and profiling: raise --gpu-memory-utilization, lower --max-model-len or --max-num-seqs, or use more GPUs</source>
        <translation>der Engine blieben nach dem Laden der Gewichte und dem Profiling {1} GiB für den KV-Cache: Erhöhen Sie --gpu-memory-utilization, senken Sie --max-model-len oder --max-num-seqs, oder verwenden Sie mehr GPUs</translation>
    </message>
    <message>
        <source>llama-server could not load the model ({1}): check the model path and that the file is a complete GGUF</source>
        <translation>llama-server konnte das Modell nicht laden ({1}): Prüfen Sie den Modellpfad und dass die Datei ein vollständiges GGUF ist</translation>
    </message>
    <message>
        <source>the kernel killed the service for lack of host memory: check RAM and swap, or lower --swap-space / CPU offload</source>
        <translation>der Kernel hat den Dienst mangels Hauptspeicher beendet: Prüfen Sie RAM und Swap, oder senken Sie --swap-space / das CPU-Offloading</translation>
    </message>
    <message>
        <source>the service exited ({1}, status {2}) without an exception in the journal: read the last lines before the exit</source>
        <translation>der Dienst wurde beendet ({1}, Status {2}), ohne dass eine Exception im Journal steht: Lesen Sie die letzten Zeilen vor dem Ende</translation>
    </message>
    <message>
        <source>the log shows only a wrapper (&quot;failed to start&quot;, &quot;see stack trace&quot;) or a traceback cut before its last line: the cause is in another process&apos;s output; look for the first ERROR or Traceback of the worker processes (journalctl -u UNIT -o cat | grep -n -m5 -E &apos;Error|Traceback&apos;)</source>
        <translation>das Log zeigt nur eine Hülle („failed to start“, „see stack trace“) oder einen vor seiner letzten Zeile abgeschnittenen Traceback: Die Ursache steht in der Ausgabe eines anderen Prozesses; suchen Sie den ersten ERROR oder Traceback der Worker-Prozesse (journalctl -u UNIT -o cat | grep -n -m5 -E &apos;Error|Traceback&apos;)</translation>
    </message>
    <message>
        <source>candidates, most common first: GPU out of memory, NCCL, CUDA driver or toolkit mismatch, model files</source>
        <translation>Kandidaten, die häufigsten zuerst: GPU-Speicher erschöpft, NCCL, CUDA-Treiber oder -Toolkit passen nicht, Modelldateien</translation>
    </message>
    <message>
        <source>Launch</source>
        <translation>Prozessstart</translation>
    </message>
    <message>
        <source>Model load</source>
        <translation>Modell laden</translation>
    </message>
    <message>
        <source>Context and KV cache</source>
        <translation>Kontext und KV-Cache</translation>
    </message>
    <message>
        <source>Ready</source>
        <translation>Bereit</translation>
    </message>
    <message>
        <source>A deprecation notice from a Python package; it does not affect serving.</source>
        <translation>Ein Hinweis auf Veraltetes aus einem Python-Paket; er betrifft den Betrieb nicht.</translation>
    </message>
    <message>
        <source>A library warning printed during import or tracing; it does not stop the start-up.</source>
        <translation>Eine Bibliothekswarnung beim Import oder Tracing; sie hält den Start nicht auf.</translation>
    </message>
    <message>
        <source>Gloo reports its CPU process group; every rank prints it.</source>
        <translation>Gloo meldet seine CPU-Prozessgruppe; jeder Rank gibt das aus.</translation>
    </message>
    <message>
        <source>A tuned MoE config is missing; slower, not broken.</source>
        <translation>Eine abgestimmte MoE-Konfiguration fehlt; langsamer, nicht kaputt.</translation>
    </message>
    <message>
        <source>PyTorch&apos;s shutdown notice; it follows the real error, it is never the cause.</source>
        <translation>Der Beendigungshinweis von PyTorch; er folgt auf den eigentlichen Fehler und ist nie die Ursache.</translation>
    </message>
    <message>
        <source>Distributed init</source>
        <translation>Verteilte Initialisierung</translation>
    </message>
    <message>
        <source>shard {n}/{tot}</source>
        <translation>Shard {n}/{tot}</translation>
    </message>
    <message>
        <source>Weights</source>
        <translation>Gewichte</translation>
    </message>
    <message>
        <source>KV cache</source>
        <translation>KV-Cache</translation>
    </message>
    <message>
        <source>batch {n}/{tot}</source>
        <translation>Batch {n}/{tot}</translation>
    </message>
    <message>
        <source>CUDA graphs</source>
        <translation>CUDA-Graphen</translation>
    </message>
    <message>
        <source>API server</source>
        <translation>API-Server</translation>
    </message>
    <message>
        <source>trtllm-serve fills an unset engine option with its default; informational.</source>
        <translation>trtllm-serve füllt eine nicht gesetzte Engine-Option mit ihrem Standardwert; nur zur Information.</translation>
    </message>
    <message>
        <source>An optional engine parameter is absent; the default applies.</source>
        <translation>Ein optionaler Engine-Parameter fehlt; der Standardwert gilt.</translation>
    </message>
    <message>
        <source>Weights / engine</source>
        <translation>Gewichte / Engine</translation>
    </message>
    <message>
        <source>The engine core repeats this every 60 s while a worker compiles, autotunes, captures graphs or quantises; it is not progress, and it only means trouble when nothing else moves.</source>
        <translation>Der Engine-Kern wiederholt dies alle 60 s, während ein Worker kompiliert, autotunt, Graphen erfasst oder quantisiert; das ist kein Fortschritt und bedeutet nur dann Ärger, wenn sich sonst nichts bewegt.</translation>
    </message>
    <message>
        <source>Transformers renamed an argument; harmless.</source>
        <translation>Transformers hat ein Argument umbenannt; harmlos.</translation>
    </message>
    <message>
        <source>Only a rate-limit notice from the Hugging Face Hub client.</source>
        <translation>Nur ein Hinweis auf eine Ratenbegrenzung vom Hugging-Face-Hub-Client.</translation>
    </message>
    <message>
        <source>vLLM falls back to a native kernel for one op; expected on some builds.</source>
        <translation>vLLM weicht für eine Operation auf einen nativen Kernel aus; bei manchen Builds zu erwarten.</translation>
    </message>
    <message>
        <source>Inductor skips one autotuning mode on smaller GPUs.</source>
        <translation>Inductor überspringt auf kleineren GPUs einen Autotuning-Modus.</translation>
    </message>
    <message>
        <source>The model ships its own generation defaults; informational.</source>
        <translation>Das Modell bringt eigene Standardwerte für die Generierung mit; nur zur Information.</translation>
    </message>
    <message>
        <source>Engine init</source>
        <translation>Engine-Initialisierung</translation>
    </message>
    <message>
        <source>Download</source>
        <translation>Download</translation>
    </message>
    <message>
        <source>torch.compile</source>
        <translation>torch.compile</translation>
    </message>
    <message>
        <source>Profiling and KV cache</source>
        <translation>Profiling und KV-Cache</translation>
    </message>
    <message>
        <source>{kind} {n}/{tot}</source>
        <translation>{kind} {n}/{tot}</translation>
    </message>
    <message>
        <source>/health answers 200</source>
        <translation>/health antwortet 200</translation>
    </message>
    <message>
        <source>The engine names its version and model</source>
        <translation>Die Engine nennt ihre Version und ihr Modell</translation>
    </message>
    <message>
        <source>/v1/models lists the expected model</source>
        <translation>/v1/models nennt das erwartete Modell</translation>
    </message>
    <message>
        <source>The France prompt answers Paris</source>
        <translation>Die Frankreich-Frage ergibt Paris</translation>
    </message>
    <message>
        <source>The prime prompt reasons and writes a function</source>
        <translation>Die Primzahl-Frage denkt nach und schreibt eine Funktion</translation>
    </message>
    <message>
        <source>Temperature 0 gives the same text twice</source>
        <translation>Temperatur 0 ergibt zweimal denselben Text</translation>
    </message>
    <message>
        <source>Repeats at temperature 0.6 all pass</source>
        <translation>Wiederholungen bei Temperatur 0,6 bestehen alle</translation>
    </message>
    <message>
        <source>A long answer without degenerate repetition</source>
        <translation>Eine lange Antwort ohne entartete Wiederholung</translation>
    </message>
    <message>
        <source>Reasoning parser: no &lt;think&gt; in content, an answer after reasoning</source>
        <translation>Reasoning-Parser: kein &lt;think&gt; im Inhalt, eine Antwort nach dem Reasoning</translation>
    </message>
    <message>
        <source>GPU memory back to its pre-ladder baseline</source>
        <translation>GPU-Speicher zurück auf dem Ausgangswert vor der Leiter</translation>
    </message>
    <message>
        <source>Decode tok/s within tolerance of the saved baseline</source>
        <translation>Decode-tok/s innerhalb der Toleranz zum gespeicherten Ausgangswert</translation>
    </message>
    <message>
        <source>Output tok/s under load within tolerance of the last known good</source>
        <translation>Ausgabe-tok/s unter Last innerhalb der Toleranz zum letzten bekannt guten Stand</translation>
    </message>
    <message>
        <source>torch.compile cache</source>
        <translation>torch.compile-Cache</translation>
    </message>
    <message>
        <source>model cache</source>
        <translation>Modell-Cache</translation>
    </message>
    <message>
        <source>tensor {n}/{tot}</source>
        <translation>Tensor {n}/{tot}</translation>
    </message>
    <message>
        <source>the engine reported a failed kernel compile at start-up (the nvcc command above is the one that failed): read the compiler&apos;s first error in the full log; check that nvcc matches the CUDA of torch (`nvcc --version`) and supports this GPU</source>
        <translation>die Engine meldete beim Start eine fehlgeschlagene Kernel-Kompilierung (der nvcc-Befehl oben ist der fehlgeschlagene): Lesen Sie den ersten Compilerfehler im vollständigen Log; prüfen Sie, ob nvcc zur CUDA-Version von torch passt (`nvcc --version`) und diese GPU unterstützt</translation>
    </message>
    <message>
        <source>installing the prebuilt flashinfer-jit-cache for your CUDA, or another --attention-backend, avoids compiling at start-up</source>
        <translation>die Installation des vorgefertigten flashinfer-jit-cache für Ihre CUDA-Version oder ein anderes --attention-backend vermeidet das Kompilieren beim Start</translation>
    </message>
    <message>
        <source>a first compile can take many minutes; compare with the last start-up&apos;s compile time</source>
        <translation>eine erste Kompilierung kann viele Minuten dauern; vergleichen Sie mit der Kompilierzeit des letzten Starts</translation>
    </message>
    <message>
        <source>restart with --enforce-eager (vLLM) or -O0 to confirm torch.compile is the cause</source>
        <translation>mit --enforce-eager (vLLM) oder -O0 neu starten, um torch.compile als Ursache zu bestätigen</translation>
    </message>
    <message>
        <source>clear the torch.compile cache (~/.cache/vllm/torch_compile_cache) if it was written by another version</source>
        <translation>den torch.compile-Cache (~/.cache/vllm/torch_compile_cache) leeren, wenn eine andere Version ihn geschrieben hat</translation>
    </message>
    <message>
        <source>restart with --enforce-eager (vLLM) or --disable-cuda-graph (SGLang) to confirm CUDA graph capture is the cause</source>
        <translation>mit --enforce-eager (vLLM) oder --disable-cuda-graph (SGLang) neu starten, um das Aufzeichnen der CUDA-Graphen als Ursache zu bestätigen</translation>
    </message>
    <message>
        <source>lower the capture sizes (--max-num-seqs, --cuda-graph-max-bs) or try --compilation-config &apos;{&quot;cudagraph_mode&quot;: &quot;PIECEWISE&quot;}&apos;</source>
        <translation>die Aufzeichnungsgrößen senken (--max-num-seqs, --cuda-graph-max-bs) oder --compilation-config &apos;{&quot;cudagraph_mode&quot;: &quot;PIECEWISE&quot;}&apos; versuchen</translation>
    </message>
    <message>
        <source>a capture that waits in a collective is an NCCL problem: see whether every rank is capturing</source>
        <translation>eine Aufzeichnung, die in einer kollektiven Operation wartet, ist ein NCCL-Problem: prüfen Sie, ob jeder Rang aufzeichnet</translation>
    </message>
    <message>
        <source>every rank must reach the same collective: dump all of them (py-spy) and look for the one that is elsewhere</source>
        <translation>jeder Rang muss dieselbe kollektive Operation erreichen: alle dumpen (py-spy) und den suchen, der woanders ist</translation>
    </message>
    <message>
        <source>restart with NCCL_DEBUG=INFO (and NCCL_DEBUG_SUBSYS=INIT,NET) to see where NCCL waits</source>
        <translation>mit NCCL_DEBUG=INFO (und NCCL_DEBUG_SUBSYS=INIT,NET) neu starten, um zu sehen, wo NCCL wartet</translation>
    </message>
    <message>
        <source>check /dev/shm size and that NCCL_P2P_DISABLE / NCCL_IB_DISABLE match the hardware</source>
        <translation>die Größe von /dev/shm prüfen und ob NCCL_P2P_DISABLE / NCCL_IB_DISABLE zur Hardware passen</translation>
    </message>
    <message>
        <source>multi-node: the hosts must reach each other on the NCCL_SOCKET_IFNAME interface</source>
        <translation>mehrere Knoten: die Hosts müssen einander über die Schnittstelle NCCL_SOCKET_IFNAME erreichen</translation>
    </message>
    <message>
        <source>run `ray status` and `ray list nodes`: the placement group needs GPUs Ray does not see</source>
        <translation>`ray status` und `ray list nodes` ausführen: die Placement-Group braucht GPUs, die Ray nicht sieht</translation>
    </message>
    <message>
        <source>the IP addresses Ray registered must match VLLM_HOST_IP on every node</source>
        <translation>die von Ray registrierten IP-Adressen müssen auf jedem Knoten zu VLLM_HOST_IP passen</translation>
    </message>
    <message>
        <source>install py-spy on the host (pip install py-spy) so the next autopsy can read the engine&apos;s stacks</source>
        <translation>py-spy auf dem Host installieren (pip install py-spy), damit die nächste Autopsie die Stacks der Engine lesen kann</translation>
    </message>
    <message>
        <source>compare with the last start-up&apos;s phase durations (history) before calling it a stall</source>
        <translation>mit den Phasendauern des letzten Starts (Verlauf) vergleichen, bevor man von einem Stillstand spricht</translation>
    </message>
    <message>
        <source>check the disk and network the weights come from (iostat, the model cache&apos;s file system)</source>
        <translation>Platte und Netz prüfen, von denen die Gewichte kommen (iostat, das Dateisystem des Modell-Caches)</translation>
    </message>
    <message>
        <source>a cold Hugging Face cache downloads silently: look at the cache directory growing</source>
        <translation>ein kalter Hugging-Face-Cache lädt still herunter: beobachten Sie, ob das Cache-Verzeichnis wächst</translation>
    </message>
    <message>
        <source>set HF_HUB_OFFLINE=1 once the weights are local, so no download is attempted</source>
        <translation>HF_HUB_OFFLINE=1 setzen, sobald die Gewichte lokal sind, damit kein Download versucht wird</translation>
    </message>
    <message>
        <source>NCCL_P2P_DISABLE is set: NCCL routes through host memory instead of NVLink or PCIe peer-to-peer</source>
        <translation>NCCL_P2P_DISABLE ist gesetzt: NCCL geht über den Hauptspeicher statt über NVLink oder PCIe-Peer-to-Peer</translation>
    </message>
    <message>
        <source>NCCL_IB_DISABLE is set: no InfiniBand between hosts</source>
        <translation>NCCL_IB_DISABLE ist gesetzt: kein InfiniBand zwischen den Hosts</translation>
    </message>
    <message>
        <source>CUDA_LAUNCH_BLOCKING=1 makes every kernel launch synchronous: everything is much slower</source>
        <translation>CUDA_LAUNCH_BLOCKING=1 macht jeden Kernel-Start synchron: alles ist viel langsamer</translation>
    </message>
    <message>
        <source>NCCL_DEBUG={value}: NCCL&apos;s own lines are in the journal</source>
        <translation>NCCL_DEBUG={value}: die eigenen Zeilen von NCCL stehen im Journal</translation>
    </message>
    <message>
        <source>NCCL_SOCKET_IFNAME={value}</source>
        <translation>NCCL_SOCKET_IFNAME={value}</translation>
    </message>
    <message>
        <source>CUDA_VISIBLE_DEVICES={value}</source>
        <translation>CUDA_VISIBLE_DEVICES={value}</translation>
    </message>
    <message>
        <source>the engine keeps saying a worker does not answer (shared-memory broadcast): a rank is hanging or busy</source>
        <translation>die Engine meldet immer wieder, dass ein Worker nicht antwortet (Shared-Memory-Broadcast): ein Rang hängt oder ist beschäftigt</translation>
    </message>
    <message>
        <source>NVLink error on the GPU at {pci}: collectives over NVLink can hang</source>
        <translation>NVLink-Fehler an der GPU bei {pci}: kollektive Operationen über NVLink können hängen</translation>
    </message>
    <message>
        <source>the GPU at {pci} fell off the bus: it needs a reset or a reboot</source>
        <translation>die GPU bei {pci} ist vom Bus gefallen: sie braucht einen Reset oder Neustart</translation>
    </message>
    <message>
        <source>GPU memory error on {pci}</source>
        <translation>GPU-Speicherfehler bei {pci}</translation>
    </message>
    <message>
        <source>the GPU System Processor at {pci} stopped answering</source>
        <translation>der GPU System Processor bei {pci} antwortet nicht mehr</translation>
    </message>
    <message>
        <source>GPU error Xid {xid} on {pci}</source>
        <translation>GPU-Fehler Xid {xid} bei {pci}</translation>
    </message>
    <message>
        <source>The engine makes progress (not stuck behind a healthy /health)</source>
        <translation>Die Engine macht Fortschritt (hängt nicht hinter einem gesunden /health)</translation>
    </message>
    <message>
        <source>llama-server could not open the model file {1} ({2}): check that the path after -m in the unit&apos;s ExecStart is right, that the file is on the host (ls -l {1}) and that the service&apos;s user can read it</source>
        <translation>llama-server konnte die Modelldatei {1} nicht öffnen ({2}): Prüfen Sie, dass der Pfad nach -m im ExecStart der Unit stimmt, dass die Datei auf dem Host liegt (ls -l {1}) und dass der Benutzer des Dienstes sie lesen kann</translation>
    </message>
    <message>
        <source>if the file was moved or deleted, put it back or point -m at where it is now, then restart the service</source>
        <translation>wenn die Datei verschoben oder gelöscht wurde, legen Sie sie zurück oder lassen Sie -m auf ihren jetzigen Ort zeigen, und starten Sie dann den Dienst neu</translation>
    </message>
    <message>
        <source>the model file {2} is truncated or damaged: the data of tensor {1} lies beyond its end; copy or download the file again</source>
        <translation>die Modelldatei {2} ist abgeschnitten oder beschädigt: Die Daten des Tensors {1} liegen hinter ihrem Ende; kopieren Sie die Datei erneut oder laden Sie sie erneut herunter</translation>
    </message>
    <message>
        <source>the data of tensor {1} lies beyond the end of the GGUF file: compare the file&apos;s size and checksum (sha256sum) with the source&apos;s; an interrupted copy or download leaves such a file</source>
        <translation>die Daten des Tensors {1} liegen hinter dem Ende der GGUF-Datei: Vergleichen Sie Größe und Prüfsumme (sha256sum) der Datei mit denen der Quelle; ein abgebrochenes Kopieren oder Herunterladen hinterlässt eine solche Datei</translation>
    </message>
</context>
<context>
    <name>main</name>
    <message>
        <source>Print the report as JSON.</source>
        <translation>Den Bericht als JSON ausgeben.</translation>
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
        <source>factor</source>
        <translation>Faktor</translation>
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
        <source>Hosts file</source>
        <translation>Hosts-Datei</translation>
    </message>
    <message>
        <source>Journal</source>
        <translation>Journal</translation>
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
    <message>
        <source>post-mortem of a saved start-up log (journalctl short or JSON output, or raw engine output; a file, a FIFO or - for standard input, read as a stream): engine, phases, outcome, root cause</source>
        <translation>Auswertung eines gespeicherten Start-Logs (Ausgabe von journalctl im Format short oder JSON oder rohe Engine-Ausgabe; eine Datei, ein FIFO oder - für die Standardeingabe, als Stream gelesen): Engine, Phasen, Ergebnis, Ursache</translation>
    </message>
    <message>
        <source>--timeout takes a whole number of seconds above 0, not “%1”.</source>
        <translation>--timeout erwartet eine ganze Zahl von Sekunden über 0, nicht „%1“.</translation>
    </message>
    <message>
        <source>--load takes a number of concurrent streams from 1 to 1024, not “%1”.</source>
        <translation>--load erwartet eine Anzahl gleichzeitiger Streams von 1 bis 1024, nicht „%1“.</translation>
    </message>
    <message>
        <source>%1 while %2</source>
        <translation>%1 beim %2</translation>
    </message>
    <message>
        <source>the --timeout of %1 s passed while %2</source>
        <translation>das --timeout von %1 s ist beim %2 abgelaufen</translation>
    </message>
    <message>
        <source>opening the tunnel</source>
        <translation>Öffnen des Tunnels</translation>
    </message>
    <message>
        <source>waiting for the host</source>
        <translation>Warten auf den Host</translation>
    </message>
    <message>
        <source>run the validation ladder without a display and print the report</source>
        <translation>die Validierungsleiter ohne Anzeige ausführen und den Bericht ausgeben</translation>
    </message>
    <message>
        <source>Stop after this many seconds (default 900), print the partial report with the interrupted step marked, and exit with 2.</source>
        <translation>Nach so vielen Sekunden anhalten (Standard 900), den unvollständigen Bericht mit markiertem unterbrochenem Schritt ausgeben und mit 2 beenden.</translation>
    </message>
    <message>
        <source>seconds</source>
        <translation>Sekunden</translation>
    </message>
    <message>
        <source>Also run the load step: N concurrent streams, TTFT/TPOT/ITL/E2EL percentiles and goodput, output tok/s against the last known good.</source>
        <translation>Auch den Lastschritt ausführen: N gleichzeitige Streams, Perzentile von TTFT/TPOT/ITL/E2EL und Goodput, Ausgabe-tok/s gegenüber dem letzten bekannt guten Stand.</translation>
    </message>
    <message>
        <source>N</source>
        <translation>N</translation>
    </message>
    <message>
        <source>Also write the report to this file: Markdown for *.md, JSON otherwise.</source>
        <translation>Den Bericht auch in diese Datei schreiben: Markdown bei *.md, sonst JSON.</translation>
    </message>
    <message>
        <source>inference-console: --time-scale must be a number between 0 and 100000, not “%1”.</source>
        <translation>inference-console: --time-scale muss eine Zahl zwischen 0 und 100000 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>inference-console: --gpus must be a whole number from 1 to 64, not “%1”.</source>
        <translation>inference-console: --gpus muss eine ganze Zahl von 1 bis 64 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>Your file has not been changed.</source>
        <translation>Ihre Datei wurde nicht verändert.</translation>
    </message>
    <message>
        <source>inference-console: --quit-after must be a number of seconds, not “%1”.</source>
        <translation>inference-console: --quit-after muss eine Anzahl von Sekunden sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>inference-console: cannot write the screenshot %1</source>
        <translation>inference-console: Das Bildschirmfoto %1 kann nicht geschrieben werden</translation>
    </message>
    <message>
        <source>Watch and control LLM inference services (vLLM, SGLang, llama-server) on GPU hosts.</source>
        <translation>LLM-Inferenzdienste (vLLM, SGLang, llama-server) auf GPU-Hosts beobachten und steuern.</translation>
    </message>
    <message>
        <source>Demo speed in simulated seconds per real second.</source>
        <translation>Demo-Geschwindigkeit in simulierten Sekunden pro echter Sekunde.</translation>
    </message>
    <message>
        <source>GPUs of the demo host.</source>
        <translation>GPUs des Demo-Hosts.</translation>
    </message>
    <message>
        <source>Quit after this many seconds (for screenshots and tests).</source>
        <translation>Nach so vielen Sekunden beenden (für Bildschirmfotos und Tests).</translation>
    </message>
    <message>
        <source>With --quit-after: save a picture of the window first.</source>
        <translation>Mit --quit-after: vorher ein Bild des Fensters speichern.</translation>
    </message>
    <message>
        <source>median of the last ten start-ups: %1</source>
        <translation>Median der letzten zehn Starts: %1</translation>
    </message>
    <message>
        <source>restarts (%1, newest first):</source>
        <translation>Neustarts (%1, neueste zuerst):</translation>
    </message>
    <message>
        <source>(imported; the old file kept no times)</source>
        <translation>(importiert; die alte Datei enthielt keine Zeiten)</translation>
    </message>
    <message>
        <source>ladder runs (%1, newest first):</source>
        <translation>Leiterläufe (%1, neueste zuerst):</translation>
    </message>
    <message>
        <source>--since: %1 is not a date (use 2026-12-01 or 2026-12-01T14:05:00Z).</source>
        <translation>--since: %1 ist kein Datum (verwenden Sie 2026-12-01 oder 2026-12-01T14:05:00Z).</translation>
    </message>
    <message>
        <source>%1: no such history database.</source>
        <translation>%1: Diese Verlaufsdatenbank gibt es nicht.</translation>
    </message>
    <message>
        <source>No history for the host %1 in %2.</source>
        <translation>Kein Verlauf für den Host %1 in %2.</translation>
    </message>
    <message>
        <source>History database: %1</source>
        <translation>Verlaufsdatenbank: %1</translation>
    </message>
    <message>
        <source>No host has any history yet.</source>
        <translation>Noch kein Host hat einen Verlauf.</translation>
    </message>
    <message>
        <source>Only this host (repeat for more); default: every host.</source>
        <translation>Nur dieser Host (für mehrere wiederholen); Standard: jeder Host.</translation>
    </message>
    <message>
        <source>Only what started on or after DATE (2026-12-01 or 2026-12-01T14:05:00Z).</source>
        <translation>Nur, was am oder nach DATUM begann (2026-12-01 oder 2026-12-01T14:05:00Z).</translation>
    </message>
    <message>
        <source>Print each host&apos;s history as JSON (an export).</source>
        <translation>Den Verlauf jedes Hosts als JSON ausgeben (ein Export).</translation>
    </message>
    <message>
        <source>Read this history database (e.g. a copy) instead of the console&apos;s.</source>
        <translation>Diese Verlaufsdatenbank (z. B. eine Kopie) statt der der Konsole lesen.</translation>
    </message>
    <message>
        <source>%1 is reached without ssh; there is no host key to trust.</source>
        <translation>%1 wird ohne ssh erreicht; es gibt keinen Host-Schlüssel, dem vertraut werden müsste.</translation>
    </message>
    <message>
        <source>The host key of %1 is already trusted.</source>
        <translation>Dem Host-Schlüssel von %1 wird bereits vertraut.</translation>
    </message>
    <message>
        <source>Could not reach %1: %2</source>
        <translation>%1 ist nicht erreichbar: %2</translation>
    </message>
    <message>
        <source>Host:         %1</source>
        <translation>Host:             %1</translation>
    </message>
    <message>
        <source>Key type:     %1</source>
        <translation>Schlüsseltyp:     %1</translation>
    </message>
    <message>
        <source>Fingerprint:  %1</source>
        <translation>Fingerabdruck:    %1</translation>
    </message>
    <message>
        <source>Recorded in:  %1</source>
        <translation>Eingetragen in:   %1</translation>
    </message>
    <message>
        <source>Note: %1</source>
        <translation>Hinweis: %1</translation>
    </message>
    <message>
        <source>Check it out of band (on a machine you trust, or the host&apos;s console):</source>
        <translation>Prüfen Sie ihn auf einem anderen Weg (auf einem Rechner, dem Sie vertrauen, oder an der Konsole des Hosts):</translation>
    </message>
    <message>
        <source>Trust this key? Type yes to record it: </source>
        <translation>Diesem Schlüssel vertrauen? Geben Sie yes ein, um ihn einzutragen: </translation>
    </message>
    <message>
        <source>Not trusted; nothing was written.</source>
        <translation>Nicht vertraut; nichts wurde geschrieben.</translation>
    </message>
    <message>
        <source>Recorded the %1 key of %2 in %3.</source>
        <translation>Der %1-Schlüssel von %2 wurde in %3 eingetragen.</translation>
    </message>
    <message>
        <source>show a host&apos;s SSH key fingerprint and record it in known_hosts after you type yes</source>
        <translation>den SSH-Schlüssel-Fingerabdruck eines Hosts zeigen und ihn in known_hosts eintragen, nachdem Sie yes eingegeben haben</translation>
    </message>
    <message>
        <source>Instead of the ladder, run the checks before a restart on each --host (repeatable): package pairs, drift and driver against the last known good, leftover GPU processes, free disk, /dev/shm, the API port. Exit 0 nothing blocks, 1 a blocking finding, 2 could not run; --timeout defaults to 30 s.</source>
        <translation>Statt der Leiter die Prüfungen vor einem Neustart auf jedem --host ausführen (wiederholbar): Paketpaare, Abweichung und Treiber gegenüber dem letzten bekannt guten Stand, übrig gebliebene GPU-Prozesse, freier Plattenplatz, /dev/shm, der API-Port. Exit 0: nichts blockiert, 1: ein blockierender Befund, 2: konnte nicht laufen; --timeout ist standardmäßig 30 s.</translation>
    </message>
    <message>
        <source>Usage: inference-console check --preflight (--host NAME [--host NAME]… | --demo) [--hosts FILE] [--timeout SECONDS] [--json]</source>
        <translation>Aufruf: inference-console check --preflight (--host NAME [--host NAME]… | --demo) [--hosts DATEI] [--timeout SEKUNDEN] [--json]</translation>
    </message>
    <message>
        <source>A ladder file instead of the one chosen in the console (or the built-in ladder).</source>
        <translation>Eine Leiterdatei anstelle der in der Konsole gewählten (oder der eingebauten Leiter).</translation>
    </message>
    <message>
        <source>inference-console: --demo-fleet must be a whole number from 1 to 1024, not “%1”.</source>
        <translation>inference-console: --demo-fleet muss eine ganze Zahl von 1 bis 1024 sein, nicht „%1“.</translation>
    </message>
    <message>
        <source>inference-console: --demo-prometheus needs --demo or --demo-fleet N.</source>
        <translation>inference-console: --demo-prometheus erfordert --demo oder --demo-fleet N.</translation>
    </message>
    <message>
        <source>The simulated host&apos;s state: %1 (restart it from a shell with inference-console-simhost --state %1 systemctl restart vllm.service)</source>
        <translation>Zustand des simulierten Hosts: %1 (Neustart aus einer Shell mit inference-console-simhost --state %1 systemctl restart vllm.service)</translation>
    </message>
    <message>
        <source>Simulated DCGM exporters (label Hostname = host name): %1</source>
        <translation>Simulierte DCGM-Exporter (Label Hostname = Host-Name): %1</translation>
    </message>
    <message>
        <source>A Prometheus configuration that scrapes them: %1</source>
        <translation>Eine Prometheus-Konfiguration, die sie abfragt: %1</translation>
    </message>
    <message>
        <source>inference-console: --demo-prometheus: %1</source>
        <translation>inference-console: --demo-prometheus: %1</translation>
    </message>
    <message>
        <source>Prometheus for the demo: %1</source>
        <translation>Prometheus für die Demo: %1</translation>
    </message>
    <message>
        <source>Start N simulated hosts (a mix of GPU counts and start-up scenarios) and watch them.</source>
        <translation>N simulierte Hosts starten (gemischte GPU-Anzahlen und Startszenarien) und beobachten.</translation>
    </message>
    <message>
        <source>With --demo or --demo-fleet: start a local prometheus scraping the simulated DCGM exporters and read the GPUs from it.</source>
        <translation>Mit --demo oder --demo-fleet: ein lokales prometheus starten, das die simulierten DCGM-Exporter abfragt, und die GPUs daraus lesen.</translation>
    </message>
    <message>
        <source>--restarts: the format is csv, json or markdown, not %1.</source>
        <translation>--restarts: Das Format ist csv, json oder markdown, nicht %1.</translation>
    </message>
    <message>
        <source>Print each host&apos;s restarts (phases, peak and settled GPU memory, verdict, versions) against the median of the ten before, as csv, json or markdown.</source>
        <translation>Die Neustarts jedes Hosts (Phasen, Spitzen- und eingependelter GPU-Speicher, Urteil, Versionen) im Vergleich zum Median der zehn vorherigen ausgeben, als csv, json oder markdown.</translation>
    </message>
    <message>
        <source>--%1 takes a whole number above 0, not “%2”.</source>
        <translation>--%1 erwartet eine ganze Zahl größer 0, nicht „%2“.</translation>
    </message>
    <message>
        <source>The report could not be written to %1: %2</source>
        <translation>Der Bericht konnte nicht nach %1 geschrieben werden: %2</translation>
    </message>
    <message>
        <source>--override-preflight takes HOST:CONFIRM (the host&apos;s name typed again), not “%1”.</source>
        <translation>--override-preflight erwartet HOST:CONFIRM (den Host-Namen erneut eingegeben), nicht „%1“.</translation>
    </message>
    <message>
        <source>(hosts file: %1)</source>
        <translation>(Hosts-Datei: %1)</translation>
    </message>
    <message>
        <source>group %1</source>
        <translation>Gruppe %1</translation>
    </message>
    <message>
        <source>tag %1</source>
        <translation>Tag %1</translation>
    </message>
    <message>
        <source>hosts %1</source>
        <translation>Hosts %1</translation>
    </message>
    <message>
        <source>--override-preflight names %1, which is not in this rollout.</source>
        <translation>--override-preflight nennt %1, der nicht zu diesem Rollout gehört.</translation>
    </message>
    <message>
        <source>Note: the rollout %1 did not finish (%2); resume it with --resume %1.</source>
        <translation>Hinweis: Der Rollout %1 wurde nicht beendet (%2); mit --resume %1 fortsetzen.</translation>
    </message>
    <message>
        <source>There is no rollout “%1” in the history.</source>
        <translation>Es gibt keinen Rollout „%1“ im Verlauf.</translation>
    </message>
    <message>
        <source>The rollout stopped on a host; a headless resume ends it as failed. Skip or roll back in the console.</source>
        <translation>Der Rollout hat auf einem Host angehalten; eine Headless-Fortsetzung beendet ihn als fehlgeschlagen. In der Konsole überspringen oder zurückrollen.</translation>
    </message>
    <message>
        <source>%1: the rollout was interrupted.</source>
        <translation>%1: Der Rollout wurde unterbrochen.</translation>
    </message>
    <message>
        <source>Stopped on a host; nobody can decide headless.</source>
        <translation>Auf einem Host angehalten; headless kann niemand entscheiden.</translation>
    </message>
    <message>
        <source>The --timeout of %1 s passed.</source>
        <translation>Das --timeout von %1 s ist abgelaufen.</translation>
    </message>
    <message>
        <source>restart hosts in batches, each gated on preflight, start-up and the ladder</source>
        <translation>Hosts stapelweise neu starten, jeweils abhängig von Vorabprüfung, Start und Leiter</translation>
    </message>
    <message>
        <source>Restart the hosts of this group, in the hosts file&apos;s order.</source>
        <translation>Die Hosts dieser Gruppe neu starten, in der Reihenfolge der Hosts-Datei.</translation>
    </message>
    <message>
        <source>Restart the hosts with this tag (repeatable).</source>
        <translation>Die Hosts mit diesem Tag neu starten (wiederholbar).</translation>
    </message>
    <message>
        <source>tag</source>
        <translation>tag</translation>
    </message>
    <message>
        <source>Restart this host (repeatable; in the order given).</source>
        <translation>Diesen Host neu starten (wiederholbar; in angegebener Reihenfolge).</translation>
    </message>
    <message>
        <source>Hosts restarted together (default 1).</source>
        <translation>Gemeinsam neu gestartete Hosts (Standard 1).</translation>
    </message>
    <message>
        <source>Never more than N hosts down at once (default: the batch size); a batch is cut to it.</source>
        <translation>Nie mehr als N Hosts gleichzeitig außer Betrieb (Standard: die Stapelgröße); ein Stapel wird darauf gekürzt.</translation>
    </message>
    <message>
        <source>Print the plan with every exact command and exit; nothing is connected to or changed.</source>
        <translation>Den Plan mit jedem exakten Befehl ausgeben und beenden; nichts wird verbunden oder geändert.</translation>
    </message>
    <message>
        <source>Print the plan or the report as JSON.</source>
        <translation>Den Plan oder den Bericht als JSON ausgeben.</translation>
    </message>
    <message>
        <source>Override the blocking preflight findings of HOST; CONFIRM is the host&apos;s name typed again. Kept in the history (repeatable).</source>
        <translation>Die blockierenden Befunde der Vorabprüfung von HOST übersteuern; CONFIRM ist der erneut eingegebene Host-Name. Wird im Verlauf festgehalten (wiederholbar).</translation>
    </message>
    <message>
        <source>host:confirm</source>
        <translation>host:confirm</translation>
    </message>
    <message>
        <source>Abort after this many seconds (default: the sum of every step&apos;s own deadline).</source>
        <translation>Nach so vielen Sekunden abbrechen (Standard: Summe der eigenen Fristen aller Schritte).</translation>
    </message>
    <message>
        <source>Carry on with a rollout the history kept (or report it when it has ended).</source>
        <translation>Einen im Verlauf gespeicherten Rollout fortsetzen (oder über ihn berichten, wenn er beendet ist).</translation>
    </message>
    <message>
        <source>uid</source>
        <translation>uid</translation>
    </message>
    <message>
        <source>Restarts</source>
        <translation>Neustarts</translation>
    </message>
    <message>
        <source>--on-failure takes stop or rollback, not “%1”.</source>
        <translation>--on-failure erwartet stop oder rollback, nicht „%1“.</translation>
    </message>
    <message>
        <source>On a failed host: roll it back to its last known-good unit state (when its profile says how and one was recorded), each command printed before it runs; otherwise stop.</source>
        <translation>Bei einem fehlgeschlagenen Host: ihn auf seinen zuletzt bekannt guten Unit-Zustand zurückrollen (wenn sein Profil angibt, wie, und einer erfasst wurde), jeder Befehl wird vor der Ausführung ausgegeben; sonst stoppen.</translation>
    </message>
    <message>
        <source>On a failed host: stop (exit 1); the hosts after it are not restarted.</source>
        <translation>Bei einem fehlgeschlagenen Host: stoppen (Exit 1); die Hosts danach werden nicht neu gestartet.</translation>
    </message>
    <message>
        <source>What a failed host does: stop (the default; exit 1, the hosts after it untouched) or rollback (write its last known-good ExecStart and Environment back as a drop-in, daemon-reload, restart, watch and validate it again, then carry on; exit 1 all the same, since that host did not take the change). Without a recorded known-good unit state or a profile that says how, it stops.</source>
        <translation>Verhalten bei einem fehlgeschlagenen Host: stop (Standard; Exit 1, die Hosts danach bleiben unberührt) oder rollback (sein zuletzt bekannt gutes ExecStart und Environment als Drop-in zurückschreiben, daemon-reload, Neustart, beobachten und erneut validieren, dann fortfahren; trotzdem Exit 1, da dieser Host die Änderung nicht übernommen hat). Ohne erfassten bekannt guten Unit-Zustand oder ein Profil, das angibt, wie, wird gestoppt.</translation>
    </message>
    <message>
        <source>action</source>
        <translation>Aktion</translation>
    </message>
    <message>
        <source>Usage: inference-console check (--host NAME | --demo) [--ladder FILE] [--timeout SECONDS] [--load N] [--report FILE] [--json] [--no-record]</source>
        <translation>Aufruf: inference-console check (--host NAME | --demo) [--ladder DATEI] [--timeout SEKUNDEN] [--load N] [--report DATEI] [--json] [--no-record]</translation>
    </message>
    <message>
        <source>Do not record a passing run as the host&apos;s last known good (its package, driver and CUDA versions and the unit&apos;s definition, as the console records after a passing ladder).</source>
        <translation>Einen bestandenen Lauf nicht als zuletzt funktionierenden Stand des Hosts speichern (seine Paket-, Treiber- und CUDA-Versionen und die Definition der Unit, wie die Konsole sie nach einer bestandenen Leiter speichert).</translation>
    </message>
    <message>
        <source>inference-console: --tab: no tab “%1”; the tabs are %2.</source>
        <translation>inference-console: --tab: kein Reiter „%1“; die Reiter sind %2.</translation>
    </message>
    <message>
        <source>Show this tab of the window: fleet, gpu-readings, chat, validation or restarts.</source>
        <translation>Diesen Reiter des Fensters zeigen: fleet, gpu-readings, chat, validation oder restarts.</translation>
    </message>
    <message>
        <source>before the first phase</source>
        <translation>vor der ersten Phase</translation>
    </message>
    <message>
        <source>during %1</source>
        <translation>während %1</translation>
    </message>
    <message>
        <source>no log line for %1 %2, until the start-up ended (from %3)</source>
        <translation>keine Logzeile für %1 %2, bis der Start endete (ab %3)</translation>
    </message>
    <message>
        <source>no log line for %1 %2 (from %3)</source>
        <translation>keine Logzeile für %1 %2 (ab %3)</translation>
    </message>
    <message>
        <source>%1: start-up of %2, %3 after %4</source>
        <translation>%1: Start vom %2, %3 nach %4</translation>
    </message>
    <message>
        <source>invocation %1</source>
        <translation>Aufruf %1</translation>
    </message>
    <message numerus="yes">
        <source>host median: %n earlier ready start-up(s) of this unit, model and arguments</source>
        <translation>
            <numerusform>Host-Median: %n früherer bereiter Start dieser Unit mit diesem Modell und diesen Argumenten</numerusform>
            <numerusform>Host-Median: %n frühere bereite Starts dieser Unit mit diesem Modell und diesen Argumenten</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>group %1: the median of %n other host(s)&apos; medians</source>
        <translation>
            <numerusform>Gruppe %1: der Median von %n anderem Host</numerusform>
            <numerusform>Gruppe %1: der Median der Mediane von %n anderen Hosts</numerusform>
        </translation>
    </message>
    <message>
        <source>a silence is more than %1 without any log line (the engine profile&apos;s usual silence)</source>
        <translation>eine Stille ist mehr als %1 ohne jede Logzeile (die übliche Stille laut Engine-Profil)</translation>
    </message>
    <message>
        <source>phase</source>
        <translation>Phase</translation>
    </message>
    <message>
        <source>start</source>
        <translation>Beginn</translation>
    </message>
    <message>
        <source>took</source>
        <translation>Dauer</translation>
    </message>
    <message>
        <source>host median</source>
        <translation>Host-Median</translation>
    </message>
    <message>
        <source>vs host</source>
        <translation>ggü. Host</translation>
    </message>
    <message>
        <source>group median</source>
        <translation>Gruppenmedian</translation>
    </message>
    <message>
        <source>vs group</source>
        <translation>ggü. Gruppe</translation>
    </message>
    <message>
        <source>no phase was recorded for this start-up</source>
        <translation>für diesen Start wurde keine Phase aufgezeichnet</translation>
    </message>
    <message>
        <source>Start offsets and silences were not recorded for this start-up: it was recorded by an older version of the console.</source>
        <translation>Startzeitpunkte und Stillen wurden für diesen Start nicht aufgezeichnet: Er wurde von einer älteren Version der Konsole aufgezeichnet.</translation>
    </message>
    <message>
        <source>No silence longer than %1.</source>
        <translation>Keine Stille länger als %1.</translation>
    </message>
    <message numerus="yes">
        <source>%n shorter silence(s) not kept.</source>
        <translation>
            <numerusform>%n kürzere Stille nicht behalten.</numerusform>
            <numerusform>%n kürzere Stillen nicht behalten.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>The host&apos;s clock went back %n time(s) during this start-up (at most %1): a silence is measured from the newest time before it.</source>
        <translation>
            <numerusform>Die Uhr des Hosts ging während dieses Starts %n-mal zurück (höchstens %1): Eine Stille wird ab der neuesten Zeit davor gemessen.</numerusform>
            <numerusform>Die Uhr des Hosts ging während dieses Starts %n-mal zurück (höchstens %1): Eine Stille wird ab der neuesten Zeit davor gemessen.</numerusform>
        </translation>
    </message>
    <message>
        <source>! the start-up failed in this phase</source>
        <translation>! in dieser Phase schlug der Start fehl</translation>
    </message>
    <message>
        <source>--phases shows one host&apos;s start-up: give one --host NAME.</source>
        <translation>--phases zeigt den Start eines Hosts: genau ein --host NAME angeben.</translation>
    </message>
    <message>
        <source>--phases does not go with --%1.</source>
        <translation>--phases passt nicht zu --%1.</translation>
    </message>
    <message numerus="yes">
        <source>--invocation %1 names %n start-ups of %2: give more of the id.</source>
        <translation>
            <numerusform>--invocation %1 passt auf %n Start von %2: mehr von der ID angeben.</numerusform>
            <numerusform>--invocation %1 passt auf %n Starts von %2: mehr von der ID angeben.</numerusform>
        </translation>
    </message>
    <message>
        <source>No start-up of %1 with the invocation id %2 in %3.</source>
        <translation>Kein Start von %1 mit der Aufruf-ID %2 in %3.</translation>
    </message>
    <message>
        <source>No start-up of %1 has been recorded in %2.</source>
        <translation>In %2 wurde kein Start von %1 aufgezeichnet.</translation>
    </message>
    <message>
        <source>--invocation picks the start-up that --phases shows: add --phases.</source>
        <translation>--invocation wählt den Start, den --phases zeigt: --phases hinzufügen.</translation>
    </message>
    <message>
        <source>restarts and ladder runs from the history database; with --json, each host&apos;s whole history as JSON; with --phases, one start-up&apos;s phases and silences</source>
        <translation>Neustarts und Leiterläufe aus der Verlaufsdatenbank; mit --json der ganze Verlauf jedes Hosts als JSON; mit --phases die Phasen und Stillen eines Starts</translation>
    </message>
    <message>
        <source>Print the host&apos;s latest start-up phase by phase: start, duration, the host&apos;s median and its group&apos;s, and every silence longer than the engine&apos;s usual one.</source>
        <translation>Den neuesten Start des Hosts Phase für Phase ausgeben: Beginn, Dauer, den Median des Hosts und seiner Gruppe und jede Stille, die länger ist als die übliche der Engine.</translation>
    </message>
    <message>
        <source>With --phases: the start-up with this systemd invocation id (or the start of it) instead of the latest.</source>
        <translation>Mit --phases: den Start mit dieser systemd-Aufruf-ID (oder ihrem Anfang) statt des neuesten.</translation>
    </message>
    <message>
        <source>Stall autopsy of %1 (%2): %3</source>
        <translation>Stall-Autopsie von %1 (%2): %3</translation>
    </message>
    <message>
        <source>(confidence %1)</source>
        <translation>(Sicherheit %1)</translation>
    </message>
    <message>
        <source>Pieces:</source>
        <translation>Teile:</translation>
    </message>
    <message>
        <source>Next steps:</source>
        <translation>Nächste Schritte:</translation>
    </message>
    <message>
        <source>Took %1 s.</source>
        <translation>Dauerte %1 s.</translation>
    </message>
    <message>
        <source>No transport reaches %1.</source>
        <translation>Kein Transport erreicht %1.</translation>
    </message>
    <message>
        <source>the --timeout of %1 s passed</source>
        <translation>das --timeout von %1 s ist abgelaufen</translation>
    </message>
    <message>
        <source>Written: %1</source>
        <translation>Geschrieben: %1</translation>
    </message>
    <message>
        <source>find out where a stalled start-up or a stuck server is waiting, and save the evidence</source>
        <translation>herausfinden, worauf ein hängender Start oder ein festsitzender Server wartet, und die Belege sichern</translation>
    </message>
    <message>
        <source>Write the bundle (autopsy-HOST-TIME.md and .json) into this folder (default: the current one).</source>
        <translation>Das Bündel (autopsy-HOST-TIME.md und .json) in diesen Ordner schreiben (Vorgabe: den aktuellen).</translation>
    </message>
    <message>
        <source>dir</source>
        <translation>Ordner</translation>
    </message>
    <message>
        <source>Print the report as one JSON object instead of text.</source>
        <translation>Den Bericht als ein JSON-Objekt statt als Text ausgeben.</translation>
    </message>
    <message>
        <source>Give up after this many seconds, connecting included (default 60).</source>
        <translation>Nach so vielen Sekunden aufgeben, Verbindungsaufbau eingeschlossen (Vorgabe 60).</translation>
    </message>
    <message>
        <source>Stall &amp;autopsy…</source>
        <translation>Stillstands-&amp;Autopsie…</translation>
    </message>
    <message>
        <source>Gather the process tree, py-spy dumps, NCCL/CUDA environment, GPU topology and kernel Xid lines of the current host, and classify the stall</source>
        <translation>Prozessbaum, py-spy-Dumps, NCCL/CUDA-Umgebung, GPU-Topologie und Kernel-Xid-Zeilen des aktuellen Hosts sammeln und den Stillstand einordnen</translation>
    </message>
    <message>
        <source>Usage: inference-console rollout (--group NAME | --tag TAG | --host NAME …) [--batch N] [--max-unavailable N] [--dry-run] [--json] [--report FILE] [--override-preflight HOST:CONFIRM …] [--on-failure stop|rollback] [--gate-drop PERCENT [--gate-concurrency N] [--gate-requests N]] | --resume UID</source>
        <translation>Aufruf: inference-console rollout (--group NAME | --tag TAG | --host NAME …) [--batch N] [--max-unavailable N] [--dry-run] [--json] [--report DATEI] [--override-preflight HOST:BESTÄTIGUNG …] [--on-failure stop|rollback] [--gate-drop PROZENT [--gate-concurrency N] [--gate-requests N]] | --resume UID</translation>
    </message>
    <message>
        <source>--gate-drop takes a percentage from 0 to 100, not “%1”.</source>
        <translation>--gate-drop nimmt einen Prozentwert von 0 bis 100, nicht „%1“.</translation>
    </message>
    <message>
        <source>--gate-concurrency and --gate-requests shape the upgrade gate: give --gate-drop too.</source>
        <translation>--gate-concurrency und --gate-requests formen die Upgrade-Schranke: geben Sie auch --gate-drop an.</translation>
    </message>
    <message>
        <source>Upgrade gate: run the same load probe before each restart and after the ladder passed; when the engine version changed and the output throughput fell by more than PERCENT, the host fails and the rollout stops. A gate that cannot compare (nothing measured, version unknown or unchanged) is skipped and the rollout carries on.</source>
        <translation>Upgrade-Schranke: dieselbe Lastprobe vor jedem Neustart und nach bestandener Leiter ausführen; hat sich die Engine-Version geändert und fiel der Ausgabedurchsatz um mehr als PROZENT, schlägt der Host fehl und der Rollout hält an. Eine Schranke, die nicht vergleichen kann (nichts gemessen, Version unbekannt oder unverändert), wird übersprungen und der Rollout geht weiter.</translation>
    </message>
    <message>
        <source>percent</source>
        <translation>Prozent</translation>
    </message>
    <message>
        <source>Streams at once in the upgrade gate&apos;s load probe (default 4).</source>
        <translation>Gleichzeitige Ströme in der Lastprobe der Upgrade-Schranke (Vorgabe 4).</translation>
    </message>
    <message>
        <source>Requests in all in each run of the upgrade gate&apos;s load probe (default 16).</source>
        <translation>Anfragen insgesamt je Lauf der Lastprobe der Upgrade-Schranke (Vorgabe 16).</translation>
    </message>
</context>
</TS>
