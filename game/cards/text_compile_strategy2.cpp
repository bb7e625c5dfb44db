#include "game/cards/text_compile_strategy.h"

// More sentence templates of the strategy slice (text_compile_strategy.cpp
// grew past its size): a Fear stronger for a player of one clan, an optional
// target of either of two kinds, and a Terrain's trait after it is destroyed.
#include <string>
#include <utility>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// The card conditions of a plural phrase a Fear's bow may reach
// ("attachments", "Shadowlands Personalities", ":shadowlands: Followers"):
// types and keywords only (the icon is the keyword).
std::optional<json> bowed_kind(std::string_view phrase) {
  std::string w(phrase);
  if (std::string_view v = w; eat(v, ":shadowlands: ")) w = "Shadowlands " + std::string(v);
  std::string one;
  for (auto [plural, single] :
       {std::pair<std::string_view, std::string_view>{"Personalities", "Personality"},
        {"Followers", "Follower"},
        {"attachments", "attachment"}})
    if (std::string_view v = w; one.empty() && eat_suffix(v, plural))
      one = std::string(v) + std::string(single);
  if (one.empty()) return std::nullopt;
  auto f = target_phrase("a target " + one);
  if (!f || f->empty() || !f->contains("type")) return std::nullopt;
  for (auto it = f->begin(); it != f->end(); ++it)
    if (it.key() != "type" && it.key() != "keywords") return std::nullopt;
  return f;
}

// After a Fear effect: "If you are a Mantis Clan player, this has +2
// strength [and destroys Followers and Naga Personalities after it bows
// them]": for a player of that clan (his Stronghold's, CR20F "Clan
// Alignment") the Fear's strength is raised (its amount's bonus_when), and
// a card of those kinds that it bows is then destroyed (its after_bows, on
// the Fear's target; CR20F "Fear").
std::optional<bool> clan_fear_bonus(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If you are ")) return std::nullopt;
  const std::size_t comma = t.find(", this has +");
  if (comma == std::string_view::npos) return std::nullopt;
  std::string_view clan = t.substr(0, comma);
  t = t.substr(comma + 12);
  if (!(eat(clan, "a ") || eat(clan, "an ")) || !eat_suffix(clan, " Clan player")) return false;
  auto cond = you_are_clan(clan);
  if (!cond || b.effects.empty()) return false;
  json& fear = b.effects.back();
  const std::string who = fear.value("card", "target");
  if (fear.value("op", "") != "fear" || !fear["amount"].is_number_integer() ||
      fear.contains("if") || fear.contains("each") || fear.contains("after_bows") ||
      (who != "target" && who != "target2"))
    return false;
  const std::size_t sp = t.find(" strength");
  if (sp == std::string_view::npos) return false;
  auto n = number(t.substr(0, sp));
  if (!n || *n <= 0) return false;
  t = t.substr(sp + 9);
  json destroy;
  if (!t.empty()) {
    if (!eat(t, " and destroys ") || !eat_suffix(t, " after it bows them")) return false;
    json kinds = json::array();
    while (!t.empty()) {
      const std::size_t at = t.find(" and ");
      auto k = bowed_kind(t.substr(0, at));
      if (!k) return false;
      kinds.push_back(*k);
      t = at == std::string_view::npos ? std::string_view{} : t.substr(at + 5);
    }
    json on = {{"card", who}};
    if (kinds.size() == 1)
      on.update(kinds[0]);
    else
      on["any_of"] = kinds;
    destroy = {{"op", "destroy"}, {"card", who}, {"if", {{"all", json::array({*cond, on})}}}};
  }
  const int base = fear["amount"].get<int>();
  fear["amount"] = {{"value", base},
                    {"bonus_when", json::array({{{"amount", *n}, {"if", *cond}}})}};
  if (!destroy.is_null()) fear["after_bows"] = json::array({destroy});
  return true;
}

// The icon of the Shadowlands keyword written as its word.
std::string icon_words(std::string_view phrase) {
  std::string w(phrase);
  static constexpr std::string_view kIcon = ":shadowlands:";
  for (std::size_t at; (at = w.find(kIcon)) != std::string::npos;)
    w.replace(at, kIcon.size(), "Shadowlands");
  return w;
}

// "a Follower with 2 or less Force or a Ninja or Naga card": a card of
// either kind (the format's any_of); each kind by its card conditions only
// (no controller, location or zone). Nullopt when no " or a " splits the
// phrase into two such kinds.
std::optional<json> either_kind(std::string_view phrase) {
  const std::string p = icon_words(phrase);
  std::string_view t = p;
  if (!(eat(t, "a ") || eat(t, "an "))) return std::nullopt;
  const auto kind = [](std::string_view k) -> std::optional<json> {
    while (k.ends_with(",")) k.remove_suffix(1);
    auto f = target_phrase("a target " + std::string(k));
    if (!f || f->empty()) return std::nullopt;
    for (auto it = f->begin(); it != f->end(); ++it)
      if (it.key() != "type" && it.key() != "keywords" && it.key() != "any_keywords" &&
          it.key() != "not_keywords" && it.key() != "force" && it.key() != "chi")
        return std::nullopt;
    return f;
  };
  for (std::string_view sep : {" or a ", " or an "})
    for (std::size_t at = t.find(sep); at != std::string_view::npos; at = t.find(sep, at + 1)) {
      auto left = kind(t.substr(0, at));
      auto right = kind(t.substr(at + sep.size()));
      if (left && right) return json{{"any_of", json::array({*left, *right})}};
    }
  return std::nullopt;
}

// "You may target and bow a Samurai or a Holding": an optional target
// ("you may target": Good Faith does not need it) and the effect on it.
std::optional<bool> may_target_and(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may target and ")) return std::nullopt;
  std::string op;
  for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"bow ", "bow"},
                         {"straighten ", "straighten"},
                         {"destroy ", "destroy"}})
    if (op.empty() && eat(t, verb)) op = o;
  if (op.empty() || !(t.starts_with("a ") || t.starts_with("an "))) return std::nullopt;
  if (!b.targets.empty()) return false;
  json target;
  if (auto either = either_kind(t)) {
    target = *either;
  } else {
    std::string_view k = t;
    if (!eat(k, "a ")) eat(k, "an ");
    auto f = target_phrase("a target " + icon_words(k));
    if (!f) return false;
    target = *f;
  }
  if (target.value("player", false) || target.contains("count") || target.contains("optional"))
    return false;
  target["optional"] = true;
  b.targets.push_back(target);
  b.effects.push_back({{"op", op}});
  return true;
}

// "After this Terrain is destroyed, bow the target" (or straighten) in a Terrain's
// ability that puts it into play: a triggered trait of the card (after
// "destroyed", CR20F "Triggered Traits") reaching the card that action
// targeted (the format's targeted_by_this). A Terrain discarded after its
// battle (CR20F "Terrain") is not destroyed.
std::optional<bool> after_terrain_destroyed(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "After this Terrain ") || !eat(t, "is destroyed, ")) return std::nullopt;
  std::string op;
  if (t == "straighten the target")
    op = "straighten";
  else if (t == "bow the target")
    op = "bow";
  else
    return false;
  bool plays = false;
  for (const json& e : b.effects) plays = plays || e.value("op", "") == "play_terrain";
  if (b.type != CardType::Strategy || !plays || b.targets.size() != 1 ||
      b.targets[0].value("player", false) || b.extra.contains("card_triggers"))
    return false;
  b.extra["card_triggers"] = json::array(
      {{{"after", "destroyed"},
        {"effects", json::array({{{"op", op}, {"each", {{"targeted_by_this", true}}}}})}}});
  return true;
}

}  // namespace

std::optional<bool> strategy2_sentence(std::string_view s, Body& b) {
  if (auto r = clan_fear_bonus(s, b)) return r;
  if (auto r = may_target_and(s, b)) return r;
  if (auto r = after_terrain_destroyed(s, b)) return r;
  return std::nullopt;
}

}  // namespace l5r::compile
