// Reading a scenario file (docs/scenarios.md). Unknown fields are errors, so
// that a misspelt field cannot silently leave a check unchecked.
#include <algorithm>
#include <limits>

#include "game/scenario/checks.h"
#include "game/scenario/spec.h"

namespace l5r::scn {

using json = nlohmann::json;

namespace {

[[noreturn]] void bad(const std::string& where, const std::string& what) {
  throw ScenarioError(where + ": " + what);
}

std::string kind_of(const json& j) {
  switch (j.type()) {
    case json::value_t::null:
      return "null";
    case json::value_t::boolean:
      return "true/false";
    case json::value_t::number_integer:
    case json::value_t::number_unsigned:
      return "an integer";
    case json::value_t::number_float:
      return "a number with a fraction";
    case json::value_t::string:
      return "a string";
    case json::value_t::array:
      return "a list";
    case json::value_t::object:
      return "an object";
    default:
      return "something else";
  }
}

// Field paths: "players[0].home[2]"; inside a step, "step 4: check.honor".
std::string sub(const std::string& where, std::string_view key) {
  if (where.empty()) return std::string(key);
  if (where.ends_with(':')) return where + " " + std::string(key);
  return where + "." + std::string(key);
}
std::string idx(const std::string& where, std::size_t i) {
  return where + "[" + std::to_string(i) + "]";
}

int to_int(const json& v, const std::string& where, int lo = -100000, int hi = 100000) {
  if (!v.is_number_integer()) bad(where, "expected an integer, got " + kind_of(v));
  const auto n = v.get<long long>();
  if (n < lo || n > hi)
    bad(where, std::to_string(n) + " is out of range (" + std::to_string(lo) + " to " +
                   std::to_string(hi) + ")");
  return static_cast<int>(n);
}
bool to_bool(const json& v, const std::string& where) {
  if (!v.is_boolean()) bad(where, "expected true or false, got " + kind_of(v));
  return v.get<bool>();
}
std::string to_str(const json& v, const std::string& where) {
  if (!v.is_string()) bad(where, "expected a string, got " + kind_of(v));
  return v.get<std::string>();
}
const json& to_list(const json& v, const std::string& where) {
  if (!v.is_array()) bad(where, "expected a list, got " + kind_of(v));
  return v;
}
std::vector<std::string> to_strings(const json& v, const std::string& where) {
  std::vector<std::string> out;
  const json& l = to_list(v, where);
  for (std::size_t i = 0; i < l.size(); ++i) out.push_back(to_str(l[i], idx(where, i)));
  return out;
}

// An object whose keys are checked against the ones it may have.
class Obj {
 public:
  Obj(const json& j, std::string where, std::initializer_list<std::string_view> keys)
      : j_(j), where_(std::move(where)) {
    if (!j.is_object()) bad(where_, "expected an object, got " + kind_of(j));
    for (auto& [k, v] : j.items()) {
      if (std::find(keys.begin(), keys.end(), k) != keys.end()) continue;
      std::string known;
      for (auto kk : keys) known += (known.empty() ? "" : ", ") + std::string(kk);
      bad(sub(where_, k), "unknown field (this object may have: " + known + ")");
    }
  }
  bool has(std::string_view k) const { return j_.contains(k) && !j_.at(std::string(k)).is_null(); }
  bool present(std::string_view k) const { return j_.contains(k); }
  const json& at(std::string_view k) const {
    if (!j_.contains(k)) bad(where_, "missing field '" + std::string(k) + "'");
    return j_.at(std::string(k));
  }
  std::string path(std::string_view k) const { return sub(where_, k); }
  const std::string& where() const { return where_; }
  int integer(std::string_view k, int def, int lo = -100000, int hi = 100000) const {
    return has(k) ? to_int(at(k), path(k), lo, hi) : def;
  }
  std::optional<int> opt_int(std::string_view k, int lo = -100000, int hi = 100000) const {
    if (!has(k)) return std::nullopt;
    return to_int(at(k), path(k), lo, hi);
  }
  bool boolean(std::string_view k, bool def) const {
    return has(k) ? to_bool(at(k), path(k)) : def;
  }
  std::string str(std::string_view k, std::string def = "") const {
    return has(k) ? to_str(at(k), path(k)) : def;
  }

 private:
  const json& j_;
  std::string where_;
};

// A card entry: "card-id" or {"card": "card-id", ...} with the given extra keys.
CardEntry card_entry(const json& v, const std::string& where,
                     std::initializer_list<std::string_view> extra) {
  CardEntry e;
  e.where = where;
  if (v.is_string()) {
    e.card = v.get<std::string>();
    return e;
  }
  std::vector<std::string_view> keys{"card", "label"};
  keys.insert(keys.end(), extra.begin(), extra.end());
  if (!v.is_object())
    bad(where, "expected a card id or an object with \"card\", got " + kind_of(v));
  for (auto& [k, val] : v.items())
    if (std::find(keys.begin(), keys.end(), k) == keys.end()) {
      std::string known;
      for (auto kk : keys) known += (known.empty() ? "" : ", ") + std::string(kk);
      bad(sub(where, k), "unknown field (a card entry here may have: " + known + ")");
    }
  if (!v.contains("card")) bad(where, "missing field 'card' (the card id)");
  e.card = to_str(v.at("card"), sub(where, "card"));
  if (v.contains("label")) e.label = to_str(v.at("label"), sub(where, "label"));
  if (v.contains("bowed")) e.bowed = to_bool(v.at("bowed"), sub(where, "bowed"));
  if (v.contains("dishonorable"))
    e.dishonorable = to_bool(v.at("dishonorable"), sub(where, "dishonorable"));
  if (v.contains("face_down")) e.face_down = to_bool(v.at("face_down"), sub(where, "face_down"));
  if (v.contains("dead")) e.dead = to_bool(v.at("dead"), sub(where, "dead"));
  if (v.contains("attached")) {
    const json& l = to_list(v.at("attached"), sub(where, "attached"));
    for (std::size_t i = 0; i < l.size(); ++i)
      e.attached.push_back(card_entry(l[i], idx(sub(where, "attached"), i), {"bowed", "tokens"}));
  }
  if (v.contains("tokens")) {
    // [{"name": "Poison", "force": -1, "chi": -1}, ...]: one entry per token.
    const json& l = to_list(v.at("tokens"), sub(where, "tokens"));
    for (std::size_t i = 0; i < l.size(); ++i) {
      const std::string w = idx(sub(where, "tokens"), i);
      if (!l[i].is_object()) bad(w, "expected a token such as {\"name\": \"Poison\", \"force\": -1}");
      Token t;
      for (auto& [k, val] : l[i].items()) {
        if (k == "name") t.name = to_str(val, sub(w, k));
        else if (k == "force") t.force = static_cast<std::int8_t>(to_int(val, sub(w, k), -9, 9));
        else if (k == "chi") t.chi = static_cast<std::int8_t>(to_int(val, sub(w, k), -9, 9));
        else if (k == "personal_honor") t.personal_honor = static_cast<std::int8_t>(to_int(val, sub(w, k), -9, 9));
        else if (k == "gold_production") t.gold_production = static_cast<std::int8_t>(to_int(val, sub(w, k), -9, 9));
        else bad(sub(w, k), "unknown field (a token may have: name, force, chi, personal_honor, gold_production)");
      }
      e.tokens.push_back(t);
    }
  }
  return e;
}

std::vector<CardEntry> card_list(const Obj& o, std::string_view key,
                                 std::initializer_list<std::string_view> extra) {
  std::vector<CardEntry> out;
  if (!o.has(key)) return out;
  const json& l = to_list(o.at(key), o.path(key));
  for (std::size_t i = 0; i < l.size(); ++i)
    out.push_back(card_entry(l[i], idx(o.path(key), i), extra));
  return out;
}

std::optional<PlayerAbility> ability_named(const std::string& s) {
  if (s == "cycle") return PlayerAbility::Cycle;
  if (s == "proclaim") return PlayerAbility::Proclaim;
  if (s == "lobby") return PlayerAbility::Lobby;
  if (s == "favor_limited") return PlayerAbility::FavorLimited;
  return std::nullopt;
}

PlayerSpec player_spec(const json& j, const std::string& where, int index) {
  Obj o(j, where,
        {"name", "stronghold", "sensei", "honor", "provinces", "home", "hand", "dynasty_deck",
         "fate_deck", "dynasty_discard", "fate_discard", "removed", "gold_pool", "turns_started",
         "went_first", "lost_honor_to_others", "used_this_turn"});
  PlayerSpec p;
  p.where = where;
  p.name = o.str("name", "Player " + std::to_string(index + 1));
  if (!o.has("stronghold")) bad(where, "missing field 'stronghold' (a Stronghold card id)");
  p.stronghold = card_entry(o.at("stronghold"), o.path("stronghold"), {"bowed"});
  if (o.has("sensei")) p.sensei = card_entry(o.at("sensei"), o.path("sensei"), {"bowed"});
  p.honor = o.opt_int("honor");
  if (o.has("provinces")) {
    const json& l = to_list(o.at("provinces"), o.path("provinces"));
    if (l.empty() || l.size() > 8) bad(o.path("provinces"), "a player has 1 to 8 Provinces");
    for (std::size_t i = 0; i < l.size(); ++i) {
      const std::string w = idx(o.path("provinces"), i);
      ProvinceSpec pr;
      if (l[i].is_null()) {
      } else if (l[i].is_string()) {
        pr.card = card_entry(l[i], w, {});
      } else {
        Obj po(l[i], w, {"card", "label", "face_down", "destroyed", "strength_bonus"});
        pr.destroyed = po.boolean("destroyed", false);
        pr.strength_bonus = po.integer("strength_bonus", 0);
        if (po.has("card")) {
          if (pr.destroyed) bad(w, "a destroyed Province holds no card");
          json entry = l[i];
          entry.erase("destroyed");
          entry.erase("strength_bonus");
          pr.card = card_entry(entry, w, {"face_down"});
        } else if (po.present("label") || po.present("face_down")) {
          bad(w, "'label' and 'face_down' need a 'card'");
        }
      }
      p.provinces.push_back(std::move(pr));
    }
  } else {
    p.provinces.resize(4);
  }
  p.home = card_list(o, "home", {"bowed", "dishonorable", "attached", "tokens"});
  p.hand = card_list(o, "hand", {});
  p.dynasty_deck = card_list(o, "dynasty_deck", {});
  p.fate_deck = card_list(o, "fate_deck", {});
  p.dynasty_discard = card_list(o, "dynasty_discard", {"dead", "dishonorable"});
  p.fate_discard = card_list(o, "fate_discard", {});
  p.removed = card_list(o, "removed", {});
  p.gold_pool = o.integer("gold_pool", 0, 0, 1000);
  p.turns_started = o.integer("turns_started", 2, 1, 10000);
  if (o.has("went_first")) p.went_first = to_bool(o.at("went_first"), o.path("went_first"));
  p.lost_honor_to_others = o.boolean("lost_honor_to_others", false);
  if (o.has("used_this_turn")) {
    auto names = to_strings(o.at("used_this_turn"), o.path("used_this_turn"));
    for (std::size_t i = 0; i < names.size(); ++i) {
      auto a = ability_named(names[i]);
      if (!a)
        bad(idx(o.path("used_this_turn"), i),
            "'" + names[i] + "' is not one of cycle, proclaim, lobby, favor_limited");
      p.used_this_turn = static_cast<std::uint8_t>(p.used_this_turn | (1u << static_cast<int>(*a)));
    }
  }
  return p;
}

ModifierSpec modifier_spec(const json& j, const std::string& where) {
  Obj o(j, where, {"card", "stat", "kind", "amount", "until"});
  ModifierSpec m;
  m.where = where;
  m.card = to_str(o.at("card"), o.path("card"));
  const std::string stat = to_str(o.at("stat"), o.path("stat"));
  static const std::pair<const char*, Stat> stats[] = {
      {"force", Stat::Force},
      {"chi", Stat::Chi},
      {"personal_honor", Stat::PersonalHonor},
      {"honor_requirement", Stat::HonorRequirement},
      {"gold_cost", Stat::GoldCost},
      {"gold_production", Stat::GoldProduction}};
  bool found = false;
  for (auto& [n, s] : stats)
    if (stat == n) m.mod.stat = s, found = true;
  if (!found)
    bad(o.path("stat"),
        "'" + stat +
            "' is not a card stat (force, chi, personal_honor, honor_requirement, gold_cost, "
            "gold_production; a Province's strength is changed with its strength_bonus)");
  const std::string kind = o.str("kind", "bonus");
  if (kind == "bonus")
    m.mod.kind = ModKind::Bonus;
  else if (kind == "minimum")
    m.mod.kind = ModKind::Minimum;
  else if (kind == "maximum")
    m.mod.kind = ModKind::Maximum;
  else
    bad(o.path("kind"), "'" + kind + "' is not bonus, minimum or maximum");
  m.mod.amount = static_cast<std::int16_t>(to_int(o.at("amount"), o.path("amount"), -1000, 1000));
  const std::string until = o.str("until", "end_of_turn");
  if (until == "end_of_turn")
    m.mod.until = Duration::EndOfTurn;
  else if (until == "end_of_battle")
    m.mod.until = Duration::EndOfBattle;
  else if (until == "permanent")
    m.mod.until = Duration::Permanent;
  else
    bad(o.path("until"), "'" + until + "' is not end_of_turn, end_of_battle or permanent");
  return m;
}

std::vector<ModifierSpec> modifier_list(const json& j, const std::string& where) {
  std::vector<ModifierSpec> out;
  const json& l = to_list(j, where);
  for (std::size_t i = 0; i < l.size(); ++i) out.push_back(modifier_spec(l[i], idx(where, i)));
  return out;
}

std::optional<Phase> phase_named(const std::string& s) {
  for (Phase p : {Phase::Setup, Phase::Action, Phase::Attack, Phase::Dynasty, Phase::EndOfTurn,
                  Phase::GameOver})
    if (phase_name(p) == s) return p;
  return std::nullopt;
}

void check_player(int p, int players, const std::string& where) {
  if (p < 0 || p >= players)
    bad(where, "player " + std::to_string(p) + " does not exist (players are 0 to " +
                   std::to_string(players - 1) + ")");
}

// The answer part of choose/refuse: picks by text or by index, an optional
// player and an optional question id.
SiegeSpec siege_spec(const json& j, const std::string& where, int players) {
  Obj o(j, where, {"challenger", "territories", "clock_deck", "clock_discard", "political_tokens"});
  SiegeSpec sg;
  sg.where = where;
  if (!o.has("challenger")) bad(where, "missing field 'challenger' (the Challenge player's index)");
  sg.challenger = o.integer("challenger", 0);
  check_player(sg.challenger, players, o.path("challenger"));
  if (!o.has("territories")) bad(where, "missing field 'territories' (the Territory row, in order)");
  const json& l = to_list(o.at("territories"), o.path("territories"));
  if (l.empty()) bad(o.path("territories"), "a Siege board has at least one Territory");
  for (std::size_t i = 0; i < l.size(); ++i) {
    const std::string w = idx(o.path("territories"), i);
    TerritorySpec t;
    if (l[i].is_string()) {
      t.card = card_entry(l[i], w, {});
    } else {
      Obj to(l[i], w, {"card", "label", "destroyed", "destroyable", "strength_bonus"});
      t.destroyed = to.boolean("destroyed", false);
      if (to.has("destroyable")) t.destroyable = to.boolean("destroyable", false);
      t.strength_bonus = to.integer("strength_bonus", 0, -99, 99);
      json entry = l[i];
      for (const char* k : {"destroyed", "destroyable", "strength_bonus"}) entry.erase(k);
      t.card = card_entry(entry, w, {});
    }
    sg.territories.push_back(std::move(t));
  }
  sg.clock_deck = card_list(o, "clock_deck", {});
  sg.clock_discard = card_list(o, "clock_discard", {"face_down"});
  sg.political_tokens = o.integer("political_tokens", 0, 0, 10000);
  return sg;
}

AnswerSpec answer_spec(const Obj& o, int players) {
  AnswerSpec a;
  const bool text = o.present("choose"), index = o.present("choose_index");
  if (text == index)
    bad(o.where(), "give exactly one of 'choose' (option texts) or 'choose_index'");
  if (text) {
    a.texts = to_strings(o.at("choose"), o.path("choose"));
  } else {
    a.by_index = true;
    const json& l = to_list(o.at("choose_index"), o.path("choose_index"));
    for (std::size_t i = 0; i < l.size(); ++i)
      a.indices.push_back(to_int(l[i], idx(o.path("choose_index"), i), -1000, 1000));
  }
  if (o.has("as_player")) {
    a.as_player = to_int(o.at("as_player"), o.path("as_player"));
    check_player(*a.as_player, players, o.path("as_player"));
  }
  if (o.has("question")) {
    const json& q = o.at("question");
    if (q.is_string()) {
      const std::string s = q.get<std::string>();
      if (s == "pending")
        a.question.kind = QuestionRef::Pending;
      else if (s == "previous")
        a.question.kind = QuestionRef::Previous;
      else if (s == "next")
        a.question.kind = QuestionRef::Next;
      else
        bad(o.path("question"), "'" + s + "' is not pending, previous, next or a question id");
    } else {
      a.question.kind = QuestionRef::Id;
      a.question.id = static_cast<std::uint32_t>(to_int(q, o.path("question"), 0, 1 << 30));
    }
  }
  return a;
}

ExpectQuestion expect_question(const json& j, const std::string& where, int players) {
  Obj o(j, where,
        {"none", "who", "prompt_contains", "kind", "min", "max", "has", "lacks", "options"});
  ExpectQuestion e;
  e.none = o.boolean("none", false);
  if (e.none) {
    if (j.size() != 1) bad(where, "'none' stands alone: there is no question to describe");
    return e;
  }
  if (o.has("who")) {
    e.who = to_int(o.at("who"), o.path("who"));
    check_player(*e.who, players, o.path("who"));
  }
  if (o.has("prompt_contains")) e.prompt_contains = o.str("prompt_contains");
  if (o.has("kind")) {
    const std::string k = o.str("kind");
    if (k == "choose_action")
      e.kind = QuestionKind::ChooseAction;
    else if (k == "choose_one")
      e.kind = QuestionKind::ChooseOne;
    else if (k == "choose_some")
      e.kind = QuestionKind::ChooseSome;
    else
      bad(o.path("kind"), "'" + k + "' is not choose_action, choose_one or choose_some");
  }
  e.min = o.opt_int("min", 0, 255);
  e.max = o.opt_int("max", 0, 255);
  if (o.has("has")) e.has = to_strings(o.at("has"), o.path("has"));
  if (o.has("lacks")) e.lacks = to_strings(o.at("lacks"), o.path("lacks"));
  if (o.has("options")) e.options = to_strings(o.at("options"), o.path("options"));
  return e;
}

Check check_step(const json& j, const std::string& where, int players) {
  if (!j.is_object() || j.empty()) bad(where, "expected an object naming what to check");
  Check c;
  auto fields = [&](std::initializer_list<std::string_view> subject_keys) {
    for (auto& [k, v] : j.items()) {
      if (std::find(subject_keys.begin(), subject_keys.end(), k) != subject_keys.end()) continue;
      validate_check_field(c.subject, k, v, sub(where, k));
      c.fields.emplace_back(k, v);
    }
    if (c.fields.empty()) bad(where, "nothing to check: add at least one field");
  };
  if (j.contains("result")) {
    if (j.size() != 1) bad(where, "'result' stands alone in its check");
    c.subject = Subject::Result;
    const json& r = j.at("result");
    if (!r.is_object() || r.empty())
      bad(sub(where, "result"), "expected an object of over, winner, victory");
    for (auto& [k, v] : r.items()) {
      validate_check_field(c.subject, k, v, sub(sub(where, "result"), k));
      c.fields.emplace_back(k, v);
    }
    return c;
  }
  if (j.contains("siege")) {
    if (j.size() != 1) bad(where, "'siege' stands alone in its check");
    c.subject = Subject::Siege;
    const json& r = j.at("siege");
    if (!r.is_object() || r.empty()) bad(sub(where, "siege"), "expected an object of Siege fields");
    for (auto& [k, v] : r.items()) {
      validate_check_field(c.subject, k, v, sub(sub(where, "siege"), k));
      c.fields.emplace_back(k, v);
    }
    return c;
  }
  if (j.contains("territory")) {
    c.subject = Subject::Territory;
    c.province = to_int(j.at("territory"), sub(where, "territory"), 1, 12) - 1;
    fields({"territory"});
    return c;
  }
  if (j.contains("card")) {
    c.subject = Subject::Card;
    c.card = to_str(j.at("card"), sub(where, "card"));
    fields({"card"});
    return c;
  }
  if (j.contains("province")) {
    c.subject = Subject::Province;
    if (!j.contains("player")) bad(where, "a Province check names its 'player' too");
    c.player = to_int(j.at("player"), sub(where, "player"));
    check_player(c.player, players, sub(where, "player"));
    c.province = to_int(j.at("province"), sub(where, "province"), 1, 8) - 1;
    fields({"player", "province"});
    return c;
  }
  if (j.contains("player")) {
    c.subject = Subject::Player;
    c.player = to_int(j.at("player"), sub(where, "player"));
    check_player(c.player, players, sub(where, "player"));
    fields({"player"});
    return c;
  }
  c.subject = Subject::Game;
  fields({});
  return c;
}

Step step_spec(const json& j, int number, int players) {
  Step s;
  s.number = number;
  s.where = "step " + std::to_string(number);
  const std::string in = s.where + ":";  // the base of the step's field paths
  if (!j.is_object()) bad(s.where, "expected an object, got " + kind_of(j));
  static constexpr std::string_view actions[] = {
      "expect_question",     "choose",           "choose_index",        "refuse",       "check",
      "run_to_end_of_phase", "pass_until_phase", "pass_through_battle", "add_modifiers"};
  std::vector<std::string> found;
  for (auto a : actions)
    if (j.contains(a)) found.emplace_back(a);
  if (found.size() != 1) {
    std::string list;
    for (auto a : actions) list += (list.empty() ? "" : ", ") + std::string(a);
    bad(s.where, found.empty()
                     ? "a step needs one of: " + list
                     : "a step does one thing; this one has " + found[0] + " and " + found[1]);
  }
  const std::string& a = found[0];
  if (j.contains("why")) s.why = to_str(j.at("why"), sub(in, "why"));
  if (a == "choose" || a == "choose_index") {
    Obj o(j, in, {"choose", "choose_index", "as_player", "question", "why"});
    s.what = Choose{answer_spec(o, players)};
  } else if (a == "refuse") {
    Obj o(j, in, {"refuse", "reason_contains", "why"});
    Obj r(o.at("refuse"), o.path("refuse"), {"choose", "choose_index", "as_player", "question"});
    Refuse ref{answer_spec(r, players), ""};
    if (!o.has("reason_contains"))
      bad(s.where, "a refusal says what the reason must contain: add 'reason_contains'");
    ref.reason_contains = o.str("reason_contains");
    s.what = std::move(ref);
  } else if (a == "expect_question") {
    Obj o(j, in, {"expect_question", "why"});
    s.what = expect_question(o.at(a), o.path(a), players);
  } else if (a == "check") {
    Obj o(j, in, {"check", "why"});
    s.what = check_step(o.at(a), o.path(a), players);
  } else if (a == "run_to_end_of_phase") {
    Obj o(j, in, {"run_to_end_of_phase", "why"});
    if (!to_bool(o.at(a), o.path(a))) bad(o.path(a), "only true makes sense here");
    s.what = RunToEndOfPhase{};
  } else if (a == "pass_through_battle") {
    Obj o(j, in, {"pass_through_battle", "why"});
    if (!to_bool(o.at(a), o.path(a))) bad(o.path(a), "only true makes sense here");
    s.what = PassThroughBattle{};
  } else if (a == "pass_until_phase") {
    Obj o(j, in, {"pass_until_phase", "why"});
    const std::string name = to_str(o.at(a), o.path(a));
    auto ph = phase_named(name);
    if (!ph) bad(o.path(a), "'" + name + "' is not a phase (action, attack, dynasty, end_of_turn)");
    s.what = PassUntilPhase{*ph};
  } else {
    Obj o(j, in, {"add_modifiers", "why"});
    s.what = AddModifiers{modifier_list(o.at(a), o.path(a))};
  }
  return s;
}

}  // namespace

std::string_view phase_name(Phase p) {
  switch (p) {
    case Phase::Setup:
      return "setup";
    case Phase::Action:
      return "action";
    case Phase::Attack:
      return "attack";
    case Phase::Dynasty:
      return "dynasty";
    case Phase::EndOfTurn:
      return "end_of_turn";
    case Phase::GameOver:
      return "game_over";
  }
  return "?";
}

std::string_view zone_name(Zone z) {
  switch (z) {
    case Zone::DynastyDeck:
      return "dynasty_deck";
    case Zone::FateDeck:
      return "fate_deck";
    case Zone::Hand:
      return "hand";
    case Zone::Province:
      return "province";
    case Zone::InPlay:
      return "in_play";
    case Zone::DynastyDiscard:
      return "dynasty_discard";
    case Zone::FateDiscard:
      return "fate_discard";
    case Zone::Removed:
      return "removed";
    case Zone::Resolving:
      return "resolving";
    case Zone::Focused:
      return "focused";
    case Zone::Territory:
      return "territory";
    case Zone::ClockDeck:
      return "clock_deck";
    case Zone::ClockDiscard:
      return "clock_discard";
  }
  return "?";
}

Scenario parse_scenario(std::string_view text, const std::string& file) {
  json j;
  try {
    // Comments are allowed: a scenario says why it is built the way it is.
    j = json::parse(text, nullptr, true, true);
  } catch (const json::parse_error& e) {
    throw ScenarioError(std::string("not valid JSON: ") + e.what());
  }
  Obj o(j, "",
        {"name", "rule", "notes", "assets", "seed", "players", "active", "start", "turn",
         "turn_limit", "imperial_favor", "modifiers", "siege", "steps"});
  Scenario sc;
  sc.file = file;
  if (!o.has("name")) bad("name", "missing: every scenario has a name");
  sc.name = o.str("name");
  if (!o.has("rule")) bad("rule", "missing: every scenario cites the rule it tests");
  sc.rule = o.str("rule");
  sc.assets = o.str("assets");
  if (o.has("seed"))
    sc.seed = static_cast<std::uint64_t>(o.integer("seed", 1, 0, std::numeric_limits<int>::max()));
  if (!o.has("players")) bad("players", "missing: a scenario needs 2 to 6 players");
  const json& pl = to_list(o.at("players"), "players");
  const std::size_t most = o.has("siege") ? 7 : 6;  // Siege: six Rokugani and the Challenge player
  if (pl.size() < 2 || pl.size() > most)
    bad("players", "a game has 2 to " + std::to_string(most) + " players, not " + std::to_string(pl.size()));
  for (std::size_t i = 0; i < pl.size(); ++i)
    sc.players.push_back(player_spec(pl[i], idx("players", i), static_cast<int>(i)));
  const int n = static_cast<int>(sc.players.size());
  sc.active = o.integer("active", 0);
  check_player(sc.active, n, "active");
  const std::string start = o.str("start", "action");
  if (start == "turn")
    sc.start = Start::Turn;
  else if (start == "action")
    sc.start = Start::Action;
  else if (start == "attack")
    sc.start = Start::Attack;
  else if (start == "dynasty")
    sc.start = Start::Dynasty;
  else if (start == "end_of_turn")
    sc.start = Start::EndOfTurn;
  else
    bad("start", "'" + start + "' is not turn, action, attack, dynasty or end_of_turn");
  sc.turn = o.opt_int("turn", 1, 100000);
  sc.turn_limit = o.opt_int("turn_limit", 0, 60000);
  if (o.has("imperial_favor")) {
    sc.favor = o.integer("imperial_favor", 0);
    check_player(*sc.favor, n, "imperial_favor");
  }
  if (o.has("modifiers")) sc.modifiers = modifier_list(o.at("modifiers"), "modifiers");
  if (o.has("siege")) sc.siege = siege_spec(o.at("siege"), "siege", n);
  if (!o.has("steps")) bad("steps", "missing: a scenario has steps");
  const json& st = to_list(o.at("steps"), "steps");
  if (st.empty()) bad("steps", "a scenario needs at least one step");
  for (std::size_t i = 0; i < st.size(); ++i)
    sc.steps.push_back(step_spec(st[i], static_cast<int>(i) + 1, n));
  return sc;
}

}  // namespace l5r::scn
