// The scripted Challenge player (siege/challenge_script.*, issue 6): its
// decisions on hand-made Siege boards (the scenario format's board, see
// docs/scenarios.md), each checked with the reason it logs. A wrong script
// picks another option, or gives a reason a player could not follow.
#include <doctest/doctest.h>

#include <string>

#include "game/rules/engine.h"
#include "game/scenario/board.h"
#include "game/scenario/spec.h"
#include "siege/challenge_script.h"
#include "tests/helpers.h"

using namespace l5r;

namespace {

// The Rokugani trio and the Naga with the six Territories and a Clock; the
// Challenge player's entry and the Territories' state are the test's.
std::string siege_board(const std::string& naga, const std::string& start, int active,
                        const std::string& territories = R"("peasant-district", "artisan-district",
    "merchant-district", "temple-district", "military-district", "imperial-district")") {
  return R"({"name": "script", "rule": "Siege", "players": [
    {"name": "Crab", "stronghold": "the-unassailable-fortress-of-the-crab"},
    {"name": "Crane", "stronghold": "the-esteemed-palace-of-the-crane"},
    {"name": "Phoenix", "stronghold": "the-majestic-temple-of-the-phoenix"},
    )" + naga +
         R"(],
  "siege": {"challenger": 3, "territories": [)" +
         territories + R"(],
    "clock_deck": ["hour-of-the-boar", "hour-of-the-serpent"], "clock_discard": ["hour-of-the-tiger"]},
  "active": )" +
         std::to_string(active) + R"(, "start": ")" + start +
         R"(", "steps": [{"check": {"siege": {"threat_level": 1}}}]})";
}

struct Decision {
  std::string option;  // Engine::describe of the chosen option, or "" for several
  std::string reason;
};

// Builds the board and runs the engine to its first question of the
// Challenge seat (seat 3), passing for the others.
GameState at_challenge_question(const std::string& text) {
  const Library& lib = test::library();
  const scn::Scenario sc = scn::parse_scenario(text, "script-test");
  scn::Board b = scn::build_board(lib.db, sc);
  scn::push_start(b.state, sc.start);
  GameState& s = b.state;
  Engine e(lib.db, s);
  e.run();
  for (int guard = 0; guard < 50 && s.pending && s.pending->who != 3; ++guard) {
    REQUIRE_MESSAGE(s.pending->options.front().kind == OptionKind::Pass, s.pending->prompt);
    REQUIRE(e.answer(s.pending->who, Answer{s.pending->id, {0}}).accepted);
  }
  REQUIRE(s.pending);
  REQUIRE(s.pending->who == 3);
  return s;
}

// Asks the script its answer at that question.
Decision script_decides(const std::string& text) {
  const Library& lib = test::library();
  GameState s = at_challenge_question(text);
  Engine e(lib.db, s);
  ChallengeScript script(7);
  const std::optional<Answer> a = script.choose(lib.db, s, 3);
  REQUIRE(a.has_value());
  Decision d;
  d.reason = script.last_reason();
  if (a->picked.size() == 1)
    d.option = e.describe(s.pending->options.at(static_cast<std::size_t>(a->picked[0])));
  return d;
}

}  // namespace

TEST_CASE("the script discards a Naga its few Forests cannot pay for, to turn over Forests") {
  // One Forest (2 Gold) and The Quelsa (11 Gold) face-up: waiting for him
  // blocks the Province for many turns.
  const Decision d =
      script_decides(siege_board(R"({"name": "Naga", "stronghold": "knot-of-serpents", "honor": -20,
      "home": ["breeding-grounds"], "provinces": ["the-quelsa", null, null, null]})",
                                 "dynasty", 3));
  CHECK(d.option == "Discard The Quelsa (Experienced) from Province 1");
  CHECK(d.reason == "discards The Quelsa to turn over a Forest (11 Gold, it makes 2)");
}

TEST_CASE("the script keeps an expensive Naga once its Forests are many") {
  const Decision d =
      script_decides(siege_board(R"({"name": "Naga", "stronghold": "knot-of-serpents", "honor": -20,
      "home": [{"card": "breeding-grounds", "bowed": true}, {"card": "breeding-grounds", "bowed": true},
               {"card": "clutch-of-eggs", "bowed": true}, {"card": "clutch-of-eggs", "bowed": true},
               {"card": "treacherous-growth", "bowed": true}, {"card": "treacherous-growth", "bowed": true}],
      "provinces": ["the-quelsa", null, null, null]})",
                                 "dynasty", 3));
  CHECK(d.option == "Pass");
  CHECK(d.reason == "nothing worth Recruiting");
}

TEST_CASE("the script keeps a Naga it can pay for on its next turn") {
  // Two Forests make 4 Gold: The Niskara (4) waits, and the bowed Forests
  // leave nothing to Recruit with now.
  const Decision d =
      script_decides(siege_board(R"({"name": "Naga", "stronghold": "knot-of-serpents", "honor": -20,
      "home": [{"card": "breeding-grounds", "bowed": true}, {"card": "treacherous-growth", "bowed": true}],
      "provinces": ["the-niskara", null, null, null]})",
                                 "dynasty", 3));
  CHECK(d.option == "Pass");
}

TEST_CASE("on its first turn the script Cycles the Naga it cannot afford") {
  const Decision d =
      script_decides(siege_board(R"({"name": "Naga", "stronghold": "knot-of-serpents", "honor": -20,
      "turns_started": 1, "home": ["breeding-grounds"],
      "provinces": ["the-quelsa", "askett", "treacherous-growth", null]})",
                                 "action", 3));
  CHECK(d.option == "Cycle");
  CHECK(d.reason == "Cycles 2 Naga it cannot afford yet, looking for Forests");
}

TEST_CASE("the script attacks the Territory its army can break, and holds back when it cannot") {
  const std::string broken = R"({"card": "peasant-district", "destroyed": true},
    {"card": "artisan-district", "destroyable": true},
    "merchant-district", "temple-district", "military-district", "imperial-district")";
  SUBCASE("11 Force against the Artisan District's 10, no Rokugani unit ready") {
    const Decision d = script_decides(
        siege_board(R"({"name": "Naga", "stronghold": "knot-of-serpents", "honor": -20,
        "home": ["the-riddiqesh", "the-qeltash"]})",
                    "attack", 3, broken));
    CHECK(d.option == "Attack the Territories");
    CHECK(d.reason ==
          "attacks: 11 Force against the Artisan District (Province Strength 10, 0 Force could "
          "defend it)");
  }
  SUBCASE("5 Force cannot break 10") {
    const Decision d = script_decides(
        siege_board(R"({"name": "Naga", "stronghold": "knot-of-serpents", "honor": -20,
        "home": ["the-qeltash"]})",
                    "attack", 3, broken));
    CHECK(d.option == "Do not attack");
    CHECK(d.reason ==
          "holds back: 5 Force cannot break the Artisan District (Province Strength 10)");
  }
}

TEST_CASE("the script breaks the Territories on the way to the Imperial District, not the Merchant District") {
  // With the Peasant and Artisan Districts gone, the Merchant, Temple and
  // Military Districts may be destroyed; only the Military District unlocks
  // the Imperial District, whose fall wins the game.
  const std::string row = R"({"card": "peasant-district", "destroyed": true},
    {"card": "artisan-district", "destroyed": true}, {"card": "merchant-district", "destroyable": true},
    {"card": "temple-district", "destroyable": true}, {"card": "military-district", "destroyable": true},
    "imperial-district")";
  const Decision d = script_decides(siege_board(R"({"name": "Naga", "stronghold": "knot-of-serpents", "honor": -20,
      "home": ["the-riddiqesh", "the-qeltash", "askett", "the-shakash"]})",
                                                "attack", 3, row));
  CHECK(d.option == "Attack the Territories");
  CHECK(d.reason == "attacks: 24 Force against the Military District (Province Strength 20, 0 Force could defend it)");
}

TEST_CASE("the Hour of the Rat's 6 line: the script removes the Rokugani's abilities, not its own") {
  // Four attachments with abilities: the Crab's Tsukai-sagasu and Do-Maru,
  // the Crane's Do-Maru and the Naga's own Asp Spear; Rank 3 are chosen.
  const std::string text = R"({"name": "script", "rule": "Siege", "players": [
    {"name": "Crab", "stronghold": "the-unassailable-fortress-of-the-crab",
     "home": [{"card": "hida-ayahi", "attached": ["tsukai-sagasu", "do-maru"]}]},
    {"name": "Crane", "stronghold": "the-esteemed-palace-of-the-crane",
     "home": [{"card": "daidoji-tanshi", "attached": ["do-maru"]}]},
    {"name": "Phoenix", "stronghold": "the-majestic-temple-of-the-phoenix"},
    {"name": "Naga", "stronghold": "knot-of-serpents", "honor": -20,
     "home": [{"card": "the-qeltash", "attached": ["asp-spear"]}]}],
  "siege": {"challenger": 3, "territories": ["peasant-district", "artisan-district", "merchant-district",
    "temple-district", "military-district", "imperial-district"],
    "clock_deck": ["hour-of-the-rat", "hour-of-the-serpent"],
    "clock_discard": [{"card": "hour-of-the-tiger", "face_down": true}, {"card": "hour-of-the-goat", "face_down": true},
      {"card": "hour-of-the-dog", "face_down": true}, {"card": "hour-of-the-ox", "face_down": true},
      {"card": "hour-of-the-hare", "face_down": true}]},
  "active": 3, "start": "turn", "steps": [{"check": {"siege": {"threat_level": 5}}}]})";
  const Library& lib = test::library();
  const GameState s = at_challenge_question(text);
  REQUIRE(s.pending->options.size() == 4);
  ChallengeScript script(7);
  const std::optional<Answer> a = script.choose(lib.db, s, 3);
  REQUIRE(a.has_value());
  REQUIRE(a->picked.size() == 3);
  for (int i : a->picked) CHECK(lib.db.def(s.card(s.pending->options.at(static_cast<std::size_t>(i)).card).def).id != "asp-spear");
  CHECK(script.last_reason() == "removes the Rokugani's abilities");
}
