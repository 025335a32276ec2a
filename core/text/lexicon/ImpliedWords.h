// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include <QStringList>
#include <QStringView>

namespace lotse {

// The German words a text says without writing them whole, folded as Tokenizer writes them: the compounds
// of a coordination ellipsis ("An- und Abreisetag": "anreisetag"; "Schichtbeginn und -ende":
// "schichtende"), the particle verbs a main clause splits ("Tragen Sie die Zeiten … nach": "nachtragen") and
// the particle verbs of a zu-infinitive ("nachzutragen": "nachtragen"). The full-text index holds them next to
// the passage's own words (DocumentStore), and the grader reads them as the passage's (QueryTerm::textTokens):
// "Tag der Anreise" finds the travel rule that writes "An- und Abreisetag".
// A change to what it finds needs a new schema step that reads the stored passages again (as schema 15
// does): the index and the triggers work with the words stored.
class ImpliedWords final
{
public:
    static QStringList of(QStringView text);
    // The same for each passage of a document in German (LanguageGuess over its start), none otherwise: on an
    // English handbook the work cost a third of ingestion's time and found nothing.
    static QList<QStringList> ofDocument(const QStringList& passages);
    // The particle verb of a zu-infinitive ("nachzutragen": "nachtragen"), folded; empty for other words.
    static QString particleVerbOf(const QString& folded);

private:
    static void completeEllipses(QStringView text, QStringList& out);
    static void joinZuInfinitives(QStringView text, QStringList& out);
    // The complete word's last parts that are German words, longest first ("reisetag", "tag" of
    // "abreisetag"), each leaving at least `minFirst` letters before it.
    static QStringList headsOf(const QString& folded, qsizetype minFirst);
    static bool isWord(const QString& folded);
};

} // namespace lotse
