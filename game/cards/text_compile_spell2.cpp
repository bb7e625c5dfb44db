// More templates of the Shugenja and Spell cards' slice (session 10; the
// first file, text_compile_spell.cpp, calls them): an attack with the
// higher of two amounts, any number of cards bowed for a stronger attack,
// a target of one type or one keyword, a Spell's bonus while its Shugenja
// has an element, one card bowed to straighten the other.
#include <string>
#include <utility>

#include "game/cards/text_compile_b2.h"
#include "game/cards/text_compile_spell.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

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
      if (a.contains(k) && a[k].is_string())
        return std::pair{std::string(k), a[k].get<std::string>()};
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
  if (with == std::string_view::npos || each == std::string_view::npos ||
      !t.ends_with(" you bowed"))
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
  b.targets.push_back(
      {{"attack_target", true}, {"controller", "enemy"}, {"location", "current_battlefield"}});
  b.effects.push_back(
      {{"op", op},
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
  // Two types are one target's type list (the compiler's own reading).
  if (alts[0].contains("type") && alts[1].contains("type")) return std::nullopt;
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
    if (eat(one, "they are ") || eat(one, "he is ") || eat(one, "she is ") ||
        eat(one, "he or she is ")) {
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
    choices.push_back(json::array({{{"op", "straighten"},
                                    {"card", straightened},
                                    {"if", {{"card", bowed}, {"bowed", false}}}},
                                   {{"op", "bow"}, {"card", bowed}}}));
  choices.push_back(json::array());
  b.effects.push_back({{"op", "choose"}, {"choices", choices}});
  return true;
}

// Session 12 (keep: Strongholds and Sensei): a target whose conditions
// depend on the action or on the card ("your X in a Cavalry unit, or any X
// if this is a Battle, at any location"; "your X with N or higher Chi at any
// battlefield or, if they have M or higher Chi, at any location"), a move to
// a battlefield where he would be opposed, and a rider on the moves of a
// choice for a target that is not yours.

// The pronouns of a Personality: object, subject, possessive, and the
// verb's ending ("they move", "he moves").
struct Pronoun {
  std::string_view obj, subj, poss, verb_s;
};
constexpr Pronoun kPronouns[] = {
    {"him", "he", "his", "s"}, {"her", "she", "her", "s"}, {"them", "they", "their", ""}};

// The conditions of a phrase such as "your Personality in a Cavalry unit"
// or "any Personality" (read as "your target ...", "a target ..."); nullopt
// when it is not a plain target phrase.
std::optional<json> plain_phrase(std::string_view phrase) {
  std::string_view t = phrase;
  if (eat(t, "your ")) return target_phrase("your target " + std::string(t));
  if (eat(t, "any ")) return target_phrase("a target " + std::string(t));
  return std::nullopt;
}

// "Target your Samurai in a Cavalry unit, or any Samurai if this is a
// Battle, at any location" (the template's shape): one target, at any
// location, matching either the first phrase or, while the action is taken
// as a Battle action (keywords.md "Designator": a Battle/Engage ability used
// in the Combat segment), the second. Both name the same card type.
std::optional<bool> keep_target_or_if_battle(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target ") || !eat_suffix(t, " if this is a Battle, at any location"))
    return std::nullopt;
  const std::size_t at = t.find(", or ");
  if (at == std::string_view::npos || !b.targets.empty()) return false;
  auto one = plain_phrase(t.substr(0, at));
  auto two = plain_phrase(t.substr(at + 5));
  if (!one || !two || !one->contains("type") || (*one)["type"] != (*two)["type"] ||
      one->contains("location") || two->contains("location"))
    return false;
  json f = {{"type", (*one)["type"]}, {"location", "anywhere"}};
  one->erase("type");
  two->erase("type");
  (*two)["battle_action"] = true;
  if (one->empty()) return false;
  f["any_of"] = json::array({*one, *two});
  b.targets.push_back(f);
  return true;
}

// "Target your Courtier with 2 or higher Force at any battlefield or, if
// he has 5 or higher Force, at any location" (the template's shape): one
// target at any location, either at a battlefield of the attack with the
// first stat, or anywhere with the second.
std::optional<bool> keep_target_stat_or_anywhere(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target ") || !eat_suffix(t, ", at any location")) return std::nullopt;
  const std::size_t at = t.find(" at any battlefield or, if ");
  if (at == std::string_view::npos) return std::nullopt;
  if (!b.targets.empty()) return false;
  auto first = plain_phrase(t.substr(0, at));
  std::string_view rest = t.substr(at + 27);
  bool pronoun = false;
  for (const Pronoun& p : kPronouns)
    if (std::string_view r = rest;
        eat(r, p.subj) && eat(r, p.verb_s.empty() ? " have " : " has ")) {
      rest = r;
      pronoun = true;
      break;
    }
  if (!first || !pronoun || first->contains("location") || !first->contains("type")) return false;
  auto second = target_phrase("a target card with " + std::string(rest));
  if (!second || second->size() != 1) return false;
  json f = {{"type", (*first)["type"]}, {"location", "anywhere"}};
  first->erase("type");
  if (first->contains("controller")) {
    f["controller"] = (*first)["controller"];
    first->erase("controller");
  }
  json near = json::object(), far = *second;
  // The stats belong to the alternatives; the rest to the target.
  for (auto& [k, v] : first->items()) {
    if (k == "force" || k == "chi")
      near[k] = v;
    else
      f[k] = v;
  }
  if (near.empty()) return false;
  near["location"] = "any_battlefield";
  f["any_of"] = json::array({near, far});
  b.targets.push_back(f);
  return true;
}

// Moving the target (him, her, them) to a battlefield at which he would be
// opposed: the target moves to a battlefield of the attack (not his own) where an enemy of his
// controller has units, which the player picks (CR20F "Opposed").
std::optional<bool> keep_move_where_opposed(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Move ")) return std::nullopt;
  for (const Pronoun& p : kPronouns) {
    std::string_view r = t;
    if (!eat(r, p.obj) || !eat(r, " to a battlefield ") || !eat(r, "where ") || !eat(r, p.subj) ||
        r != " would be opposed")
      continue;
    if (b.targets.size() != 1 || b.targets[0].value("player", false) ||
        b.targets[0].contains("count") ||
        b.targets[0].value("type", json::array()) != json::array({"Personality"}))
      return false;
    b.effects.push_back({{"op", "move_to_location"}, {"destination", "opposed_battlefield"}});
    return true;
  }
  return std::nullopt;
}

// "If the target is not yours, straighten his unit as he moves" (any
// pronoun), after a choice of moves of the target ("you may move them home, or ..."): each
// move straightens his unit as he moves, when he is another player's
// (docs/abilities.md as_moves: checked as he moves; CR20F "Resolving
// Effects").
std::optional<bool> keep_not_yours_as_moves(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If the target is not yours, straighten ")) return std::nullopt;
  bool read = false;
  for (const Pronoun& p : kPronouns) {
    std::string_view r = t;
    if (eat(r, p.poss) && eat(r, " unit as ") && eat(r, p.subj) && eat(r, " move") &&
        r == p.verb_s) {
      read = true;
      break;
    }
  }
  if (!read) return std::nullopt;
  if (b.targets.size() != 1 || b.effects.empty() || b.effects.back().value("op", "") != "choose")
    return false;
  json& choose = b.effects.back();
  const json rider = {{"op", "straighten"},
                      {"unit", true},
                      {"if", {{"card", "target"}, {"controller", "another_player"}}}};
  int moves = 0;
  for (json& list : choose["choices"])
    for (json& e : list) {
      const std::string op = e.value("op", "");
      if (op != "move_home" && op != "move_to_battlefield") return false;
      if (e.contains("as_moves") || e.value("card", "target") != "target") return false;
      e["as_moves"] = json::array({rider});
      ++moves;
    }
  return moves > 0;
}

// "Give your target Samurai a minimum of 2 Chi and -1F/-3C (this turn)"
// (the template's shape): the target's Chi cannot go below N (CR20F
// "Minimums and Maximums": the minimum overrides the penalties), and the
// bonuses, until the end of the turn (the default duration).
std::optional<bool> keep_minimum_and_bonuses(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ")) return std::nullopt;
  const std::size_t at = t.find(" a minimum of ");
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view rest = t.substr(at + 14);
  eat_suffix(rest, " (this turn)");
  const std::size_t sp = rest.find(' ');
  if (sp == std::string_view::npos) return false;
  auto n = number(rest.substr(0, sp));
  rest.remove_prefix(sp);
  if (!n || *n < 1 || !eat(rest, " Chi and ")) return false;
  auto bonuses = bonus_list(rest);
  if (!bonuses || !b.targets.empty() || !add_target(b, t.substr(0, at))) return false;
  b.effects.push_back({{"op", "chi_minimum"}, {"amount", *n}});
  for (auto& [stat, v] : *bonuses) b.effects.push_back({{"op", stat}, {"amount", v}});
  return true;
}

// "This is a Ninja action": the ability has that keyword (keywords.md
// "Ninja": a Ninja action is one with the Ninja ability keyword, CR20F
// "Ability Keywords"); not a designator's name.
std::optional<bool> keep_this_is_keyword_action(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "This is a ") || !eat_suffix(t, " action")) return std::nullopt;
  if (t.empty() || t.find(' ') != std::string_view::npos || t[0] < 'A' || t[0] > 'Z') return false;
  for (char c : t)
    if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'))) return false;
  for (std::string_view d :
       {"Limited", "Open", "Engage", "Battle", "Interrupt", "Dynasty", "Response", "Reaction",
        "Tireless", "Repeatable", "Absent", "Home", "Unstoppable"})
    if (t == d) return false;
  json& add = b.extra["add_keywords"];
  if (!add.is_array()) add = json::array();
  add.push_back(std::string(t));
  return true;
}

}  // namespace

std::optional<bool> spell2_sentence(std::string_view s, Body& b) {
  for (auto f : {spell_may_bow_many, spell_attack_per_bowed, spell_give_either,
                 spell_bow_to_straighten, keep_move_where_opposed})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

std::optional<bool> spell2_sentence_first(std::string_view s, Body& b) {
  for (auto f : {keep_target_or_if_battle, keep_target_stat_or_anywhere, keep_not_yours_as_moves,
                 keep_minimum_and_bonuses, keep_this_is_keyword_action})
    if (auto r = f(s, b)) return r;
  return spell_higher_of(s, b);
}

bool spell2_rule(std::string_view part, CardType type, CompiledText& out) {
  return spell_bonus_while(part, type, out);
}

}  // namespace l5r::compile
