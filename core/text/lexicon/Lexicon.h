// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "LexiconFile.h"
#include "PhraseList.h"
#include "text/Language.h"

#include <QString>
#include <QStringList>

namespace lotse {

// The word lists offline search uses to bridge the gap between an employee's words and the
// handbook's (resources/lexicon, installed with the programs; see its SOURCE.md):
// - curated: the HR synonym groups ("vacation" ~ leave, holiday, Urlaub), written for Lotse;
// - thesaurus: WordNet (English) and OpenThesaurus (German) synonym sets, broad and noisy, so
//   the callers use them only as weak evidence;
// - translations: FreeDict German <-> English, for a question in the other language than the
//   handbook;
// - places: what a country is part of ("Spanien": abroad, Ausland), for a handbook that never names it;
// - irregular: English verbs' irregular forms (WordNet's exceptions: "paid" is pay), which no stemmer joins;
// - broader: what a kind of thing is ("Grippe": krank, sick), curated, for a handbook that never names it;
// - phrases: everyday phrases and the handbook words they mean ("time off": leave), curated like the groups.
// Loaded once per process on first use; a missing file is logged and leaves that list empty.
class Lexicon final
{
public:
    static const Lexicon& shared();
    static Lexicon load(const QString& directory);
    // Where the lists are looked for: $LOTSE_DATA_DIR/lexicon, else next to the programs
    // (../share/lotse/lexicon, in a macOS bundle ../Resources/lexicon).
    static QString directory();

    QStringList curated(const QString& folded) const { return m_curated.lookup(folded); }
    QStringList thesaurus(const QString& folded, Language language) const;
    // `folded`, a word of `from`, in the other language; `written` as in LexiconFile::lookup.
    QStringList translations(const QString& folded, Language from, const QString& written = {},
                             bool writtenOnly = false) const;
    // Its translations of two words ("Krankheitstag": "sick day"), folded, the words joined by a space.
    QStringList phraseTranslations(const QString& folded, Language from, const QString& written = {}) const;
    QStringList broader(const QString& folded) const { return m_places.lookup(folded) + m_broader.lookup(folded); }
    // An English verb's irregular forms and its base, the other way round ("paid": pay; "pay": paid).
    QStringList irregular(const QString& folded) const { return m_irregular.lookup(folded); }
    const PhraseList& phrases() const { return m_phrases; }
    bool complete() const { return m_missing.isEmpty(); }
    QStringList missing() const { return m_missing; } // files that could not be read
    // The list files not readable in `directory`, without loading anything (a few stat calls).
    static QStringList missingFiles(const QString& directory);
    // For people, when files are missing in directory(): offline search works without them but finds
    // much less, and what to do; empty when every list is there.
    static QString missingWarning();

private:
    // Each list's file, its layout and where it is kept: what load() reads and missingFiles() checks.
    struct ListFile
    {
        const char* name;
        LexiconFile::Layout layout;
        LexiconFile Lexicon::*list;
    };
    static const ListFile listFiles[8];
    static const char* const phrasesFile; // a PhraseList, not a LexiconFile

    LexiconFile m_curated;
    LexiconFile m_thesaurusEn;
    LexiconFile m_thesaurusDe;
    LexiconFile m_deEn;
    LexiconFile m_enDe;
    LexiconFile m_places;
    LexiconFile m_broader;
    LexiconFile m_irregular;
    PhraseList m_phrases;
    QStringList m_missing;
};

} // namespace lotse
