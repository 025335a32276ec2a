// SPDX-License-Identifier: GPL-3.0-or-later
#include "StopWords.h"

#include <QSet>
#include <QStringList>

namespace lotse {

namespace {

QSet<QString> makeSet(const char* words)
{
    const QStringList list = QString::fromLatin1(words).split(QLatin1Char(' '), Qt::SkipEmptyParts);
    return QSet<QString>(list.begin(), list.end());
}

const QSet<QString>& english()
{
    static const QSet<QString> set = makeSet(
        "a about above after again against all also am an and any are aren as at be because been before being below "
        "between both but by can cannot could did do does doing don down during each either else etc ever every few "
        "for from further get gets getting got had has have having he her here hers herself him himself his how i if "
        "in into is isn it its itself just let lets me might more most must my myself need needs no nor not now of off "
        "on once only or other ought our ours ourselves out over own please same shall she should so some such than "
        "that the their theirs them themselves then there these they this those through to too under until up upon us "
        "very via was we were what whats when where which while who whom whose why will with would yes yet you your "
        "yours yourself yourselves s t d ll m re ve know tell want wondering anyone anything something someone "
        "thing things okay ok hi hello thanks thank regarding many much per long often happens happen "
        "allowed able possible exactly actually really "
        // Generic verbs and pronoun-like words: in a question they rarely name the topic.
        "take takes took taken taking make makes made making give gives gave given put puts go goes went gone "
        "going come comes came see sees saw say says said use uses used using like one ones new someone "
        "somebody anybody everyone everybody stuff way kind sort still already "
        // The asking and the asker's mood: "I asked my supervisor … how soon will I hear back?"
        "ask asked asking hear heard soon quick quickly slightly thinking think thought supposed anyway anywhere "
        "somewhere basically probably maybe perhaps guess wonder wondered curious lot lots bit pretty quite sure "
        "definitely even certain particular "
        // "How much … in total", "altogether": a sum asked for, as "how much"; no topic.
        "total overall altogether "
        // "fly instead of taking the train": the alternative asked about is the topic, not "instead".
        "instead "
        // "if mine breaks": a possessive pronoun like "yours" and "ours", no topic (it weighed most of "How do I
        // get a new laptop if mine breaks?", being in two passages of the 18F handbook).
        "mine "
        // "How far ahead …", "how far in advance": a lead time asked for, as "how long before"; no topic.
        "far ahead "
        // How often it happens to the asker ("he keeps making jokes", "constantly"): the situation, no topic.
        "keeps constantly repeatedly "
        // When it happened ("stolen yesterday"): the asker's situation, no topic (phrases.txt has "last night").
        "yesterday today tonight tomorrow "
        // The unit of a figure the question states ("eine Konferenz, die 3.000 Dollar kostet"): compared as
        // a figure (Quantity), no topic; rare in handbooks that write "$". Not "Euro": German handbooks
        // write "EUR" and "Euro", and the word finds their sums.
        "dollar dollars "
        // What is left of a contraction split at its apostrophe: "haven't" is "haven" and "t".
        "ain couldn didn doesn hadn hasn haven mightn mustn needn shan shouldn wasn weren won wouldn");
    return set;
}

const QSet<QString>& german()
{
    // Folded: "für" -> "fur", "über" -> "uber", "muss" stays.
    static const QSet<QString> set = makeSet(
        "aber alle allem allen aller alles als also am an ander andere anderem anderen anderer anderes auch auf aus "
        "bei "
        "beim bin bis bitte bist da dabei dadurch dafur dagegen daher damit dann darf darfst darauf daruber das dass "
        "dein deine dem den denn der des dessen deshalb die dies diese diesem diesen dieser dieses doch dort du durch "
        "ein eine einem einen einer eines einmal er es etwa etwas euch euer eure fur gibt hab habe haben hat hatte "
        "hatten hier hin hinter ich ihr ihre ihrem ihren ihrer im in ist ja jede jedem jeden jeder jedes jetzt kann "
        "kannst kein keine keinem keinen keiner konnen konnte man manche mein meine meinem meinen meiner mich mir mit "
        "muss musst mussen nach nicht nichts noch nun nur ob oder ohne sehr sein seine seinem seinen seiner sich sie "
        "sind so soll sollen sollte sondern um und uns unser unsere unter viel vom von vor wann war waren warum was "
        "weil welche welchem welchen welcher welches wem wen wenn wer werde werden wie wieder wieviel wieviele will "
        "wir wird wo wurde wurden zu zum zur uber gilt geht gern bekomme bekommen eigentlich mal hallo danke "
        "viele pro lange oft genau passiert darf durfen moglich erlaubt gestattet "
        "machen mache machst macht gemacht nehmen nehme nimmt genommen geben gebe gibt gegeben gehen gehe "
        "ging gegangen kommen komme kommt kam sagen sage sagt gesagt neu neue neuen neuer neues jemand "
        "jemandem jemanden eins sache sachen "
        // "Wie lange dauert …" asks for a duration, as "how long does it take": the verb names no topic.
        "dauert dauern dauerte dauerten gedauert "
        // "Wann findet … statt?" asks when something happens, as English "happen": no topic.
        "stattfinden stattfindet stattfand stattgefunden "
        // "Wie funktioniert …" asks for the procedure, as "how does … work": the verb names no topic.
        "funktioniert funktionieren funktionierte "
        // "Wie hoch ist …" asks for an amount, as "how much": "hoch" is no topic ("high" in English pages).
        "hoch "
        // "Wie viel … insgesamt": a sum asked for, as English "in total".
        "insgesamt "
        // "Was muss ich tun …": what to do, as English "do", names no topic.
        "tun tue tust tut getan "
        // Snowball's German list, as far as the lines above lack it, and everyday filler of a chat question.
        "anderm andern anders dasselbe dazu demselben denselben derer derselbe derselben desselben dich dir "
        "ebenso einig einige einigem einigen einiger einiges eurem euren eurer eures ganz ihm ihn ihnen indem jene "
        "jenem jenen jener jenes manchem manchen mancher manches meines deines seines ihres unseres unseren "
        "unserer unserem solche solchem solchen solcher solches sonst selbst wollen wollte zwar zwischen deswegen "
        "irgendwie irgendwo irgendwann irgendwas irgendwer halt einfach schon gerade raus rein drin drauf dran worauf "
        "wofur womit wohin woher wozu "
        "wurdest sollten musste mussten konnten mochte mochten bisschen ziemlich eher sowas stimmt ungefahr "
        "normalerweise uberhaupt je mach kriege kriegt kriegen krieg brauche brauchst braucht brauchen gibts "
        // "eine bestimmte Mindestlänge": a determiner, no topic ("bei bestimmten Anlässen" is on another page).
        // "wegen einer Weiterbildung", "bezüglich der Rente": prepositions, which name no topic.
        "wegen bezuglich betreffend hinsichtlich "
        // "Ich will wissen, ob …", "weiß jemand …": what the asker wants, as English "know", "wondering".
        "wissen weiss wusste gewusst "
        // When it happened ("gestern gestohlen"), as English "yesterday"; not "morgen", also "der Morgen".
        "gestern vorgestern heute ubermorgen "
        // How often it happens to the asker ("macht ständig Witze"), as English "keeps".
        "standig dauernd andauernd "
        // "trotzdem erreichbar": adverbs of concession, as English "still", "anyway".
        "trotzdem dennoch ohnehin sowieso jedenfalls "
        // "fliegen statt Bahn fahren": as English "instead".
        "statt anstatt stattdessen "
        // "ein Foto davon": pronominal adverbs point back at the question's own words, as English "of it".
        "davon daran darum davor danach daneben darin daraus darunter dahinter "
        // "sieht mega aus": a colloquial intensifier, as English "really".
        "mega "
        // "eine kleine Delle": how big the asker's trouble is, no topic ("ein kleiner Schnitt" on the first-aid page).
        "klein kleine kleiner kleinen kleines kleinem "
        // "genehmigen lassen", "prüfen lassen": an auxiliary, as English "have it approved"; no topic.
        "lassen lasse lasst liess gelassen "
        "bestimmt bestimmte bestimmten bestimmter bestimmtes bestimmtem gewisse gewissen gewisser gewisses "
        // The rest of Snowball's German list (PostgreSQL's german.stop), folded.
        "anderr deinem deinen deiner dieselbe dieselben gegen gewesen ins keines unse unsem unsen unses warst weg "
        "weiter wirst wahrend wurden "
        // "seit Wochen", "seit Montag": since when, as English "since"; a preposition names no topic.
        "seit");
    return set;
}

} // namespace

bool StopWords::isEnglish(const QString& foldedWord)
{
    return english().contains(foldedWord);
}

bool StopWords::isGerman(const QString& foldedWord)
{
    return german().contains(foldedWord);
}

bool StopWords::contains(const QString& foldedWord)
{
    return foldedWord.size() < 2 || isEnglish(foldedWord) || isGerman(foldedWord);
}

bool StopWords::contains(const QString& foldedWord, Language textLanguage)
{
    // English filler that is a German noun. Both lists apply to either language otherwise: a German
    // question names English things ("Flexible Spending Account"), an English one German ones.
    static const QSet<QString> germanNouns = makeSet("kind see");
    if (textLanguage == Language::German && germanNouns.contains(foldedWord))
        return isGerman(foldedWord);
    return contains(foldedWord);
}

bool StopWords::contains(const QString& foldedWord, const QString& writtenWord, Language textLanguage)
{
    // Snowball's "andere", "andern" are "other"; "ändere", "ändern" change something ("Wie oft muss ich mein
    // Passwort ändern?"), a question's topic verb.
    static const QSet<QString> changed = makeSet("andere andern");
    if (changed.contains(foldedWord) && writtenWord != foldedWord)
        return false;
    return contains(foldedWord, textLanguage);
}

} // namespace lotse
