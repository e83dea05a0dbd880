// SPDX-FileCopyrightText: 2026 The Inference Console authors
// SPDX-License-Identifier: GPL-2.0-or-later
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

QStringList words(const char *text)
{
    return QString::fromLatin1(text).split(QLatin1Char(' '));
}

// A long story assembled word by word from large banks, so that it runs for thousands of
// tokens without degenerate repetition (the long-generation check looks for repeated n-grams).
QString longStory(QRandomGenerator &rng, int targetWords)
{
    static const QStringList names
        = words("Mira Tobias Ilse Kenji Anouk Rafael Sunniva Dmitri Lucia Obi Henrike Tariq "
                "Yusuf Greta Paloma Emeka Linnea Casimir Noor Bartholomew");
    static const QStringList adjectives = words(
        "amber brittle crooked distant echoing faded gilded hollow icy jagged knotted luminous muddy narrow "
        "ochre patient quiet rusted salted tattered uneven velvet weathered yellowed zealous ancient bitter "
        "copper drowsy earnest fragile gentle humming idle lonely molten nimble opaque restless silver");
    static const QStringList nouns = words(
        "lighthouse ledger compass orchard ferry lantern harbour violin archive bridge chimney quarry meadow "
        "telescope workshop monastery canal glacier market tunnel greenhouse observatory aqueduct caravan "
        "letter photograph key radio chessboard kettle map rope anchor bell clocktower garden river "
        "staircase "
        "window well shipyard vineyard courtyard");
    static const QStringList verbs = words(
        "carried repaired followed studied hid measured painted abandoned traded mended guarded questioned "
        "buried unlocked sketched counted crossed described found lost borrowed rebuilt circled praised "
        "doubted remembered visited watched translated weighed");
    static const QStringList preps
        = words("beneath beyond behind inside across toward near above along under past");
    static const QStringList adverbs = words("slowly carefully suddenly quietly stubbornly gladly "
                                             "reluctantly patiently eagerly silently nervously "
                                             "boldly wearily gently");
    static const QStringList connectives
        = { QStringLiteral("Later that evening,"),  QStringLiteral("By morning,"),
            QStringLiteral("Meanwhile,"),           QStringLiteral("Without a word,"),
            QStringLiteral("Years afterwards,"),    QStringLiteral("Before the storm,"),
            QStringLiteral("At the edge of town,"), QStringLiteral("Long after midnight,"),
            QStringLiteral("In the spring,"),       QStringLiteral("For reasons nobody recalled,") };
    auto phrase = [&] { return QStringLiteral("the %1 %2").arg(pick(rng, adjectives), pick(rng, nouns)); };
    QString out;
    int count = 0;
    int chapter = 1;
    while (count < targetWords) {
        QString para;
        if (count == 0 || rng.bounded(7) == 0)
            para += QStringLiteral("Chapter %1\n\n").arg(chapter++);
        const int sentences = 3 + rng.bounded(5);
        for (int i = 0; i < sentences; ++i) {
            QString s;
            if (rng.bounded(3) == 0)
                s += pick(rng, connectives) + QLatin1Char(' ');
            s += pick(rng, names) + QLatin1Char(' ');
            if (rng.bounded(2))
                s += pick(rng, adverbs) + QLatin1Char(' ');
            s += pick(rng, verbs) + QLatin1Char(' ') + phrase();
            if (rng.bounded(3))
                s += QLatin1Char(' ') + pick(rng, preps) + QLatin1Char(' ') + phrase();
            if (rng.bounded(4) == 0)
                s += QStringLiteral(", while %1 %2 %3").arg(pick(rng, names), pick(rng, verbs), phrase());
            if (rng.bounded(6) == 0)
                s += QStringLiteral(" for %1 days").arg(2 + rng.bounded(300));
            s += QLatin1Char('.');
            s[0] = s.at(0).toUpper();
            para += (i ? QStringLiteral(" ") : QString()) + s;
            count += int(s.count(QLatin1Char(' '))) + 1;
        }
        out += para + QStringLiteral("\n\n");
    }
    return out.trimmed();
}

} // namespace

QStringList simTokenize(QStringView text)
{
    static const QRegularExpression re(
        QStringLiteral("\\s*</?think>|\\s*[\\p{L}\\p{N}_]+|\\s*[^\\s\\p{L}\\p{N}_]|\\s+"));
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
        append(SimToken::Kind::Content, answer);
    }
    if (request.maxTokens >= 0 && plan.tokens.size() > request.maxTokens) {
        plan.tokens.resize(request.maxTokens);
        plan.truncated = true;
        plan.reasoningTokens = std::min(plan.reasoningTokens, request.maxTokens);
    }
    return plan;
}

} // namespace ic
