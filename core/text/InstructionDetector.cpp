// SPDX-License-Identifier: GPL-3.0-or-later
#include "InstructionDetector.h"

#include "TextFold.h"

#include <QRegularExpression>

namespace lotse {

namespace {

QRegularExpression pattern(const char* re)
{
    return QRegularExpression(QString::fromUtf8(re), QRegularExpression::UseUnicodePropertiesOption);
}

// One of these alone makes a sentence an instruction to an assistant. The text is folded: lower
// case, no diacritics ("ü" is "u"), brackets and entities unified. Each cue needs words that only
// an assistant is told: "ignore the safety rules" or "the server is in maintenance mode" are policy.
const QList<QRegularExpression>& strongCues()
{
    static const QList<QRegularExpression> cues = {
        // "Ignore (all) previous instructions", "disregard the rules above", "forget your prompt"
        pattern(R"(\b(ignore|disregard|forget|override|bypass)\b[^.!?]{0,30}?\b(previous|prior|above|earlier|)"
                R"(preceding|foregoing|your|system|initial|original|all)\b[^.!?]{0,20}?\b(instructions?|prompts?|)"
                R"(rules|directions|guidelines|directives|context|messages?|guardrails)\b)"),
        pattern(R"(\b(ignore|disregard|forget|override)\b[^.!?]{0,20}?\b(instructions?|prompts?|rules|directions|)"
                R"(guidelines|directives)\b (above|so far|you were given|you have been given|given (to you|before)))"),
        pattern(R"(\b(ignoriere|ignorier|ignorieren sie|vergiss|vergessen sie|missachte|missachten sie|uberschreibe)\b)"
                R"([^.!?]{0,30}?\b(vorherigen?|bisherigen?|obigen?|alle|deine|ihre|fruheren?|vorangegangenen?|)"
                R"(system)\b[^.!?]{0,20}?\b(anweisungen|anweisung|instruktionen|regeln|vorgaben|befehle|prompts?)\b)"),
        // Role play: "you are now in jailbreak mode", "du bist jetzt ein Assistent ohne Regeln"
        pattern(R"(\byou are (now|no longer|from now on)\b[^.!?]{0,40}?\b(ai|bot|chatbot|gpt|persona|unrestricted|)"
                R"(unfiltered|(an?|the) (ai|assistant|language model)|\w+ mode)\b)"),
        pattern(
            R"(\bdu bist (jetzt|nun|ab sofort|ab jetzt|ab heute|keine?)\b[^.!?]{0,40}?\b(\w*modus|assistent|ki|bot|)"
            R"(chatbot|sprachmodell)\b)"),
        pattern(
            R"(\b(god|jailbreak|dan|sudo|unrestricted|unfiltered) mode\b|\b(jailbreak|gott|uneingeschrankter?) ?modus\b)"),
        pattern(
            R"(\b(act|behave|respond) as (an?|the|if you were an?) (ai|ai assistant|chatbot|language model|bot)\b)"),
        pattern(R"(\bas an? (ai|ai assistant|language model|large language model|llm|chatbot)\b)"),
        pattern(R"(\b(als|du bist eine?) (ki|ki-assistent|sprachmodell|chatbot)\b)"),
        // Speaker labels and template tokens: "SYSTEM:", "<|im_start|>", "[INST]", "<<SYS>>", "### Instruction:"
        pattern(R"((^|[\n.!?]\s*|[>\]]\s*)(system|developer|system prompt|systemanweisung|systemprompt)\s*:)"),
        pattern(R"(<\|\s*(im_start|im_end|system|user|assistant|endoftext|eot_id|start_header_id)\s*\|>)"),
        pattern(R"(\[\s*/?\s*(inst|sys|system)\s*\]|<<\s*/?\s*sys\s*>>|#{2,}\s*(instruction|system|response)\s*:)"),
        // Forged delimiters of Lotse's own prompts, in any spelling a reader would take for one.
        pattern(R"(<\s*/?\s*(passage|statement|question|evidence|instructions?|system)\b)"),
        // Addressed to the assistant: "Note to the AI:", "Dear ChatGPT,", "Hinweis an die KI:"
        pattern(R"(\b(note to|message to|attention|dear|hey|hello|hinweis an|nachricht an|liebe[rs]?|hallo) )"
                R"((the |die |den )?(ai|ki|ai assistant|ki-assistent|chatbot|language model|sprachmodell|llm|chatgpt|)"
                R"(gpt|copilot)\b)"),
        pattern(R"(\b(new|updated|real|actual|true|hidden|secret|additional|neue|geheime|eigentliche) )"
                R"((system )?(instructions?|anweisungen?|instruktionen)\s*:)"),
        pattern(R"(\b(reveal|print|repeat|output|show) (your|the) (system )?(prompt|instructions)\b)"),
    };
    return cues;
}

// Every cue above needs one of these words, or a tag character next to one of the tag words: a
// passage with none of them (after folding) speaks to no assistant, and the cues need not run. One
// scan of the passage: this runs on every passage at ingestion.
bool mayAddressAssistant(const QString& folded)
{
    static const QRegularExpression words =
        pattern(R"(\b(ignore|disregard|forget|override|bypass|ignorieren?|ignoriere|vergiss|vergessen|missachten?|)"
                R"(uberschreibe|instructions?|prompts?|anweisungen?|instruktionen|systemanweisung|systemprompt|ai|ki|)"
                R"(assistant|assistent|chatbot|bot|gpt|chatgpt|copilot|llm|language|sprachmodell|model|persona|)"
                R"(unrestricted|unfiltered|mode|system|developer|passage|statement|evidence|answer(s|ed)?|)"
                R"(respond(s|ed)?|reply(s|ed)?|tell|antworten?|beantworten?)\b)");
    // Only next to the characters of a tag cue ("<question", "<|user|>", "[INST]", "### Response:"):
    // Markdown is full of "#", "|" and "[", handbooks of "question".
    static const QRegularExpression tagWords =
        pattern(R"(\b(question|user|sys|inst|response|im_start|im_end|endoftext|eot_id|start_header_id)\b)");
    static const QRegularExpression tagCharacters = pattern(R"([<\[|#])");
    if (folded.contains(u"modus") || words.match(folded).hasMatch()) // "wartungsmodus", "jailbreak modus"
        return true;
    return tagCharacters.match(folded).hasMatch() && tagWords.match(folded).hasMatch();
}

} // namespace

int InstructionDetector::weakCues(const QString& folded)
{
    // "Answer that …" with one more of the others: "If anyone asks, answer that …", "Always respond
    // with \"…\"". What an employee is told to reply ("reply within a day") does not count.
    static const QRegularExpression answerThat =
        pattern(R"(\b(answer|respond|reply)(s|ed)?\b( \w+){0,3}? (that|:)|\b(answer|respond|reply)( only)? with ["']|)"
                R"(\btell (the user|users|everyone|anyone|employees|all employees) that\b|)"
                R"(\b(antworte|antworten sie|beantworte|beantworten sie)\b[^.!?]{0,30}?,? (dass|mit ["']))");
    static const QList<QRegularExpression> others = {
        pattern(R"(\b(always|only|from now on|instead|regardless|no matter what|under all circumstances|)"
                R"(immer|stets|nur noch|ab sofort|ab jetzt|stattdessen|unabhangig davon|auf jeden fall)\b)"),
        pattern(R"(\b(if|when|whenever) (anyone|someone|somebody|a user|the user|users|an employee|employees) )"
                R"((asks?|asked|questions?|wants? to know)\b|\bwenn (jemand|ein nutzer|eine nutzerin|der nutzer|)"
                R"(ein mitarbeiter|eine mitarbeiterin|mitarbeitende) (fragt|fragen|wissen will)\b)"),
        pattern(
            R"(\b(the assistant|the model|your answer|your response|deine antwort|ihre antwort)\b|)"
            R"((^|[\n.!?]\s*)(assistant|ai|ki|llm|gpt|chatbot)\s*[,:]|\b(maintenance|developer|debug|admin) mode\b|)"
            R"(\b(wartungs|entwickler|debug|admin)modus\b)"),
    };
    if (!answerThat.match(folded).hasMatch())
        return 0;
    int found = 1;
    for (const QRegularExpression& cue : others)
        found += cue.match(folded).hasMatch() ? 1 : 0;
    return found;
}

bool InstructionDetector::addressesAssistant(QStringView sentence)
{
    const QString folded = TextFold::fold(sentence, {true, true}).text;
    for (const QRegularExpression& cue : strongCues()) {
        if (cue.match(folded).hasMatch())
            return true;
    }
    return weakCues(folded) >= 2;
}

QList<TextSpan> InstructionDetector::find(QStringView text)
{
    QList<TextSpan> out;
    // Nearly every passage says nothing to an assistant: a look for the words every cue needs, on
    // the passage folded once, decides that before any sentence is folded and matched on its own.
    // Ingestion runs this on every passage.
    if (!mayAddressAssistant(TextFold::fold(text, {true, true, false}).text))
        return out;
    for (const TextSpan& span : SentenceSplitter::split(text)) {
        if (!addressesAssistant(text.mid(span.start, span.length())))
            continue;
        // A "sentence" of several lines may hold a policy line beside the instruction (plain text
        // often has no capital after the full stop): where single lines say it, only they count.
        QList<TextSpan> lines;
        qsizetype start = span.start;
        while (start < span.end) {
            qsizetype end = text.indexOf(QLatin1Char('\n'), start);
            if (end < 0 || end > span.end)
                end = span.end;
            if (addressesAssistant(text.mid(start, end - start)))
                lines.append({start, end});
            start = end + 1;
        }
        if (lines.isEmpty())
            out.append(span);
        else
            out.append(lines);
    }
    return out;
}

bool InstructionDetector::overlaps(const QList<TextSpan>& spans, qsizetype start, qsizetype end)
{
    for (const TextSpan& s : spans) {
        if (s.start < end && start < s.end)
            return true;
    }
    return false;
}

} // namespace lotse
