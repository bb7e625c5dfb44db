#pragma once
// A small board builder for C++ rule tests: two players, hand-made cards,
// and helpers to start a round and pick options by their text.
#include <doctest/doctest.h>

#include <algorithm>
#include <string>

#include "game/invariants.h"
#include "game/rules/engine.h"
#include "game/rules/setup.h"

namespace l5r::test {

inline constexpr const char* kStrongholds = R"({"cards": [
 {"id":"keep-a","title":"Keep A","type":"Stronghold","clan":"Crab","province_strength":7,"gold_production":3,"starting_honor":5},
 {"id":"keep-b","title":"Keep B","type":"Stronghold","clan":"Crane","province_strength":6,"gold_production":3,"starting_honor":5}
]})";

class Board {
 public:
  // `cards_json` is a card file's text with the test's own cards; the two
  // players' Strongholds, "keep-a" (Crab) and "keep-b" (Crane), are added here.
  explicit Board(const std::string& cards_json) {
    auto errs = db.load_json_text(kStrongholds, "test-strongholds.json");
    for (auto& e : db.load_json_text(cards_json, "test-cards.json")) errs.push_back(e);
    for (auto& e : errs) FAIL_CHECK(e.to_string());
    GameSetup setup;
    setup.shuffle = false;
    for (const char* keep : {"keep-a", "keep-b"}) {
      Deck d;
      d.name = keep;
      d.stronghold = *db.find(keep);
      setup.seats.push_back({keep, d});
    }
    s = lay_out(db, setup);
    for (Player& p : s.players) p.provinces.resize(4);
    s.players[0].went_first = true;
    s.players[0].turns_started = s.players[1].turns_started = 2;
    s.turn = 3;
    // The game stops when this turn ends, so tests look at the table as the
    // turn left it rather than after others have been played by nobody.
    s.turn_limit = 3;
  }

  Engine engine() { return Engine(db, s, &log); }

  // A new card instance for `owner`, outside the game until placed.
  CardId make(PlayerId owner, const std::string& id) {
    auto def = db.find(id);
    REQUIRE_MESSAGE(def, "no card " << id);
    Card c;
    c.def = *def;
    c.owner = c.controller = owner;
    c.zone = Zone::Removed;
    s.cards.push_back(c);
    const auto cid = static_cast<CardId>(s.cards.size() - 1);
    s.players[owner].removed.push_back(cid);
    return cid;
  }
  CardId in_play(PlayerId p, const std::string& id, bool bowed = false) {
    CardId c = make(p, id);
    engine().put_into_play(c, p, kHome, bowed);
    return c;
  }
  CardId attached(CardId personality, const std::string& id) {
    CardId c = make(s.card(personality).controller, id);
    engine().attach(c, personality);
    return c;
  }
  CardId in_hand(PlayerId p, const std::string& id) {
    CardId c = make(p, id);
    engine().move_to_hand(c);
    return c;
  }
  CardId in_province(PlayerId p, int province, const std::string& id) {  // face-up
    CardId c = make(p, id);
    auto& removed = s.players[p].removed;
    removed.erase(std::find(removed.begin(), removed.end(), c));
    s.card(c).zone = Zone::Province;
    s.card(c).province = static_cast<std::int8_t>(province);
    s.card(c).face_up = true;
    s.players[p].provinces[province].cards.push_back(c);
    return c;
  }
  CardId on_deck(PlayerId p, const std::string& id) {  // top of the Fate deck
    CardId c = make(p, id);
    Engine e = engine();
    e.move_to_hand(c);
    auto& hand = s.players[p].hand;
    hand.erase(std::find(hand.begin(), hand.end(), c));
    s.card(c).zone = Zone::FateDeck;
    s.players[p].fate_deck.push_back(c);
    return c;
  }

  // Starts the active player's Action Phase action round.
  void start_action_phase(PlayerId active) {
    s.active = active;
    s.phase = Phase::Action;
    s.stack = {TurnFrame{kTurnAttackPhase}, ActionRoundFrame{RoundKind::ActionPhase, active, 0, false}};
    engine().run();
  }
  // Starts the Combat segment of a battle at the Defender's Province 1, with
  // the given units already there.
  void start_combat(PlayerId attacker, std::initializer_list<CardId> attackers,
                    std::initializer_list<CardId> defenders) {
    start_battle(attacker, attackers, defenders, RoundKind::Combat);
  }
  // The same, at the Engage segment.
  void start_engage(PlayerId attacker, std::initializer_list<CardId> attackers,
                    std::initializer_list<CardId> defenders) {
    start_battle(attacker, attackers, defenders, RoundKind::Engage);
  }
  void start_battle(PlayerId attacker, std::initializer_list<CardId> attackers,
                    std::initializer_list<CardId> defenders, RoundKind segment) {
    s.active = attacker;
    s.phase = Phase::Attack;
    s.attack = Attack{};
    s.attack.active = true;
    s.attack.attacker = attacker;
    s.attack.defender = static_cast<PlayerId>(1 - attacker);
    s.attack.battlefield_province = {0};
    s.attack.fought = {true};
    s.attack.current = 0;
    for (CardId c : attackers) s.card(c).location = 0;
    for (CardId c : defenders) s.card(c).location = 0;
    // The battle frame waits at the stage after the segment being played.
    const std::uint8_t after = segment == RoundKind::Engage ? 1 : 2;
    s.stack = {TurnFrame{kTurnDynastyPhase}, AttackFrame{3, false}, BattleFrame{0, after},
               ActionRoundFrame{segment, s.attack.defender, 0, false}};
    engine().run();
  }

  // The text of every option of the pending question.
  std::vector<std::string> options() {
    std::vector<std::string> out;
    if (!s.pending) return out;
    Engine e = engine();
    for (const Option& o : s.pending->options) out.push_back(e.describe(o));
    return out;
  }
  bool offered(const std::string& prefix) {
    for (auto& o : options())
      if (o.rfind(prefix, 0) == 0) return true;
    return false;
  }
  // Answers the pending question with the first option starting with `prefix`.
  void choose(const std::string& prefix) {
    REQUIRE_MESSAGE(s.pending, "no question pending; wanted " << prefix);
    auto opts = options();
    for (std::size_t i = 0; i < opts.size(); ++i)
      if (opts[i].rfind(prefix, 0) == 0) {
        REQUIRE(engine().answer(s.pending->who, {s.pending->id, {static_cast<int>(i)}}).accepted);
        check();
        return;
      }
    std::string all;
    for (auto& o : opts) all += "\n  " + o;
    FAIL("no option starts with '" << prefix << "'; options:" << all);
  }
  void pass() { choose("Pass"); }
  // Passes for `p` if the question is his (a player with nothing to do has
  // already passed by himself).
  void pass_if(PlayerId p) {
    if (s.pending && s.pending->who == p) pass();
  }
  void check() {
    for (auto& v : check_invariants(db, s)) FAIL_CHECK(v);
  }

  CardDb db;
  GameState s;
  Log log;
};

}  // namespace l5r::test
