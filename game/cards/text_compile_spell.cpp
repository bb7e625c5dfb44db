#include "game/cards/text_compile_spell.h"

#include <string>

#include "game/cards/text_compile_b2.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// "with lower Chi", "with higher Force": the stat and the comparison of the
// second target with the first (docs/abilities.md, "a comparison with the
// first target").
std::optional<std::pair<std::string, std::string>> spell_compare(std::string_view w) {
  std::string cmp;
  if (eat(w, "lower "))
    cmp = "lower_than";
  else if (eat(w, "higher "))
    cmp = "higher_than";
  else
    return std::nullopt;
  if (w == "Chi") return std::pair{std::string("chi"), cmp};
  if (w == "Force") return std::pair{std::string("force"), cmp};
  return std::nullopt;
}

// "Target your unbowed Samurai and an enemy Personality with higher Force":
// the first target is yours, the second an enemy's (so never the same card)
// whose stat compares with the first target's as it is chosen (CR20F
// "Targeting"; Good Faith offers each first target only with a second).
std::optional<bool> spell_yours_and_enemy(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target your ")) return std::nullopt;
  const std::size_t and_at = t.find(" and an enemy ");
  if (and_at == std::string_view::npos) return std::nullopt;
  std::string_view second = t.substr(and_at + 14);
  const std::size_t with_at = second.find(" with ");
  if (with_at == std::string_view::npos) return std::nullopt;
  auto cmp = spell_compare(second.substr(with_at + 6));
  if (!cmp) return std::nullopt;
  if (!b.targets.empty() || !b.effects.empty()) return false;
  auto first = target_phrase("your target " + std::string(t.substr(0, and_at)));
  auto other = target_phrase("a target enemy " + std::string(second.substr(0, with_at)));
  if (!first || !other || first->value("controller", "") != "you" ||
      other->value("controller", "") != "enemy" || first->contains("count") ||
      other->contains("count") || first->contains("player") || other->contains("player") ||
      other->contains(cmp->first))
    return false;
  (*other)[cmp->first] = {{cmp->second, {{cmp->first, "target"}}}};
  b.targets.push_back(*first);
  b.targets.push_back(*other);
  return true;
}

// Whether `noun` ("Personality", "Samurai") names the cards a target may be:
// its one type or one of its keywords.
bool spell_names(const json& target, std::string_view noun) {
  const std::string n(noun);
  if (target.value("type", json::array()) == json::array({n})) return true;
  for (const char* k : {"keywords", "any_keywords"})
    if (target.contains(k))
      for (const json& w : target[k])
        if (w == n) return true;
  return false;
}

// One keyword word ("Shadowlands", "Oni"): capitalised letters only.
bool spell_keyword(std::string_view w) {
  if (w.empty() || w[0] < 'A' || w[0] > 'Z') return false;
  for (char c : w)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return false;
  return true;
}

// After "Target your <X> and an enemy <Y> ...": "Bow the enemy <Y>, and bow
// your <X> unless the enemy is <Keyword>": both bowed, yours only if the
// enemy target does not have that keyword as the effect resolves.
std::optional<bool> spell_bow_both_unless(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Bow the enemy ")) return std::nullopt;
  const std::size_t and_at = t.find(", and bow your ");
  if (and_at == std::string_view::npos) return std::nullopt;
  const std::string_view enemy = t.substr(0, and_at);
  std::string_view rest = t.substr(and_at + 15);
  std::string_view keyword;
  if (const std::size_t u = rest.find(" unless the enemy is "); u != std::string_view::npos) {
    keyword = rest.substr(u + 21);
    rest = rest.substr(0, u);
    if (!spell_keyword(keyword)) return false;
  }
  if (b.targets.size() != 2 || !b.effects.empty() ||
      b.targets[0].value("controller", "") != "you" ||
      b.targets[1].value("controller", "") != "enemy" || !spell_names(b.targets[1], enemy))
    return false;
  // "your Monk or Shugenja" that the text then calls "your Personality": a
  // Personality with those keywords.
  if (!b.targets[0].contains("type") && rest == "Personality")
    b.targets[0]["type"] = json::array({"Personality"});
  if (!spell_names(b.targets[0], rest)) return false;
  b.effects.push_back({{"op", "bow"}, {"card", "target2"}});
  json yours = {{"op", "bow"}};
  if (!keyword.empty())
    yours["if"] = {{"card", "target2"}, {"not_keywords", json::array({std::string(keyword)})}};
  b.effects.push_back(yours);
  return true;
}

// "Move your target Samurai to another location", "Move a target unit at
// any battlefield to a different, unresolved battlefield": the player picks
// where as the effect resolves (docs/abilities.md "move_to_location"). A
// targeted unit is its Personality (CR20F "Unit": things that target a unit
// target only its Personality; his attachments move with him).
std::optional<bool> spell_move_to_location(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Move ")) return std::nullopt;
  std::string destination;
  if (eat_suffix(t, " to another location"))
    destination = "other_location";
  else if (eat_suffix(t, " to a different, unresolved battlefield"))
    destination = "other_unresolved_battlefield";
  else
    return std::nullopt;
  std::string phrase(t);
  if (phrase.find("target ") == std::string::npos) return false;
  for (std::string_view unit : {"target unit", "target enemy unit"})
    if (const std::size_t at = phrase.find(unit); at != std::string::npos) {
      phrase.replace(at + unit.size() - 4, 4, "Personality");
      break;
    }
  // "at any battlefield": this one or another, not at home.
  const bool any_battlefield = phrase.ends_with(" at any battlefield");
  if (any_battlefield) phrase.resize(phrase.size() - 19);
  if (!add_target(b, phrase)) return false;
  if (any_battlefield) {
    if (b.targets.back().contains("location")) return false;
    b.targets.back()["location"] = "any_battlefield";
  }
  b.effects.push_back(
      on_last_target(b, {{"op", "move_to_location"}, {"destination", destination}}));
  return true;
}

// "Target your Samurai, and another of your Samurai at a different
// location": two of the player's cards, the second wherever it is but not
// at the first's location ("other_location": so never the same card).
std::optional<bool> spell_yours_elsewhere(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target your ")) return std::nullopt;
  const std::size_t at = t.find(", and another of your ");
  if (at == std::string_view::npos) return std::nullopt;
  const std::string_view one = t.substr(0, at);
  std::string_view many = t.substr(at + 22);
  if (!eat_suffix(many, " at a different location")) return std::nullopt;
  const std::string single(one);
  const bool plural = many == single + "s" || (single.ends_with("y") &&
                                               many == single.substr(0, single.size() - 1) + "ies");
  if (!plural || !b.targets.empty() || !b.effects.empty()) return false;
  auto first = target_phrase("your target " + single);
  auto second = target_phrase("your target " + single);
  if (!first || !second || first->contains("count") || first->contains("player") ||
      first->contains("location") ||
      first->value("type", json::array()) != json::array({"Personality"}))
    return false;
  (*second)["location"] = "anywhere";
  (*second)["other_location"] = true;
  b.targets.push_back(*first);
  b.targets.push_back(*second);
  return true;
}

// After two Personalities targeted: "Switch their locations": each moves to
// where the other was (docs/abilities.md "switch_locations", "with").
std::optional<bool> spell_switch_targets(std::string_view s, Body& b) {
  if (s != "Switch their locations") return std::nullopt;
  if (b.targets.size() != 2 || !b.effects.empty()) return false;
  for (const json& x : b.targets)
    if (x.value("type", json::array()) != json::array({"Personality"}) || x.contains("count") ||
        x.value("player", false) || x.value("optional", false))
      return false;
  b.effects.push_back({{"op", "switch_locations"}, {"card", "target"}, {"with", "target2"}});
  return true;
}

// "Ranged Attacks", "Melee Attacks", "Fear effects": one kind of attack.
std::optional<std::string> spell_attack(std::string_view w) {
  if (w == "Ranged Attacks") return "ranged";
  if (w == "Melee Attacks") return "melee";
  if (w == "Fear effects") return "fear";
  return std::nullopt;
}

// "the target's printed Force", "the target's Chi": an amount read from the
// ability's one target as the effect resolves.
std::optional<json> spell_target_amount(std::string_view w, const Body& b) {
  if (b.targets.size() != 1 || b.targets[0].value("player", false) || b.targets[0].contains("count") ||
      !eat(w, "the target's "))
    return std::nullopt;
  if (w == "printed Force") return json{{"printed_force", "target"}};
  if (w == "Force") return json{{"force", "target"}};
  if (w == "Chi") return json{{"chi", "target"}};
  return std::nullopt;
}

// "Give this Monk a Force bonus equal to the target's Chi" (or printed Force):
// a bonus (until the end of the turn) counted as the effect resolves.
std::optional<bool> spell_bonus_equal(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ")) return std::nullopt;
  const std::size_t at = t.find(" a Force bonus equal to ");
  if (at == std::string_view::npos) return std::nullopt;
  const std::string who = self_ref(t.substr(0, at), b.type);
  auto amount = spell_target_amount(t.substr(at + 24), b);
  if ((who != "self" && who != "this_personality") || !amount) return false;
  b.effects.push_back({{"op", "force"}, {"card", who}, {"amount", *amount}});
  return true;
}

// "Give this Samurai +2F, or +4F if he is Air": the larger bonus
// while the card has the keyword as the effect resolves (an amount with
// "bonus_when").
std::optional<bool> spell_bonus_or_more(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ")) return std::nullopt;
  const std::size_t or_at = t.find(", or ");
  if (or_at == std::string_view::npos) return std::nullopt;
  std::string_view left = t.substr(0, or_at);
  std::string_view right = t.substr(or_at + 5);
  const std::size_t sp = left.rfind(' ');
  const std::size_t if_at = right.find(" if ");
  if (sp == std::string_view::npos || if_at == std::string_view::npos) return std::nullopt;
  auto low = stat_bonus(left.substr(sp + 1));
  auto high = stat_bonus(right.substr(0, if_at));
  if (!low || !high) return std::nullopt;
  std::string_view cond = right.substr(if_at + 4);
  if (!eat(cond, "he is ") && !eat(cond, "she is ") && !eat(cond, "they are ")) return false;
  const std::string who = self_ref(left.substr(0, sp), b.type);
  if ((who != "self" && who != "this_personality") || low->first != "force" || high->first != "force" ||
      low->second <= 0 || high->second <= low->second || !spell_keyword(cond))
    return false;
  json when = json::object();
  when["amount"] = high->second - low->second;
  when["if"] = {{"card", who}, {"keywords", json::array({std::string(cond)})}};
  json amount = json::object();
  amount["value"] = low->second;
  amount["bonus_when"] = json::array({when});
  b.effects.push_back({{"op", "force"}, {"card", who}, {"amount", amount}});
  return true;
}

// The words after "If this Shugenja is Water, " or "After this bows the
// target, " as a sentence of their own, read with the ability's targets:
// the effects it adds (none of them delayed or conditioned already), or
// nullopt when it is not read that way.
std::optional<json> spell_clause(std::string rest, const Body& b) {
  if (rest.empty()) return std::nullopt;
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  Body tmp = b;
  tmp.effects = json::array();
  // This file's bonuses first (a wider "Give ..." template refuses them).
  std::optional<bool> own = spell_bonus_equal(rest, tmp);
  if (!own) own = spell_bonus_or_more(rest, tmp);
  if (own ? !*own : !sentence(rest, tmp)) return std::nullopt;
  if (tmp.effects.empty() || tmp.targets != b.targets || tmp.cond != b.cond ||
      tmp.turn != b.turn || tmp.duel_pending != b.duel_pending || tmp.search_pending != b.search_pending ||
      tmp.terrain_pending != b.terrain_pending || tmp.opposed_pending != b.opposed_pending ||
      tmp.recruits != b.recruits || tmp.kata_pending != b.kata_pending)
    return std::nullopt;
  for (const json& e : tmp.effects)
    if (e.contains("if") || e.contains("delay") || e.contains("after_it_resolves") || e.contains("each"))
      return std::nullopt;
  return tmp.effects;
}

// A later sentence "If this Shugenja is Water, give him +2F": its effects
// happen only if the card (on a Spell, its Shugenja) has the element as
// they resolve. ("If ..." starting the effects is the ability's own
// condition: effects_condition.) "him", "her", "them": that card.
std::optional<bool> spell_if_element(std::string_view s, Body& b) {
  std::string_view t = s;
  if (b.effects.empty() || !eat(t, "If this ")) return std::nullopt;
  const std::size_t comma = t.find(", ");
  const std::size_t is = t.find(" is ");
  if (comma == std::string_view::npos || is == std::string_view::npos || is > comma) return std::nullopt;
  const std::string phrase = "this " + std::string(t.substr(0, is));
  const std::string who = self_ref(phrase, b.type);
  auto element = b2_element(t.substr(is + 4, comma - is - 4));
  if ((who != "self" && who != "this_personality") || !element) return std::nullopt;
  std::string rest(t.substr(comma + 2));
  for (std::string_view verb : {"give ", "straighten ", "bow "})
    for (std::string_view pronoun : {"him", "her", "them"})
      if (std::string_view v = rest; eat(v, verb) && eat(v, pronoun) && (v.empty() || v[0] == ' '))
        rest = std::string(verb) + phrase + std::string(v);
  auto added = spell_clause(rest, b);
  if (!added) return false;
  for (json e : *added) {
    e["if"] = {{"card", who}, {"keywords", json::array({*element})}};
    b.effects.push_back(e);
  }
  return true;
}

// After a Fear on the target: "After this bows the target, give this
// Personality +2F": effects that happen only if the Fear bows it
// (docs/abilities.md "after_bows").
std::optional<bool> spell_after_bows(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "After this bows the target, ")) return std::nullopt;
  if (b.effects.empty()) return false;
  json& fear = b.effects.back();
  if (fear.value("op", "") != "fear" || fear.value("card", "target") != "target" || fear.contains("each") ||
      fear.contains("after_bows") || fear.contains("if"))
    return false;
  auto added = spell_clause(std::string(t), b);
  if (!added) return false;
  for (const json& e : *added) {
    const std::string op = e.value("op", "");
    if (op != "force" && op != "chi" && op != "bow" && op != "straighten" && op != "destroy" &&
        op != "gain_honor" && op != "lose_honor" && op != "draw")
      return false;
  }
  b.effects.back()["after_bows"] = *added;
  return true;
}

// "If this Shugenja has cast a Fire Spell this turn, draw a card"
// starting the effects: the ability's own condition (CR20F "Cast"; Good
// Faith offers it only then), on the card itself or a Spell's Shugenja.
std::optional<bool> spell_if_cast(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If this ")) return std::nullopt;
  const std::size_t has = t.find(" has cast ");
  const std::size_t comma = t.find(" this turn, ");
  if (has == std::string_view::npos || comma == std::string_view::npos || has > comma) return std::nullopt;
  const std::string phrase = "this " + std::string(t.substr(0, has));
  const std::string who = self_ref(phrase, b.type);
  std::string_view kind = t.substr(has + 10, comma - has - 10);
  std::string cast;
  if (kind == "a Spell") {
    cast = "Spell";
  } else if (eat(kind, "an ") || eat(kind, "a ")) {
    if (!eat_suffix(kind, " Spell")) return false;
    auto element = b2_element(kind);
    if (!element) return false;
    cast = *element;
  } else {
    return false;
  }
  if ((who != "self" && who != "this_personality") || !b.effects.empty() || !b.targets.empty() ||
      !b.cond.is_null())
    return false;
  std::string rest(t.substr(comma + 12));
  for (std::string_view verb : {"give ", "straighten ", "bow "})
    for (std::string_view pronoun : {"him", "her", "them"})
      if (std::string_view v = rest; eat(v, verb) && eat(v, pronoun) && (v.empty() || v[0] == ' '))
        rest = std::string(verb) + phrase + std::string(v);
  auto added = spell_clause(rest, b);
  if (!added) return false;
  b.cond = {{"card", who}, {"cast_this_turn", cast}};
  for (const json& e : *added) b.effects.push_back(e);
  return true;
}

// "while defending", "while attacking": the card's side in the battle.
std::optional<json> spell_side(std::string_view w, const std::string& who) {
  if (w == "while defending") return json{{"card", who}, {"defending", true}};
  if (w == "while attacking") return json{{"card", who}, {"attacking", true}};
  return std::nullopt;
}

// Battle resolution that will not destroy cards in this unit while
// attacking, or (if this Shugenja has an element) while defending: a trait sparing the
// unit's cards from battle resolution (CR20F "Battle Resolution") while the
// condition holds.
bool spell_spared(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (!eat(t, "Battle resolution will not ") || !eat(t, "destroy cards in this unit ") || !eat_suffix(t, "."))
    return false;
  const std::string who = is_attachment(type) ? "this_personality" : type == CardType::Personality ? "self" : "";
  if (who.empty()) return false;
  json cond;
  if (auto one = spell_side(t, who)) {
    cond = *one;
  } else {
    // "<side> and, if this Shugenja is <element>, <other side>".
    const std::size_t and_at = t.find(" and, if this ");
    if (and_at == std::string_view::npos) return false;
    auto first = spell_side(t.substr(0, and_at), who);
    std::string_view rest = t.substr(and_at + 14);
    const std::size_t comma = rest.find(", ");
    const std::size_t is = rest.find(" is ");
    if (!first || comma == std::string_view::npos || is == std::string_view::npos || is > comma) return false;
    if (self_ref("this " + std::string(rest.substr(0, is)), type) != who) return false;
    auto element = b2_element(rest.substr(is + 4, comma - is - 4));
    auto second = spell_side(rest.substr(comma + 2), who);
    if (!element || !second || *second == *first) return false;
    (*second)["keywords"] = json::array({*element});
    cond = {{"any", json::array({*first, *second})}};
  }
  return add_compiled_trait(
      {{"spared_by_battle_resolution", true}, {"each", {{"in_this_unit", true}}}, {"while", cond}}, out);
}

// "If the target is a Samurai and this Shugenja is Earth, draw a card": a
// later sentence whose effects happen only if, as they resolve, the
// ability's one target has the keyword and the card (on a Spell, its
// Shugenja) the element (both: an "all" condition).
std::optional<bool> spell_if_target_and_element(std::string_view s, Body& b) {
  std::string_view t = s;
  if (b.effects.empty() || !eat(t, "If the target is ")) return std::nullopt;
  const std::size_t and_at = t.find(" and this ");
  const std::size_t comma = t.find(", ");
  if (and_at == std::string_view::npos || comma == std::string_view::npos || and_at > comma)
    return std::nullopt;
  std::string_view kw = t.substr(0, and_at);
  if (!eat(kw, "an ") && !eat(kw, "a ")) return false;
  std::string_view self = t.substr(and_at + 5, comma - and_at - 5);
  const std::size_t is = self.find(" is ");
  if (is == std::string_view::npos || !spell_keyword(kw)) return false;
  const std::string who = self_ref(self.substr(0, is), b.type);
  auto element = b2_element(self.substr(is + 4));
  if ((who != "self" && who != "this_personality") || !element || b.targets.size() != 1 ||
      b.targets[0].value("player", false) || b.targets[0].contains("count") ||
      b.targets[0].value("optional", false))
    return false;
  auto added = spell_clause(std::string(t.substr(comma + 2)), b);
  if (!added) return false;
  const json cond = {{"all",
                      {{{"card", "target"}, {"keywords", json::array({std::string(kw)})}},
                       {{"card", who}, {"keywords", json::array({*element})}}}}};
  for (json e : *added) {
    e["if"] = cond;
    b.effects.push_back(e);
  }
  return true;
}

}  // namespace

// "If this Shugenja is Water, Melee Attacks from actions in this unit have
// +2 strength": a strength trait on the attacks of actions whose card is in
// the unit (CR20F "Unit"), while the attachment's Personality has the
// element.
bool spell_rule(std::string_view part, CardType type, CompiledText& out) {
  if (spell_spared(part, type, out)) return true;
  if (spell2_rule(part, type, out)) return true;
  std::string_view t = part;
  if (!eat(t, "If this ") || !eat_suffix(t, " strength.")) return false;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos) return false;
  std::string_view cond = t.substr(0, comma);
  std::string_view rest = t.substr(comma + 2);
  const std::size_t is = cond.find(" is ");
  if (is == std::string_view::npos) return false;
  const std::string who = self_ref("this " + std::string(cond.substr(0, is)), type);
  const auto element = b2_element(cond.substr(is + 4));
  if (who != "this_personality" || !element) return false;
  const std::size_t from = rest.find(" from actions in this unit have ");
  if (from == std::string_view::npos) return false;
  const auto attack = spell_attack(rest.substr(0, from));
  std::string_view n = rest.substr(from + 32);
  if (!attack || n.size() < 2 || (n[0] != '+' && n[0] != '-')) return false;
  const auto v = text_words::number_in(n.substr(1), 1, 20);
  if (!v) return false;
  return add_compiled_trait({{"strength", n[0] == '-' ? -*v : *v},
                             {"attacks", json::array({*attack})},
                             {"from_this_unit", true},
                             {"while", {{"card", who}, {"keywords", json::array({*element})}}}},
                            out);
}

std::optional<bool> spell_sentence(std::string_view s, Body& b) {
  for (auto f : {spell_yours_and_enemy, spell_bow_both_unless, spell_move_to_location,
                 spell_yours_elsewhere, spell_switch_targets, spell_bonus_equal, spell_bonus_or_more,
                 spell_if_element, spell_if_cast, spell_if_target_and_element})
    if (auto r = f(s, b)) return r;
  return spell2_sentence(s, b);
}

std::optional<bool> spell_sentence_first(std::string_view s, Body& b) {
  if (auto r = spell2_sentence_first(s, b)) return r;
  return spell_after_bows(s, b);
}

}  // namespace l5r::compile
