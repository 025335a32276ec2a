// SPDX-License-Identifier: GPL-3.0-or-later
#include "DocxNotes.h"

#include "XmlReading.h"

#include <QXmlStreamReader>

namespace lotse {

Result<QHash<QString, QString>> DocxNotes::read(const QByteArray& xml, QStringView element, const FormatLimits& limits)
{
    QHash<QString, QString> notes;
    if (xml.isEmpty())
        return notes;
    QXmlStreamReader reader(xml);
    const QString part = QStringLiteral("word/") + element + QStringLiteral("s.xml");
    int depth = 0;
    QString id;
    QString text;
    int inText = 0;
    qint64 total = 0;
    while (!reader.atEnd()) {
        reader.readNext();
        if (auto error = XmlReading::check(reader, depth, limits, part))
            return *error;
        const QStringView name = reader.name();
        if (reader.isStartElement()) {
            ++depth;
            if (name == element) {
                const QStringView type = reader.attributes().value(QStringLiteral("w:type"));
                id = type.isEmpty() || type == u"normal" ? reader.attributes().value(QStringLiteral("w:id")).toString()
                                                         : QString();
                text.clear();
            } else if (name == u"t") {
                ++inText;
            } else if ((name == u"p" || name == u"tab" || name == u"br") && !text.isEmpty()) {
                text += QLatin1Char(' ');
            }
        } else if (reader.isEndElement()) {
            --depth;
            if (name == u"t") {
                --inText;
            } else if (name == element && !id.isEmpty()) {
                total += text.size();
                notes.insert(id, text.simplified());
                id.clear();
            }
        } else if (reader.isCharacters() && inText > 0 && !id.isEmpty()) {
            text += reader.text();
            if (total + text.size() > limits.maxTextChars)
                return Error::make(Error::Code::InvalidInput,
                                   XmlReading::tr("has more than %1 million characters of text. Split it into "
                                                  "smaller files.")
                                       .arg(limits.maxTextChars / 1000000));
        }
    }
    return notes;
}

} // namespace lotse
