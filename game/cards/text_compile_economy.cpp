#include "game/cards/text_compile_economy.h"

#include <cctype>
#include <charconv>

#include "game/abilities/parse.h"
#include "game/cards/text_compile_body.h"
#include "game/cards/text_header.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r {
namespace {

using nlohmann::json;
using text_words::eat;
using text_words::eat_suffix;

std::optional<int> number(std::string_view s) { return text_words::number_in(s, 0, 20); }

// The text after a Holding's ":bow::" header; nullopt when the part has no
// such header (or is on another type of card).
std::optional<std::string_view> after_bow(std::string_view part, CardType type) {
  if (type != CardType::Holding) return std::nullopt;
  auto h = parse_icon_header(part);
  if (!h || h->icons.size() != 1 || h->icons[0] != "bow") return std::nullopt;
  return part.substr(h->length);
}

// "a single attachment", "a Holding", "a Jade card", "a Monk": which cards
// Gold may pay for (CR20F "Paying Gold Costs": Gold that may pay only for
// certain cards). Card types that enter play by being paid for, or one
// capitalized keyword; false for anything else.
bool paid_kind(std::string_view w, json& g) {
  eat_suffix(w, " card");
  // Onyx prints some keywords as icons (keywords.md "Onyx icons").
  if (w == ":jade:") w = "Jade";
  if (w == "attachment") {
    g["type"] = {"Follower", "Item", "Spell"};
    return true;
  }
  for (std::string_view t : {"Holding", "Personality", "Follower", "Item", "Spell"})
    if (w == t) {
      g["type"] = {std::string(t)};
      return true;
    }
  // Card types that are not paid for this way, and words that say more.
  for (std::string_view no :
       {"Strategy", "Event", "Ring", "Region", "Stronghold", "Sensei", "Clan"})
    if (w == no) return false;
  if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
  for (char c : w)
    if (!std::isalpha(static_cast<unsigned char>(c))) return false;
  g["keywords"] = {std::string(w)};
  return true;
}

// Reads the "restricted_gold" object as the card loader does, into `out`.
bool set_restricted(const json& g, CompiledText& out) {
  CardDef::RestrictedGold rg;
  rg.plus_production = g.contains("bonus");
  rg.amount = g.value(rg.plus_production ? "bonus" : "amount", 0);
  rg.reduces_cost = g.value("reduces_cost", false);
  if (rg.amount < 1) return false;
  for (const auto& k : g.value("keywords", json::array()))
    rg.keywords.push_back(k.get<std::string>());
  for (const auto& t : g.value("type", json::array()))
    if (auto ct = parse_card_type(t.get<std::string>()))
      rg.types = static_cast<std::uint16_t>(rg.types | (1u << static_cast<int>(*ct)));
  out.restricted_gold = std::move(rg);
  out.json["restricted_gold"] = g;
  return true;
}

// ":bow:: Produce 4 Gold, which can only pay for a single Jade card."
bool restricted_gold(std::string_view part, CardType type, CompiledText& out) {
  auto t = after_bow(part, type);
  if (!t || out.restricted_gold || !eat(*t, "Produce ")) return false;
  const std::size_t at = t->find(" Gold, which can only pay for a single ");
  if (at == std::string_view::npos) return false;
  auto n = number(t->substr(0, at));
  std::string_view kind = t->substr(at + 39);
  json g;
  if (!n || !eat_suffix(kind, ".") || !paid_kind(kind, g)) return false;
  g["amount"] = *n;
  return set_restricted(g, out);
}

// ":bow:: When paying for a Follower, it enters play for 2 less Gold." (also
// "he enters play"): bowing the Holding while paying lowers that card's cost,
// which the engine runs as Gold that pays only for such a card (what is not
// needed is lost either way; CardDef::RestrictedGold::reduces_cost).
bool paying_discount(std::string_view part, CardType type, CompiledText& out) {
  auto t = after_bow(part, type);
  if (!t || out.restricted_gold || !eat(*t, "When paying for ")) return false;
  if (!eat(*t, "an ") && !eat(*t, "a ")) return false;
  const std::size_t comma = t->find(", ");
  if (comma == std::string_view::npos) return false;
  std::string_view kind = t->substr(0, comma);
  std::string_view rest = t->substr(comma + 2);
  if (!eat(rest, "it ") && !eat(rest, "he ") && !eat(rest, "she ")) return false;
  if (!eat(rest, "enters play for ") || !eat_suffix(rest, " less Gold.")) return false;
  auto n = number(rest);
  json g;
  if (!n || *n == 0 || !paid_kind(kind, g)) return false;
  g["amount"] = *n;
  g["reduces_cost"] = true;
  return set_restricted(g, out);
}

// "This Holding has +4GP when it pays for a single Courtier only." (also
// "when paying for a single :jade: card only"): its
// Gold Production and that much more, for such a card only.
bool production_bonus(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Holding || out.restricted_gold || !eat(t, "This Holding has +"))
    return false;
  // "... when paying for a single ..." says the same (CR20F "Paying Gold
  // Costs": production that may pay only for one card).
  std::size_t at = t.find("GP when it pays for a single ");
  std::size_t len = 29;
  if (at == std::string_view::npos) {
    at = t.find("GP when paying for a single ");
    len = 28;
  }
  if (at == std::string_view::npos) return false;
  auto n = number(t.substr(0, at));
  std::string_view kind = t.substr(at + len);
  json g;
  if (!n || *n == 0 || !eat_suffix(kind, " only.") || !paid_kind(kind, g)) return false;
  g["bonus"] = *n;
  return set_restricted(g, out);
}

// ":bow:: Produce 1 Gold, or 4 Gold if it is not your turn." (also "if it is
// your turn"): the printed production, and the difference as a Gold
// Production trait while the turn is (not) its controller's.
bool turn_gold(std::string_view part, CardType type, CompiledText& out) {
  auto t = after_bow(part, type);
  if (!t || out.gold_production || !eat(*t, "Produce ")) return false;
  const std::size_t or_at = t->find(" Gold, or ");
  if (or_at == std::string_view::npos) return false;
  auto base = number(t->substr(0, or_at));
  std::string_view more = t->substr(or_at + 10);
  bool yours = true;
  if (!eat_suffix(more, " Gold if it is your turn.")) {
    if (!eat_suffix(more, " Gold if it is not your turn.")) return false;
    yours = false;
  }
  auto other = number(more);
  if (!base || !other || *base == *other) return false;
  const json trait = {{"stat", "gold_production"},
                      {"amount", *other - *base},
                      {"card", "self"},
                      {"while", {{"your_turn", yours}}}};
  if (!add_compiled_trait(trait, out)) return false;
  out.gold_production = *base;
  out.json["gold_production"] = *base;
  return true;
}

// ":bow:: Produce 2 Gold and lose 1 Honor.": producing costs Honor too.
bool honor_gold(std::string_view part, CardType type, CompiledText& out) {
  auto t = after_bow(part, type);
  if (!t || out.gold_production || !eat(*t, "Produce ") || !eat_suffix(*t, " Honor.")) return false;
  const std::size_t at = t->find(" Gold and lose ");
  if (at == std::string_view::npos) return false;
  auto gold = number(t->substr(0, at));
  auto honor = number(t->substr(at + 15));
  if (!gold || !honor || *gold == 0 || *honor == 0) return false;
  out.gold_production = *gold;
  out.produce_honor_loss = *honor;
  out.json["gold_production"] = *gold;
  out.json["produce_lose_honor"] = *honor;
  return true;
}

bool is_attachment(CardType t) {
  return t == CardType::Follower || t == CardType::Item || t == CardType::Spell;
}

// "Attaches to a Mantis Clan Personality for 3 less Gold." (also "Equips to a
// Water Shugenja"): Equipping it to such a Personality costs less (CR20F
// "Equip": its Gold Cost is paid).
bool equip_discount(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (!is_attachment(type) || (!eat(t, "Attaches to ") && !eat(t, "Equips to ")) ||
      !eat_suffix(t, " less Gold."))
    return false;
  const std::size_t at = t.rfind(" for ");
  if (at == std::string_view::npos) return false;
  auto n = number(t.substr(at + 5));
  auto who = attach_phrase(t.substr(0, at));
  if (!n || *n == 0 || !who) return false;
  return add_compiled_trait({{"equip_discount", *n}, {"each", *who}}, out);
}

// "Enters play for 2 less Gold if you are a Mantis Clan player." (a
// Personality's own name reads "This Personality enters play ..."):
// Recruiting it costs less for a player of that clan (CR20F "Clan
// Alignment": his Stronghold's clan).
bool recruit_discount(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Personality && type != CardType::Holding) return false;
  if (!eat(t, "Enters play for ") && !eat(t, "This Personality enters play for ") &&
      !eat(t, "This Holding enters play for "))
    return false;
  const std::size_t at = t.find(" less Gold if you are a");
  if (at == std::string_view::npos) return false;
  auto n = number(t.substr(0, at));
  std::string_view clan = t.substr(at + 23);
  eat(clan, "n");  // "an"
  if (!n || *n == 0 || !eat(clan, " ") || !eat_suffix(clan, " Clan player.")) return false;
  auto you_are = compile::you_are_clan(clan);
  return you_are && add_compiled_trait({{"recruit_discount", *n}, {"while", *you_are}}, out);
}

}  // namespace

bool economy_rule(std::string_view part, CardType type, CompiledText& out) {
  return restricted_gold(part, type, out) || paying_discount(part, type, out) ||
         production_bonus(part, type, out) || turn_gold(part, type, out) ||
         honor_gold(part, type, out) || equip_discount(part, type, out) ||
         recruit_discount(part, type, out);
}

}  // namespace l5r
