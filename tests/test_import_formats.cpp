// The three card database formats (issue 10): small inline files in each, and
// malformed records that are reported by file, record, field and problem
// while the good records around them still import.
#include <doctest/doctest.h>

#include "game/cards/import_egg_xml.h"
#include "game/cards/import_oracle_json.h"
#include "game/cards/import_yaml.h"

using namespace l5r;

namespace {

ImportedDb build(const std::vector<RawRecord>& records, std::vector<ImportProblem> problems) {
  ImportBuilder b;
  for (auto& p : problems) b.problem(p);
  for (const RawRecord& r : records) b.add(r);
  return b.finish();
}

std::string problems_text(const ImportedDb& db) {
  std::string s;
  for (const ImportProblem& p : db.problems) s += p.to_string() + "\n";
  return s;
}

const CardDef* card(const ImportedDb& db, std::string_view id) {
  auto d = db.db.find(id);
  return d ? &db.db.def(*d) : nullptr;
}

}  // namespace

TEST_CASE("YAML set file: cards, reprint ids, back faces, and bad records") {
  const char* yaml = R"(set: Test Set
cards:
- title: Test Samurai, the Subtitle
  types: [Personality]
  clans: [Crab]
  keywords: [Unique, Experienced 2, Samurai, Cavalry]
  text: '<b>Battle, :bow::</b> Ranged 2 Attack.'
  gold_cost: 6
  force: 3
  chi: 2
  honor_requirement: 5
  personal_honor: 2
- title: Test Mine
  types: [Holding]
  decks: [Dynasty]
  text: ':bow:: Produce 2 Gold.'
  gold_cost: 3
- title: Test Blade
  types: [Item]
  keywords: [Weapon]
  gold_cost: 2*
  force: '+2'
  chi: '-1'
  focus: 1
- title: Test Keep
  types: [Stronghold]
  clans: [Crane]
  province_strength: 7
  gold_production: 5
  starting_honor: 6
- title: Test Keep
  is_back: true
  types: [Stronghold]
  clans: [Crane]
  province_strength: 8
  gold_production: 5
  starting_honor: 6
- title: Test Sensei
  types: [Sensei]
  clans: [All Clans]
  province_strength: -1
  gold_production: 0
  starting_honor: 1
- title: Broken Samurai
  types: [Personality]
  gold_cost: 4
  force: lots
  chi: 2
  personal_honor: 1
- title: No Cost
  types: [Follower]
  force: 1
- title: A Wind
  types: [Wind]
- title: A Proxy
  types: [Personality, Proxy]
- [not, a, map]
- types: [Strategy]
)";
  std::vector<ImportProblem> problems;
  auto records = read_yaml_set(yaml, "test.yaml", problems);
  ImportedDb db = build(records, problems);
  INFO(problems_text(db));
  CHECK(db.records == 11);
  CHECK(db.db.size() == 5);
  CHECK(db.back_faces == 1);

  const CardDef* s = card(db, "test-samurai-exp2");
  REQUIRE(s);
  CHECK(s->title == "Test Samurai");
  CHECK(s->experienced == 2);
  CHECK(s->unique);
  CHECK(s->clan == Clan::Crab);
  CHECK(s->has(Kw::Cavalry));
  CHECK(s->force == 3);
  CHECK(s->honor_requirement == 5);
  CHECK(s->abilities.size() == 1);
  CHECK(s->set == "Test Set");
  CHECK(card(db, "test-mine")->gold_production == 2);
  CHECK(card(db, "test-blade")->chi == -1);
  CHECK(card(db, "test-blade")->gold_cost == 2);
  CHECK(card(db, "test-keep")->first.province_strength == 7);
  CHECK(card(db, "test-keep")->second.province_strength == 8);
  CHECK(card(db, "test-sensei")->sensei_all_clans);

  const std::string all = problems_text(db);
  CHECK(all.find("test.yaml: record 'Broken Samurai': field 'force': 'lots' is not a number") !=
        std::string::npos);
  CHECK(all.find("record 'No Cost': field 'gold_cost': is missing") != std::string::npos);
  CHECK(all.find("record 'A Wind': field 'type': warning: 'Wind' is not a card type") !=
        std::string::npos);
  CHECK(all.find("record '#11': must be a map of fields") != std::string::npos);
  CHECK(all.find("record '#12': field 'title': is missing") != std::string::npos);
  CHECK(all.find("record 'Test Blade': field 'gold_cost': warning:") != std::string::npos);
  CHECK_FALSE(db.extra[*db.db.find("test-blade")].automated());  // its cost is set by its text
}

TEST_CASE(
    "a YAML file that stops parsing keeps the records before; one without cards is one error") {
  std::vector<ImportProblem> problems;
  auto records =
      read_yaml_set("set: A\ncards:\n- title: Good\n  types: [Holding]\n- title: [unclosed\n",
                    "bad.yaml", problems);
  REQUIRE(records.size() == 2);
  CHECK(records[0].title == "Good");
  CHECK(records[0].set == "A");
  REQUIRE(problems.size() == 1);
  CHECK(problems[0].message.find("is not valid YAML") == 0);
  problems.clear();
  CHECK(read_yaml_set("just text", "text.yaml", problems).empty());
  CHECK(read_yaml_set("other: [1, 2]", "other.yaml", problems).empty());
  REQUIRE(problems.size() == 2);
  CHECK(problems[0].field == "cards");
}

TEST_CASE("Egg of P'an Ku cards.xml") {
  const char* xml = R"(<?xml version="1.0"?>
<cards>
  <card id="t1" type="personality">
    <name>Egg Samurai &#8226; Experienced</name>
    <force>3</force><chi>2</chi><cost>5</cost><personal_honor>2</personal_honor>
    <honor_req>4</honor_req><clan>crab</clan><legal>Test Arc</legal>
    <text>&lt;b&gt;Unique&lt;/b&gt; &#8226; Samurai &#8226; Cavalry&lt;br&gt;&lt;b&gt;Battle:&lt;/b&gt; Fear 2.</text>
  </card>
  <card id="t2" type="holding"><name>Egg Mine</name><cost>3</cost><text>:bow:: Produce 2 Gold.</text></card>
  <card id="t3" type="stronghold"><name>Egg Keep</name><province_strength>7</province_strength>
    <gold_production>5</gold_production><starting_honor>6</starting_honor><clan>crane</clan></card>
  <card id="t4" type="personality"><name>Egg Broken</name><force>3</force><chi>x</chi>
    <cost>5</cost><personal_honor>2</personal_honor></card>
  <card id="t5" type="celestial"><name>Egg Sky</name></card>
  <card id="t6" type="strategy"><focus>2</focus></card>
</cards>)";
  std::vector<ImportProblem> problems;
  auto records = read_egg_xml(xml, "cards.xml", problems);
  ImportedDb db = build(records, problems);
  INFO(problems_text(db));
  CHECK(db.db.size() == 3);
  const CardDef* s = card(db, "egg-samurai-exp");
  REQUIRE(s);
  CHECK(s->title == "Egg Samurai");
  CHECK(s->unique);
  CHECK(s->clan == Clan::Crab);
  CHECK(s->keywords == std::vector<std::string>{"Samurai", "Cavalry"});
  REQUIRE(s->abilities.size() == 1);
  CHECK(s->abilities[0].effects[0].op == Op::Fear);
  CHECK(db.extra[*db.db.find("egg-samurai-exp")].legal == std::vector<std::string>{"Test Arc"});
  CHECK(card(db, "egg-mine")->gold_production == 2);
  CHECK(card(db, "egg-keep")->clan == Clan::Crane);
  const std::string all = problems_text(db);
  CHECK(all.find("cards.xml: record 'Egg Broken': field 'chi': 'x' is not a number") !=
        std::string::npos);
  CHECK(all.find("record '#6 (id t6)': field 'title': is missing") != std::string::npos);
  CHECK(all.find("'Celestial' is not a card type") != std::string::npos);

  std::vector<ImportProblem> bad;
  CHECK(read_egg_xml("<cards><card>", "broken.xml", bad).empty());
  CHECK(read_egg_xml("<decks/>", "other.xml", bad).empty());
  CHECK(bad.size() == 2);
}

TEST_CASE("Oracle of the Void JSON export") {
  const char* oracle = R"([
    {"title": "Oracle Samurai", "type": "Personality", "clan": "Lion", "keywords": "Samurai • Tactician",
     "force": "3", "chi": 2, "cost": "6", "ph": "2", "hr": "-", "unique": true,
     "text": "<b>Battle:</b> Gain 1 Honor.", "set": "Oracle Set", "legality": ["Test Arc"]},
    {"name": "Oracle Blade", "type": "Item", "cost": 2, "force": "+1", "chi": "+0", "focus": 2,
     "text": "This Personality has +1PH."},
    {"title": "Oracle Broken", "type": "Follower", "cost": 2, "force": [1]},
    "not an object",
    {"title": "Oracle Fate Card", "type": "Strategy", "focus": 1, "text": "A text the compiler does not know."}
  ])";
  std::vector<ImportProblem> problems;
  auto records = read_oracle_json(oracle, "oracle.json", problems);
  ImportedDb db = build(records, problems);
  INFO(problems_text(db));
  CHECK(db.db.size() == 3);
  const CardDef* s = card(db, "oracle-samurai");
  REQUIRE(s);
  CHECK(s->unique);
  CHECK(s->clan == Clan::Lion);
  CHECK(s->has(Kw::Tactician));
  CHECK_FALSE(s->honor_requirement.has_value());
  CHECK(s->set == "Oracle Set");
  CHECK(s->abilities.size() == 1);
  CHECK(card(db, "oracle-blade")->traits.size() == 1);
  CHECK(db.extra[*db.db.find("oracle-fate-card")].manual.size() == 1);
  CHECK(db.abilities_manual == 1);
  const std::string all = problems_text(db);
  CHECK(all.find("oracle.json: record 'Oracle Broken': field 'force': '[1]' is not a number") !=
        std::string::npos);
  CHECK(all.find("oracle.json: record '#4': must be an object") != std::string::npos);

  std::vector<ImportProblem> bad;
  CHECK(read_oracle_json("[{", "broken.json", bad).empty());
  CHECK(read_oracle_json("{\"cards\": 3}", "odd.json", bad).empty());
  CHECK(bad.size() == 2);
}

TEST_CASE("card ids match the built-in cards' ids") {
  CHECK(card_slug("Chagatai's Legion", 0) == "chagatais-legion");
  CHECK(card_slug("Hida Kisada", 1) == "hida-kisada-exp");
  CHECK(card_slug("Doji Makoto", 2) == "doji-makoto-exp2");
  CHECK(card_slug("Ancestral Armor of the Crab Clan", 1) == "ancestral-armor-of-the-crab-clan-exp");
  CHECK(card_slug("Fall Back!", 0) == "fall-back");
}

// A Stronghold's going-second face with text of its own: compiled into the
// card's going-second face, or left manual (never dropped).
TEST_CASE("a Stronghold's going-second text compiles into its going-second face") {
  auto keep = [](const char* name, const char* back_text) {
    std::string yaml = std::string("set: Test Set\ncards:\n- title: ") + name +
                       "\n  types: [Stronghold]\n  clans: [Crane]\n  text: 'You have +1 maximum hand size.'\n"
                       "  province_strength: 7\n  gold_production: 5\n  starting_honor: 6\n- title: " +
                       name + "\n  is_back: true\n  types: [Stronghold]\n  clans: [Crane]\n  text: '" + back_text +
                       "'\n  province_strength: 8\n  gold_production: 5\n  starting_honor: 6\n";
    std::vector<ImportProblem> problems;
    return build(read_yaml_set(yaml, "keep.yaml", problems), problems);
  };
  ImportedDb db = keep("Test Keep", "You have +1 maximum hand size.<br>You have a +3 Lobby Bonus.");
  const CardDef* k = card(db, "test-keep");
  REQUIRE(k);
  CHECK(k->traits.size() == 1);
  REQUIRE(k->going_second_face);
  CHECK(k->going_second_face->traits.size() == 2);
  CHECK(k->going_second_face->traits[1].kind == Trait::Kind::LobbyBonus);
  CHECK(db.extra[*db.db.find("test-keep")].automated());
  CHECK(db.sets["Test Set"].automated == 1);

  db = keep("Test Fort", "You have +1 maximum hand size.<br>Your Samurai dance at dawn.");
  const CardDef* f = card(db, "test-fort");
  REQUIRE(f);
  CHECK_FALSE(f->going_second_face);
  const ImportedCard& extra = db.extra[*db.db.find("test-fort")];
  CHECK_FALSE(extra.automated());
  REQUIRE(extra.manual.size() == 1);
  CHECK(extra.manual[0] == "Going second: Your Samurai dance at dawn.");
  CHECK(db.sets["Test Set"].automated == 0);

  // The same text on both faces: nothing of its own.
  db = keep("Test Hall", "You have +1 maximum hand size.");
  CHECK_FALSE(card(db, "test-hall")->going_second_face);
  CHECK(db.extra[*db.db.find("test-hall")].automated());
}

// A '*' stat (CR20F "Asterisks": printed as zero) that the card's own
// compiled text sets is not left to the players.
TEST_CASE("an Item's '*' modifier set by its compiled text is automated") {
  auto item = [](const char* name, const char* text) {
    std::string yaml = std::string("set: Test Set\ncards:\n- title: ") + name +
                       "\n  types: [Item]\n  text: \"" + text + "\"\n  gold_cost: 3\n  force: '+*'\n  chi: '+1'\n";
    std::vector<ImportProblem> problems;
    return build(read_yaml_set(yaml, "item.yaml", problems), problems);
  };
  ImportedDb db = item("Test Fan", "This Item's Force modifier equals this Personality's Chi.");
  REQUIRE(card(db, "test-fan"));
  CHECK(card(db, "test-fan")->force == 0);
  CHECK(db.extra[*db.db.find("test-fan")].automated());
  db = item("Test Cane", "This Personality has +1PH.");
  CHECK_FALSE(db.extra[*db.db.find("test-cane")].automated());  // nothing sets its Force
}

// The per-set figures: a record's own text, and the card as the engine plays
// it (its newest printing, the first record of its title).
TEST_CASE("set coverage counts each record's own text and the card as played") {
  auto set = [](const char* set_name, const char* text) {
    std::string yaml = std::string("set: ") + set_name +
                       "\ncards:\n- title: Test Tower\n  types: [Stronghold]\n  clans: [Crane]\n  text: '" + text +
                       "'\n  province_strength: 7\n  gold_production: 5\n  starting_honor: 6\n";
    std::vector<ImportProblem> problems;
    return read_yaml_set(yaml, std::string(set_name) + ".yaml", problems);
  };
  std::vector<RawRecord> records = set("New Set", "You have +1 maximum hand size.");
  for (RawRecord& r : set("Old Set", "Your Samurai dance at dawn.")) records.push_back(r);
  std::vector<ImportProblem> problems;
  ImportedDb db = build(records, problems);
  CHECK(db.reprints == 1);
  CHECK(db.sets["New Set"].automated == 1);
  CHECK(db.sets["New Set"].played_automated == 1);
  CHECK(db.sets["Old Set"].automated == 0);        // its own text stays manual
  CHECK(db.sets["Old Set"].played_automated == 1);  // but the card plays by the new text
}
