#include "game/cards/text_compile_strategy.h"

// More sentence templates of the strategy slice (text_compile_strategy.cpp
// grew past its size): a Fear stronger for a player of one clan, an optional
// target of either of two kinds, and a Terrain's trait after it is destroyed.
#include <cctype>
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

// "Your target honorable Personality commits Seppuku": the one target, and
// CR20F "Seppuku" (rehonor, then destroy) on it.
std::optional<bool> commits_seppuku(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, " commits Seppuku") && !eat_suffix(t, " commits seppuku")) return std::nullopt;
  if (!(t.starts_with("Your target ") || t.starts_with("A target "))) return false;
  std::string phrase(t);
  phrase[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(phrase[0])));
  auto f = target_phrase(phrase);
  if (!f || f->value("type", json::array()) != json::array({"Personality"}) ||
      f->contains("count") || f->value("player", false) || !b.targets.empty())
    return false;
  if (!add_target(b, phrase)) return false;
  b.effects.push_back(on_last_target(b, {{"op", "seppuku"}}));
  return true;
}

// "You may straighten one of your Followers": a card of the player's that
// he picks as the effect resolves (the format's "among"; no target), with
// "You may" the choice of none.
std::optional<bool> one_of_yours(std::string_view s, Body& b) {
  std::string_view t = s;
  const bool may = eat(t, "You may ");
  std::string op;
  for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"rehonor ", "rehonor"},
                         {"dishonor ", "dishonor"},
                         {"straighten ", "straighten"},
                         {"bow ", "bow"},
                         {"destroy ", "destroy"}}) {
    std::string_view v = t;
    if (op.empty() &&
        (eat(v, verb) || (!may && eat(v, std::string(1, static_cast<char>(std::toupper(
                                                            static_cast<unsigned char>(verb[0])))) +
                                             std::string(verb.substr(1)))))) {
      op = o;
      t = v;
    }
  }
  if (op.empty() || !eat(t, "one of your ")) return std::nullopt;
  std::string one;
  for (auto [plural, single] :
       {std::pair<std::string_view, std::string_view>{"Personalities", "Personality"},
        {"Followers", "Follower"}})
    if (std::string_view v = t; one.empty() && eat_suffix(v, plural))
      one = std::string(v) + std::string(single);
  if (one.empty()) return false;
  auto f = target_phrase("your target " + one);
  if (!f) return false;
  for (auto it = f->begin(); it != f->end(); ++it)
    if (it.key() != "controller" && it.key() != "type" && it.key() != "keywords" &&
        it.key() != "not_keywords" && it.key() != "bowed" && it.key() != "dishonorable")
      return false;
  json e = {{"op", op}, {"among", *f}};
  if (may) e["may"] = true;
  b.effects.push_back(e);
  return true;
}

// One condition of "If A or if B, ...": Compassion's absence, or the
// ability's one target of the player's being unopposed (CR20F "Opposed").
std::optional<json> either_condition(std::string_view c, const Body& b) {
  if (c == "you do not have Compassion") return json{{"not", {{"fewer_provinces", true}}}};
  if (c == "you have Compassion") return json{{"fewer_provinces", true}};
  std::string_view t = c;
  if (!eat(t, "your ")) return std::nullopt;
  for (std::string_view adj : {" is unopposed", " is opposed"}) {
    std::string_view noun = t;
    if (!eat_suffix(noun, adj)) continue;
    if (b.targets.size() != 1) return std::nullopt;
    const json& tg = b.targets[0];
    if (tg.value("controller", "") != "you" ||
        tg.value("type", json::array()) != json::array({std::string(noun)}) ||
        tg.contains("count") || tg.value("optional", false) || tg.value("player", false))
      return std::nullopt;
    return json{{"card", "target"}, {"opposed", adj == " is opposed"}};
  }
  return std::nullopt;
}

// "If <A> or if <B>, each other player in turn order may draw two cards":
// every other player, allies too, in turn order after the player, is asked
// whether to draw (the format's "each_other_player" with "may").
std::optional<bool> either_then_others_draw(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If ")) return std::nullopt;
  const std::size_t or_at = t.find(" or if ");
  const std::size_t comma = t.find(", each other player ");
  if (or_at == std::string_view::npos || comma == std::string_view::npos || comma < or_at)
    return std::nullopt;
  auto left = either_condition(t.substr(0, or_at), b);
  auto right = either_condition(t.substr(or_at + 7, comma - or_at - 7), b);
  std::string_view rest = t.substr(comma + 20);
  if (!left || !right || !eat(rest, "in turn order may draw ")) return false;
  int n = 0;
  if (rest == "a card" || rest == "one card") {
    n = 1;
  } else {
    if (!eat_suffix(rest, " cards")) return false;
    auto k = number(rest);
    if (!k || *k < 1) return false;
    n = *k;
  }
  b.effects.push_back({{"op", "draw"},
                       {"player", "each_other_player"},
                       {"amount", n},
                       {"may", true},
                       {"if", {{"any", json::array({*left, *right})}}}});
  return true;
}

// The effect clause of a triggered trait (no target, nothing pending).
std::optional<json> plain_effects(std::string_view clause, CardType type) {
  Body body;
  body.type = type;
  std::string c(clause);
  if (!c.empty()) c[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(c[0])));
  if (!sentence(c, body) || !body.targets.empty() || !body.cond.is_null() || !body.turn.empty() ||
      !body.extra.empty() || body.terrain_pending || body.opposed_pending || body.kata_pending ||
      body.search_pending >= 0 || body.duel_pending >= 0 || body.effects.empty())
    return std::nullopt;
  for (const json& e : body.effects)
    if (e.contains("card") || e.contains("each") || e.value("op", "") == "choose")
      return std::nullopt;
  return body.effects;
}

bool add_trigger(const json& j, CompiledText& out) {
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

// A Terrain's "<effect> after each time a card at this battlefield [that you
// do not control] is destroyed" (CR20F "Terrain": it is at its
// battlefield), and a Strategy's "After you discard (not focus) this
// Strategy [during a battle], <effect>" (CR20F "Discard": put into the
// discard pile, from the hand or deck; not a focused card after its duel).
bool battle_rule(std::string_view part, CardType type, CompiledText& out) {
  if (type != CardType::Strategy) return false;
  std::string_view t = part;
  while (t.ends_with(" ")) t.remove_suffix(1);
  if (!eat_suffix(t, ".")) return false;
  if (std::string_view v = t; eat(v, "After you discard ") && eat(v, "(not focus) this Strategy")) {
    const bool battle = eat(v, " during a battle");
    if (!eat(v, ", ")) return false;
    auto effects = plain_effects(v, type);
    if (!effects) return false;
    json j = {{"after", "discarded"}, {"effects", *effects}};
    if (battle) j["during_battle"] = true;
    return add_trigger(j, out);
  }
  const std::size_t at = t.find(" after each time a card ");
  if (at == std::string_view::npos) return false;
  std::string_view v = t.substr(at + 24);
  if (!eat(v, "at this battlefield ")) return false;
  const bool not_yours = eat(v, "that you do not control ");
  if (v != "is destroyed") return false;
  auto effects = plain_effects(t.substr(0, at), type);
  if (!effects) return false;
  json j = {{"after", "destroyed_here"}, {"effects", *effects}};
  if (not_yours) j["not_yours"] = true;
  return add_trigger(j, out);
}

}  // namespace

std::optional<bool> strategy2_sentence(std::string_view s, Body& b) {
  if (auto r = clan_fear_bonus(s, b)) return r;
  if (auto r = may_target_and(s, b)) return r;
  if (auto r = after_terrain_destroyed(s, b)) return r;
  if (auto r = commits_seppuku(s, b)) return r;
  if (auto r = one_of_yours(s, b)) return r;
  if (auto r = either_then_others_draw(s, b)) return r;
  return std::nullopt;
}

bool strategy2_rule(std::string_view part, CardType type, CompiledText& out) {
  return battle_rule(part, type, out);
}

}  // namespace l5r::compile
