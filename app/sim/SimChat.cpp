#include "SimChat.h"

#include <QCryptographicHash>
#include <QRandomGenerator>
#include <QRegularExpression>

namespace ic {

namespace {

QString lastUserMessage(const QList<SimChatMessage> &messages)
{
    for (auto it = messages.crbegin(); it != messages.crend(); ++it) {
        if (it->role == QLatin1String("user"))
            return it->content;
    }
    return messages.isEmpty() ? QString() : messages.last().content;
}

quint64 hashOf(const QString &s)
{
    const QByteArray h = QCryptographicHash::hash(s.toUtf8(), QCryptographicHash::Sha1);
    quint64 v = 0;
    for (int i = 0; i < 8; ++i)
        v = (v << 8) | uchar(h.at(i));
    return v;
}

QString pick(QRandomGenerator &rng, const QStringList &options)
{
    return options.at(rng.bounded(int(options.size())));
}

// A long story from varied parts, so that it runs for thousands of tokens without
// degenerate repetition (the long-generation check looks for repeated n-grams).
QString longStory(QRandomGenerator &rng, int targetWords)
{
    const QStringList names = { QStringLiteral("Mira"),    QStringLiteral("Tobias"), QStringLiteral("Ilse"),
                                QStringLiteral("Kenji"),   QStringLiteral("Anouk"),  QStringLiteral("Rafael"),
                                QStringLiteral("Sunniva"), QStringLiteral("Dmitri"), QStringLiteral("Lucia"),
                                QStringLiteral("Obi") };
    const QStringList places = {
        QStringLiteral("the lighthouse on the northern cape"),
        QStringLiteral("a flooded railway station"),
        QStringLiteral("the market under the old aqueduct"),
        QStringLiteral("an observatory above the clouds"),
        QStringLiteral("the library of unfinished maps"),
        QStringLiteral("a ferry crossing the grey estuary"),
        QStringLiteral("the orchard behind the monastery"),
        QStringLiteral("a workshop full of broken clocks"),
        QStringLiteral("the salt flats at dawn"),
        QStringLiteral("a greenhouse on the roof of the hospital"),
        QStringLiteral("the tunnels beneath the harbour"),
        QStringLiteral("a village that moved every winter"),
    };
    const QStringList objects = {
        QStringLiteral("a brass compass that pointed at memories"),
        QStringLiteral("a letter sealed with green wax"),
        QStringLiteral("a violin missing its fourth string"),
        QStringLiteral("a jar of seeds from a vanished island"),
        QStringLiteral("a ledger written in two alphabets"),
        QStringLiteral("a lantern that burned without oil"),
        QStringLiteral("a photograph of a house nobody remembered"),
        QStringLiteral("a key cut for no known door"),
        QStringLiteral("a radio that caught voices from next week"),
        QStringLiteral("a chess piece carved from bone"),
    };
    const QStringList verbs = {
        QStringLiteral("searched"),  QStringLiteral("bargained"), QStringLiteral("waited"),
        QStringLiteral("argued"),    QStringLiteral("listened"),  QStringLiteral("wandered"),
        QStringLiteral("sketched"),  QStringLiteral("repaired"),  QStringLiteral("counted"),
        QStringLiteral("whispered"), QStringLiteral("climbed"),   QStringLiteral("hesitated"),
    };
    const QStringList feelings = {
        QStringLiteral("a quiet certainty"),
        QStringLiteral("an old and familiar dread"),
        QStringLiteral("something close to hope"),
        QStringLiteral("the stubborn patience of tides"),
        QStringLiteral("a curiosity sharper than fear"),
        QStringLiteral("the weariness of long roads"),
        QStringLiteral("a joy that surprised everyone"),
        QStringLiteral("a grief that had finally softened"),
    };
    const QStringList weather = {
        QStringLiteral("rain drummed on the tin roofs"),
        QStringLiteral("fog rolled in from the water"),
        QStringLiteral("the wind smelled of iron and pine"),
        QStringLiteral("snow fell without a sound"),
        QStringLiteral("the heat pressed on every wall"),
        QStringLiteral("thunder walked along the hills"),
        QStringLiteral("the sky turned the colour of pewter"),
        QStringLiteral("a bright cold sun rose late"),
    };
    QString out;
    int words = 0;
    int chapter = 1;
    while (words < targetWords) {
        QString para;
        if (words == 0 || rng.bounded(9) == 0) {
            para += QStringLiteral("Chapter %1\n\n").arg(chapter++);
        }
        const int sentences = 4 + rng.bounded(4);
        for (int i = 0; i < sentences; ++i) {
            const QString a = pick(rng, names), b = pick(rng, names);
            QString s;
            switch (rng.bounded(8)) {
            case 0:
                s = QStringLiteral("%1 %2 at %3 while %4.")
                        .arg(a, pick(rng, verbs), pick(rng, places), pick(rng, weather));
                break;
            case 1:
                s = QStringLiteral("In %1, %2 found %3 and felt %4.")
                        .arg(pick(rng, places), a, pick(rng, objects), pick(rng, feelings));
                break;
            case 2:
                s = QStringLiteral("\"We have %1 hours,\" %2 said, and %3 %4 instead of answering.")
                        .arg(QString::number(2 + rng.bounded(40)), a, b, pick(rng, verbs));
                break;
            case 3:
                s = QStringLiteral("Nobody had told %1 that %2 once belonged to %3.")
                        .arg(a, pick(rng, objects), b);
                break;
            case 4:
                s = QStringLiteral("By the %1th day %2 had %3 through %4, carrying %5.")
                        .arg(QString::number(3 + rng.bounded(90)), a, pick(rng, verbs), pick(rng, places),
                             pick(rng, feelings));
                break;
            case 5:
                s = QStringLiteral("Outside, %1, and %2 wrote the number %3 on the back of %4.")
                        .arg(pick(rng, weather), a, QString::number(rng.bounded(10000)), pick(rng, objects));
                break;
            case 6:
                s = QStringLiteral("%1 asked %2 why %3 still mattered; the answer came only when %4.")
                        .arg(a, b, pick(rng, objects), pick(rng, weather));
                break;
            default:
                s = QStringLiteral("It was %1 that led %2 and %3 back to %4.")
                        .arg(pick(rng, feelings), a, b, pick(rng, places));
                break;
            }
            para += (i ? QStringLiteral(" ") : QString()) + s;
            words += int(s.count(QLatin1Char(' '))) + 1;
        }
        out += para + QStringLiteral("\n\n");
    }
    return out.trimmed();
}

} // namespace

QStringList simTokenize(QStringView text)
{
    static const QRegularExpression re(QStringLiteral("\\s*[\\p{L}\\p{N}_]+|\\s*[^\\s\\p{L}\\p{N}_]|\\s+"));
    QStringList out;
    auto it = re.globalMatch(text.toString());
    while (it.hasNext())
        out.append(it.next().captured(0));
    return out;
}

int simPromptTokens(const QList<SimChatMessage> &messages)
{
    int n = 3; // the assistant turn's opening
    for (const SimChatMessage &m : messages)
        n += 4 + int(simTokenize(m.content).size());
    return n;
}

SimChatPlan simPlanChat(const SimState &state, const SimChatRequest &request, quint64 nonce)
{
    const QString prompt = lastUserMessage(request.messages);
    const QString p = prompt.toLower();
    const bool greedy = request.temperature <= 0.0;
    quint64 seed = hashOf(prompt) ^ state.seed;
    if (!greedy)
        seed ^= request.seed.value_or(nonce);
    if (state.nondeterministic)
        seed ^= nonce;
    QRandomGenerator rng(quint32(seed) ^ quint32(seed >> 32));
    const bool vary = !greedy || state.nondeterministic;

    QString reasoning, answer;
    if (p.contains(QLatin1String("capital of france"))) {
        reasoning = vary
            ? pick(
                rng,
                { QStringLiteral("The user asks for the capital of France. That is Paris, which is also its "
                                 "largest city. One sentence is enough."),
                  QStringLiteral(
                      "A simple geography question: France's capital is Paris. Answer in a single sentence."),
                  QStringLiteral(
                      "The capital of France is Paris; the user wants one sentence, so keep it short.") })
            : QStringLiteral("The user asks for the capital of France. That is Paris, which is also its "
                             "largest city. One sentence is enough.");
        answer = state.wrongAnswers ? QStringLiteral("The capital of France is Lyon.")
                                    : (vary ? pick(rng,
                                                   { QStringLiteral("The capital of France is Paris."),
                                                     QStringLiteral("Paris is the capital of France."),
                                                     QStringLiteral("France's capital is Paris.") })
                                            : QStringLiteral("The capital of France is Paris."));
    } else if (p.contains(QLatin1String("prime"))) {
        reasoning = QStringLiteral(
            "The user wants a concise Python function that checks whether a number is prime. "
            "Numbers below 2 are not prime; 2 and 3 are. After ruling out multiples of 2 and 3, "
            "trial division by 6k - 1 and 6k + 1 up to the square root of n is enough.");
        if (vary)
            reasoning
                += pick(rng,
                        { QStringLiteral(" Keep it short."), QStringLiteral(" No extra explanation needed."),
                          QStringLiteral(" A docstring is not necessary.") });
        answer = state.wrongAnswers
            ? QStringLiteral(
                "A prime number is a whole number greater than 1 whose only divisors are 1 and itself.")
            : QStringLiteral(
                "```python\ndef is_prime(n):\n    if n < 2:\n        return False\n    if n < 4:\n"
                "        return True\n    if n % 2 == 0 or n % 3 == 0:\n        return False\n"
                "    i = 5\n    while i * i <= n:\n        if n % i == 0 or n % (i + 2) == 0:\n"
                "            return False\n        i += 6\n    return True\n```");
    } else if (p.contains(QLatin1String("long"))
               && (p.contains(QLatin1String("story")) || p.contains(QLatin1String("essay")))) {
        reasoning = QStringLiteral(
            "The user wants a long story. Plan several chapters with a small cast, varied places and "
            "events, and keep the prose from repeating itself.");
        answer = longStory(rng, 2600);
    } else {
        const QString quoted = prompt.size() > 80 ? prompt.left(77) + QStringLiteral("...") : prompt;
        reasoning = QStringLiteral(
                        "The user wrote: \"%1\". There is no specific task that needs tools, so a short, "
                        "direct reply is best.")
                        .arg(quoted.simplified());
        answer
            = QStringLiteral("This is a simulated model on a simulated GPU host. I received your message and "
                             "would answer it here in a few sentences, the way the real model would.");
    }
    if (state.nondeterministic && greedy)
        answer += QStringLiteral(" (%1)").arg(rng.bounded(100000));

    SimChatPlan plan;
    plan.promptTokens = simPromptTokens(request.messages);
    auto append = [&](SimToken::Kind kind, const QString &text) {
        for (const QString &t : simTokenize(text))
            plan.tokens.append({ kind, t });
    };
    if (state.leakReasoning || state.reasoningField == SimReasoningField::InlineThink) {
        // No reasoning parser: the model's think block arrives inside the content.
        append(SimToken::Kind::Content,
               QStringLiteral("<think>\n") + reasoning + QStringLiteral("\n</think>\n\n"));
        append(SimToken::Kind::Content, answer);
        plan.reasoningTokens = 0;
    } else {
        append(SimToken::Kind::Reasoning, reasoning);
        plan.reasoningTokens = int(plan.tokens.size());
        append(SimToken::Kind::Content, QStringLiteral("\n\n") + answer);
    }
    if (request.maxTokens >= 0 && plan.tokens.size() > request.maxTokens) {
        plan.tokens.resize(request.maxTokens);
        plan.truncated = true;
        plan.reasoningTokens = std::min(plan.reasoningTokens, request.maxTokens);
    }
    return plan;
}

} // namespace ic
