// SPDX-License-Identifier: GPL-3.0-or-later
#include "Synonyms.h"

#include <QHash>

namespace lotse {

namespace {

// One group per line; words folded (ä -> a, ß stays).
const char* const groups[] = {
    "vacation vacations holiday holidays leave pto urlaub urlaubstage ferien",
    "sick sickness ill illness krank krankheit krankmeldung arbeitsunfahig",
    "salary pay payroll wage wages gehalt lohn vergutung",
    "remote homeoffice telework wfh mobil mobiles",
    "laptop notebook computer pc device devices gerat gerate",
    "stolen theft stole steal lost lose loss missing gestohlen diebstahl verloren",
    "expenses expense reimbursement reimburse receipts spesen auslagen erstattung",
    "trip trips journey journeys travel travelling traveling reise reisen dienstreise",
    "training course courses seminar seminars conference education weiterbildung fortbildung schulung",
    "parental maternity paternity elternzeit mutterschutz",
    "harassment bullying belastigung mobbing",
    "gift gifts present presents geschenk geschenke",
    "password passwords passphrase passwort kennwort",
    "boss manager supervisor vorgesetzte vorgesetzter fuhrungskraft",
    "hotel accommodation lodging ubernachtung unterkunft",
    "allowance diem tagegeld pauschale verpflegungspauschale",
    "onboarding induction einarbeitung",
    "whistleblower whistleblowing hinweisgeber",
    "probation probationary probezeit",
    "pension retirement rente betriebsrente altersvorsorge",
    "bonus bonuses pramie",
    "overtime uberstunden mehrarbeit",
    "hr personalabteilung personalwesen personnel",
};

QHash<QString, QStringList> buildIndex()
{
    QHash<QString, QStringList> index;
    for (const char* line : groups) {
        const QStringList words = QString::fromLatin1(line).split(QLatin1Char(' '), Qt::SkipEmptyParts);
        for (const QString& w : words) {
            QStringList others = words;
            others.removeAll(w);
            index[w].append(others);
        }
    }
    return index;
}

} // namespace

QStringList Synonyms::of(const QString& foldedWord)
{
    static const QHash<QString, QStringList> index = buildIndex();
    return index.value(foldedWord);
}

} // namespace lotse
