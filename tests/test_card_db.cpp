// Card files: loading and the errors for malformed input (issue: "clear errors
// for malformed files (file, card, field, what is wrong)").
#include <doctest/doctest.h>

#include "game/abilities/text.h"
#include "game/cards/card_db.h"
#include <fstream>
#include <sstream>

#include "tests/helpers.h"
#include "tools/card_list.h"

using namespace l5r;

namespace {
std::string errors_of(std::string_view text) {
  CardDb db;
  std::string all;
  for (auto& e : db.load_json_text(text, "cards.json")) all += e.to_string() + "\n";
  return all;
}
}  // namespace

TEST_CASE("the built-in card files and decks load without problems") {
  const Library& lib = test::library();
  for (auto& e : lib.errors) MESSAGE(e);
  CHECK(lib.errors.empty());
  CHECK(lib.db.size() > 100);
  CHECK(lib.decks.size() >= 4);
}

TEST_CASE("a Personality loads with its stats") {
  CardDb db;
  auto errs = db.load_json_text(R"({"set":"Test","cards":[
    {"id":"test-samurai","title":"Test Samurai","type":"Personality","clan":"Crab",
     "keywords":["Samurai","Cavalry"],"unique":true,"experienced":2,"force":3,"chi":2,
     "honor_requirement":4,"gold_cost":6,"personal_honor":1}]})",
                                "t.json");
  REQUIRE(errs.empty());
  const CardDef& d = db.def(*db.find("test-samurai"));
  CHECK(d.type == CardType::Personality);
  CHECK(d.clan == Clan::Crab);
  CHECK(d.force == 3);
  CHECK(d.chi == 2);
  CHECK(d.honor_requirement == 4);
  CHECK(d.gold_cost == 6);
  CHECK(d.personal_honor == 1);
  CHECK(d.unique);
  CHECK(d.experienced == 2);
  CHECK(d.has(Kw::Samurai));
  CHECK(d.has(Kw::Cavalry));
  CHECK_FALSE(d.has(Kw::Shugenja));
  CHECK(d.set == "Test");
}

TEST_CASE("a Personality without an Honor Requirement has the dash") {
  CardDb db;
  REQUIRE(db.load_json_text(R"({"cards":[{"id":"a","title":"A","type":"Personality","force":1,
    "chi":1,"gold_cost":1,"personal_honor":0}]})", "t.json").empty());
  CHECK_FALSE(db.def(0).honor_requirement.has_value());
}

TEST_CASE("malformed card files name the file, the card, the field and the problem") {
  CHECK(errors_of("{").find("cards.json: is not valid JSON") != std::string::npos);
  // A number too large to hold is a load error, not a crash (found by fuzzing).
  CHECK(errors_of(R"({"cards":[{"id":"a","title":"A","type":"Holding","gold_cost":1e400}]})")
            .find("cards.json: is not valid JSON") != std::string::npos);
  CHECK(errors_of(R"({"x":1})").find("must be an object with a \"cards\" list") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"a","title":"A","type":"Personality","force":"3","chi":1,
    "gold_cost":1,"personal_honor":0}]})")
            .find("cards.json: card 'a': field 'force': must be a whole number, got \"3\"") !=
        std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"a","title":"A","type":"Personality","chi":1,
    "gold_cost":1,"personal_honor":0}]})")
            .find("card 'a': field 'force': is missing") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"a","title":"A","type":"Wizard"}]})")
            .find("field 'type': unknown card type 'Wizard'") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"a","title":"A","type":"Holding","gold_cost":1,"forse":2}]})")
            .find("field 'forse': is not a field of a Holding card") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"A b","title":"A","type":"Holding","gold_cost":1}]})")
            .find("field 'id': must use only lowercase") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"a","title":"A","type":"Holding","gold_cost":1,"keywords":["Unique"]}]})")
            .find("'Unique' is a field of its own") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"a","title":"A","type":"Personality","clan":"Ninja","force":1,
    "chi":1,"gold_cost":1,"personal_honor":0}]})")
            .find("unknown clan 'Ninja'") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"a","title":"A","type":"Item","gold_cost":1,"force":1}]})")
            .find("field 'chi': is missing") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"s","title":"S","type":"Sensei","province_strength":0,
    "gold_production":0,"starting_honor":0}]})")
            .find("field 'sensei_clans': is missing") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"s","title":"S","type":"Stronghold","province_strength":7,
    "gold_production":4,"starting_honor":3,"going_second":{"province_strength":8}}]})")
            .find("gold_production': is missing") != std::string::npos);
}

TEST_CASE("a bad card does not stop the good ones, and duplicate ids are refused") {
  CardDb db;
  auto errs = db.load_json_text(R"({"cards":[
    {"id":"good","title":"Good","type":"Holding","gold_cost":2,"gold_production":2},
    {"id":"bad","title":"Bad","type":"Holding"},
    {"id":"good","title":"Again","type":"Holding","gold_cost":1}]})",
                                "t.json");
  CHECK(db.size() == 1);
  REQUIRE(errs.size() == 2);
  CHECK(errs[0].card == "bad");
  CHECK(errs[0].field == "gold_cost");
  CHECK(errs[1].message == "is used by another card");
}

TEST_CASE("a Stronghold keeps both faces; a one-sided one uses its front twice") {
  CardDb db;
  REQUIRE(db.load_json_text(R"({"cards":[
    {"id":"two","title":"Two","type":"Stronghold","clan":"Crab","province_strength":7,
     "gold_production":4,"starting_honor":3,
     "going_second":{"province_strength":9,"gold_production":5,"starting_honor":3}},
    {"id":"one","title":"One","type":"Stronghold","province_strength":6,"gold_production":5,
     "starting_honor":2}]})", "t.json").empty());
  const CardDef& two = db.def(*db.find("two"));
  CHECK(two.first.province_strength == 7);
  CHECK(two.second.province_strength == 9);
  CHECK(two.second.gold_production == 5);
  const CardDef& one = db.def(*db.find("one"));
  CHECK(one.second.province_strength == 6);
}

TEST_CASE("a Stronghold's going-second face may carry its own ability lists") {
  CardDb db;
  REQUIRE(db.load_json_text(R"({"cards":[
    {"id":"faces","title":"Faces","type":"Stronghold","clan":"Crane","province_strength":6,
     "gold_production":4,"starting_honor":6,
     "abilities":[{"designator":"Open","costs":[{"bow":"self"}],"effects":[{"op":"gain_honor","amount":2}]}],
     "going_second":{"province_strength":7,"gold_production":4,"starting_honor":6,
                     "traits":[{"lobby_bonus":5}]}},
    {"id":"plain","title":"Plain","type":"Stronghold","province_strength":6,"gold_production":5,
     "starting_honor":2,"going_second":{"province_strength":7,"gold_production":5,"starting_honor":2}}]})",
                            "t.json").empty());
  const CardDef& faces = db.def(*db.find("faces"));
  CHECK(faces.traits.empty());
  REQUIRE(faces.going_second_face);
  CHECK(faces.going_second_face->traits.size() == 1);
  CHECK(faces.going_second_face->traits[0].kind == Trait::Kind::LobbyBonus);
  CHECK(faces.going_second_face->abilities.size() == 1);  // a list left out is the same on both faces
  CHECK_FALSE(db.def(*db.find("plain")).going_second_face);
  // The client shows the face in play alone: the card's text names both.
  const std::string both = card_text(faces), first = card_face_text(faces, false),
                    second = card_face_text(faces, true);
  CHECK(both.find("Going first") != std::string::npos);
  CHECK(first.find("Going") == std::string::npos);
  CHECK(second.find("Going") == std::string::npos);
  CHECK(first.find("Lobby") == std::string::npos);
  CHECK(second.find("Lobby") != std::string::npos);
  CHECK(first.find("Honor") != std::string::npos);  // the Open ability on both faces
  CHECK(second.find("Honor") != std::string::npos);
  CHECK(card_face_text(db.def(*db.find("plain")), true) == card_text(db.def(*db.find("plain"))));
  // A bad list on the face names it.
  CHECK(errors_of(R"({"cards":[{"id":"s","title":"S","type":"Stronghold","province_strength":7,
    "gold_production":4,"starting_honor":3,"going_second":{"province_strength":8,"gold_production":4,
    "starting_honor":3,"traits":[{"lobby_bonus":0}]}}]})")
            .find("going_second.traits[0].lobby_bonus") != std::string::npos);
  CHECK(errors_of(R"({"cards":[{"id":"s","title":"S","type":"Stronghold","province_strength":7,
    "gold_production":4,"starting_honor":3,"going_second":{"province_strength":8,"gold_production":4,
    "starting_honor":3,"text":"x"}}]})")
            .find("going_second.text") != std::string::npos);
}

TEST_CASE("docs/cards.md is the card list generated from the current card files") {
  std::ifstream in(std::string(ROKUGAN_SOURCE_DIR) + "/docs/cards.md");
  REQUIRE_MESSAGE(in, "docs/cards.md is missing: run rokugan-cli cards list > docs/cards.md");
  std::stringstream ss;
  ss << in.rdbuf();
  CHECK_MESSAGE(ss.str() == card_list_markdown(test::library().db),
                "docs/cards.md is out of date: run rokugan-cli cards list > docs/cards.md");
}
