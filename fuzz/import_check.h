#pragma once
// What every card importer fuzz target checks on the records a reader gave:
// the builder takes them all without crashing, counts each record once, and
// every imported card is findable and has text a player can read.
#include <vector>

#include "game/abilities/text.h"
#include "game/cards/import_record.h"

namespace l5r::fuzz {

inline void check_import(const std::vector<RawRecord>& records,
                         std::vector<ImportProblem>& problems) {
  ImportBuilder b;
  for (auto& p : problems) b.problem(p);
  for (const RawRecord& r : records) b.add(r);
  ImportedDb db = b.finish();
  if (db.records != static_cast<int>(records.size())) __builtin_trap();
  if (db.records != static_cast<int>(db.db.size()) + db.reprints + db.back_faces + db.skipped)
    __builtin_trap();  // every record is a card, a reprint, a back face or skipped
  if (db.extra.size() != db.db.size()) __builtin_trap();
  for (const CardDef& d : db.db.all()) {
    auto found = db.db.find(d.id);
    if (!found || &db.db.def(*found) != &d) __builtin_trap();
    (void)card_text(d);
  }
  for (const ImportProblem& p : db.problems) (void)p.to_string();
}

}  // namespace l5r::fuzz
