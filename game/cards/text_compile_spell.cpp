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

// target_phrase, with "Strategy" read as the card type (target_phrase
// knows Strategies in play only as Terrains): "your target Pearl Strategy".
std::optional<json> spell_target(std::string phrase) {
  bool strategy = false;
  if (phrase.ends_with(" Strategy")) {
    phrase.replace(phrase.size() - 8, 8, "card");
    strategy = true;
  }
  auto t = target_phrase(phrase);
  if (!t) return std::nullopt;
  for (const char* k : {"keywords", "any_keywords", "not_keywords"})
    if (t->contains(k))
      for (const json& w : (*t)[k])
        if (w == "Strategy" || w == "Terrain") return std::nullopt;
  if (strategy) {
    if (t->contains("type")) return std::nullopt;
    (*t)["type"] = json::array({"Strategy"});
  }
  return t;
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

// "... with strength equal to the card's Focus Value or this Shugenja's
// Chi, whichever is higher": the sentence read with each amount; the two
// readings must differ only in one effect's amount, one of them a card's
// stat. The stat's reading happens if that stat is at least the other
// amount, the other's if it is lower (so exactly one, with the higher
// amount; a tie is the same either way).
std::optional<bool> spell_higher_of(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, ", whichever is higher")) return std::nullopt;
  const std::size_t eq = t.find(" equal to ");
  if (eq == std::string_view::npos) return false;
  const std::string head(t.substr(0, eq + 10));
  std::string_view both = t.substr(eq + 10);
  const std::size_t or_at = both.find(" or ");
  if (or_at == std::string_view::npos || both.find(" or ", or_at + 4) != std::string_view::npos)
    return false;
  std::string first(both.substr(0, or_at));
  // "its Focus Value" after a discarding cost: that card's.
  if (first == "its Focus Value" && b.discarded) first = "the discarded card's Focus Value";
  Body one = b, two = b;
  if (!sentence(head + first, one) || !sentence(head + std::string(both.substr(or_at + 4)), two))
    return false;
  if (one.targets != two.targets || one.effects.size() != b.effects.size() + 1 ||
      two.effects.size() != one.effects.size() || one.cond != two.cond)
    return false;
  json e1 = one.effects.back(), e2 = two.effects.back();
  if (!e1.contains("amount") || !e2.contains("amount") || e1.contains("if") || e2.contains("if") ||
      e1.value("op", "") == "choose")
    return false;
  json a1 = e1["amount"], a2 = e2["amount"];
  json r1 = e1, r2 = e2;
  r1.erase("amount");
  r2.erase("amount");
  if (r1 != r2 || a1 == a2) return false;
  // Which reading counts a card's stat ({"chi": "this_personality"}).
  auto stat_of = [](const json& a) -> std::optional<std::pair<std::string, std::string>> {
    if (!a.is_object() || a.size() != 1) return std::nullopt;
    for (const char* k : {"force", "chi", "personal_honor"})
      if (a.contains(k) && a[k].is_string()) return std::pair{std::string(k), a[k].get<std::string>()};
    return std::nullopt;
  };
  bool stat_first = true;
  auto st = stat_of(a1);
  if (!st) {
    st = stat_of(a2);
    stat_first = false;
  }
  const json other = stat_first ? a2 : a1;
  if (!st || (!other.is_object() && !other.is_number_integer())) return false;
  json by_stat = stat_first ? e1 : e2, by_other = stat_first ? e2 : e1;
  by_stat["if"] = {{"card", st->second}, {st->first, {{"at_least", other}}}};
  by_other["if"] = {{"card", st->second}, {st->first, {{"lower_than", other}}}};
  b = one;
  b.effects.back() = by_stat;
  b.effects.push_back(by_other);
  return true;
}

// "You may target and bow one or more of your Pearl Strategies": an
// optional target of any number of the player's unbowed such cards (a
// bowed one could not be bowed by this), bowed.
std::optional<bool> spell_may_bow_many(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may target and bow ") || !eat(t, "one or more of your ")) return std::nullopt;
  std::string kinds(t);
  if (kinds.starts_with(":pearl: ")) kinds = "Pearl " + kinds.substr(8);
  if (kinds.ends_with("ies"))
    kinds = kinds.substr(0, kinds.size() - 3) + "y";
  else if (kinds.ends_with("s"))
    kinds.pop_back();
  else
    return false;
  if (!b.targets.empty() || !b.effects.empty()) return false;
  auto target = spell_target("your target unbowed " + kinds);
  if (!target || target->contains("count") || target->contains("player") ||
      target->value("controller", "") != "you")
    return false;
  (*target)["optional"] = true;
  (*target)["count"] = 99;
  b.targets.push_back(*target);
  b.effects.push_back({{"op", "bow"}});
  return true;
}

// After that: ":ranged: 2 with +2 strength for each Pearl Strategy you
// bowed": the rulebook's Ranged Attack, stronger by the number of cards
// chosen for the optional target (each of them bowed by this; CR20F
// "Targeting": they are checked again as the effects resolve).
std::optional<bool> spell_attack_per_bowed(std::string_view s, Body& b) {
  std::string_view t = s;
  std::string op;
  if (eat(t, ":ranged: "))
    op = "ranged_attack";
  else if (eat(t, ":melee: "))
    op = "melee_attack";
  else
    return std::nullopt;
  const std::size_t with = t.find(" with +");
  const std::size_t each = t.find(" strength for each ");
  if (with == std::string_view::npos || each == std::string_view::npos || !t.ends_with(" you bowed"))
    return std::nullopt;
  auto base = number(t.substr(0, with));
  auto per = number(t.substr(with + 7, each - with - 7));
  std::string kind(t.substr(each + 19));
  kind.resize(kind.size() - 10);
  if (kind.starts_with(":pearl: ")) kind = "Pearl " + kind.substr(8);
  if (!base || !per || *per <= 0 || b.targets.size() != 1 || b.effects.size() != 1 ||
      b.effects[0] != json{{"op", "bow"}} || b.targets[0].value("count", 0) != 99 ||
      !b.targets[0].value("optional", false))
    return false;
  auto named = spell_target("your target unbowed " + kind);
  if (!named) return false;
  json mine = b.targets[0];
  mine.erase("count");
  mine.erase("optional");
  if (mine != *named) return false;
  b.targets.push_back({{"attack_target", true}, {"controller", "enemy"}, {"location", "current_battlefield"}});
  b.effects.push_back({{"op", op},
                       {"card", "target2"},
                       {"amount", {{"targets_chosen", "target"}, {"times", *per}, {"plus", *base}}}});
  return true;
}

// "Give your target Courtier or Samurai +2F": a target that is of one kind
// or the other (a type, or a keyword: "any_of"), and its bonuses.
std::optional<bool> spell_give_either(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ")) return std::nullopt;
  std::string prefix;
  if (eat(t, "your target "))
    prefix = "your target ";
  else if (eat(t, "a target "))
    prefix = "a target ";
  else
    return std::nullopt;
  const std::size_t sp = t.rfind(' ');
  if (sp == std::string_view::npos) return std::nullopt;
  std::string_view kinds = t.substr(0, sp);
  const std::size_t or_at = kinds.find(" or ");
  if (or_at == std::string_view::npos || kinds.find(' ') < or_at ||
      kinds.find(' ', or_at + 4) != std::string_view::npos)
    return std::nullopt;
  auto bonuses = bonus_list(t.substr(sp + 1));
  if (!bonuses || bonuses->empty() || !b.targets.empty()) return std::nullopt;
  auto one = spell_target(prefix + std::string(kinds.substr(0, or_at)));
  auto two = spell_target(prefix + std::string(kinds.substr(or_at + 4)));
  if (!one || !two) return std::nullopt;
  // Each kind is one type or one keyword; the rest of both is the same.
  json alts = json::array(), rest1 = *one, rest2 = *two;
  for (json* r : {&rest1, &rest2}) {
    json alt = json::object();
    for (const char* k : {"type", "keywords"})
      if (r->contains(k)) {
        alt[k] = (*r)[k];
        r->erase(k);
      }
    if (alt.size() != 1 || alt.begin()->size() != 1) return false;
    alts.push_back(alt);
  }
  if (rest1 != rest2 || alts[0] == alts[1] || rest1.contains("count") || rest1.contains("player") ||
      rest1.contains("any_of") || rest1.contains("zone"))
    return false;
  rest1["any_of"] = alts;
  b.targets.push_back(rest1);
  for (auto& [stat, n] : *bonuses) b.effects.push_back({{"op", stat}, {"amount", n}});
  return true;
}

// "This Shugenja has +1F while they are Water and this Spell is bowed.": a
// Spell's bonus to its Shugenja while each condition holds: the
// Shugenja's element, the Spell bowed or unbowed.
bool spell_bonus_while(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Spell || !eat(t, "This Shugenja has ") || !eat_suffix(t, ".")) return false;
  const std::size_t at = t.find(" while ");
  if (at == std::string_view::npos) return false;
  auto bonuses = bonus_list(t.substr(0, at));
  if (!bonuses || bonuses->empty()) return false;
  std::string_view conds = t.substr(at + 7);
  json all = json::array();
  while (!conds.empty()) {
    std::string_view one = conds;
    const std::size_t and_at = conds.find(" and ");
    if (and_at != std::string_view::npos) {
      one = conds.substr(0, and_at);
      conds = conds.substr(and_at + 5);
    } else {
      conds = {};
    }
    if (eat(one, "they are ") || eat(one, "he is ") || eat(one, "she is ")) {
      auto element = b2_element(one);
      if (!element) return false;
      all.push_back({{"card", "this_personality"}, {"keywords", json::array({*element})}});
    } else if (one == "this Spell is unbowed" || one == "this Spell is bowed") {
      all.push_back({{"card", "self"}, {"bowed", one.ends_with(" bowed")}});
    } else {
      return false;
    }
  }
  if (all.empty()) return false;
  const json cond = all.size() == 1 ? all[0] : json{{"all", all}};
  CompiledText trial = out;
  for (auto& [stat, n] : *bonuses)
    if (!add_compiled_trait({{"stat", stat}, {"amount", n}, {"while", cond}}, trial)) return false;
  out = std::move(trial);
  return true;
}

// After "Target your Ring": "You may bow it to straighten this Personality
// or you may bow this Personality to straighten it": a choice of one trade
// or nothing. "To" makes the straightening depend on the bowing (CR20F
// "Resolving Effects"), so it happens only if the card to bow is unbowed
// (checked before it bows).
std::optional<bool> spell_bow_to_straighten(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may bow ")) return std::nullopt;
  const std::size_t or_at = t.find(" or you may bow ");
  if (or_at == std::string_view::npos) return std::nullopt;
  auto trade = [&](std::string_view w) -> std::optional<std::pair<std::string, std::string>> {
    const std::size_t to = w.find(" to straighten ");
    if (to == std::string_view::npos) return std::nullopt;
    auto who = [&](std::string_view x) -> std::string {
      if (x == "it" || x == "him" || x == "her" || x == "them") return "target";
      return self_ref(x, b.type) == "self" ? "self" : "";
    };
    const std::string bowed = who(w.substr(0, to)), straightened = who(w.substr(to + 15));
    if (bowed.empty() || straightened.empty() || bowed == straightened) return std::nullopt;
    return std::pair{bowed, straightened};
  };
  auto one = trade(t.substr(0, or_at));
  auto two = trade(t.substr(or_at + 16));
  if (!one || !two || one->first != two->second || one->second != two->first) return false;
  if (b.type != CardType::Personality || b.targets.size() != 1 || !b.effects.empty() ||
      b.targets[0].value("player", false) || b.targets[0].contains("count") ||
      b.targets[0].value("optional", false))
    return false;
  json choices = json::array();
  for (const auto& [bowed, straightened] : {*one, *two})
    choices.push_back(json::array(
        {{{"op", "straighten"}, {"card", straightened}, {"if", {{"card", bowed}, {"bowed", false}}}},
         {{"op", "bow"}, {"card", bowed}}}));
  choices.push_back(json::array());
  b.effects.push_back({{"op", "choose"}, {"choices", choices}});
  return true;
}

}  // namespace

// "If this Shugenja is Water, Melee Attacks from actions in this unit have
// +2 strength": a strength trait on the attacks of actions whose card is in
// the unit (CR20F "Unit"), while the attachment's Personality has the
// element.
bool spell_rule(std::string_view part, CardType type, CompiledText& out) {
  if (spell_spared(part, type, out)) return true;
  if (spell_bonus_while(part, type, out)) return true;
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
                 spell_if_element, spell_if_cast, spell_if_target_and_element,
                 spell_may_bow_many, spell_attack_per_bowed, spell_give_either,
                 spell_bow_to_straighten})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

std::optional<bool> spell_sentence_first(std::string_view s, Body& b) {
  if (auto r = spell_higher_of(s, b)) return r;
  return spell_after_bows(s, b);
}

}  // namespace l5r::compile
