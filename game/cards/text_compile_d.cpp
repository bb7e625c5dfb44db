#include "game/cards/text_compile_d.h"

#include <array>
#include <cctype>
#include <string>
#include <tuple>
#include <utility>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {

bool ability(std::string_view part, CardType type, CompiledText& out);  // text_compile.cpp

using text_words::eat;
using text_words::eat_suffix;

namespace {

bool d_eat_pronoun(std::string_view& t) {
  for (std::string_view p : {"him", "her", "it", "them"})
    if (std::string_view v = t; eat(v, p) && (v.empty() || v[0] == ' ')) {
      t = v;
      return true;
    }
  return false;
}

// The one card target the ability has (not a player): a pronoun's card.
bool d_one_card_target(const Body& b) {
  return b.targets.size() == 1 && !b.targets[0].value("player", false);
}

// One keyword a card "is" ("Lion Clan", "a Samurai"): the format's keyword
// list of exactly one keyword, else nullopt.
std::optional<json> d_one_keyword(std::string_view w) {
  eat(w, "a ") || eat(w, "an ");
  auto f = target_phrase("a target " + std::string(w));
  if (!f || f->size() != 1 || !f->contains("keywords") || (*f)["keywords"].size() != 1)
    return std::nullopt;
  return (*f)["keywords"];
}

// "Bow it if its Force is now 0", "Dishonor him if his Chi is now 2": the
// effect happens only if the card then has that stat (checked as the effect
// resolves, after the effects before it: CR20F "Resolving Effects").
std::optional<bool> d_stat_now(std::string_view s, Body& b) {
  const std::size_t at = s.find(" if ");
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view c = s.substr(at + 4);
  if (!(eat(c, "its ") || eat(c, "his ") || eat(c, "her ") || eat(c, "their ")))
    return std::nullopt;
  std::string stat;
  if (eat(c, "Force is now ") || eat(c, "Force are now "))
    stat = "force";
  else if (eat(c, "Chi is now ") || eat(c, "Chi are now "))
    stat = "chi";
  else
    return std::nullopt;
  auto n = number(c);
  if (!n) return false;
  std::string_view verb = s.substr(0, at);
  static constexpr std::array<std::string_view, 4> kVerbs{"Bow ", "Destroy ", "Dishonor ",
                                                          "Straighten "};
  bool known = false;
  for (std::string_view v : kVerbs)
    if (std::string_view w = verb; eat(w, v) && d_eat_pronoun(w) && w.empty()) known = true;
  if (!known) return std::nullopt;
  if (!d_one_card_target(b)) return false;
  const std::size_t before = b.effects.size();
  if (!sentence(verb, b) || b.effects.size() != before + 1 || b.targets.size() != 1) return false;
  json& e = b.effects.back();
  if (e.contains("if") || e.contains("unit")) return false;
  e["if"] = {{"card", e.value("card", "target")}, {stat, {{"equal_to", *n}}}};
  return true;
}

// "Give him +2F, or +3F if he is Lion Clan": the first bonus when the one
// target lacks the keyword, the second when he has it (the same stat).
std::optional<bool> d_bonus_or_more(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ") || !d_eat_pronoun(t) || !eat(t, " ")) return std::nullopt;
  const std::size_t comma = t.find(", or ");
  if (comma == std::string_view::npos) return std::nullopt;
  eat_suffix(t, " (until the turn ends)") || eat_suffix(t, " (this turn)");  // the default duration
  std::string_view rest = t.substr(comma + 5);
  std::size_t iff = std::string_view::npos;
  std::string_view state;
  for (std::string_view p : {" if he is ", " if she is ", " if it is ", " if they are "})
    if (const std::size_t at = rest.find(p); at != std::string_view::npos) {
      iff = at;
      state = rest.substr(at + p.size());
    }
  if (iff == std::string_view::npos) return std::nullopt;
  auto first = stat_bonus(t.substr(0, comma));
  auto second = stat_bonus(rest.substr(0, iff));
  auto kw = d_one_keyword(state);
  if (!first || !second || !kw || first->first != second->first || !d_one_card_target(b))
    return false;
  b.effects.push_back({{"op", first->first},
                       {"amount", first->second},
                       {"if", {{"card", "target"}, {"not_keywords", *kw}}}});
  b.effects.push_back({{"op", second->first},
                       {"amount", second->second},
                       {"if", {{"card", "target"}, {"keywords", *kw}}}});
  return true;
}

// "You may target an enemy Personality and give him -2F": an optional
// second target (not needed for Good Faith) and its bonuses.
// "You may target and bow your unbowed Shugenja to rehonor the
// Personality": bowing the optional target, and the first target's effect
// depending on it (CR20F "Resolving Effects": "to" makes the second effect
// depend on the first happening).
std::optional<bool> d_may_target(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may target ")) return std::nullopt;
  if (b.targets.size() != 1 || b.targets[0].value("player", false) ||
      !b.targets[0].contains("type"))
    return false;
  if (eat(t, "and bow ")) {
    const std::size_t to = t.find(" to ");
    if (to == std::string_view::npos) return false;
    std::string_view phrase = t.substr(0, to);
    std::string_view then = t.substr(to + 4);
    if (!eat(phrase, "your ") || !add_target(b, "your target " + std::string(phrase))) return false;
    b.targets[1]["optional"] = true;
    // A bowed card cannot be bowed, so the effect "to" it needs could not
    // happen: only an unbowed one is worth choosing (and "is now bowed"
    // below then means this action bowed it).
    b.targets[1]["bowed"] = false;
    // "the Personality": the first target, named by its one type.
    const json& types = b.targets[0]["type"];
    std::string op;
    for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"bow the ", "bow"},
                           {"dishonor the ", "dishonor"},
                           {"destroy the ", "destroy"},
                           {"straighten the ", "straighten"}})
      if (std::string_view v = then;
          eat(v, verb) && types.size() == 1 && v == types[0].get<std::string>())
        op = o;
    if (op.empty()) return false;
    b.effects.push_back({{"op", "bow"}, {"card", "target2"}});
    b.effects.push_back(
        {{"op", op}, {"if", {{"card", "target2"}, {"bowed", true}, {"chosen", "target2"}}}});
    return true;
  }
  const std::size_t give = t.find(" and give ");
  if (give == std::string_view::npos) return false;
  std::string_view phrase = t.substr(0, give);
  std::string_view rest = t.substr(give + 10);
  std::string p;
  if (eat(phrase, "an ") || eat(phrase, "a "))
    p = "a target " + std::string(phrase);
  else if (eat(phrase, "your "))
    p = "your target " + std::string(phrase);
  else
    return false;
  if (!d_eat_pronoun(rest) || !eat(rest, " ")) return false;
  auto bonuses = bonus_list(rest);
  if (!bonuses || !add_target(b, p)) return false;
  b.targets[1]["optional"] = true;
  for (auto& [stat, n] : *bonuses)
    b.effects.push_back({{"op", stat}, {"amount", n}, {"card", "target2"}});
  return true;
}

// "Melee Attack equal to his Chi minus 2 (minimum zero)": the
// attack's counted strength never goes below the minimum (CR20F "Minimums
// and Maximums"; the amount's "minimum").
std::optional<bool> d_attack_minimum(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, ")")) return std::nullopt;
  const std::size_t open = t.rfind(" (minimum ");
  if (open == std::string_view::npos) return std::nullopt;
  const std::string_view n = t.substr(open + 10);
  const std::optional<int> least = n == "zero" ? std::optional<int>(0) : number(n);
  if (!least) return false;
  const std::size_t before = b.effects.size();
  if (!sentence(t.substr(0, open), b) || b.effects.size() != before + 1) return false;
  json& e = b.effects.back();
  const std::string op = e["op"];
  if ((op != "fear" && op != "ranged_attack" && op != "melee_attack") || !e["amount"].is_object())
    return false;
  e["amount"]["minimum"] = *least;
  return true;
}

// "... whose unit's total Force is 7 or higher" at the end of a sentence:
// the sentence's last target, with its unit's total Force compared (the
// format's "unit_force", CR20F "Unit and Army Force").
std::optional<bool> d_unit_force(std::string_view s, Body& b) {
  const std::size_t at = s.rfind(" whose unit's total Force is ");
  if (at == std::string_view::npos) return std::nullopt;
  std::string_view c = s.substr(at + 29);
  std::string cmp;
  if (eat_suffix(c, " or higher"))
    cmp = "at_least";
  else if (eat_suffix(c, " or lower"))
    cmp = "at_most";
  else
    return false;
  auto n = number(c);
  const std::size_t targets = b.targets.size();
  if (!n || !sentence(s.substr(0, at), b) || b.targets.size() != targets + 1) return false;
  json& t = b.targets.back();
  if (t.contains("unit_force") || t.value("type", json::array()) != json::array({"Personality"}))
    return false;
  t["unit_force"] = {{cmp, *n}};
  return true;
}

// "Ranged Attacks", "Melee and Ranged Attacks", "Fear effects": the
// format's attack kinds; empty when the words name anything else.
json d_attack_kinds(std::string_view w) {
  json kinds = json::array();
  if (w == "Ranged Attacks") kinds = {"ranged"};
  if (w == "Melee Attacks") kinds = {"melee"};
  if (w == "Fear effects") kinds = {"fear"};
  if (w == "Melee and Ranged Attacks" || w == "Ranged and Melee Attacks")
    kinds = {"melee", "ranged"};
  return kinds;
}

// "two", "3": a small count of cards.
std::optional<int> d_count(std::string_view w) {
  static constexpr std::pair<std::string_view, int> kWords[] = {
      {"two", 2}, {"three", 3}, {"four", 4}, {"five", 5}};
  for (auto [word, n] : kWords)
    if (w == word) return n;
  auto n = number(w);
  if (n && *n >= 2 && *n <= 9) return n;
  return std::nullopt;
}

// "unbowed Personalities" -> "unbowed Personality" (the card types only).
std::optional<std::string> d_singular(std::string_view w) {
  for (auto [plural, one] :
       {std::pair<std::string_view, std::string_view>{"Personalities", "Personality"},
        {"Followers", "Follower"},
        {"Holdings", "Holding"}})
    if (eat_suffix(w, plural)) return std::string(w) + std::string(one);
  return std::nullopt;
}

// "Bow two of your target unbowed Personalities and target an enemy
// Personality": exactly that many of the player's cards (chosen together;
// Good Faith needs them all), then one enemy target for a later sentence.
std::optional<bool> d_many_and_target(std::string_view s, Body& b) {
  std::string_view t = s;
  std::string op;
  if (eat(t, "Bow "))
    op = "bow";
  else if (eat(t, "Straighten "))
    op = "straighten";
  else
    return std::nullopt;
  const std::size_t of = t.find(" of your target ");
  const std::size_t and_target = t.find(" and target ");
  if (of == std::string_view::npos || and_target == std::string_view::npos || and_target < of)
    return std::nullopt;
  auto n = d_count(t.substr(0, of));
  auto one = d_singular(t.substr(of + 16, and_target - of - 16));
  std::string_view other = t.substr(and_target + 12);
  if (!n || !one || !b.targets.empty() || !(eat(other, "an ") || eat(other, "a "))) return false;
  if (!add_target(b, "your target " + *one)) return false;
  b.targets[0]["count"] = *n;
  b.targets[0]["min"] = *n;
  if (!add_target(b, "a target " + std::string(other)) || b.targets[1].contains("count"))
    return false;
  b.effects.push_back({{"op", op}});
  return true;
}

// "Bow his unit" after several cards of one target and a single second
// target: "his" is the second one.
std::optional<bool> d_his_unit(std::string_view s, Body& b) {
  std::string op;
  if (s == "Bow his unit" || s == "Bow her unit")
    op = "bow";
  else if (s == "Straighten his unit" || s == "Straighten her unit")
    op = "straighten";
  else
    return std::nullopt;
  if (b.targets.size() != 2 || !b.targets[0].contains("count") || b.targets[1].contains("count") ||
      b.targets[1].value("type", json::array()) != json::array({"Personality"}))
    return std::nullopt;  // the compiler's one-target reading
  b.effects.push_back({{"op", op}, {"card", "target2"}, {"unit", true}});
  return true;
}

// "Bow your target unbowed Stronghold to <verb> a target <Personality>": the
// Stronghold is the first target, the other card the second (they cannot
// be the same card: a Stronghold is no Personality); the second effect
// happens only if the Stronghold bowed (CR20F "Resolving Effects": "to").
std::optional<bool> d_bow_stronghold_to(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Bow your target unbowed Stronghold to ")) return std::nullopt;
  if (!b.targets.empty() || !b.effects.empty()) return false;
  std::string op;
  for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"bow ", "bow"},
                         {"straighten ", "straighten"},
                         {"dishonor ", "dishonor"},
                         {"destroy ", "destroy"}})
    if (eat(t, verb)) op = o;
  if (op.empty() || !(eat(t, "a target ") || eat(t, "an target "))) return false;
  auto second = target_phrase("a target " + std::string(t));
  if (!second || !second->contains("type") || (*second)["type"] != json::array({"Personality"}))
    return false;
  b.targets.push_back(
      {{"controller", "you"}, {"bowed", false}, {"type", json::array({"Stronghold"})}});
  b.targets.push_back(*second);
  b.effects.push_back({{"op", "bow"}});
  b.effects.push_back(
      {{"op", op}, {"card", "target2"}, {"if", {{"card", "target"}, {"bowed", true}}}});
  return true;
}

// A Terrain's "Before this battle resolves, bow all Followers at its
// battlefield with <N> or lower Force" (also straighten, destroy; any card
// types): the effect on every matching card at the Terrain's battlefield
// as the battle is about to resolve, and only if the Terrain is still in
// play then (a Terrain's text works while it is in play, CR20F "Terrain").
std::optional<json> d_terrain_before_resolution(std::string_view part) {
  std::string_view t = part;
  while (t.ends_with(" ")) t.remove_suffix(1);
  if (!eat(t, "Before this battle resolves, ") || !eat_suffix(t, ".")) return std::nullopt;
  std::string op;
  for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"bow all ", "bow"},
                         {"straighten all ", "straighten"},
                         {"destroy all ", "destroy"}})
    if (eat(t, verb)) op = o;
  const std::size_t at = t.find(" at its battlefield");
  if (op.empty() || at == std::string_view::npos) return std::nullopt;
  auto one = d_singular(t.substr(0, at));
  std::string_view with = t.substr(at + 19);
  if (!one || (!with.empty() && !with.starts_with(" with "))) return std::nullopt;
  auto each = target_phrase("a target " + *one + std::string(with));
  if (!each || !each->contains("type") || each->contains("location") ||
      each->contains("controller"))
    return std::nullopt;
  (*each)["location"] = "this_location";
  return json{{"op", op},
              {"each", *each},
              {"delay", "before_battle_resolves"},
              {"if", {{"card", "self"}, {"location", "this_location"}}}};
}

// "Destroy one or more target enemy Followers with a total Force less than
// or equal to your Samurai's": after the player's own first target (named
// by its keyword or type), any number of cards whose Forces together are at
// most his (the format's "total_force"; "one or more" is a count of 9 or
// more with a minimum of 1).
std::optional<bool> d_total_force(std::string_view s, Body& b) {
  std::string_view t = s;
  std::string op;
  for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"Destroy ", "destroy"},
                         {"Bow ", "bow"},
                         {"Dishonor ", "dishonor"}})
    if (eat(t, verb)) op = o;
  if (op.empty() || !eat(t, "one or more target ")) return std::nullopt;
  static constexpr std::string_view kWith = " with a total Force less than or equal to your ";
  const std::size_t with = t.find(kWith);
  if (with == std::string_view::npos) return std::nullopt;
  std::string_view whose = t.substr(with + kWith.size());
  auto one = d_singular(t.substr(0, with));
  if (!one || !eat_suffix(whose, "'s") || b.targets.size() != 1 ||
      b.targets[0].value("controller", "") != "you")
    return false;
  const json& first = b.targets[0];
  const json name = json::array({std::string(whose)});
  if (first.value("keywords", json::array()) != name && first.value("type", json::array()) != name)
    return false;
  if (!add_target(b, "a target " + *one) || b.targets.size() != 2) return false;
  b.targets[1]["count"] = 99;
  b.targets[1]["min"] = 1;
  b.targets[1]["total_force"] = {{"force", "target"}};
  b.effects.push_back({{"op", op}, {"card", "target2"}});
  return true;
}

// "Give a target Personality a Force penalty equal to your Samurai's
// Force" after "Target your unbowed Samurai": the second target may be any
// card but the first (the engine offers no card twice, CR20F "Targeting"),
// the amount the first target's stat.
std::optional<bool> d_penalty_from_first(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give a target ")) return std::nullopt;
  for (auto [what, op, sign] : {std::tuple<std::string_view, std::string_view, int>{
                                    " a Force penalty equal to your ", "force", -1},
                                {" a Force bonus equal to your ", "force", 1},
                                {" a Chi penalty equal to your ", "chi", -1},
                                {" a Chi bonus equal to your ", "chi", 1}}) {
    const std::size_t at = t.find(what);
    if (at == std::string_view::npos) continue;
    std::string_view whose = t.substr(at + what.size());
    std::string stat;
    if (eat_suffix(whose, "'s Force"))
      stat = "force";
    else if (eat_suffix(whose, "'s Chi"))
      stat = "chi";
    else
      return false;
    if (b.targets.size() != 1 || b.targets[0].value("controller", "") != "you" ||
        b.targets[0].contains("count"))
      return false;
    const json name = json::array({std::string(whose)});
    if (b.targets[0].value("keywords", json::array()) != name &&
        b.targets[0].value("type", json::array()) != name)
      return false;
    auto second = target_phrase("a target " + std::string(t.substr(0, at)));
    if (!second || second->contains("controller") || second->contains("count")) return false;
    b.targets.push_back(*second);
    json amount = {{stat, "target"}};
    if (sign < 0) amount["times"] = -1;
    b.effects.push_back({{"op", op}, {"card", "target2"}, {"amount", amount}});
    return true;
  }
  return std::nullopt;
}

// "Permanently give your target Samurai Elite": the keyword a "Give"
// would give until the end of the turn, kept for as long as the card stays
// in play instead (CR20F "Duration of Effects": a permanent effect).
std::optional<bool> d_permanent_keyword(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Permanently give ")) return std::nullopt;
  // "one or two of your target unbowed Samurai": up to two chosen together.
  bool one_or_two = false;
  std::string give = "Give " + std::string(t);
  if (std::string_view u = without_reminder(t); eat(u, "one or two of your target ")) {
    const std::size_t sp = u.rfind(' ');
    if (sp == std::string_view::npos) return false;
    auto one = d_singular(u.substr(0, sp));
    if (!one || !b.targets.empty()) return false;
    give = "Give your target " + *one + std::string(u.substr(sp));
    one_or_two = true;
  }
  const std::size_t before = b.effects.size();
  const std::size_t had = b.targets.size();
  if (!sentence(give, b) || b.effects.size() != before + 1) return false;
  json& e = b.effects.back();
  if (e.value("op", "") != "give_keyword" || e.contains("until")) return false;
  e["until"] = "permanent";
  if (one_or_two) {
    if (b.targets.size() != had + 1 || b.targets.back().contains("count")) return false;
    b.targets.back()["count"] = 2;
    b.targets.back()["min"] = 1;
  }
  return true;
}

// "If you have fewer cards in your hand than each other player, draw a
// card" (also "If you (after playing this Strategy) have ..."): the
// sentence's effects, if the player's hand is then smaller than every other
// player's (counted as they resolve, the played Strategy no longer in it).
std::optional<bool> d_fewest_cards(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If you ")) return std::nullopt;
  eat(t, "now ") || eat(t, "(after playing this Strategy) ");
  if (!eat(t, "have fewer cards in your hand than ") ||
      !(eat(t, "each other player, ") || eat(t, "every other player, ")))
    return std::nullopt;
  std::string rest(t);
  if (rest.empty()) return false;
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  const std::size_t before = b.effects.size(), targets = b.targets.size();
  // "Draw two cards": the count in words.
  if (std::string_view w = rest; eat(w, "Draw ") && eat_suffix(w, " cards"))
    if (auto n = d_count(w)) rest = "Draw " + std::to_string(*n) + " cards";
  if (!sentence(rest, b) || b.effects.size() == before || b.targets.size() != targets) return false;
  for (std::size_t i = before; i < b.effects.size(); ++i) {
    if (b.effects[i].contains("if") || b.effects[i]["op"] == "choose") return false;
    b.effects[i]["if"] = {{"your_hand", {{"lower_than", {{"smallest_other_hand", true}}}}}};
  }
  return true;
}

}  // namespace

std::optional<bool> d_sentence(std::string_view s, Body& b) {
  // The older wording "Target an attacking Personality: <one of these>".
  if (std::string_view t = s; b.targets.empty() && eat(t, "Target ")) {
    const std::size_t colon = t.find(": ");
    if (colon == std::string_view::npos) return std::nullopt;
    std::string_view phrase = t.substr(0, colon);
    std::string rest(t.substr(colon + 2));
    std::string p;
    if (eat(phrase, "an ") || eat(phrase, "a "))
      p = "a target " + std::string(phrase);
    else if (eat(phrase, "your "))
      p = "your target " + std::string(phrase);
    else
      return std::nullopt;
    Body trial = b;
    if (!add_target(trial, p)) return std::nullopt;
    auto r = d_sentence(rest, trial);
    if (!r || !*r) return std::nullopt;
    b = std::move(trial);
    return true;
  }
  // CR20F "Show": the player's whole hand, to every other player.
  if (s == "Show your hand to all players" || s == "Show your hand to each player") {
    b.effects.push_back({{"op", "show_hand"}});
    return true;
  }
  // Each template works on a copy: one that cannot say the sentence leaves
  // it, untouched, to the compiler's other templates.
  using Template = std::optional<bool> (*)(std::string_view, Body&);
  static constexpr Template kTemplates[] = {
      d_attack_minimum,    d_unit_force,  d_many_and_target,    d_his_unit,
      d_bow_stronghold_to, d_total_force, d_penalty_from_first, d_stat_now,
      d_bonus_or_more,     d_may_target,  d_permanent_keyword,  d_fewest_cards};
  for (Template f : kTemplates) {
    Body trial = b;
    if (auto r = f(s, trial); r && *r) {
      b = std::move(trial);
      return true;
    }
  }
  return std::nullopt;
}

bool d_rule(std::string_view part, CardType type, bool terrain, CompiledText& out) {
  // "Limited: Permanently give ... Expendable. (<Expendable's rules>.)": the
  // reminder after the last sentence restates the rules of the keyword that
  // sentence gives (CR20F "Keywords"); the ability is read without it.
  if (const std::size_t open = part.rfind(". (");
      type == CardType::Strategy && open != std::string_view::npos &&
      (part.ends_with(".)") || part.ends_with(")")) &&
      part.find("ermanently give ") != std::string_view::npos) {
    std::string_view before = part.substr(0, open);
    const std::size_t sp = before.rfind(' ');
    const std::string_view keyword = sp == std::string_view::npos ? "" : before.substr(sp + 1);
    if (given_keyword_index(keyword) >= 0 &&
        part.substr(open).find(std::string(keyword) + " ") != std::string_view::npos) {
      CompiledText trial = out;
      if (ability(std::string(before) + ".", type, trial)) {
        out = std::move(trial);
        return true;
      }
    }
  }
  // "Your Ranged Attacks have +1 strength. Other players' Ranged Attacks
  // have -1 strength.": the player's own attacks, or only the others'
  // (while the card is in play; a Terrain's only as one).
  if ((type == CardType::Strategy && terrain) || type == CardType::Personality ||
      type == CardType::Holding || type == CardType::Stronghold)
    if (auto ss = sentences(part);
        ss && (part.starts_with("Your ") || part.starts_with("Other player"))) {
      json list = json::array();
      for (std::string_view one : *ss) {
        std::string_view t = one;
        std::string whose;
        if (eat(t, "Your "))
          whose = "own_attacks";
        else if (eat(t, "Other player's ") || eat(t, "Other players' "))
          whose = "enemy_attacks";
        const std::size_t have = t.find(" have ");
        if (whose.empty() || have == std::string_view::npos) return false;
        const json kinds = d_attack_kinds(t.substr(0, have));
        std::string_view n = t.substr(have + 6);
        if (kinds.empty() || !eat_suffix(n, " strength") || n.size() < 2 ||
            (n[0] != '+' && n[0] != '-'))
          return false;
        auto v = number(n.substr(1));
        if (!v || *v == 0) return false;
        list.push_back({{"strength", n[0] == '-' ? -*v : *v}, {"attacks", kinds}, {whose, true}});
      }
      CompiledText trial = out;
      for (const json& one : list)
        if (!add_compiled_trait(one, trial)) return false;
      out = std::move(trial);
      return !list.empty();
    }
  if (type != CardType::Strategy || !terrain) return false;
  // A Terrain's "The Personality this ability targeted has +<N>F" (also
  // "The cards ... have"): the cards its own action targeted, while it is
  // in play.
  std::string_view t = part;
  json each = {{"targeted_by_this", true}};
  if (eat(t, "The Personality this ability targeted has "))
    each["type"] = json::array({"Personality"});
  else if (!eat(t, "The cards this ability targeted have "))
    return false;
  if (!eat_suffix(t, ".")) return false;
  auto bonuses = bonus_list(t);
  if (!bonuses) return false;
  for (auto& [stat, n] : *bonuses)
    if (!add_compiled_trait({{"stat", stat}, {"amount", n}, {"each", each}}, out)) return false;
  return true;
}

void d_finish(CardType type, bool terrain, CompiledText& out) {
  if (type != CardType::Strategy || !terrain || !out.json.contains("abilities")) return;
  json& list = out.json["abilities"];
  if (list.size() != 1 || out.abilities.size() != 1) return;
  bool plays = false;
  for (const json& e : list[0]["effects"]) plays = plays || e["op"] == "play_terrain";
  if (!plays) return;
  for (std::size_t i = 0; i < out.manual.size(); ++i) {
    auto e = d_terrain_before_resolution(out.manual[i]);
    if (!e) continue;
    json a = list[0];
    a["effects"].push_back(*e);
    auto parsed = checked<Ability>(json::array({a}), parse_abilities);
    if (!parsed) continue;
    list[0] = a;
    out.abilities[0] = (*parsed)[0];
    out.manual.erase(out.manual.begin() + static_cast<std::ptrdiff_t>(i));
    ++out.compiled;
    return;
  }
}

}  // namespace l5r::compile
