// Deck files and the construction rules (CR20F "Deck Construction Rules",
// "Sensei", "Experienced").
#include <doctest/doctest.h>

#include "game/cards/deck.h"
#include "tests/helpers.h"

using namespace l5r;

namespace {

// A small pool of hand-made cards so each rule can be tested in isolation.
CardDb pool() {
  CardDb db;
  auto errs = db.load_json_text(R"({"cards":[
    {"id":"keep","title":"Keep","type":"Stronghold","clan":"Crab","province_strength":7,"gold_production":4,"starting_honor":3},
    {"id":"crab-sensei","title":"Crab Sensei","type":"Sensei","province_strength":0,"gold_production":0,"starting_honor":0,"sensei_clans":["Crab"]},
    {"id":"crane-sensei","title":"Crane Sensei","type":"Sensei","province_strength":0,"gold_production":0,"starting_honor":0,"sensei_clans":["Crane"]},
    {"id":"any-sensei","title":"Any Sensei","type":"Sensei","province_strength":0,"gold_production":0,"starting_honor":0,"sensei_clans":["All"]},
    {"id":"farm","title":"Farm","type":"Holding","gold_cost":2,"gold_production":2},
    {"id":"hero","title":"Hero","type":"Personality","unique":true,"force":2,"chi":2,"gold_cost":5,"personal_honor":1},
    {"id":"hero-exp","title":"Hero","type":"Personality","unique":true,"experienced":1,"force":3,"chi":3,"gold_cost":7,"personal_honor":2},
    {"id":"spear","title":"Spear","type":"Item","gold_cost":1,"force":1,"chi":0,"focus":1},
    {"id":"sword","title":"Sword","type":"Item","gold_cost":2,"force":2,"chi":0,"focus":2}
  ]})", "pool.json");
  REQUIRE(errs.empty());
  return db;
}

std::string deck_json(const std::string& body) {
  return R"({"name":"T","stronghold":"keep",)" + body + "}";
}

std::vector<std::string> problems(const CardDb& db, const std::string& body) {
  DeckLoadResult r = load_deck_text(db, deck_json(body), "d.json");
  REQUIRE(r.errors.empty());
  return validate_deck(db, *r.deck);
}

bool mentions(const std::vector<std::string>& v, const std::string& s) {
  for (auto& e : v)
    if (e.find(s) != std::string::npos) return true;
  return false;
}

const char* kLegal =
    R"("dynasty":[{"card":"farm","count":39},{"card":"hero","count":1}],
       "fate":[{"card":"spear","count":20},{"card":"sword","count":20}])";

}  // namespace

TEST_CASE("a legal deck has no problems") {
  CardDb db = pool();
  // Three-copy limit relaxed here so one title can fill a deck; tested below.
  DeckLoadResult r = load_deck_text(db, deck_json(kLegal), "d.json");
  REQUIRE(r.errors.empty());
  CHECK(validate_deck(db, *r.deck, {40, 40, 40}).empty());
}

TEST_CASE("deck construction violations are each reported") {
  CardDb db = pool();
  SUBCASE("too few cards") {
    auto p = problems(db, R"("dynasty":[{"card":"farm","count":3}],"fate":[{"card":"spear","count":3}])");
    CHECK(mentions(p, "the Dynasty deck has 3 cards; it needs at least 40"));
    CHECK(mentions(p, "the Fate deck has 3 cards; it needs at least 40"));
  }
  SUBCASE("more than three copies") {
    auto p = problems(db, R"("dynasty":[{"card":"farm","count":4}],"fate":[])");
    CHECK(mentions(p, "'Farm': at most 3 copies allowed, the deck has 4"));
  }
  SUBCASE("three copies are fine") {
    auto p = problems(db, R"("dynasty":[{"card":"farm","count":3}],"fate":[])");
    CHECK_FALSE(mentions(p, "'Farm'"));
  }
  SUBCASE("one copy of a Unique title") {
    auto p = problems(db, R"("dynasty":[{"card":"hero","count":2}],"fate":[])");
    CHECK(mentions(p, "'Hero' is Unique: one copy allowed, the deck has 2"));
  }
  SUBCASE("Experienced levels are counted apart") {
    auto p = problems(db, R"("dynasty":[{"card":"hero","count":1},{"card":"hero-exp","count":1}],"fate":[])");
    CHECK_FALSE(mentions(p, "Unique"));
  }
  SUBCASE("cards in the wrong deck") {
    auto p = problems(db, R"("dynasty":[{"card":"spear","count":1}],"fate":[{"card":"farm","count":1}])");
    CHECK(mentions(p, "'Spear' is a Item, not a Dynasty card"));
    CHECK(mentions(p, "'Farm' is a Holding, not a Fate card"));
  }
  SUBCASE("a Sensei of another clan") {
    auto p = problems(db, R"("sensei":"crane-sensei","dynasty":[],"fate":[])");
    CHECK(mentions(p, "Sensei 'Crane Sensei' may not be used with a Crab Stronghold"));
  }
  SUBCASE("a Sensei of the clan, or of all clans") {
    CHECK_FALSE(mentions(problems(db, R"("sensei":"crab-sensei","dynasty":[],"fate":[])"), "Sensei"));
    CHECK_FALSE(mentions(problems(db, R"("sensei":"any-sensei","dynasty":[],"fate":[])"), "Sensei"));
  }
  SUBCASE("a Stronghold in the Sensei slot") {
    auto p = problems(db, R"("sensei":"keep","dynasty":[],"fate":[])");
    CHECK(mentions(p, "'Keep' is not a Sensei"));
  }
}

TEST_CASE("malformed deck files are refused with the problem named") {
  CardDb db = pool();
  auto errs = [&](const std::string& text) {
    std::string all;
    for (auto& e : load_deck_text(db, text, "d.json").errors) all += e + "\n";
    return all;
  };
  CHECK(errs("not json").find("d.json: is not a JSON object") != std::string::npos);
  CHECK(errs(R"({"name":"x","dynasty":[],"fate":[]})").find("'stronghold' is missing") != std::string::npos);
  CHECK(errs(R"({"name":"x","stronghold":"nope","dynasty":[],"fate":[]})")
            .find("unknown Stronghold 'nope'") != std::string::npos);
  CHECK(errs(deck_json(R"("dynasty":[{"card":"ghost","count":1}],"fate":[])"))
            .find("dynasty entry 1: unknown card 'ghost'") != std::string::npos);
  CHECK(errs(deck_json(R"("dynasty":[{"card":"farm","count":0}],"fate":[])"))
            .find("count must be a whole number from 1 to 99") != std::string::npos);
  CHECK(errs(deck_json(R"("dynasty":{},"fate":[])")).find("'dynasty' must be a list") != std::string::npos);
}

TEST_CASE("the built-in decks are legal") {
  const Library& lib = test::library();
  REQUIRE(lib.decks.size() >= 4);
  for (const Deck& d : lib.decks) {
    INFO(d.name);
    CHECK(validate_deck(lib.db, d).empty());
    CHECK(d.dynasty.size() == 40);
    CHECK(d.fate.size() == 40);
  }
}

TEST_CASE("a card may ask for a number of Holdings in the deck") {
  // CR20F "Cards vs. rules": a card's own construction rule (a
  // deck_min_holdings trait) adds to the rulebook's.
  CardDb db;
  auto errs = db.load_json_text(R"({"cards":[
    {"id":"keep","title":"Keep","type":"Stronghold","clan":"Crab","province_strength":7,"gold_production":4,"starting_honor":3},
    {"id":"farm","title":"Farm","type":"Holding","gold_cost":2,"gold_production":2},
    {"id":"harbor","title":"Harbor","type":"Holding","gold_cost":2,"gold_production":2,"traits":[{"deck_min_holdings":5}]},
    {"id":"hero","title":"Hero","type":"Personality","force":2,"chi":2,"gold_cost":5,"personal_honor":1}
  ]})", "pool.json");
  REQUIRE(errs.empty());
  auto p = problems(db, R"("dynasty":[{"card":"harbor","count":2},{"card":"farm","count":2},{"card":"hero","count":3}],"fate":[])");
  CHECK(mentions(p, "'Harbor' needs at least 5 Holdings in the deck; it has 4"));
  p = problems(db, R"("dynasty":[{"card":"harbor","count":2},{"card":"farm","count":3},{"card":"hero","count":3}],"fate":[])");
  CHECK_FALSE(mentions(p, "Harbor"));
}
