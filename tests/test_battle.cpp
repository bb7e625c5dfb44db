// Battle keywords and rulebook battle abilities (issue 3): Expendable,
// Resilient, dishonorable death and rehonoring, Cavalry, the Favor Battle
// ability, Tactical Advantage, Conqueror. Each test names its CR20F rule.
#include <doctest/doctest.h>

#include <algorithm>

#include "tests/board.h"

using namespace l5r;
using test::Board;

namespace {

const char* kCards = R"({"set": "Test", "cards": [
 {"id":"big","title":"Big","type":"Personality","force":5,"chi":3,"gold_cost":6,"personal_honor":2},
 {"id":"small","title":"Small","type":"Personality","force":2,"chi":3,"gold_cost":5,"personal_honor":3},
 {"id":"grunt","title":"Grunt","type":"Personality","keywords":["Expendable"],"force":1,"chi":1,"gold_cost":2,"personal_honor":0},
 {"id":"rock","title":"Rock","type":"Personality","keywords":["Resilient"],"force":1,"chi":3,"gold_cost":4,"personal_honor":1},
 {"id":"rider","title":"Rider","type":"Personality","keywords":["Cavalry"],"force":3,"chi":2,"gold_cost":5,"personal_honor":1},
 {"id":"general","title":"General","type":"Personality","keywords":["Tactician"],"force":2,"chi":2,"gold_cost":5,"personal_honor":1},
 {"id":"victor","title":"Victor","type":"Personality","keywords":["Conqueror"],"force":6,"chi":2,"gold_cost":7,"personal_honor":1},
 {"id":"foot","title":"Foot","type":"Follower","force":1,"gold_cost":1,"focus":1},
 {"id":"veteran","title":"Veteran","type":"Personality","keywords":["Elite"],"force":4,"chi":2,"gold_cost":8,"personal_honor":3},
 {"id":"scroll","title":"Scroll","type":"Strategy","focus":4}
]})";

bool logged(const Board& b, const std::string& line) {
  return std::find(b.log.lines.begin(), b.log.lines.end(), line) != b.log.lines.end();
}

}  // namespace

TEST_CASE("Expendable: after it is destroyed, its controller draws a card (CR20F Expendable)") {
  Board b(kCards);
  const CardId big = b.in_play(0, "big");
  const CardId grunt = b.in_play(1, "grunt");
  b.on_deck(1, "scroll");
  b.start_combat(0, {big}, {grunt});
  CHECK(b.s.card(grunt).zone == Zone::DynastyDiscard);
  CHECK(b.s.players[1].hand.size() == 1);
}

TEST_CASE("Resilient survives battle resolution once per game (CR20F Resilient)") {
  Board b(kCards);
  const CardId big = b.in_play(0, "big");
  const CardId rock = b.in_play(1, "rock");
  const CardId foot = b.attached(rock, "foot");
  b.start_combat(0, {big}, {rock});
  CHECK(b.s.card(rock).zone == Zone::InPlay);
  CHECK(b.s.card(foot).zone == Zone::FateDiscard);  // its attachments are still destroyed
  CHECK(b.s.card(rock).resilience_used);
  // A second loss destroys him.
  b.s.result = {};
  b.s.turn_limit = 4;
  b.s.card(big).bowed = false;  // he bowed after attacking
  b.start_combat(0, {big}, {rock});
  CHECK(b.s.card(rock).zone == Zone::DynastyDiscard);
}

TEST_CASE("a dishonorable Personality has 0 Personal Honor and costs his printed PH when he dies") {
  Board b(kCards);
  const CardId big = b.in_play(0, "big");
  const CardId small = b.in_play(1, "small");
  b.s.card(small).dishonorable = true;
  CHECK(b.engine().personal_honor(small) == 0);  // CR20F Honorable and Dishonorable
  const int honor = b.s.players[1].honor;
  b.start_combat(0, {big}, {small});
  CHECK(b.s.card(small).dead);
  CHECK(b.s.card(small).dishonorable);  // dishonorably dead
  CHECK(b.s.players[1].honor == honor - 3);
  CHECK(b.s.players[1].ignores_clan_honor_requirements);  // a rulebook Honor loss
}

TEST_CASE("the winner's dishonorable Personalities are rehonored instead of the Honor gain (CR20F Rehonoring 0.3)") {
  Board b(kCards);
  const CardId big = b.in_play(0, "big");
  const CardId small = b.in_play(1, "small");
  b.s.card(big).dishonorable = true;
  const int honor = b.s.players[0].honor;
  b.start_combat(0, {big}, {small});
  CHECK(b.s.card(small).zone == Zone::DynastyDiscard);
  CHECK_FALSE(b.s.card(big).dishonorable);
  CHECK(b.s.players[0].honor == honor);
}

TEST_CASE("Conqueror units do not bow after battle; others do (CR20F After Resolution)") {
  Board b(kCards);
  const CardId victor = b.in_play(0, "victor");
  const CardId big = b.in_play(0, "big");
  b.start_combat(0, {victor, big}, {});
  CHECK_FALSE(b.s.card(victor).bowed);
  CHECK(b.s.card(big).bowed);
  CHECK(b.s.card(victor).location == kHome);
}

TEST_CASE("Cavalry: Absent Engage, move your unbowed Cavalry unit to the battle (CR20F Cavalry)") {
  Board b(kCards);
  const CardId small = b.in_play(0, "small");
  const CardId rider = b.in_play(1, "rider");  // at the Defender's home
  const CardId foot = b.in_play(1, "big");
  (void)foot;
  b.start_engage(0, {small}, {});
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 1);
  CHECK(b.offered("Cavalry: move Rider to the battle"));
  CHECK_FALSE(b.offered("Cavalry: move Big"));  // not Cavalry
  b.choose("Cavalry: move Rider");
  CHECK(logged(b, "Rider rides to the battle"));
  // Rider (3) beats Small (2): the attacker is destroyed.
  CHECK(b.s.card(small).zone == Zone::DynastyDiscard);
  CHECK(b.s.card(rider).zone == Zone::InPlay);
}

TEST_CASE("the Favor Battle ability moves an attacking enemy Personality home (CR20F Rulebook Favor Battle)") {
  Board b(kCards);
  const CardId big = b.in_play(0, "big");
  const CardId small = b.in_play(1, "small");
  b.s.favor = 1;
  b.start_combat(0, {big}, {small});
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 1);
  b.choose("Discard the Imperial Favor to move Big home");
  CHECK(b.s.favor == kNoPlayer);
  CHECK(b.s.card(small).zone == Zone::InPlay);  // nobody attacks him any more
  CHECK(b.s.card(big).location == kHome);
}

TEST_CASE("Tactical Advantage: discard a card for a Force bonus equal to its Focus Value (CR20F Tactician)") {
  Board b(kCards);
  const CardId general = b.in_play(0, "general");
  const CardId big = b.in_play(1, "big");
  const CardId scroll = b.in_hand(0, "scroll");
  b.start_combat(0, {general}, {big});
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 0);
  b.choose("General: Tactician Battle, discard a card");
  b.choose("Scroll");
  CHECK(b.s.card(scroll).zone == Zone::FateDiscard);
  // 2 + 4 = 6 beats Big's 5.
  CHECK(logged(b, "Resolution: attacking Force 6, defending Force 5, Province Strength 6"));
  CHECK(b.s.card(big).zone == Zone::DynastyDiscard);
}

TEST_CASE("Elite: a bowed Elite Personality still adds his Force to his army (keywords.md Elite)") {
  // Bowed at the battlefield, the Elite 4F Veteran still counts: 4 beats the
  // Small's 2 and his army wins; a bowed Big (5F, not Elite) would add nothing.
  Board b(kCards);
  const CardId veteran = b.in_play(0, "veteran");
  const CardId small = b.in_play(1, "small");
  b.s.card(veteran).bowed = true;
  b.start_combat(0, {veteran}, {small});
  CHECK(std::any_of(b.log.lines.begin(), b.log.lines.end(), [](const std::string& l) {
    return l.rfind("Resolution: attacking Force 4, defending Force 2", 0) == 0;
  }));
  CHECK(b.s.card(small).zone == Zone::DynastyDiscard);

  Board c(kCards);
  const CardId big = c.in_play(0, "big");
  const CardId small2 = c.in_play(1, "small");
  c.s.card(big).bowed = true;
  c.start_combat(0, {big}, {small2});
  CHECK(std::any_of(c.log.lines.begin(), c.log.lines.end(), [](const std::string& l) {
    return l.rfind("Resolution: attacking Force 0, defending Force 2", 0) == 0;
  }));
}

namespace {

const char* kTerrainCards = R"({"set": "Test", "cards": [
 {"id":"soldier","title":"Soldier","type":"Personality","force":3,"chi":2,"gold_cost":3,"personal_honor":1},
 {"id":"hill","title":"Hill","type":"Strategy","keywords":["Terrain"],"focus":1,
  "traits":[{"stat":"force","amount":1,"each":{"type":["Personality"],"controller":"you","location":"this_location"}}],
  "abilities":[{"designator":"Battle","effects":[{"op":"play_terrain"}]}]},
 {"id":"horn","title":"Horn","type":"Strategy","focus":1,
  "abilities":[{"designator":"Battle","effects":[{"op":"draw"}]}]}
]})";

}  // namespace

// CR20F "Terrain"; keywords.md Terrain: one Terrain per battlefield. This
// Terrain does not destroy the one there itself: the engine's rule replaces it.
TEST_CASE("a Terrain put into play where another is replaces it; neither is an enemy card") {
  Board b(kTerrainCards);
  const CardId mine = b.in_play(0, "soldier");
  const CardId his = b.in_play(1, "soldier");
  const CardId hill0 = b.in_hand(0, "hill");
  const CardId hill1 = b.in_hand(1, "hill");
  b.in_hand(0, "horn");
  b.start_combat(0, {mine}, {his});
  b.choose("Hill: Battle");  // the Defender plays first
  CHECK(b.s.card(hill1).zone == Zone::InPlay);
  CHECK(b.s.card(hill1).location == 0);
  CHECK(b.engine().force(his) == 4);
  CHECK(b.engine().force(mine) == 3);
  b.choose("Hill: Battle");
  CHECK(b.s.card(hill1).zone == Zone::FateDiscard);
  CHECK(b.s.card(hill0).zone == Zone::InPlay);
  CHECK(b.engine().force(his) == 3);
  CHECK(b.engine().force(mine) == 4);
  // A Terrain is not an enemy card (CR20F "Enemy").
  Filter enemy;
  enemy.controller = Filter::Side::Enemy;
  CHECK_FALSE(b.engine().matches(1, his, enemy, hill0, nullptr, false));
}
