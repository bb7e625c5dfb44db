// Ability format features beyond the basics: choices between effects,
// conditions ("if", "while"), effects on each matching card and on a whole
// unit, and attachment restrictions.
#include <doctest/doctest.h>

#include "game/abilities/text.h"
#include "tests/board.h"

using namespace l5r;
using test::Board;

namespace {

const char* kCards = R"({"set": "Test", "cards": [
 {"id":"aide","title":"Aide","type":"Personality","force":1,"chi":2,"gold_cost":3,"personal_honor":3,
  "abilities":[{"designator":"Open","targets":[{"type":["Personality"]}],
                "effects":[{"op":"choose","choices":[[{"op":"bow"}],[{"op":"straighten"}]]}]}]},
 {"id":"scout","title":"Scout","type":"Personality","force":1,"chi":2,"gold_cost":3,"personal_honor":1,
  "abilities":[{"designator":"Open","targets":[{"type":["Personality"],"controller":"you"}],
                "effects":[{"op":"gain_honor","amount":1},
                           {"op":"draw","if":{"card":"target","keywords":["Cavalry"]}}]}]},
 {"id":"sensei","title":"Elder","type":"Personality","force":1,"chi":2,"gold_cost":3,"personal_honor":1,
  "abilities":[{"designator":"Open","effects":[{"op":"force","amount":1,
                 "each":{"type":["Personality"],"controller":"you","keywords":["Shugenja"]}}]}]},
 {"id":"healer","title":"Healer","type":"Personality","force":1,"chi":2,"gold_cost":3,"personal_honor":1,
  "abilities":[{"designator":"Open","targets":[{"type":["Personality"],"controller":"you"}],
                "effects":[{"op":"straighten","unit":true}]}]},
 {"id":"mage","title":"Mage","type":"Personality","keywords":["Shugenja"],"force":1,"chi":2,"gold_cost":3,"personal_honor":1,
  "traits":[{"stat":"force","amount":2,"card":"self","while":{"card":"self","has_attached":["Spell"]}}]},
 {"id":"rider","title":"Rider","type":"Personality","keywords":["Cavalry"],"force":2,"chi":2,"gold_cost":3,"personal_honor":1},
 {"id":"walker","title":"Walker","type":"Personality","force":2,"chi":2,"gold_cost":3,"personal_honor":1},
 {"id":"scroll","title":"Scroll","type":"Spell","gold_cost":0,"focus":1},
 {"id":"horse","title":"Horse","type":"Follower","gold_cost":0,"force":1,"focus":1,
  "attach_to":{"keywords":["Cavalry"]}},
 {"id":"filler","title":"Filler","type":"Strategy","focus":1}
]})";

}  // namespace

TEST_CASE("choices between effects: the player picks one when the action resolves") {
  for (const char* pick : {"bow the target.", "straighten the target."}) {
    Board b(kCards);
    b.in_play(0, "aide");
    const CardId walker = b.in_play(1, "walker", true);
    b.s.card(walker).bowed = std::string(pick) == "straighten the target.";
    b.start_action_phase(0);
    b.choose("Aide: Open");
    b.choose("Walker");
    REQUIRE(b.s.pending);
    CHECK(b.s.pending->prompt == "Choose one");
    b.choose(std::string(pick) == "bow the target." ? "Bow the target." : "Straighten the target.");
    CHECK(b.s.card(walker).bowed == (std::string(pick) == "bow the target."));
  }
  Board b(kCards);
  CHECK(card_text(b.db.def(*b.db.find("aide"))) ==
        "Open: Target Personality (the target). Choose one: bow the target; or straighten the target.");
}

TEST_CASE("an effect with a condition happens only when the condition holds") {
  for (const char* who : {"Rider", "Walker"}) {
    Board b(kCards);
    b.in_play(0, "scout");
    b.in_play(0, "rider");
    b.in_play(0, "walker");
    b.on_deck(0, "filler");
    b.start_action_phase(0);
    const int honor = b.s.players[0].honor;
    b.choose("Scout: Open");
    b.choose(who);
    CHECK(b.s.players[0].honor == honor + 1);
    CHECK(b.s.players[0].hand.size() == (std::string(who) == "Rider" ? 1u : 0u));
  }
  Board b(kCards);
  CHECK(card_text(b.db.def(*b.db.find("scout"))) ==
        "Open: Target your Personality (the target). Gain 1 Honor. If the target is Cavalry, draw a card.");
}

TEST_CASE("an effect on each matching card, and on a whole unit") {
  Board b(kCards);
  b.in_play(0, "sensei");
  const CardId mage = b.in_play(0, "mage");
  const CardId walker = b.in_play(0, "walker");
  const CardId enemy_mage = b.in_play(1, "mage");
  b.start_action_phase(0);
  b.choose("Elder: Open");
  Engine e = b.engine();
  CHECK(e.force(mage) == 2);
  CHECK(e.force(walker) == 2);      // not a Shugenja
  CHECK(e.force(enemy_mage) == 1);  // not yours

  Board u(kCards);
  u.in_play(0, "healer");
  const CardId rider = u.in_play(0, "rider", true);
  const CardId horse = u.attached(rider, "horse");
  u.s.card(horse).bowed = true;
  u.start_action_phase(0);
  u.choose("Healer: Open");
  u.choose("Rider");
  CHECK_FALSE(u.s.card(rider).bowed);
  CHECK_FALSE(u.s.card(horse).bowed);
  CHECK(card_text(u.db.def(*u.db.find("healer"))) ==
        "Open: Target your Personality (the target). Straighten the target's unit.");
}

TEST_CASE("a trait that holds only while its condition does") {
  Board b(kCards);
  const CardId mage = b.in_play(0, "mage");
  CHECK(b.engine().force(mage) == 1);
  b.attached(mage, "scroll");
  CHECK(b.engine().force(mage) == 3);
  CHECK(card_text(b.db.def(*b.db.find("mage"))) == "This Personality has +2F while this Personality has a Spell.");
}

TEST_CASE("an attachment that can only attach to some Personalities") {
  Board b(kCards);
  b.in_play(0, "rider");
  b.in_play(0, "walker");
  b.in_hand(0, "horse");
  b.start_action_phase(0);
  CHECK(b.offered("Equip Horse to Rider"));
  CHECK_FALSE(b.offered("Equip Horse to Walker"));
  CHECK(card_text(b.db.def(*b.db.find("horse"))) == "Attaches only to a Cavalry card.");
}

namespace {

const char* kSeppukuCards = R"({"set": "Test", "cards": [
 {"id":"ronin","title":"Ronin","type":"Personality","force":1,"chi":2,"gold_cost":3,"personal_honor":2},
 {"id":"ritual","title":"Ritual","type":"Strategy","focus":1,
  "abilities":[{"designator":"Open","targets":[{"type":["Personality"],"controller":"you"}],
                "effects":[{"op":"seppuku"},{"op":"gain_honor","amount":1}]}]},
 {"id":"veto","title":"Veto","type":"Strategy","focus":1,
  "abilities":[{"designator":"Interrupt","effects":[{"op":"negate_action"}]}]}
]})";

}  // namespace

// CR20F "Seppuku": "Rehonor the Personality, then destroy him; these effects
// cannot be negated."
TEST_CASE("seppuku rehonors, then destroys, even when the action is negated") {
  for (bool negate : {false, true}) {
    Board b(kSeppukuCards);
    const CardId ronin = b.in_play(0, "ronin");
    b.s.card(ronin).dishonorable = true;
    b.in_hand(0, "ritual");
    if (negate) b.in_hand(1, "veto");
    b.start_action_phase(0);
    const int honor = b.s.players[0].honor;
    b.choose("Ritual: Open");
    b.choose("Ronin");
    if (negate) b.choose("Veto: Interrupt");
    CHECK(b.s.card(ronin).zone == Zone::DynastyDiscard);
    CHECK(b.s.card(ronin).dead);
    CHECK_FALSE(b.s.card(ronin).dishonorable);
    // No dishonorable death (it would cost 2); the Honor gain is negated.
    CHECK(b.s.players[0].honor == honor + (negate ? 0 : 1));
  }
  Board b(kSeppukuCards);
  CHECK(card_text(b.db.def(*b.db.find("ritual"))) ==
        "Open: Target your Personality (the target). Have the target commit seppuku (rehonor, then destroy; this "
        "cannot be negated). Gain 1 Honor.");
}

// CR20F "Token": a token conveys its stat change to the card it is on; on an
// Item the change is part of the Item's modifier, so its Personality has it
// too (a "+1F Masterwork token" on a Weapon).
TEST_CASE("tokens on a Personality and on his Item change their stats") {
  Board b(R"({"set": "Test", "cards": [
   {"id":"walker","title":"Walker","type":"Personality","force":2,"chi":2,"gold_cost":3,"personal_honor":1},
   {"id":"blade","title":"Blade","type":"Item","gold_cost":0,"force":1,"chi":0,"focus":1}
  ]})");
  const CardId w = b.in_play(0, "walker");
  const CardId blade = b.attached(w, "blade");
  CHECK(b.engine().force(w) == 3);
  b.s.card(blade).tokens.push_back(Token{"Masterwork", 1, 0, 0, 0});
  CHECK(b.engine().force(blade) == 2);
  CHECK(b.engine().force(w) == 4);
  b.s.card(w).tokens.push_back(Token{"Poison", -1, -1, 0, 0});
  b.s.card(w).tokens.push_back(Token{"", 0, 0, 2, 0});
  CHECK(b.engine().force(w) == 3);
  CHECK(b.engine().chi(w) == 1);
  CHECK(b.engine().personal_honor(w) == 3);
  CHECK(b.engine().token_count(w, "Poison") == 1);
  CHECK(b.engine().token_count(w, "") == 2);
}

// A Strategy a filter finds in play is a Terrain (only Terrains stay in
// play); in a hand, deck or discard pile it is a Strategy.
TEST_CASE("a Strategy is called a Terrain only in play") {
  Filter f;
  f.types = static_cast<std::uint16_t>(1u << static_cast<int>(CardType::Strategy));
  CHECK(filter_text(f, true) == "a Terrain");
  f.zone = Filter::Zone::Discard;
  CHECK(filter_text(f, true) == "a Strategy in a discard pile");
}
