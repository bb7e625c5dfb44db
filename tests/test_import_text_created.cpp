// The rules text compiler's created cards (game/cards/text_compile_created.cpp,
// CR20F "Created Cards"), and their ids (game/abilities/created_card.h). The
// texts are written for the tests in the templates' shape; no card's text is
// copied.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>

#include "game/abilities/created_card.h"
#include "game/abilities/text.h"
#include "game/cards/card_db.h"
#include "game/cards/text_compile.h"
#include "tests/compile_check.h"

using namespace l5r;
using nlohmann::json;

namespace {
json created_ability(std::string_view text, CardType type = CardType::Strategy) {
  CompiledText c = test::compile_whole(text, type);
  REQUIRE(c.json.contains("abilities"));
  return c.json["abilities"][0];
}

void created_stays_manual(std::string_view text) {
  INFO(text);
  CHECK(compile_rules_text(text, CardType::Strategy).compiled == 0);
}
}  // namespace

TEST_CASE("a created Personality is described by its stats, keywords and Clan") {
  const json a = created_ability("Open: Create three 1F/3C/0PH Courtier • Magistrate Crane Clan Personalities.");
  CHECK(a["effects"] == json::parse(R"([{"op":"create","amount":3,"created":{"type":"Personality",
        "force":1,"chi":3,"personal_honor":0,"keywords":["Courtier","Magistrate"],"clan":"Crane"}}])"));
  const json one = created_ability("Limited: Create a 4F/1C/2PH Nonhuman Personality.");
  CHECK(one["effects"] == json::parse(R"([{"op":"create","created":{"type":"Personality",
        "force":4,"chi":1,"personal_honor":2,"keywords":["Nonhuman"]}}])"));
  CompiledText c = compile_rules_text("Limited: Create a 4F/1C/2PH Nonhuman Personality.", CardType::Strategy);
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]) == "Limited: Create a 4F/1C/2PH Nonhuman Personality.");
}

TEST_CASE("a created Follower attaches to a target Personality") {
  const json a = created_ability("Battle: Create a 3F Horse Follower and attach it to your target Cavalry.");
  CHECK(a["targets"] == json::parse(R"([{"controller":"you","keywords":["Cavalry"],"type":["Personality"]}])"));
  CHECK(a["effects"] == json::parse(R"([{"op":"create","card":"target","created":{"type":"Follower","force":3,
        "keywords":["Horse"]}}])"));
  const json equip = created_ability("Open: Create and Equip a 2F Follower to your target Personality.");
  CHECK(equip["effects"][0]["created"] == json::parse(R"({"type":"Follower","force":2})"));
  CompiledText c = compile_rules_text("Open: Create and Equip a 2F Follower to your target Personality.",
                                      CardType::Strategy);
  REQUIRE(c.abilities.size() == 1);
  CHECK(ability_text(c.abilities[0]) ==
        "Open: Target your Personality (the target). Create a 2F Follower attached to the target.");
}

TEST_CASE("a created Follower for each of one or two target Personalities") {
  CompiledText c = test::compile_whole("After this Follower enters play, "
                                       "target one or two "
                                       "of your Samurai Personalities. "
                                       "Create and attach a 2F Ashigaru "
                                       "Follower to each of them.",
                                       CardType::Follower);
  REQUIRE(c.json.contains("triggers"));
  CHECK(c.json["triggers"][0]["targets"] ==
        json::parse(R"([{"controller":"you","keywords":["Samurai"],"type":["Personality"],"count":2,"min":1}])"));
  CHECK(c.json["triggers"][0]["effects"] == json::parse(R"([{"op":"create","card":"target",
        "created":{"type":"Follower","force":2,"keywords":["Ashigaru"]}}])"));
  // "each of them" needs the Personalities named before it.
  created_stays_manual("Open: Create and attach a 2F Follower to each of them.");
}

TEST_CASE("creations the format cannot say stay manual") {
  created_stays_manual("Open: Create a 2F Follower.");                             // attached to whom?
  created_stays_manual("Open: Create two 2F Followers and attach it to your target Personality.");
  created_stays_manual("Open: Create a 2F/2C Samurai Personality.");               // no Personal Honor
  created_stays_manual("Open: Create a 2F/2C/2PH Samurai Spirit Personality.");    // keywords need bullets
  created_stays_manual("Open: Create a 1F Follower and attach it to your target Holding.");
}

TEST_CASE("a created card's id spells it out, and the card database adds its definition") {
  CreatedCard t;
  t.force = 2;
  t.chi = 3;
  t.personal_honor = 1;
  t.keywords = {"Samurai", "Yojimbo"};
  t.clan = Clan::Dragon;
  const std::string id = created_card_id(t);
  CHECK(id == "created:Personality:2/3/1:Samurai,Yojimbo:Dragon");
  const auto back = created_card_spec(id);
  REQUIRE(back);
  CHECK(back->keywords == t.keywords);
  CHECK(back->clan == Clan::Dragon);
  CHECK(created_card_text(*back) == "2F/3C/1PH Samurai • Yojimbo Dragon Clan Personality");
  CHECK(created_card_text(*back, true) == "2F/3C/1PH Samurai • Yojimbo Dragon Clan Personalities");
  CHECK_FALSE(created_card_spec("created:Holding:1/1/1::Unaligned"));
  CHECK_FALSE(created_card_spec("created:Personality:1/1:Samurai:Unaligned"));
  CHECK_FALSE(created_card_spec("created:Personality:1/1/99::Unaligned"));

  CardDb db;
  const auto errors = db.load_json_text(R"({"set": "Test", "cards": [{"id": "made-test-card",
    "title": "Made Test Card", "type": "Strategy", "gold_cost": 0, "focus": 1,
    "abilities": [{"designator": "Open", "effects": [{"op": "create",
      "created": {"type": "Personality", "force": 2, "chi": 3, "personal_honor": 1,
                  "keywords": ["Samurai", "Yojimbo"], "clan": "Dragon"}}]}]}]})", "made.json");
  for (const auto& e : errors) FAIL_CHECK(e.to_string());
  CHECK(db.size() == 2);  // the card, and the one it creates
  const auto made = db.find(id);
  REQUIRE(made);
  CHECK(db.def(*made).force == 2);
  CHECK(db.def(*made).chi == 3);
  CHECK(db.def(*made).gold_cost == 0);
  CHECK_FALSE(db.def(*made).honor_requirement);  // CR20F "Created Cards": the dash
  CHECK(db.def(*made).has(Kw::Samurai));
  // A card file cannot take a created card's id.
  CHECK_FALSE(db.add([] {
    CardDef d;
    d.id = "created:Personality:0/0/0::Unaligned";
    return d;
  }()) == std::nullopt);
}
