// The check fields. Each field reads one fact of the state the same way the
// engine does (stats through Engine's queries, so modifiers count), and has a
// value type that the parser enforces.
#include "game/scenario/checks.h"

#include <algorithm>
#include <cctype>

namespace l5r::scn {

using json = nlohmann::json;

namespace {

enum class Kind : std::uint8_t {
  Int,
  Bool,
  Str,        // one of `allowed`
  OptInt,     // integer or null
  OptRef,     // card reference or null
  RefSet,     // list of card references, any order
  RefTop,     // list of card references: the top of a deck, in order from the top
  RefBottom,  // list of card references: the bottom of a deck, any order
  Location,   // "home" or "battlefield N"
  Contains,   // text that some log line must contain
  Lacks,      // text that no log line may contain
};

struct Target {
  PlayerId player = kNoPlayer;
  CardId card = kNoCard;
  int province = -1;
};

struct Ctx {
  const CheckContext& c;
  Engine& e;
};

using Getter = json (*)(const Ctx&, const Target&);

struct Field {
  const char* name;
  Kind kind;
  Getter get;
  std::vector<std::string_view> allowed = {};
};

json refs_json(const Ctx& x, const std::vector<CardId>& v) {
  json out = json::array();
  for (CardId c : v) out.push_back(x.c.refs.display(c));
  return out;
}
const Player& P(const Ctx& x, const Target& t) { return x.c.state.players[t.player]; }
const Card& C(const Ctx& x, const Target& t) { return x.c.state.card(t.card); }
const Province& PR(const Ctx& x, const Target& t) {
  return x.c.state.players[t.player].provinces[t.province];
}
int size(const std::vector<CardId>& v) { return static_cast<int>(v.size()); }

std::vector<std::string_view> phase_names() {
  return {"setup", "action", "attack", "dynasty", "end_of_turn", "game_over"};
}
std::vector<std::string_view> zone_names() {
  return {"dynasty_deck",    "fate_deck",    "hand",    "province", "in_play",
          "dynasty_discard", "fate_discard", "removed", "resolving", "focused",
          "territory",       "clock_deck",   "clock_discard"};
}

const std::vector<Field>& game_fields() {
  static const std::vector<Field> f = {
      {"phase", Kind::Str,
       [](const Ctx& x, const Target&) -> json { return std::string(phase_name(x.c.state.phase)); },
       phase_names()},
      {"active", Kind::Int, [](const Ctx& x, const Target&) -> json { return x.c.state.active; }},
      {"turn", Kind::Int, [](const Ctx& x, const Target&) -> json { return x.c.state.turn; }},
      {"imperial_favor", Kind::OptInt,
       [](const Ctx& x, const Target&) -> json {
         return x.c.state.favor == kNoPlayer ? json(nullptr) : json(x.c.state.favor);
       }},
      {"log_contains", Kind::Contains,
       [](const Ctx& x, const Target&) -> json { return x.c.log.lines; }},
      {"log_lacks", Kind::Lacks, [](const Ctx& x, const Target&) -> json { return x.c.log.lines; }},
  };
  return f;
}

const std::vector<Field>& result_fields() {
  static const std::vector<Field> f = {
      {"over", Kind::Bool,
       [](const Ctx& x, const Target&) -> json { return x.c.state.result.over; }},
      {"winner", Kind::OptInt,
       [](const Ctx& x, const Target&) -> json {
         return x.c.state.result.winner == kNoPlayer ? json(nullptr)
                                                     : json(x.c.state.result.winner);
       }},
      {"victory",
       Kind::Str,
       [](const Ctx& x, const Target&) -> json {
         return std::string(to_string(x.c.state.result.victory));
       },
       {"none", "honor", "dishonor", "military", "enlightenment", "turn_limit",
        "hour_of_the_serpent", "imperial_district", "team_fallen"}},
  };
  return f;
}

const std::vector<Field>& player_fields() {
  static const std::vector<Field> f = {
      {"honor", Kind::Int, [](const Ctx& x, const Target& t) -> json { return P(x, t).honor; }},
      {"tokens", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return static_cast<int>(P(x, t).tokens.size()); }},
      {"gold_pool", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return P(x, t).gold_pool; }},
      {"gold_available", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return x.e.gold_available(t.player); }},
      {"hand_size", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return size(P(x, t).hand); }},
      {"fate_deck_size", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return size(P(x, t).fate_deck); }},
      {"dynasty_deck_size", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return size(P(x, t).dynasty_deck); }},
      {"fate_discard_size", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return size(P(x, t).fate_discard); }},
      {"dynasty_discard_size", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return size(P(x, t).dynasty_discard); }},
      {"removed_size", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return size(P(x, t).removed); }},
      {"turns_started", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return P(x, t).turns_started; }},
      {"provinces_left", Kind::Int,
       [](const Ctx& x, const Target& t) -> json {
         int n = 0;
         for (const Province& p : P(x, t).provinces) n += !p.destroyed;
         return n;
       }},
      {"eliminated", Kind::Bool,
       [](const Ctx& x, const Target& t) -> json { return P(x, t).eliminated; }},
      {"ignores_clan_honor_requirements", Kind::Bool,
       [](const Ctx& x, const Target& t) -> json {
         return P(x, t).ignores_clan_honor_requirements;
       }},
      {"hand", Kind::RefSet,
       [](const Ctx& x, const Target& t) -> json { return refs_json(x, P(x, t).hand); }},
      {"in_play", Kind::RefSet,
       [](const Ctx& x, const Target& t) -> json { return refs_json(x, P(x, t).in_play); }},
      {"dynasty_discard", Kind::RefSet,
       [](const Ctx& x, const Target& t) -> json { return refs_json(x, P(x, t).dynasty_discard); }},
      {"fate_discard", Kind::RefSet,
       [](const Ctx& x, const Target& t) -> json { return refs_json(x, P(x, t).fate_discard); }},
      {"removed", Kind::RefSet,
       [](const Ctx& x, const Target& t) -> json { return refs_json(x, P(x, t).removed); }},
      // Decks keep their top at the back of the vector.
      {"dynasty_deck_top", Kind::RefTop,
       [](const Ctx& x, const Target& t) -> json {
         auto v = P(x, t).dynasty_deck;
         std::reverse(v.begin(), v.end());
         return refs_json(x, v);
       }},
      {"dynasty_deck_bottom", Kind::RefBottom,
       [](const Ctx& x, const Target& t) -> json {
         return refs_json(x, P(x, t).dynasty_deck);
       }},  // from the bottom
      {"fate_deck_top", Kind::RefTop,
       [](const Ctx& x, const Target& t) -> json {
         auto v = P(x, t).fate_deck;
         std::reverse(v.begin(), v.end());
         return refs_json(x, v);
       }},
  };
  return f;
}

std::string location_of(const Ctx& x, CardId c) {
  const GameState& s = x.c.state;
  const Card* k = &s.card(c);
  if (k->zone != Zone::InPlay) return "not in play";
  if (k->attached_to != kNoCard)
    k = &s.card(k->attached_to);  // attachments go with their Personality
  if (k->location == kHome) return "home";
  const auto& bp = s.attack.battlefield_province;
  if (k->location >= 0 && k->location < static_cast<int>(bp.size()))
    return "battlefield " + std::to_string(bp[k->location] + 1);
  return "battlefield index " + std::to_string(k->location) + " outside any attack";
}

const std::vector<Field>& card_fields() {
  static const std::vector<Field> f = {
      {"owner", Kind::Int, [](const Ctx& x, const Target& t) -> json { return C(x, t).owner; }},
      {"controller", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return C(x, t).controller; }},
      {"zone", Kind::Str,
       [](const Ctx& x, const Target& t) -> json { return std::string(zone_name(C(x, t).zone)); },
       zone_names()},
      {"province", Kind::OptInt,
       [](const Ctx& x, const Target& t) -> json {
         return C(x, t).zone == Zone::Province ? json(C(x, t).province + 1) : json(nullptr);
       }},
      {"location", Kind::Location,
       [](const Ctx& x, const Target& t) -> json { return location_of(x, t.card); }},
      {"bowed", Kind::Bool, [](const Ctx& x, const Target& t) -> json { return C(x, t).bowed; }},
      {"face_up", Kind::Bool,
       [](const Ctx& x, const Target& t) -> json { return C(x, t).face_up; }},
      {"dishonorable", Kind::Bool,
       [](const Ctx& x, const Target& t) -> json { return C(x, t).dishonorable; }},
      {"dead", Kind::Bool, [](const Ctx& x, const Target& t) -> json { return C(x, t).dead; }},
      {"tokens", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return static_cast<int>(C(x, t).tokens.size()); }},
      {"attached_to", Kind::OptRef,
       [](const Ctx& x, const Target& t) -> json {
         const CardId a = C(x, t).attached_to;
         return a == kNoCard ? json(nullptr) : json(x.c.refs.display(a));
       }},
      {"attachments", Kind::RefSet,
       [](const Ctx& x, const Target& t) -> json { return refs_json(x, x.e.attachments(t.card)); }},
      {"force", Kind::Int, [](const Ctx& x, const Target& t) -> json { return x.e.force(t.card); }},
      {"chi", Kind::Int, [](const Ctx& x, const Target& t) -> json { return x.e.chi(t.card); }},
      {"personal_honor", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return x.e.personal_honor(t.card); }},
      {"honor_requirement", Kind::OptInt,
       [](const Ctx& x, const Target& t) -> json {
         auto hr = x.e.honor_requirement(t.card);
         return hr ? json(*hr) : json(nullptr);
       }},
      {"gold_cost", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return x.e.gold_cost(t.card); }},
      {"gold_production", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return x.e.gold_production(t.card); }},
  };
  return f;
}

const std::vector<Field>& province_fields() {
  static const std::vector<Field> f = {
      {"holds", Kind::OptRef,
       [](const Ctx& x, const Target& t) -> json {
         const auto& v = PR(x, t).cards;
         return v.empty() ? json(nullptr) : json(x.c.refs.display(v.front()));
       }},
      {"face_up", Kind::Bool,
       [](const Ctx& x, const Target& t) -> json {
         const auto& v = PR(x, t).cards;
         return v.empty() ? json("empty") : json(x.c.state.card(v.front()).face_up);
       }},
      {"destroyed", Kind::Bool,
       [](const Ctx& x, const Target& t) -> json { return PR(x, t).destroyed; }},
      {"empty", Kind::Bool,
       [](const Ctx& x, const Target& t) -> json { return PR(x, t).cards.empty(); }},
      {"tokens", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return static_cast<int>(PR(x, t).tokens.size()); }},
      {"strength", Kind::Int,
       [](const Ctx& x, const Target& t) -> json {
         return x.e.province_strength(t.player, t.province);
       }},
  };
  return f;
}

const std::vector<Field>& siege_fields() {
  static const std::vector<Field> f = {
      {"political_tokens", Kind::Int,
       [](const Ctx& x, const Target&) -> json { return x.c.state.siege.political_tokens; }},
      {"threat_level", Kind::Int, [](const Ctx& x, const Target&) -> json { return x.e.threat_level(); }},
      {"rank", Kind::Int, [](const Ctx& x, const Target&) -> json { return x.e.rank(); }},
      {"clock_deck_size", Kind::Int,
       [](const Ctx& x, const Target&) -> json { return size(x.c.state.siege.clock_deck); }},
      {"clock_in_play", Kind::OptRef,
       [](const Ctx& x, const Target&) -> json {
         const CardId c = x.e.clock_in_play();
         return c == kNoCard ? json(nullptr) : json(x.c.refs.display(c));
       }},
  };
  return f;
}

const Territory& TR(const Ctx& x, const Target& t) { return x.c.state.siege.territories[t.province]; }

const std::vector<Field>& territory_fields() {
  static const std::vector<Field> f = {
      {"destroyed", Kind::Bool, [](const Ctx& x, const Target& t) -> json { return TR(x, t).destroyed; }},
      {"destroyable", Kind::Bool,
       [](const Ctx& x, const Target& t) -> json { return TR(x, t).destroyable; }},
      {"strength", Kind::Int,
       [](const Ctx& x, const Target& t) -> json { return x.e.territory_strength(t.province); }},
  };
  return f;
}

const std::vector<Field>& fields_of(Subject s) {
  switch (s) {
    case Subject::Game:
      return game_fields();
    case Subject::Result:
      return result_fields();
    case Subject::Player:
      return player_fields();
    case Subject::Card:
      return card_fields();
    case Subject::Province:
      return province_fields();
    case Subject::Siege:
      return siege_fields();
    case Subject::Territory:
      return territory_fields();
  }
  return game_fields();
}

const Field* find_field(Subject s, const std::string& key) {
  for (const Field& f : fields_of(s))
    if (key == f.name) return &f;
  return nullptr;
}

std::string_view subject_name(Subject s) {
  switch (s) {
    case Subject::Game:
      return "the game";
    case Subject::Result:
      return "a result";
    case Subject::Player:
      return "a player";
    case Subject::Card:
      return "a card";
    case Subject::Province:
      return "a Province";
    case Subject::Siege:
      return "the Siege";
    case Subject::Territory:
      return "a Territory";
  }
  return "?";
}

bool is_location(const std::string& s) {
  if (s == "home") return true;
  const std::string pre = "battlefield ";
  if (s.rfind(pre, 0) != 0 || s.size() == pre.size()) return false;
  return std::all_of(s.begin() + static_cast<long>(pre.size()), s.end(), ::isdigit);
}

[[noreturn]] void bad(const std::string& where, const std::string& what) {
  throw ScenarioError(where + ": " + what);
}

std::string show(const json& j) {
  if (j.is_string()) return j.get<std::string>();
  return j.dump();
}

}  // namespace

void validate_check_field(Subject subject, const std::string& key, const json& v,
                          const std::string& where) {
  const Field* f = find_field(subject, key);
  if (!f) {
    std::string known;
    for (const Field& g : fields_of(subject))
      known += (known.empty() ? "" : ", ") + std::string(g.name);
    bad(where,
        "unknown field for " + std::string(subject_name(subject)) + " (known: " + known + ")");
  }
  auto strings = [&] {
    if (!v.is_array()) bad(where, "expected a list of card references");
    for (const json& e : v)
      if (!e.is_string()) bad(where, "expected a list of card references (strings)");
  };
  switch (f->kind) {
    case Kind::Int:
      if (!v.is_number_integer()) bad(where, "expected an integer");
      break;
    case Kind::OptInt:
      if (!v.is_number_integer() && !v.is_null()) bad(where, "expected an integer or null");
      break;
    case Kind::Bool:
      if (!v.is_boolean()) bad(where, "expected true or false");
      break;
    case Kind::Str: {
      if (!v.is_string()) bad(where, "expected a string");
      const auto s = v.get<std::string>();
      if (std::find(f->allowed.begin(), f->allowed.end(), s) == f->allowed.end()) {
        std::string known;
        for (auto a : f->allowed) known += (known.empty() ? "" : ", ") + std::string(a);
        bad(where, "'" + s + "' is not one of: " + known);
      }
      break;
    }
    case Kind::OptRef:
      if (!v.is_string() && !v.is_null()) bad(where, "expected a card reference or null");
      break;
    case Kind::RefSet:
    case Kind::RefTop:
    case Kind::RefBottom:
      strings();
      break;
    case Kind::Location:
      if (!v.is_string() || !is_location(v.get<std::string>()))
        bad(where, "expected \"home\" or \"battlefield N\" (N: the Defender's Province number)");
      break;
    case Kind::Contains:
    case Kind::Lacks:
      if (!v.is_string()) bad(where, "expected a string");
      break;
  }
}

std::vector<std::string> refs_in_check(const Check& c) {
  std::vector<std::string> out;
  if (c.subject == Subject::Card) out.push_back(c.card);
  for (const auto& [key, v] : c.fields) {
    const Field* f = find_field(c.subject, key);
    if (!f) continue;
    if (f->kind == Kind::OptRef && v.is_string()) out.push_back(v.get<std::string>());
    if (f->kind == Kind::RefSet || f->kind == Kind::RefTop || f->kind == Kind::RefBottom)
      for (const json& e : v) out.push_back(e.get<std::string>());
  }
  return out;
}

std::string check_subject(const Check& c) {
  switch (c.subject) {
    case Subject::Game:
      return "game";
    case Subject::Result:
      return "result";
    case Subject::Player:
      return "player " + std::to_string(c.player);
    case Subject::Card:
      return "card " + c.card;
    case Subject::Province:
      return "player " + std::to_string(c.player) + " Province " + std::to_string(c.province + 1);
    case Subject::Siege:
      return "siege";
    case Subject::Territory:
      return "territory " + std::to_string(c.province + 1);
  }
  return "?";
}

std::vector<std::string> run_check(const CheckContext& ctx, const Check& c) {
  Engine e(ctx.db, ctx.state);
  Ctx x{ctx, e};
  Target t;
  t.player = static_cast<PlayerId>(c.player < 0 ? 0 : c.player);
  t.province = c.province;
  std::vector<std::string> bad_fields;
  if (c.subject == Subject::Card) t.card = ctx.refs.resolve(c.card, "card");
  if (c.subject == Subject::Province &&
      t.province >= static_cast<int>(ctx.state.players[t.player].provinces.size()))
    return {"player " + std::to_string(c.player) + " has no Province " +
            std::to_string(c.province + 1)};
  if ((c.subject == Subject::Siege || c.subject == Subject::Territory) && !ctx.state.is_siege())
    return {"this is not a Siege game"};
  if (c.subject == Subject::Territory &&
      t.province >= static_cast<int>(ctx.state.siege.territories.size()))
    return {"there is no Territory " + std::to_string(c.province + 1)};
  auto to_display = [&](const json& ref) {
    return ctx.refs.display(ctx.refs.resolve(ref.get<std::string>(), ""));
  };

  for (const auto& [key, expected_raw] : c.fields) {
    const Field* f = find_field(c.subject, key);
    const json actual = f->get(x, t);
    json expected = expected_raw;
    std::string mismatch;
    switch (f->kind) {
      case Kind::Contains:
      case Kind::Lacks: {
        const std::string want = expected.get<std::string>();
        bool found = false;
        for (const json& line : actual)
          found = found || line.get<std::string>().find(want) != std::string::npos;
        if (f->kind == Kind::Contains && !found) mismatch = "no log line contains '" + want + "'";
        if (f->kind == Kind::Lacks && found) mismatch = "a log line contains '" + want + "'";
        break;
      }
      case Kind::OptRef:
        if (expected.is_string()) expected = to_display(expected);
        if (actual != expected)
          mismatch = key + " is " + show(actual) + ", expected " + show(expected);
        break;
      case Kind::RefSet:
      case Kind::RefTop:
      case Kind::RefBottom: {
        std::vector<std::string> want, have;
        for (const json& r : expected) want.push_back(to_display(r));
        for (const json& r : actual) have.push_back(r.get<std::string>());
        if (f->kind != Kind::RefSet) {
          if (have.size() < want.size()) {
            mismatch = key + ": the deck holds only " + std::to_string(have.size()) +
                       " card(s), expected at least " + std::to_string(want.size()) + ": " +
                       json(want).dump();
            break;
          }
          have.resize(want.size());  // getters list a deck from the end the field is about
        }
        if (f->kind != Kind::RefTop) {
          std::sort(want.begin(), want.end());
          std::sort(have.begin(), have.end());
        }
        if (have != want)
          mismatch = key + " is " + json(have).dump() + ", expected " + json(want).dump();
        break;
      }
      default:
        if (actual != expected)
          mismatch = key + " is " + show(actual) + ", expected " + show(expected);
        break;
    }
    if (!mismatch.empty()) bad_fields.push_back(mismatch);
  }
  return bad_fields;
}

}  // namespace l5r::scn
