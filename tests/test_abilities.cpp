// The ability engine (issue 4): the format's parser and text, designator
// timing, the once-per-turn limit and its exceptions, Good Faith, costs,
// targeting, Interrupts with negation and Unstoppable, durations, traits and
// triggered traits. Each test names the CR20F rule it checks.
#include <doctest/doctest.h>

#include "game/abilities/text.h"
#include "tests/board.h"

using namespace l5r;
using test::Board;

namespace {

const char* kCards = R"({"set": "Test", "cards": [
 {"id":"archer","title":"Archer","type":"Personality","force":2,"chi":2,"gold_cost":4,"personal_honor":1,
  "abilities":[{"designator":"Battle","costs":[{"bow":"self"}],"effects":[{"op":"ranged_attack","amount":3}]}]},
 {"id":"sniper","title":"Sniper","type":"Personality","force":2,"chi":2,"gold_cost":4,"personal_honor":1,
  "abilities":[{"designator":"Battle","keywords":["Unstoppable"],"effects":[{"op":"ranged_attack","amount":3}]}]},
 {"id":"scarer","title":"Scarer","type":"Personality","force":1,"chi":2,"gold_cost":4,"personal_honor":1,
  "abilities":[{"designator":"Battle","effects":[{"op":"fear","amount":{"force":"self","plus":1}}]}]},
 {"id":"bully","title":"Bully","type":"Personality","force":2,"chi":2,"gold_cost":4,"personal_honor":1,
  "abilities":[{"designator":"Limited","targets":[{"type":["Personality"],"controller":"enemy","bowed":false}],
                "effects":[{"op":"bow"}]}]},
 {"id":"courtier","title":"Courtier","type":"Personality","force":0,"chi":2,"gold_cost":4,"personal_honor":2,
  "abilities":[{"designator":"Open","keywords":["Political"],"costs":[{"gold":2}],"effects":[{"op":"gain_honor","amount":1}]}]},
 {"id":"monk","title":"Monk","type":"Personality","force":1,"chi":2,"gold_cost":4,"personal_honor":1,
  "abilities":[{"designator":"Open","keywords":["Tireless"],"effects":[{"op":"gain_honor","amount":1}]}]},
 {"id":"scribe","title":"Scribe","type":"Personality","force":1,"chi":2,"gold_cost":4,"personal_honor":1,
  "abilities":[{"designator":"Open","keywords":["Repeatable"],"costs":[{"gold":1}],"effects":[{"op":"draw"}]}]},
 {"id":"big","title":"Big","type":"Personality","force":4,"chi":3,"gold_cost":6,"personal_honor":1},
 {"id":"small","title":"Small","type":"Personality","force":3,"chi":3,"gold_cost":5,"personal_honor":1},
 {"id":"rally","title":"Rally","type":"Strategy","focus":2,
  "abilities":[{"designator":"Battle","targets":[{"type":["Personality"],"controller":"you","opposed":true}],
                "effects":[{"op":"force","amount":3}]}]},
 {"id":"stout","title":"Stout","type":"Strategy","focus":1,
  "abilities":[{"designator":"Interrupt","effects":[{"op":"negate_fear"}]}]},
 {"id":"denial","title":"Denial","type":"Strategy","focus":1,
  "abilities":[{"designator":"Interrupt","effects":[{"op":"negate_action"}]}]},
 {"id":"armor","title":"Armor","type":"Item","gold_cost":0,"force":1,"chi":0,"focus":1,"keywords":["Armor"],
  "traits":[{"stat":"personal_honor","amount":1}],
  "triggers":[{"after":"equipped","effects":[{"op":"gain_honor","amount":2}]}]},
 {"id":"drummer","title":"Drummer","type":"Personality","force":1,"chi":2,"gold_cost":3,"personal_honor":1,
  "abilities":[{"designator":"Battle","effects":[{"op":"gain_honor","amount":1}]}]},
 {"id":"orders","title":"Orders","type":"Strategy","focus":1,
  "abilities":[{"designator":"Battle","keywords":["Absent"],"effects":[{"op":"gain_honor","amount":1}]}]},
 {"id":"filler","title":"Filler","type":"Strategy","focus":3}
]})";

}  // namespace

TEST_CASE("ability data is parsed, and malformed abilities are refused with the field's path") {
  CardDb db;
  auto errors = [&](const std::string& abilities) {
    CardDb one;
    std::string all;
    for (auto& e : one.load_json_text(
             R"({"cards":[{"id":"x","title":"X","type":"Strategy","focus":1,"abilities":)" + abilities + "}]}",
             "x.json"))
      all += e.to_string() + "\n";
    return all;
  };
  CHECK(errors(R"([{"designator":"Battle","effects":[{"op":"explode"}]}])")
            .find("field 'abilities[0].effects[0].op': unknown value 'explode'") != std::string::npos);
  CHECK(errors(R"([{"designator":"Sometimes","effects":[{"op":"draw"}]}])")
            .find("unknown designator 'Sometimes'") != std::string::npos);
  CHECK(errors(R"([{"designator":"Battle"}])").find("'abilities[0].effects': is missing") != std::string::npos);
  CHECK(errors(R"([{"designator":"Battle","effects":[{"op":"bow"}]}])")
            .find("refers to a target the ability does not have") != std::string::npos);
  CHECK(errors(R"([{"designator":"Battle","costs":[{"gold":0}],"effects":[{"op":"draw"}]}])")
            .find("'abilities[0].costs[0].gold': must be a whole number from 1 to 20") != std::string::npos);
  CHECK(errors(R"([{"designator":"Battle","effects":[{"op":"fear","amount":{"plus":1}}]}])")
            .find("says what to add to but not what to count") != std::string::npos);
  CHECK(errors(R"([{"designator":"Battle","effects":[{"op":"draw"}]}])").empty());
  // An "If" that starts the effects (CR20F Good Faith) and the :gstar: Recruit cost.
  CHECK(errors(R"([{"designator":"Open","if":{"you_control":{"at_least":1},"type":["Personality"]},"effects":[{"op":"draw"}]}])")
            .empty());
  CHECK(errors(R"([{"designator":"Open","if":{"card":"target","would_be_opposed":true},"effects":[{"op":"draw"}]}])")
            .find("'abilities[0].if': is about the target, but the ability has no target") != std::string::npos);
  CHECK(errors(R"([{"designator":"Open","if":{"card":"interrupted_card"},"effects":[{"op":"draw"}]}])")
            .find("a condition that starts the effects is about") != std::string::npos);
  CHECK(errors(R"([{"designator":"Dynasty","costs":[{"gold_of_recruit":true}],"effects":[{"op":"draw"}]}])")
            .find("gold_of_recruit: only an ability that Recruits") != std::string::npos);
  CHECK(errors(R"([{"designator":"Dynasty","costs":[{"gold_of_recruit":true}],
                    "targets":[{"type":["Personality"],"zone":"discard","dead":true}],
                    "effects":[{"op":"choose","choices":[[{"op":"recruit","proclaim":true}],[{"op":"recruit"}]]}]}])")
            .empty());
  CHECK(errors(R"([{"designator":"Battle","targets":[{"location":"this_army","cavalry_unit":true}],"effects":[{"op":"bow"}]}])")
            .empty());
  // Tokens (CR20F "Token"): what is given must be said, and a token's stats are small numbers.
  CHECK(errors(R"([{"designator":"Open","effects":[{"op":"give_tokens","card":"self"}]}])")
            .find("'abilities[0].effects[0].token': is missing") != std::string::npos);
  CHECK(errors(R"([{"designator":"Open","effects":[{"op":"give_tokens","card":"self","token":{"force":12}}]}])")
            .find("'abilities[0].effects[0].token.force': must be a whole number from -9 to 9") != std::string::npos);
  CHECK(errors(R"([{"designator":"Open","effects":[{"op":"give_tokens","card":"self","token":{"colour":"red"}}]}])")
            .find("is not part of a token") != std::string::npos);
  CHECK(errors(R"([{"designator":"Open","costs":[{"remove_token":3}],"effects":[{"op":"draw"}]}])")
            .find("'abilities[0].costs[0].remove_token'") != std::string::npos);
  CHECK(errors(R"([{"designator":"Open","effects":[{"op":"draw","amount":{"value":1,"named":"Poison"}}]}])")
            .find("needs \"tokens\"") != std::string::npos);
  CHECK(errors(R"([{"designator":"Open","costs":[{"remove_token":"Madness"}],
    "effects":[{"op":"gain_honor","amount":{"tokens":"self","named":"Madness"}},
               {"op":"remove_tokens","card":"self","token":"Madness"}]}])").empty());
}

TEST_CASE("the new traits and the before-draw trigger are parsed, and refused with the field's path") {
  auto errors = [&](const std::string& field, const std::string& list) {
    CardDb one;
    std::string all;
    for (auto& e : one.load_json_text(R"({"cards":[{"id":"x","title":"X","type":"Personality","force":1,"chi":1,)"
                                      R"("gold_cost":1,"personal_honor":1,")" +
                                          field + "\":" + list + "}]}",
                                      "x.json"))
      all += e.to_string() + "\n";
    return all;
  };
  CHECK(errors("traits", R"([{"province_strength":1},{"lobby_bonus":5},{"proclaim_discount":2},
                            {"first_turn_gold_production":4},{"player_may":"extra_cycle_per_game"}])").empty());
  CHECK(errors("traits", R"([{"province_strength":0}])").find("'traits[0].province_strength'") != std::string::npos);
  CHECK(errors("traits", R"([{"lobby_bonus":-1}])").find("'traits[0].lobby_bonus'") != std::string::npos);
  CHECK(errors("triggers", R"([{"before":"end_of_turn_draw","effects":[{"op":"draw"}]}])").empty());
  CHECK(errors("triggers", R"([{"before":"breakfast","effects":[{"op":"draw"}]}])")
            .find("'triggers[0].before': must be end_of_turn_draw") != std::string::npos);
}

TEST_CASE("an Invest trait is parsed, and a malformed one is refused") {
  auto errors = [&](const std::string& triggers) {
    CardDb one;
    std::string all;
    for (auto& e : one.load_json_text(
             R"({"cards":[{"id":"x","title":"X","type":"Strategy","focus":1,"triggers":)" + triggers + "}]}",
             "x.json"))
      all += e.to_string() + "\n";
    return all;
  };
  CHECK(errors(R"([{"invest":2,"effects":[{"op":"draw"}]}])").empty());
  CHECK(errors(R"([{"invest":0,"effects":[{"op":"draw"}]}])")
            .find("'triggers[0].invest': must be a whole number from 1 to 20") != std::string::npos);
  CHECK(errors(R"([{"invest":2,"threat":1,"card":{},"effects":[{"op":"draw"}]}])").find("triggers[0]") !=
        std::string::npos);
  CHECK(errors(R"([{"effects":[{"op":"draw"}]}])").find("needs \"after\" (or \"before\", or \"invest\")") != std::string::npos);
}

TEST_CASE("the text a player reads is generated from the ability data") {
  Board b(kCards);
  auto text = [&](const char* id) { return card_text(b.db.def(*b.db.find(id))); };
  CHECK(text("archer") == "Battle, Bow: Ranged 3 Attack.");
  CHECK(text("scarer") == "Battle: Fear with strength equal to this Personality's Force plus 1.");
  CHECK(text("bully") == "Limited: Target enemy unbowed Personality (the target). Bow the target.");
  CHECK(text("courtier") == "Political Open, 2 Gold: Gain 1 Honor.");
  CHECK(text("rally") ==
        "Battle: Target your opposed Personality (the target). Give the target +3F until the end of the turn.");
  CHECK(text("stout") == "Interrupt: Negate the action's Fear effects.");
  CHECK(text("armor") == "This Personality has +1PH.\nAfter you Equip this Item, gain 2 Honor.");
}

TEST_CASE("designators: Limited only for the active player, Open for everyone, Battle only in battle") {
  Board b(kCards);
  b.in_play(0, "bully");
  b.in_play(1, "bully");
  b.in_play(0, "courtier");
  b.in_play(1, "courtier");
  b.in_play(0, "archer");
  b.start_action_phase(0);
  CHECK(b.s.pending->who == 0);
  CHECK(b.offered("Bully: Limited"));
  CHECK(b.offered("Courtier: Political Open"));
  CHECK_FALSE(b.offered("Archer"));  // Battle: not in the Action Phase
  b.pass();
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 1);
  CHECK(b.offered("Courtier: Political Open"));  // CR20F Open Actions: any player
  CHECK_FALSE(b.offered("Bully"));                // CR20F Limited Actions: active player only
}

TEST_CASE("costs are paid and an ability is used once per turn; Repeatable and Tireless lift the limits") {
  Board b(kCards);
  const CardId courtier = b.in_play(0, "courtier");
  const CardId monk = b.in_play(0, "monk", true);  // bowed
  b.in_play(0, "scribe");
  for (int i = 0; i < 3; ++i) b.on_deck(0, "filler");
  b.start_action_phase(0);
  const int honor = b.s.players[0].honor;
  b.choose("Courtier: Political Open, 2 Gold");
  CHECK(b.s.players[0].honor == honor + 1);
  CHECK(b.s.card(b.s.players[0].stronghold).bowed);  // Gold produced by bowing the Stronghold
  CHECK(b.s.players[0].gold_pool == 1);              // 3 produced, 2 paid
  (void)courtier;
  // The other player has nothing to do and passes by himself.
  REQUIRE(b.s.pending->who == 0);
  CHECK_FALSE(b.offered("Courtier"));  // CR20F Using Abilities 0.3: once per turn
  CHECK(b.offered("Monk: Tireless Open"));  // Tireless: usable while bowed
  CHECK(b.s.card(monk).bowed);
  b.choose("Scribe: Repeatable Open, 1 Gold");
  REQUIRE(b.s.pending->who == 0);
  CHECK(b.s.players[0].hand.size() == 1);
  CHECK_FALSE(b.offered("Scribe"));  // Repeatable, but no Gold is left: Good Faith
}

TEST_CASE("the once-per-turn limit ends with the turn (CR20F Using Abilities)") {
  // Regression test: abilities used to stay used for the rest of the game.
  Board b(kCards);
  b.in_play(0, "monk");
  for (int i = 0; i < 6; ++i) b.on_deck(0, "filler");
  for (int i = 0; i < 6; ++i) b.on_deck(1, "filler");
  b.start_action_phase(0);
  b.choose("Monk: Tireless Open");
  REQUIRE(b.s.pending);
  CHECK_FALSE(b.offered("Monk"));
  const auto turn = b.s.turn;
  b.s.turn_limit = static_cast<std::uint16_t>(turn + 5);  // the board stops after this turn otherwise
  // Pass through the rest of this turn and the opponent's.
  for (int i = 0; i < 200 && b.s.pending && !(b.s.turn == turn + 2 && b.s.phase == Phase::Action); ++i) {
    const Question& q = *b.s.pending;
    int pick = 0;
    for (std::size_t j = 0; j < q.options.size(); ++j)
      if (q.options[j].kind == OptionKind::Pass || q.options[j].kind == OptionKind::NoAttack ||
          q.options[j].kind == OptionKind::Done)
        pick = static_cast<int>(j);
    Answer a{q.id, {}};
    for (int k = 0; k < std::max<int>(1, q.min); ++k) a.picked.push_back(k == 0 ? pick : k);
    REQUIRE(b.engine().answer(q.who, a).accepted);
  }
  REQUIRE(b.s.turn == turn + 2);
  REQUIRE(b.s.pending->who == 0);
  CHECK(b.offered("Monk: Tireless Open"));
}

TEST_CASE("Good Faith: a required target must exist to announce the action") {
  Board b(kCards);
  b.in_play(0, "bully");
  const CardId victim = b.in_play(1, "big", true);  // the only enemy Personality is bowed
  b.start_action_phase(0);
  CHECK_FALSE(b.offered("Bully"));
  b.s.card(victim).bowed = false;
  b.s.stack.clear();
  b.s.pending.reset();
  b.start_action_phase(0);
  REQUIRE(b.offered("Bully"));
  b.choose("Bully");
  // C. the player chooses the target, even the only legal one; then resolution.
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->prompt == "Choose target enemy unbowed Personality");
  b.choose("Big");
  CHECK(b.s.card(victim).bowed);
}

TEST_CASE("Ranged Attacks destroy at Force equal to the strength, not above (CR20F Ranged Attack)") {
  for (const char* victim_id : {"small", "big"}) {
    Board b(kCards);
    const CardId archer = b.in_play(0, "archer");
    const CardId victim = b.in_play(1, victim_id);
    b.in_hand(1, "stout");  // gives the Defender an Interrupt question, where we look
    b.start_combat(0, {archer}, {victim});
    REQUIRE(b.s.pending);
    CHECK(b.s.pending->who == 0);  // the Defender acted first and had nothing to do
    b.choose("Archer: Battle, Bow: Ranged 3 Attack.");
    b.choose(b.db.def(b.s.card(victim).def).title);  // C. choose the target
    // D. Interrupts: the costs are paid, the effect has not happened yet.
    REQUIRE(b.s.pending);
    CHECK(b.s.pending->who == 1);
    CHECK(b.s.card(archer).bowed);
    CHECK(b.s.card(victim).zone == Zone::InPlay);
    b.pass();
    const bool destroyed = b.s.card(victim).zone == Zone::DynastyDiscard;
    CHECK(destroyed == (std::string(victim_id) == "small"));
    if (destroyed) CHECK(b.s.card(victim).dead);
  }
}

TEST_CASE("Fear bows at Force up to its strength; an Interrupt can negate the Fear") {
  SUBCASE("Fear resolves") {
    Board b(kCards);
    const CardId scarer = b.in_play(0, "scarer");  // Fear = Force 1 + 1 = 2
    const CardId victim = b.in_play(1, "archer");  // Force 2
    b.start_combat(0, {scarer}, {victim});
    b.pass_if(1);  // the Defender acts first
    b.choose("Scarer");
    b.choose("Archer");  // the target
    // The bowed Archer adds no Force to the defending army.
    CHECK(std::find(b.log.lines.begin(), b.log.lines.end(),
                    "Resolution: attacking Force 1, defending Force 0, Province Strength 6") != b.log.lines.end());
  }
  SUBCASE("A Stout Heart style Interrupt negates it") {
    Board b(kCards);
    const CardId scarer = b.in_play(0, "scarer");
    const CardId victim = b.in_play(1, "archer");
    const CardId stout = b.in_hand(1, "stout");
    b.start_combat(0, {scarer}, {victim});
    b.pass_if(1);
    b.choose("Scarer");
    b.choose("Archer");  // the target
    // CR20F Interrupt Actions: the Interrupt round starts with the active player.
    REQUIRE(b.s.pending);
    CHECK(b.s.pending->who == 1);
    b.choose("Stout: Interrupt");
    CHECK_FALSE(b.s.card(victim).bowed);
    CHECK(b.s.card(stout).zone == Zone::FateDiscard);  // a played Strategy is discarded
  }
}

TEST_CASE("negating an action stops its effects; Unstoppable actions cannot be Interrupted by others") {
  SUBCASE("negated") {
    Board b(kCards);
    const CardId archer = b.in_play(0, "archer");
    const CardId victim = b.in_play(1, "small");
    b.in_hand(1, "denial");
    b.start_combat(0, {archer}, {victim});
    b.choose("Archer");
    b.choose("Small");
    CHECK(b.s.card(archer).bowed);  // the cost is paid before Interrupts
    b.choose("Denial: Interrupt");
    // Negated: Small survives, and then defends and destroys the bowed Archer.
    CHECK(b.s.card(victim).zone == Zone::InPlay);
    CHECK(b.s.card(archer).zone == Zone::DynastyDiscard);
  }
  SUBCASE("Unstoppable") {
    Board b(kCards);
    const CardId sniper = b.in_play(0, "sniper");
    const CardId victim = b.in_play(1, "small");
    b.in_hand(1, "denial");
    b.start_combat(0, {sniper}, {victim});
    b.choose("Sniper");
    b.choose("Small");
    CHECK(b.s.card(victim).zone == Zone::DynastyDiscard);
  }
}

TEST_CASE("Rules of Presence and Location; Absent lifts Presence (CR20F Actions in Battle)") {
  Board b(kCards);
  const CardId drummer = b.in_play(0, "drummer");
  b.in_play(1, "drummer");  // at home: his ability cannot be used in this battle
  b.in_hand(1, "rally");    // needs a unit of his at the battlefield
  b.in_hand(1, "orders");   // Absent
  b.start_combat(0, {drummer}, {});
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 1);
  CHECK(b.offered("Orders: Absent Battle"));
  CHECK_FALSE(b.offered("Rally"));
  CHECK_FALSE(b.offered("Drummer"));
  b.pass();
  REQUIRE(b.s.pending);
  CHECK(b.s.pending->who == 0);
  CHECK(b.offered("Drummer: Battle"));
}

TEST_CASE("a Force bonus lasts until the end of the turn (CR20F Duration of Effects)") {
  Board b(kCards);
  const CardId small = b.in_play(0, "small");
  const CardId enemy = b.in_play(1, "big");
  b.in_play(1, "courtier");  // gives player 1 a question in his own turn, where we look
  b.s.turn_limit = 4;
  b.in_hand(0, "rally");
  b.start_combat(0, {small}, {enemy});
  b.choose("Rally");
  b.choose("Small");
  // Nobody has anything more to do: the battle resolves with the bonus, the
  // turn ends, and player 1's Action Phase asks him.
  auto logged = [&](const std::string& line) {
    return std::find(b.log.lines.begin(), b.log.lines.end(), line) != b.log.lines.end();
  };
  CHECK(logged("Resolution: attacking Force 6, defending Force 4, Province Strength 6"));
  CHECK(b.s.card(enemy).zone == Zone::DynastyDiscard);
  REQUIRE(b.s.pending);
  CHECK(b.s.active == 1);
  CHECK(b.engine().force(small) == 3);
}

TEST_CASE("continuous traits and triggered traits: an Item's +1PH, and Honor after it is Equipped") {
  Board b(kCards);
  const CardId pers = b.in_play(0, "small");
  b.in_hand(0, "armor");
  b.start_action_phase(0);
  const int honor = b.s.players[0].honor;
  CHECK(b.engine().personal_honor(pers) == 1);
  b.choose("Equip Armor to Small");
  CHECK(b.engine().personal_honor(pers) == 2);
  CHECK(b.s.players[0].honor == honor + 2);
}
