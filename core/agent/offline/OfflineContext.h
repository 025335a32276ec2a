// SPDX-License-Identifier: GPL-3.0-or-later
#pragma once

#include "retrieval/LexicalSearch.h"
#include "retrieval/SectionNames.h"
#include "retrieval/SectionPassages.h"
#include "retrieval/Vocabulary.h"
#include "store/Database.h"

#include <memory>

namespace lotse {

// What the offline strategies share on the agent thread: one read connection, the vocabulary,
// the BM25 search over it, the reader of a passage's section and the sections' names.
struct OfflineContext
{
    explicit OfflineContext(std::unique_ptr<Database> database)
        : db(std::move(database))
        , vocabulary(*db)
        , search(*db, vocabulary)
        , sections(*db)
        , names(*db)
    {}
    std::unique_ptr<Database> db;
    Vocabulary vocabulary;
    LexicalSearch search;
    SectionPassages sections;
    SectionNames names;
};

} // namespace lotse
