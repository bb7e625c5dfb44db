// The importer on the community card database in ../shared/carddb (skipped
// with a message when it is absent): counts, and a sample of compiled
// abilities checked against hand-written expectations, among them the
// project's own data for the same cards (assets/cards).
#include <doctest/doctest.h>

#include <algorithm>
#include <filesystem>
#include <nlohmann/json.hpp>

#include "game/abilities/text.h"
#include "game/cards/import_db.h"
#include "game/cards/text_compile.h"
#include "tests/helpers.h"

using namespace l5r;
using nlohmann::json;

namespace {

std::string carddb_dir() {
  if (const char* env = std::getenv("ROKUGAN_CARDDB")) return env;
  return std::string(ROKUGAN_SOURCE_DIR) + "/../shared/carddb";  // the guide's ../shared
}

// Imported once for every test case here: it is the slow part.
const ImportedDb* carddb() {
  static const std::optional<ImportedDb> db = []() -> std::optional<ImportedDb> {
    if (!std::filesystem::is_directory(carddb_dir() + "/sets")) return std::nullopt;
    return import_card_database(carddb_dir());
  }();
  return db ? &*db : nullptr;
}

json compiled(const ImportedDb& db, std::string_view id) {
  auto d = db.db.find(id);
  REQUIRE_MESSAGE(d, "card '" << id << "' was not imported");
  return compile_rules_text(db.extra[*d].text, db.db.def(*d).type).json;
}

}  // namespace

TEST_CASE("the community card database imports, going past bad records") {
  const ImportedDb* db = carddb();
  if (!db) {
    MESSAGE("skipped: no card database at " << carddb_dir() << " (set ROKUGAN_CARDDB)");
    return;
  }
  CHECK(db->records == 20132);
  // Every record is a card, a reprint, a back face, or skipped with a reason.
  // The cards the imported ones create (CR20F "Created Cards") have no record.
  const auto created = std::count_if(db->extra.begin(), db->extra.end(),
                                     [](const ImportedCard& c) { return c.created; });
  CHECK(created > 0);
  CHECK(db->records == static_cast<int>(db->db.size() - static_cast<std::size_t>(created)) +
                           db->reprints + db->back_faces + db->skipped);
  CHECK(db->db.size() > 12000);
  CHECK(db->reprints > 5000);
  CHECK(db->back_faces > 40);
  CHECK(db->sets.size() > 120);
  // The database lacks the Gold Production of most older Strongholds: those
  // are the bulk of the errors, each reported.
  CHECK(db->errors() < 600);
  CHECK(db->abilities_compiled > 2550);  // 2,640 on 2026-11-25 (docs/card-import.md)
  CHECK(db->abilities_manual > 0);
  CHECK(db->extra.size() == db->db.size());
  int with_problem = 0;
  for (const ImportProblem& p : db->problems) with_problem += !p.file.empty() && !p.record.empty();
  CHECK(with_problem == static_cast<int>(db->problems.size()));
}

TEST_CASE("sample imported cards: stats and compiled abilities") {
  const ImportedDb* db = carddb();
  if (!db) {
    MESSAGE("skipped: no card database at " << carddb_dir());
    return;
  }
  // Spearmen Cavalry: a bowing Ranged 2 Attack.
  CHECK(compiled(*db, "spearmen-cavalry")["abilities"] ==
        json::parse(R"([{"designator":"Battle","costs":[{"bow":"self"}],
          "effects":[{"op":"ranged_attack","amount":2}]}])"));
  // Hiruma Tsurao straightens your target Follower.
  CHECK(compiled(*db, "hiruma-tsurao")["abilities"] ==
        json::parse(R"([{"designator":"Battle","targets":[{"controller":"you","type":["Follower"]}],
          "effects":[{"op":"straighten"}]}])"));
  // The Fire Dragon's Ranged 7 Attack compiles; its other traits stay manual.
  json fire = compiled(*db, "fire-dragon-exp3");
  CHECK(fire["abilities"] == json::parse(R"([{"designator":"Battle","keywords":["Fire"],
    "costs":[{"bow":"self"}],"effects":[{"op":"ranged_attack","amount":7}]}])"));
  const ImportedCard& fd = db->extra[*db->db.find("fire-dragon-exp3")];
  CHECK_FALSE(fd.automated());
  CHECK(fd.manual.size() == 1);

  const CardDef& kisada = db->db.def(*db->db.find("hida-kisada-exp"));
  CHECK(kisada.title == "Hida Kisada");
  CHECK(kisada.unique);
  CHECK(kisada.clan == Clan::Crab);
  CHECK(kisada.type == CardType::Personality);
  // A two-sided Stronghold: both faces (Twenty Festivals).
  const CardDef& crab = db->db.def(*db->db.find("the-unassailable-fortress-of-the-crab"));
  CHECK(crab.first.province_strength == 7);
  CHECK(crab.second.province_strength == 9);
}

TEST_CASE("fully compiled cards say what the project's own card data says") {
  const ImportedDb* db = carddb();
  if (!db) {
    MESSAGE("skipped: no card database at " << carddb_dir());
    return;
  }
  // Where both the importer and a person wrote a card's abilities, the
  // generated text must agree (assets/cards is written by hand).
  const Library& lib = test::library();
  int compared = 0;
  for (const CardDef& mine : lib.db.all()) {
    auto id = db->db.find(mine.id);
    if (!id || !db->extra[*id].automated() || db->extra[*id].compiled == 0) continue;
    const CardDef& imported = db->db.def(*id);
    INFO("card " << mine.id);
    CHECK(card_text(imported) == card_text(mine));
    ++compared;
  }
  MESSAGE(compared << " cards compared with the project's own data");
  CHECK(compared > 3);
}

TEST_CASE("the built-in decks load against the imported database (--carddb)") {
  const ImportedDb* db = carddb();
  if (!db) {
    MESSAGE("skipped: no card database at " << carddb_dir());
    return;
  }
  CardDb copy = db->db;
  Library lib = library_with_cards(std::move(copy), std::string(ROKUGAN_SOURCE_DIR) + "/assets");
  for (const std::string& e : lib.errors) MESSAGE(e);
  CHECK(lib.errors.empty());
  CHECK(lib.decks.size() >= 4);
}
