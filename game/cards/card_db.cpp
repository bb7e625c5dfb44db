#include "game/cards/card_db.h"

#include "game/abilities/created_card.h"
#include "game/abilities/parse.h"

#include <algorithm>
#include <filesystem>
#include <fstream>
#include <map>
#include <nlohmann/json.hpp>
#include <set>
#include <sstream>

namespace l5r {

using nlohmann::json;

std::string LoadError::to_string() const {
  std::string s = file;
  if (!card.empty()) s += ": card '" + card + "'";
  if (!field.empty()) s += ": field '" + field + "'";
  s += ": " + message;
  return s;
}

namespace {

// Fields each card type may carry. Anything else is refused so that a typo
// ("forse") is reported instead of silently becoming a zero.
const std::set<std::string>& allowed_fields(CardType t) {
  static const std::set<std::string> common{"id",     "title",     "type",    "keywords",
                                            "unique", "experienced", "abilities", "traits",
                                            "triggers", "attach_to", "restricted_gold",
                                            "refills_face_up_paying_for"};
  static const std::map<CardType, std::set<std::string>> extra{
      {CardType::Stronghold,
       {"clan", "province_strength", "gold_production", "starting_honor", "going_second",
        "province_strength_per_rank", "province_strength_not_reduced"}},
      {CardType::Sensei,
       {"province_strength", "gold_production", "starting_honor", "sensei_clans"}},
      {CardType::Personality,
       {"clan", "force", "chi", "honor_requirement", "gold_cost", "personal_honor"}},
      {CardType::Holding, {"gold_cost", "gold_production", "produce_lose_honor"}},
      {CardType::Event, {"gold_cost"}},
      {CardType::Region, {"gold_cost"}},
      {CardType::Strategy, {"gold_cost", "focus", "discipline"}},
      {CardType::Follower, {"gold_cost", "force", "focus", "honor_requirement"}},
      {CardType::Item, {"gold_cost", "force", "chi", "focus"}},
      {CardType::Spell, {"gold_cost", "focus"}},
      {CardType::Ring, {"gold_cost", "focus"}},
      {CardType::Territory,
       {"province_strength", "destroyable", "when_destroyed", "rokugani_conqueror",
        "ignore_honor_requirements", "lobby_open", "favor_limited_no_discard",
        "favor_battle_absent", "challenger_destroys_half"}},
      {CardType::Clock, {"last"}},
  };
  // Built once, before any use: safe to read from several threads.
  static const std::map<CardType, std::set<std::string>> merged = [] {
    std::map<CardType, std::set<std::string>> m;
    for (auto& [type, fields] : extra) {
      std::set<std::string> s = common;
      s.insert(fields.begin(), fields.end());
      m.emplace(type, std::move(s));
    }
    return m;
  }();
  return merged.at(t);
}

// Reads card JSON into a CardDef, collecting every problem.
class CardReader {
 public:
  CardReader(const json& j, std::string file, std::string card_name,
             std::vector<LoadError>& errors)
      : j_(j), file_(std::move(file)), card_(std::move(card_name)), errors_(errors) {}

  void fail(const std::string& field, const std::string& msg) {
    errors_.push_back({file_, card_, field, msg});
    ok_ = false;
  }
  bool ok() const { return ok_; }

  std::optional<std::string> str(const char* field, bool required) {
    auto it = j_.find(field);
    if (it == j_.end()) {
      if (required) fail(field, "is missing");
      return std::nullopt;
    }
    if (!it->is_string() || it->get_ref<const std::string&>().empty()) {
      fail(field, "must be a non-empty string");
      return std::nullopt;
    }
    return it->get<std::string>();
  }

  std::optional<int> integer(const char* field, int lo, int hi) {
    auto it = j_.find(field);
    if (it == j_.end()) return std::nullopt;
    if (!it->is_number_integer()) {
      fail(field, "must be a whole number, got " + it->dump());
      return std::nullopt;
    }
    auto v = it->get<long long>();
    if (v < lo || v > hi) {
      fail(field, "must be between " + std::to_string(lo) + " and " + std::to_string(hi) +
                      ", got " + std::to_string(v));
      return std::nullopt;
    }
    return static_cast<int>(v);
  }

  int need_int(const char* field, int lo, int hi) {
    if (!j_.contains(field)) {
      fail(field, "is missing");
      return 0;
    }
    return integer(field, lo, hi).value_or(0);
  }

  bool boolean(const char* field) {
    auto it = j_.find(field);
    if (it == j_.end()) return false;
    if (!it->is_boolean()) {
      fail(field, "must be true or false");
      return false;
    }
    return it->get<bool>();
  }

  std::vector<std::string> strings(const char* field) {
    std::vector<std::string> out;
    auto it = j_.find(field);
    if (it == j_.end()) return out;
    if (!it->is_array()) {
      fail(field, "must be a list of strings");
      return out;
    }
    for (auto& e : *it) {
      if (!e.is_string()) {
        fail(field, "must be a list of strings, found " + e.dump());
        continue;
      }
      out.push_back(e.get<std::string>());
    }
    return out;
  }

  const json& raw() const { return j_; }

 private:
  const json& j_;
  std::string file_;
  std::string card_;
  std::vector<LoadError>& errors_;
  bool ok_ = true;
};

bool valid_slug(const std::string& s) {
  return !s.empty() && std::all_of(s.begin(), s.end(), [](char c) {
    return (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '-';
  });
}

std::optional<CardDef> read_card(const json& j, const std::string& file, std::size_t index,
                                 const std::string& set_name, std::vector<LoadError>& errors) {
  std::string name = "#" + std::to_string(index + 1);
  if (!j.is_object()) {
    errors.push_back({file, name, "", "must be an object"});
    return std::nullopt;
  }
  if (auto it = j.find("id"); it != j.end() && it->is_string()) name = it->get<std::string>();
  CardReader r(j, file, name, errors);
  CardDef d;
  d.set = set_name;
  d.id = r.str("id", true).value_or("");
  if (!d.id.empty() && !valid_slug(d.id))
    r.fail("id", "must use only lowercase letters, digits and '-'");
  d.title = r.str("title", true).value_or("");
  auto type_name = r.str("type", true);
  if (type_name) {
    if (auto t = parse_card_type(*type_name))
      d.type = *t;
    else
      r.fail("type", "unknown card type '" + *type_name + "'");
  }
  if (!r.ok()) return std::nullopt;

  const auto& allowed = allowed_fields(d.type);
  for (auto& [key, _] : j.items())
    if (!allowed.count(key))
      r.fail(key, "is not a field of a " + std::string(to_string(d.type)) + " card");

  if (auto clan = r.str("clan", false)) {
    if (auto c = parse_clan(*clan))
      d.clan = *c;
    else
      r.fail("clan", "unknown clan '" + *clan + "'");
  }
  d.keywords = r.strings("keywords");
  for (auto& k : d.keywords) {
    if (k == "Unique" || k == "Experienced")
      r.fail("keywords", "'" + k + "' is a field of its own, not a keyword");
    d.kw_bits |= keyword_bit(k);
  }
  d.unique = r.boolean("unique");
  d.experienced = r.integer("experienced", 0, 9).value_or(0);
  d.gold_cost = r.integer("gold_cost", 0, 99);
  d.focus = r.integer("focus", 0, 9).value_or(0);
  d.discipline = r.integer("discipline", 0, 20);
  d.honor_requirement = r.integer("honor_requirement", -99, 99);
  d.gold_production = r.integer("gold_production", -20, 99);

  switch (d.type) {
    case CardType::Personality:
      d.force = r.need_int("force", 0, 99);
      d.chi = r.need_int("chi", 0, 99);
      d.personal_honor = r.need_int("personal_honor", 0, 99);
      if (!d.gold_cost) r.fail("gold_cost", "is missing");
      break;
    case CardType::Follower:
      d.force = r.need_int("force", 0, 99);
      if (!d.gold_cost) r.fail("gold_cost", "is missing");
      break;
    case CardType::Item:
      d.force = r.need_int("force", -99, 99);
      d.chi = r.need_int("chi", -99, 99);
      if (!d.gold_cost) r.fail("gold_cost", "is missing");
      break;
    case CardType::Holding:
    case CardType::Spell:
      if (!d.gold_cost) r.fail("gold_cost", "is missing");
      break;
    case CardType::Territory: {
      // Siege rule 3: the Intact side's Province Strength; the Destroyed side's text.
      d.first.province_strength = r.need_int("province_strength", 0, 99);
      CardDef::TerritoryRules t;
      t.destroyable = r.boolean("destroyable");
      t.rokugani_conqueror = r.boolean("rokugani_conqueror");
      t.ignore_honor_requirements = r.boolean("ignore_honor_requirements");
      t.lobby_open = r.boolean("lobby_open");
      t.favor_limited_no_discard = r.boolean("favor_limited_no_discard");
      t.favor_battle_absent = r.boolean("favor_battle_absent");
      t.challenger_destroys_half = r.boolean("challenger_destroys_half");
      if (auto it = j.find("when_destroyed"); it != j.end()) {
        if (!it->is_object()) {
          r.fail("when_destroyed", "must be an object");
        } else {
          CardReader w(*it, file, name, errors);
          t.unlocks = w.strings("unlocks");
          t.destroy_leftmost_provinces = w.boolean("destroy_leftmost_provinces");
          t.challenger_creates = w.str("challenger_creates", false).value_or("");
          t.team_loses = w.boolean("team_loses");
          for (auto& [key, _] : it->items())
            if (key != "unlocks" && key != "destroy_leftmost_provinces" &&
                key != "challenger_creates" && key != "team_loses")
              r.fail("when_destroyed." + key,
                     "is not part of a Destroyed side (unlocks, destroy_leftmost_provinces, "
                     "challenger_creates, team_loses)");
        }
      }
      d.territory = std::move(t);
      break;
    }
    case CardType::Clock:
      d.last_clock = r.boolean("last");
      break;
    case CardType::Stronghold: {
      d.province_strength_per_rank = r.integer("province_strength_per_rank", 0, 99).value_or(0);
      d.province_strength_not_reduced = r.boolean("province_strength_not_reduced");
      d.first.province_strength = r.need_int("province_strength", 0, 99);
      d.first.gold_production = r.need_int("gold_production", 0, 99);
      d.first.starting_honor = r.need_int("starting_honor", -99, 99);
      d.gold_production = d.first.gold_production;
      auto it = j.find("going_second");
      if (it == j.end()) {
        d.second = d.first;  // one-sided Strongholds use the same stats either way
      } else if (!it->is_object()) {
        r.fail("going_second", "must be an object with the going-second face's stats");
      } else {
        CardReader back(*it, file, name, errors);
        for (auto& [key, _] : it->items())
          if (key != "province_strength" && key != "gold_production" && key != "starting_honor" &&
              key != "abilities" && key != "traits" && key != "triggers")
            r.fail("going_second." + key, "is not part of a Stronghold face (its stats, abilities, traits, triggers)");
        d.second.province_strength = back.need_int("province_strength", 0, 99);
        d.second.gold_production = back.need_int("gold_production", 0, 99);
        d.second.starting_honor = back.need_int("starting_honor", -99, 99);
        if (!back.ok()) r.fail("going_second", "has bad stats (see above)");
      }
      break;
    }
    case CardType::Sensei: {
      d.first.province_strength = r.need_int("province_strength", -99, 99);
      d.first.gold_production = r.need_int("gold_production", -99, 99);
      d.first.starting_honor = r.need_int("starting_honor", -99, 99);
      d.gold_production.reset();
      auto clans = r.strings("sensei_clans");
      if (clans.empty()) r.fail("sensei_clans", "is missing: list the clans, or [\"All\"]");
      for (auto& c : clans) {
        if (c == "All") {
          d.sensei_all_clans = true;
        } else if (auto cl = parse_clan(c)) {
          d.sensei_clans.push_back(*cl);
        } else {
          r.fail("sensei_clans", "unknown clan '" + c + "'");
        }
      }
      break;
    }
    default:
      break;
  }
  const Fail fail = [&r](const std::string& field, const std::string& msg) { r.fail(field, msg); };
  if (j.contains("abilities")) d.abilities = parse_abilities(j["abilities"], fail);
  if (j.contains("traits")) d.traits = parse_traits(j["traits"], fail);
  if (j.contains("triggers")) d.triggers = parse_triggers(j["triggers"], fail);
  // A Stronghold's going-second face with text of its own: each list it
  // gives replaces the going-first face's; a list it leaves out is the same.
  if (auto it = j.find("going_second"); d.type == CardType::Stronghold && it != j.end() && it->is_object() &&
                                        (it->contains("abilities") || it->contains("traits") ||
                                         it->contains("triggers"))) {
    const Fail back_fail = [&r](const std::string& field, const std::string& msg) {
      r.fail("going_second." + field, msg);
    };
    CardDef face = d;
    if (it->contains("abilities")) face.abilities = parse_abilities((*it)["abilities"], back_fail);
    if (it->contains("traits")) face.traits = parse_traits((*it)["traits"], back_fail);
    if (it->contains("triggers")) face.triggers = parse_triggers((*it)["triggers"], back_fail);
    d.going_second_face = std::make_shared<const CardDef>(std::move(face));
  }
  if (auto it = j.find("restricted_gold"); it != j.end()) {
    if (d.type != CardType::Holding) {
      r.fail("restricted_gold", "only Holdings have it");
    } else if (!it->is_object() || it->contains("amount") == it->contains("bonus") ||
               !(*it)[it->contains("amount") ? "amount" : "bonus"].is_number_integer() ||
               (*it)[it->contains("amount") ? "amount" : "bonus"].get<int>() < 1 ||
               (*it)[it->contains("amount") ? "amount" : "bonus"].get<int>() > 20) {
      r.fail("restricted_gold", "needs an \"amount\" (or a \"bonus\" to the Gold Production) from 1 to 20, "
                                "and \"keywords\" or \"type\"");
    } else {
      CardDef::RestrictedGold g;
      g.plus_production = it->contains("bonus");
      g.amount = (*it)[g.plus_production ? "bonus" : "amount"].get<int>();
      if (it->contains("reduces_cost")) {
        if ((*it)["reduces_cost"] != true || g.plus_production)
          r.fail("restricted_gold.reduces_cost", "must be true, with an \"amount\"");
        g.reduces_cost = true;
      }
      CardReader rg(*it, "", "", errors);
      g.keywords = rg.strings("keywords");
      for (auto& t : rg.strings("type")) {
        if (auto ct = parse_card_type(t))
          g.types = static_cast<std::uint16_t>(g.types | (1u << static_cast<int>(*ct)));
        else
          r.fail("restricted_gold.type", "unknown card type '" + t + "'");
      }
      for (auto& [key, _] : it->items())
        if (key != "amount" && key != "bonus" && key != "keywords" && key != "type" && key != "reduces_cost")
          r.fail("restricted_gold." + key, "is not part of restricted Gold (amount, bonus, keywords, type, reduces_cost)");
      if (g.keywords.empty() && !g.types) r.fail("restricted_gold", "says how much but not what it pays for");
      d.restricted_gold = std::move(g);
    }
  }
  if (auto it = j.find("produce_lose_honor"); it != j.end()) {
    if (!d.gold_production || !it->is_number_integer() || it->get<int>() < 1 || it->get<int>() > 20)
      r.fail("produce_lose_honor", "must be a whole number from 1 to 20, on a Holding that produces Gold");
    else
      d.produce_honor_loss = it->get<int>();
  }
  if (j.contains("refills_face_up_paying_for")) {
    if (d.type != CardType::Holding || !d.gold_production)
      r.fail("refills_face_up_paying_for", "only Holdings that produce Gold have it");
    else
      d.refills_face_up_paying_for =
          parse_filter(j["refills_face_up_paying_for"], "refills_face_up_paying_for", fail);
  }
  if (j.contains("attach_to")) {
    if (!d.is_attachment())
      r.fail("attach_to", "only attachments have it");
    else
      d.attach_to = parse_filter(j["attach_to"], "attach_to", fail);
  }
  if (!r.ok()) return std::nullopt;
  return d;
}

}  // namespace

std::optional<DefId> CardDb::find(std::string_view id) const {
  auto it = by_id_.find(std::string(id));
  if (it == by_id_.end()) return std::nullopt;
  return it->second;
}

namespace {

// The created cards (CR20F "Created Cards") that a card's effects describe.
void created_cards_in(const std::vector<Effect>& effects, std::vector<std::string>& ids) {
  for (const Effect& e : effects) {
    if (e.op == Op::Create && is_created_card_id(e.creates)) ids.push_back(e.creates);
    for (const auto& choice : e.choices) created_cards_in(choice, ids);
    created_cards_in(e.as_moves, ids);
    created_cards_in(e.refused, ids);
    created_cards_in(e.after_bows, ids);
  }
}

std::vector<std::string> created_cards_of(const CardDef& d) {
  std::vector<std::string> ids;
  for (const CardDef* face : {&d, d.going_second_face.get()}) {
    if (!face) continue;
    for (const Ability& a : face->abilities) created_cards_in(a.effects, ids);
    for (const Trigger& t : face->triggers) created_cards_in(t.effects, ids);
  }
  return ids;
}

}  // namespace

std::optional<LoadError> CardDb::add(CardDef def) {
  if (is_created_card_id(def.id)) return LoadError{"", def.id, "id", "is kept for created cards"};
  if (by_id_.count(def.id)) return LoadError{"", def.id, "id", "is used by another card"};
  if (defs_.size() >= kNoDef) return LoadError{"", def.id, "", "too many cards"};
  const std::vector<std::string> created = created_cards_of(def);
  by_id_.emplace(def.id, static_cast<DefId>(defs_.size()));
  defs_.push_back(std::move(def));
  // A created card has no card file: its definition is added with the first
  // card that creates it (its id spells it out, so it is the same for all).
  for (const std::string& id : created) {
    const auto spec = created_card_spec(id);
    if (!spec || by_id_.count(id) || defs_.size() >= kNoDef) continue;
    by_id_.emplace(id, static_cast<DefId>(defs_.size()));
    defs_.push_back(created_card_def(*spec));
  }
  return std::nullopt;
}

std::vector<LoadError> CardDb::load_json_text(std::string_view text, const std::string& file) {
  std::vector<LoadError> errors;
  json root;
  try {
    root = json::parse(text);
  } catch (const json::exception& e) {
    // parse_error, and out_of_range for numbers too large to hold (found by
    // the fuzzer: "1e400").
    errors.push_back({file, "", "", std::string("is not valid JSON: ") + e.what()});
    return errors;
  }
  if (!root.is_object() || !root.contains("cards") || !root["cards"].is_array()) {
    errors.push_back({file, "", "cards", "the file must be an object with a \"cards\" list"});
    return errors;
  }
  std::string set_name;
  if (auto it = root.find("set"); it != root.end()) {
    if (it->is_string())
      set_name = it->get<std::string>();
    else
      errors.push_back({file, "", "set", "must be a string"});
  }
  const auto& cards = root["cards"];
  for (std::size_t i = 0; i < cards.size(); ++i) {
    if (auto d = read_card(cards[i], file, i, set_name, errors)) {
      if (auto err = add(std::move(*d))) {
        err->file = file;
        errors.push_back(*err);
      }
    }
  }
  return errors;
}

std::vector<LoadError> CardDb::load_file(const std::string& path) {
  std::ifstream in(path, std::ios::binary);
  if (!in) return {{path, "", "", "cannot be opened"}};
  std::ostringstream ss;
  ss << in.rdbuf();
  return load_json_text(ss.str(), path);
}

std::vector<LoadError> CardDb::load_directory(const std::string& dir) {
  namespace fs = std::filesystem;
  std::error_code ec;
  if (!fs::is_directory(dir, ec)) return {{dir, "", "", "is not a directory"}};
  std::vector<std::string> files;
  for (auto& e : fs::directory_iterator(dir, ec))
    if (e.path().extension() == ".json") files.push_back(e.path().string());
  std::sort(files.begin(), files.end());
  std::vector<LoadError> errors;
  for (auto& f : files) {
    auto e = load_file(f);
    errors.insert(errors.end(), e.begin(), e.end());
  }
  return errors;
}

}  // namespace l5r
