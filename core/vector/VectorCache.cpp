// SPDX-License-Identifier: GPL-3.0-or-later
#include "VectorCache.h"

#include "common/Logging.h"
#include "store/Database.h"
#include "store/MetaTable.h"

#include <QCryptographicHash>
#include <QDir>
#include <QFileInfo>
#include <QStandardPaths>

namespace lotse {

QString VectorCache::Place::indexPath() const
{
    return QDir(directory).filePath(QStringLiteral("index.bin"));
}

QString VectorCache::Place::codesPath() const
{
    return QDir(directory).filePath(QStringLiteral("codes.bin"));
}

QString VectorCache::Place::lockPath() const
{
    return QDir(directory).filePath(QStringLiteral("build.lock"));
}

QString VectorCache::Place::sourcePath() const
{
    return QDir(directory).filePath(QStringLiteral("source.txt"));
}

std::optional<VectorCache::Place> VectorCache::placeFor(Database& db, const QString& model, qsizetype count,
                                                        qsizetype minimum)
{
    const QString path = db.path();
    if (count < std::max<qsizetype>(minimum, 1) || path.isEmpty() || path == QStringLiteral(":memory:"))
        return std::nullopt;
    const std::optional<QString> id = MetaTable::value(db, QStringLiteral("knowledge_base_id"));
    const std::optional<QString> generation = MetaTable::value(db, QStringLiteral("vectors_generation"));
    if (!id || !generation)
        return std::nullopt;
    // One folder per knowledge base file and model: a copy of the file elsewhere keeps its own.
    const QString canonical = QFileInfo(path).canonicalFilePath();
    const QByteArray folder =
        QCryptographicHash::hash((canonical + QLatin1Char('\n') + model).toUtf8(), QCryptographicHash::Sha256)
            .toHex()
            .left(24);
    Place place;
    place.directory = QDir(QStandardPaths::writableLocation(QStandardPaths::CacheLocation))
                          .filePath(QStringLiteral("vectors/") + QString::fromLatin1(folder));
    place.key = QStringLiteral("%1|%2|%3|%4").arg(*id, *generation, model).arg(count).toUtf8();
    return place;
}

std::unique_ptr<VectorIndex> VectorCache::restore(const Place& place, std::optional<VectorLayout> layout)
{
    auto kept = VectorIndex::restore(place.indexPath(), place.codesPath(), place.key);
    if (!kept) {
        qCDebug(lcRetrieval) << "no kept vector index in" << place.directory << ":" << kept.error().message;
        return nullptr;
    }
    std::unique_ptr<VectorIndex> index = std::move(kept).value();
    if (index->layout() != layout.value_or(VectorIndex::automaticLayout(index->size(), index->dimensions())))
        return nullptr; // the setting changed since: built anew
    return index;
}

void VectorCache::clear(const Place& place, const QString& databasePath)
{
    QDir dir(place.directory);
    QFile::remove(place.indexPath());
    QFile::remove(place.codesPath());
    for (const QString& name : dir.entryList({QStringLiteral("codes-*.part")}, QDir::Files))
        QFile::remove(dir.filePath(name));
    if (QFile source(place.sourcePath()); source.open(QIODevice::WriteOnly | QIODevice::Truncate))
        source.write(QFileInfo(databasePath).canonicalFilePath().toUtf8());
}

void VectorCache::removeOrphans(const Place& place)
{
    QDir all(QFileInfo(place.directory).absolutePath());
    for (const QString& name : all.entryList(QDir::Dirs | QDir::NoDotAndDotDot)) {
        QFile source(all.filePath(name + QStringLiteral("/source.txt")));
        if (!source.open(QIODevice::ReadOnly))
            continue; // not one of these folders, or one being made
        const QString of = QString::fromUtf8(source.readAll());
        if (!of.isEmpty() && !QFileInfo::exists(of)) {
            qCInfo(lcRetrieval) << "removing the kept vector index of" << of << "(the file is gone)";
            QDir(all.filePath(name)).removeRecursively();
        }
    }
}

} // namespace lotse
