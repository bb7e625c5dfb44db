// Plain-text decklists (.l5d style, docs/decks.md): every built-in deck
// written as a decklist reads back as the same deck, and each unknown or
// misplaced card is named by its line.
#include <doctest/doctest.h>

#include <map>
#include <set>

#include "game/cards/decklist.h"
#include "tests/helpers.h"

using namespace l5r;

namespace {

// The deck as a community decklist: titles, counts, section headers.
std::string as_decklist(const CardDb& db, const Deck& d, bool x_style) {
  auto title = [&db](DefId id) {
    const CardDef& c = db.def(id);
    return c.title + (c.experienced == 1  ? " - Experienced"
                      : c.experienced > 1 ? " - Experienced " + std::to_string(c.experienced)
                                          : "");
  };
  auto pile = [&](const std::vector<DefId>& ids) {
    std::map<DefId, int> n;
    for (DefId id : ids) ++n[id];
    std::string s;
    for (auto& [id, count] : n)
      s += std::to_string(count) + (x_style ? "x " : " ") + title(id) + "\n";
    return s;
  };
  std::string s = "Stronghold: " + title(d.stronghold) + "\n";
  if (d.sensei) s += "Sensei:\n" + title(*d.sensei) + "\n";
  s += "\n# Dynasty (" + std::to_string(d.dynasty.size()) + ")\n" + pile(d.dynasty);
  s += "\nFate\n" + pile(d.fate);
  return s;
}

std::multiset<DefId> bag(const std::vector<DefId>& v) { return {v.begin(), v.end()}; }

std::string errors_of(const DecklistResult& r) {
  std::string s;
  for (auto& e : r.errors) s += e.to_string("deck.l5d") + "\n";
  return s;
}

}  // namespace

TEST_CASE("every built-in deck reads back from its decklist") {
  const Library& lib = test::library();
  REQUIRE(lib.decks.size() >= 4);
  for (const Deck& d : lib.decks) {
    for (bool x_style : {false, true}) {
      DecklistResult r = import_decklist(lib.db, as_decklist(lib.db, d, x_style), d.name);
      INFO(d.name << "\n" << errors_of(r));
      REQUIRE(r.deck);
      CHECK(r.illegal.empty());
      CHECK(r.deck->stronghold == d.stronghold);
      CHECK(r.deck->sensei == d.sensei);
      CHECK(bag(r.deck->dynasty) == bag(d.dynasty));
      CHECK(bag(r.deck->fate) == bag(d.fate));
      // And the deck file written from it loads as the same deck.
      DeckLoadResult again = load_deck_text(lib.db, deck_to_json(lib.db, *r.deck), "again.json");
      REQUIRE(again.deck);
      CHECK(bag(again.deck->fate) == bag(d.fate));
    }
  }
}

TEST_CASE("unknown and misplaced cards are named by line") {
  const Library& lib = test::library();
  const std::string text =
      "# A test deck\n"
      "Stronghold: The Unassailable Fortress of the Crab\n"
      "# Dynasty\n"
      "3 Hida Saiyuki\n"
      "2 No Such Card\n"
      "1 Light Infantry\n"
      "0 Hida Taisho\n"
      "Fate:\n"
      "3x LIGHT INFANTRY\n"
      "2 hida saiyuki\n";
  DecklistResult r = import_decklist(lib.db, text, "test");
  const std::string all = errors_of(r);
  INFO(all);
  CHECK_FALSE(r.deck);
  CHECK(r.errors.size() == 4);
  CHECK(all.find("deck.l5d:5: 'No Such Card': unknown card") != std::string::npos);
  CHECK(all.find("deck.l5d:6: 'Light Infantry': is a Follower, which does not belong in the "
                 "Dynasty deck") != std::string::npos);
  CHECK(all.find("deck.l5d:7: 'Hida Taisho': the count must be") != std::string::npos);
  CHECK(all.find("deck.l5d:10: 'hida saiyuki': is a Personality") != std::string::npos);
}

TEST_CASE("a decklist that reads cleanly still meets the construction rules") {
  const Library& lib = test::library();
  DecklistResult r = import_decklist(lib.db,
                                     "Stronghold\nThe Unassailable Fortress of the Crab\n"
                                     "Dynasty\n4 Hida Saiyuki\nFate\n3 Light Infantry\n",
                                     "short");
  INFO(errors_of(r));
  REQUIRE(r.deck);
  CHECK(r.deck->dynasty.size() == 4);
  CHECK_FALSE(r.illegal.empty());  // 40-card minimums, and four copies of a title
  bool copies = false;
  for (auto& e : r.illegal) copies = copies || e.find("Hida Saiyuki") != std::string::npos;
  CHECK(copies);
}

TEST_CASE("a decklist without a Stronghold, or with two, is refused") {
  const Library& lib = test::library();
  CHECK_FALSE(import_decklist(lib.db, "Dynasty\n3 Hida Saiyuki\n", "none").deck);
  DecklistResult two = import_decklist(lib.db,
                                       "Stronghold: The Unassailable Fortress of the "
                                       "Crab\nStronghold: The Unassailable Fortress of the Crab\n",
                                       "two");
  CHECK_FALSE(two.deck);
  CHECK(errors_of(two).find("deck.l5d:2:") != std::string::npos);
}
