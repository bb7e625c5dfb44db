#include "game/cards/text_compile_strategy.h"

#include <cctype>
#include <string>
#include <utility>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {
namespace {

using text_words::eat;
using text_words::eat_suffix;

// "a card in a unit" (CR20F "Unit": a Personality and his attachments) as a
// target phrase the target reader knows; other phrases as they are.
std::string unit_card_phrase(std::string_view phrase) {
  if (phrase == "card in a unit") return "Personality or attachment";
  return std::string(phrase);
}

// The older wording with a choice of verbs: "Target a Follower: Bow or
// straighten it." is the sentence "Bow or straighten a target Follower",
// which the compiler reads as a choice (the "choose" effect).
std::optional<bool> target_colon_choice(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target ")) return std::nullopt;
  const std::size_t colon = t.find(": ");
  if (colon == std::string_view::npos) return std::nullopt;
  std::string_view phrase = t.substr(0, colon);
  std::string_view rest = t.substr(colon + 2);
  bool pronoun = false;
  for (std::string_view p : {" the target", " it", " him", " her"})
    if (eat_suffix(rest, p)) {
      pronoun = true;
      break;
    }
  if (!pronoun || rest.find(" or ") == std::string_view::npos) return std::nullopt;
  std::string target;
  if (eat(phrase, "an ") || eat(phrase, "a "))
    target = "a target " + unit_card_phrase(phrase);
  else if (eat(phrase, "your "))
    target = "your target " + unit_card_phrase(phrase);
  else
    return false;
  const std::size_t before = b.targets.size();
  if (!sentence(std::string(rest) + " " + target, b)) return false;
  // One target, and every effect a choice on it.
  if (b.targets.size() != before + 1 || b.effects.empty() ||
      b.effects.back().value("op", "") != "choose")
    return false;
  return true;
}

// "Straighten your target Fortification at this battlefield": a
// Fortification attached to the Province of the current battlefield (CR20F
// "Fortification"; the format's location "current_battlefield").
std::optional<bool> fortification_here(std::string_view s, Body& b) {
  const std::size_t at = s.find(" Fortification at this battlefield");
  if (at == std::string_view::npos) return std::nullopt;
  const std::string_view tail = s.substr(at + 34);
  if (!tail.empty()) return false;
  const std::size_t before = b.targets.size();
  if (!sentence(std::string(s.substr(0, at)) + " Fortification", b)) return false;
  if (b.targets.size() != before + 1) return false;
  json& f = b.targets.back();
  const json kw = f.value("keywords", json::array());
  if (kw != json::array({"Fortification"}) || f.contains("location") || f.contains("type"))
    return false;
  f["type"] = json::array({"Holding"});
  f["location"] = "current_battlefield";
  return true;
}

// A kind of Fate card named by its actions' designator or as a Strategy
// ("a non-Unique Battle Strategy", "an Iaijutsu Strategy", "a Spell"): target
// conditions without a zone; nullopt when the words are not one.
// `strategy_only`: only a Strategy or a designator's kind (the readers of
// other kinds are the compiler's own).
std::optional<json> fate_kind(std::string_view what, bool strategy_only) {
  if (!(eat(what, "a ") || eat(what, "an "))) return std::nullopt;
  json f = json::object();
  if (eat(what, "non-unique ") || eat(what, "non-Unique ")) f["unique"] = false;
  json designators = json::array();
  for (std::string_view d : {"Battle", "Open", "Limited", "Engage"})
    if (std::string_view w = what; eat(w, d) && eat(w, " ")) {
      designators.push_back(std::string(d));
      what = w;
      break;
    }
  if (eat_suffix(what, "Strategy")) {
    f["type"] = json::array({"Strategy"});
    if (!what.empty()) {
      if (!eat_suffix(what, " ")) return std::nullopt;
      auto k = target_phrase("a target " + std::string(what) + " card");
      if (!k || k->size() != 1 || !k->contains("keywords")) return std::nullopt;
      for (const json& kw : (*k)["keywords"])
        if (kw == "Terrain" || kw == "Kata") return std::nullopt;  // in play by their own rules
      f["keywords"] = (*k)["keywords"];
    }
  } else {
    if (strategy_only || !designators.empty()) return std::nullopt;
    auto k = target_phrase("a target " + std::string(what));
    if (!k || !k->contains("type")) return std::nullopt;
    for (const json& t : (*k)["type"])
      if (t != "Follower" && t != "Item" && t != "Spell" && t != "Ring")
        return std::nullopt;  // Fate cards
    for (auto it = k->begin(); it != k->end(); ++it)
      if (it.key() != "type" && it.key() != "keywords" && it.key() != "any_keywords" &&
          it.key() != "not_keywords")
        return std::nullopt;
    f.update(*k);
  }
  if (!designators.empty()) f["designator"] = designators;
  return f;
}

// "Put a <kind> in your discard pile into your hand": the player
// picks one such card in his own Fate discard pile (if any; not a target,
// and no deck is searched): the from_discard_to_hand effect. The duel
// family reads keyword kinds first; this one adds designator kinds ("a
// Battle Strategy").
std::optional<bool> put_from_discard(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Put ") || !(eat_suffix(t, " in your discard pile into your hand") ||
                           eat_suffix(t, " in your discard pile in your hand")))
    return std::nullopt;
  auto f = fate_kind(t, false);
  if (!f) return false;
  (*f)["zone"] = "discard";
  b.effects.push_back({{"op", "from_discard_to_hand"}, {"finds", *f}});
  return true;
}

// "Search your Fate deck for a non-Unique Battle Strategy" (with ", show it,
// and put it into your hand", or those as sentences of their own, which the
// compiler's search template completes): a kind of Strategy only this file
// reads.
std::optional<bool> search_for_strategy(std::string_view s, Body& b) {
  std::string_view t = s;
  if (b.search_pending >= 0 || !eat(t, "Search your Fate deck for ")) return std::nullopt;
  bool done = false;
  for (std::string_view tail :
       {", show it, and put it in your hand", ", show it, and put it into your hand"})
    done = done || eat_suffix(t, tail);
  auto f = fate_kind(t, true);
  if (!f) return std::nullopt;
  (*f)["zone"] = "fate_deck";
  if (!done) b.search_pending = static_cast<int>(b.effects.size());
  b.effects.push_back({{"op", "search"}, {"finds", *f}});
  return true;
}

// "If there are any enemy units at this battlefield, <effects>": the
// ability's "if" (CR20F Good Faith): an enemy has units at the current
// battlefield, as "would be opposed" says of the player's side (seen from
// his Stronghold, which is in play wherever the action's card is).
std::optional<bool> enemy_units_here(std::string_view s, Body& b) {
  std::string_view t = s;
  const bool any = eat(t, "If there are any enemy units at ") || eat(t, "If any enemy units are at ");
  if (!any || !(eat(t, "this battlefield, ") || eat(t, "the current battlefield, "))) return std::nullopt;
  if (!b.cond.is_null() || !b.effects.empty() || !b.targets.empty() || !b.turn.empty() || t.empty())
    return false;
  std::string rest(t);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  if (!sentence(rest, b)) return false;
  b.cond = {{"card", "your_stronghold"}, {"would_be_opposed", true}};
  return true;
}

// "Recruit a target Personality in one of your Provinces, paying 3 less
// Gold and ignoring his Honor Requirement" (CR20F "Recruit": the effect's
// Recruit, with the Honor Requirement lifted).
std::optional<bool> recruit_ignoring_honor(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Recruit a target Personality in ") || !eat(t, "one of your Provinces, paying ") ||
      !eat_suffix(t, " ignoring his Honor Requirement"))
    return std::nullopt;
  if (!eat_suffix(t, " less Gold and") || b.recruits || !b.targets.empty()) return false;
  auto n = number(t);
  if (!n || *n <= 0) return false;
  b.targets.push_back(
      {{"type", json::array({"Personality"})}, {"controller", "you"}, {"zone", "province"}});
  b.recruits = true;
  b.effects.push_back({{"op", "recruit"}, {"amount", *n}, {"ignore_honor_requirement", true}});
  return true;
}

// "Target an enemy Personality with lower Chi" after the player's own
// first target: a second target compared with the first one's stat (the
// format's comparison with the first target; CR20F Good Faith offers a first
// target only with a second one for it).
std::optional<bool> compared_second_target(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target ")) return std::nullopt;
  std::string op, stat;
  for (auto [words, o] :
       {std::pair<std::string_view, std::string_view>{" with lower ", "lower_than"},
        {" with higher ", "higher_than"}})
    if (const std::size_t at = t.rfind(words); at != std::string_view::npos && op.empty()) {
      std::string_view which = t.substr(at + words.size());
      if (which == "Chi")
        stat = "chi";
      else if (which == "Force")
        stat = "force";
      else
        return std::nullopt;
      op = o;
      t = t.substr(0, at);
    }
  if (op.empty()) return std::nullopt;
  if (!(eat(t, "an ") || eat(t, "a "))) return std::nullopt;
  if (b.targets.size() != 1) return false;
  const json& first = b.targets[0];
  const bool person = first.value("type", json::array()) == json::array({"Personality"}) ||
                      (!first.contains("type") && first.contains("keywords"));
  if (first.value("controller", "") != "you" || first.value("player", false) ||
      first.contains("count") || !person)
    return false;
  if (!add_target(b, "a target " + std::string(t)) || b.targets.size() != 2) return false;
  json& second = b.targets[1];
  if (second.contains(stat) || second.value("player", false) ||
      second.value("type", json::array()) != json::array({"Personality"}))
    return false;
  second[stat] = {{op, {{stat, "target"}}}};
  return true;
}

// "Bow him or all his attachments": a choice, made by the player as the
// action resolves, between the last target and every card attached to it
// (the format's "attached_to"; CR20F "Attachments").
std::optional<bool> him_or_his_attachments(std::string_view s, Body& b) {
  std::string_view t = s;
  std::string op;
  for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"Bow ", "bow"},
                         {"Straighten ", "straighten"}, {"Destroy ", "destroy"}})
    if (op.empty() && eat(t, verb)) op = o;
  if (op.empty()) return std::nullopt;
  if (t != "him or all his attachments" && t != "her or all her attachments") return std::nullopt;
  if (b.targets.empty() || b.targets.size() > 2 || b.targets.back().value("player", false) ||
      b.targets.back().contains("count"))
    return false;
  const std::string who = b.targets.size() == 2 ? "target2" : "target";
  const json one = {{"op", op}, {"card", who}};
  const json all = {{"op", op}, {"each", {{"attached_to", who}}}};
  b.effects.push_back({{"op", "choose"}, {"choices", {json::array({one}), json::array({all})}}});
  return true;
}

// "Move him to another unresolved battlefield" (also a target phrase): the
// player picks a battlefield of the current attack whose battle has not
// resolved, not the one he is at (the format's move_to_location with
// "other_unresolved_battlefield", as the spell family reads "a different,
// unresolved battlefield").
std::optional<bool> move_to_unresolved(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Move ") || !eat_suffix(t, " to another unresolved battlefield")) return std::nullopt;
  if (t == "him" || t == "her") {
    if (b.targets.empty() || b.targets.size() > 2 || b.targets.back().value("player", false) ||
        b.targets.back().contains("count") ||
        b.targets.back().value("type", json::array()) != json::array({"Personality"}))
      return false;
    b.effects.push_back(on_last_target(
        b, {{"op", "move_to_location"}, {"destination", "other_unresolved_battlefield"}}));
    return true;
  }
  return sentence("Move " + std::string(t) + " to a different, unresolved battlefield", b);
}

// "Destroy a Terrain at the current battlefield": the Terrain there (one
// Terrain at a battlefield, CR20F "Terrain"); nothing when there is none.
std::optional<bool> destroy_terrain_here(std::string_view s, Body& b) {
  if (s != "Destroy a Terrain at the current battlefield" &&
      s != "Destroy a Terrain at this battlefield")
    return std::nullopt;
  if (b.type != CardType::Strategy) return false;
  const json each = {{"type", {"Strategy"}},
                     {"keywords", {"Terrain"}},
                     {"location", "current_battlefield"}};
  b.effects.push_back({{"op", "destroy"}, {"each", each}});
  return true;
}

// One sentence read into a copy of the body: the one effect it adds, when it
// adds no target and leaves nothing for a later sentence.
std::optional<json> one_effect(std::string s, const Body& b) {
  if (s.empty()) return std::nullopt;
  s[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(s[0])));
  Body c = b;
  if (!sentence(s, c) || c.targets != b.targets || c.effects.size() != b.effects.size() + 1 ||
      c.cond != b.cond || c.turn != b.turn || c.terrain_pending != b.terrain_pending ||
      c.search_pending != b.search_pending || c.duel_pending != b.duel_pending ||
      c.recruits != b.recruits || c.kata_pending != b.kata_pending ||
      c.opposed_pending != b.opposed_pending || c.extra != b.extra)
    return std::nullopt;
  const json& e = c.effects.back();
  const std::string op = e.value("op", "");
  if (op == "choose" || op == "duel" || e.contains("delay") || e.contains("after_it_resolves"))
    return std::nullopt;
  return e;
}

// "Either <effect> or <effect>": the player picks one as the action
// resolves (the choose effect). Each side must read as one effect on the
// ability's targets; the first " or " that splits it so is taken.
std::optional<bool> either_or(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Either ")) return std::nullopt;
  for (std::size_t at = t.find(" or "); at != std::string_view::npos; at = t.find(" or ", at + 1)) {
    auto one = one_effect(std::string(t.substr(0, at)), b);
    if (!one) continue;
    auto other = one_effect(std::string(t.substr(at + 4)), b);
    if (!other) continue;
    b.effects.push_back(
        {{"op", "choose"}, {"choices", {json::array({*one}), json::array({*other})}}});
    return true;
  }
  return false;
}

// A plural card phrase's singular ("unbowed Personalities").
std::optional<std::string> singular(std::string_view w) {
  for (auto [plural, one] :
       {std::pair<std::string_view, std::string_view>{"Personalities", "Personality"},
        {"Followers", "Follower"},
        {"Holdings", "Holding"},
        {"attachments", "attachment"},
        {"cards", "card"}})
    if (eat_suffix(w, plural)) return std::string(w) + std::string(one);
  return std::nullopt;
}

// "Bow one to three target enemy Personalities", "Straighten one or two
// target Followers", "Give two or more target opposed Personalities +1F
// (each)": several cards chosen for one target (the format's count and
// min), every effect happening to each; with ", each with N or lower Gold
// Cost", " and with a total combined Gold Cost of M or less" (the format's
// total_gold_cost; M at least N, so Good Faith's one card always fits) and
// ", each with a different Clan Alignment" (different_clans). The sentence
// is read as its one-target form, which must give one target and effects
// that only act on it.
std::optional<bool> group_target(std::string_view s, Body& b) {
  std::string_view t = s;
  std::string verb;
  for (std::string_view v : {"Bow ", "Straighten ", "Destroy ", "Give "})
    if (verb.empty() && eat(t, v)) verb = std::string(v);
  if (verb.empty()) return std::nullopt;
  int least = 0, most = 0;
  if (eat(t, "one or two ")) {
    least = 1;
    most = 2;
  } else {
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return std::nullopt;
    auto n = number(t.substr(0, sp));
    std::string_view r = t.substr(sp + 1);
    if (!n || *n < 1) return std::nullopt;
    if (eat(r, "or more ")) {
      least = *n;
      most = 99;
    } else if (eat(r, "to ")) {
      const std::size_t sp2 = r.find(' ');
      if (sp2 == std::string_view::npos) return std::nullopt;
      auto m = number(r.substr(0, sp2));
      if (!m || *m <= *n) return std::nullopt;
      least = *n;
      most = *m;
      r = r.substr(sp2 + 1);
    } else {
      return std::nullopt;
    }
    t = r;
  }
  std::string owner = "a target ";
  if (eat(t, "of your target "))
    owner = "your target ";
  else if (!eat(t, "target "))
    return std::nullopt;
  if (least > 9) return false;
  std::string bonus;
  if (verb == "Give ") {
    if (!eat_suffix(t, " (each)")) eat_suffix(t, " each");
    const std::size_t sp = t.rfind(' ');
    if (sp == std::string_view::npos || !bonus_list(t.substr(sp + 1))) return false;
    bonus = " " + std::string(t.substr(sp + 1));
    t = t.substr(0, sp);
    eat_suffix(t, ",");
  }
  bool clans = false;
  std::optional<int> each_cost, total_cost;
  if (eat_suffix(t, ", each with a different Clan Alignment")) clans = true;
  if (std::string_view u = t; eat_suffix(u, " or less")) {
    const std::size_t sp = u.rfind(' ');
    if (sp == std::string_view::npos) return false;
    total_cost = number(u.substr(sp + 1));
    u = u.substr(0, sp);
    if (!eat_suffix(u, " total combined Gold Cost of") || !eat_suffix(u, " and with a")) return false;
    if (!total_cost || !eat_suffix(u, " or lower Gold Cost")) return false;
    const std::size_t each = u.rfind(", each with ");
    if (each == std::string_view::npos) return false;
    each_cost = number(u.substr(each + 12));
    if (!each_cost || *each_cost > *total_cost) return false;
    t = u.substr(0, each);
  }
  auto one = singular(t);
  if (!one) return false;
  const std::size_t had_targets = b.targets.size(), had_effects = b.effects.size();
  if (!sentence(verb + owner + *one + bonus, b) || b.targets.size() != had_targets + 1 ||
      b.effects.size() <= had_effects)
    return false;
  const std::string who = had_targets == 0 ? "target" : "target2";
  for (std::size_t i = had_effects; i < b.effects.size(); ++i) {
    const json& e = b.effects[i];
    const std::string op = e.value("op", "");
    if (e.value("card", "target") != who || e.contains("if") || e.contains("each") ||
        e.contains("delay") || (e.contains("amount") && !e["amount"].is_number_integer()))
      return false;
    if (op != "bow" && op != "straighten" && op != "destroy" && op != "force" && op != "chi" &&
        op != "give_keyword")
      return false;
  }
  json& target = b.targets.back();
  if (target.value("player", false) || target.contains("count") || target.contains("optional") ||
      target.contains("gold_cost"))
    return false;
  target["count"] = most;
  target["min"] = least;
  if (each_cost) {
    target["gold_cost"] = {{"at_most", *each_cost}};
    target["total_gold_cost"] = *total_cost;
  }
  if (clans) target["different_clans"] = true;
  return true;
}

// "Put a target Personality from your discard pile face-up into your
// Province, discarding any card there": the to_province effect (the player
// picks which of his Provinces as it resolves; the cards there are
// discarded first). Without "face-up" the card's face is not said: manual.
std::optional<bool> put_into_province(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Put ")) return std::nullopt;
  bool discarding = false;
  for (std::string_view tail : {", discarding any card currently there", ", discarding any cards currently there",
                                ", discarding any card there", ", discarding any cards there"})
    discarding = discarding || eat_suffix(t, tail);
  if (!discarding) return std::nullopt;
  if (!eat_suffix(t, " face-up into your Province") && !eat_suffix(t, " face-up into one of your Provinces"))
    return false;
  if (!eat_suffix(t, " from your discard pile (discarded or dead)") && !eat_suffix(t, " from your discard pile"))
    return false;
  auto f = target_phrase(std::string(t));
  if (!f || !b.targets.empty() || f->size() != 1 || !f->contains("type")) return false;
  const json& types = (*f)["type"];
  if (types != json::array({"Personality"}) && types != json::array({"Holding"})) return false;
  (*f)["controller"] = "you";
  (*f)["zone"] = "discard";
  b.targets.push_back(*f);
  b.effects.push_back({{"op", "to_province"}});
  return true;
}

// A Discipline only for the players of one clan (the clan's condition,
// "you are a Crab Clan player" or "you are Crab Clan", then the Discipline
// with its Gold): a Discipline trait with the player's clan as its condition
// (CR20F "Discipline", "Clan Alignment").
bool clan_discipline(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  while (t.ends_with(" ")) t.remove_suffix(1);
  if (type != CardType::Strategy || !eat(t, "If you are ")) return false;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos) return false;
  std::string_view clan = t.substr(0, comma);
  std::string_view rest = t.substr(comma + 2);
  if (!(eat(clan, "a ") || eat(clan, "an "))) {
    if (!eat_suffix(clan, " Clan")) return false;
  } else if (!eat_suffix(clan, " Clan player")) {
    return false;
  }
  auto cond = you_are_clan(clan);
  if (!cond || !eat(rest, "this Strategy has Discipline :g") || !eat_suffix(rest, ":.")) return false;
  auto n = number(rest);
  if (!n || out.discipline) return false;
  return append_traits(json::array({{{"discipline", *n}, {"while", *cond}}}), out);
}

}  // namespace

bool strategy_rule(std::string_view part, CardType type, CompiledText& out) {
  // "Before your turn ends, if this Strategy is in your discard pile, put it
  // into your hand": a trigger of the card in its owner's Fate discard pile
  // (the format's "before": "turn_ends_in_discard"), whose effect returns it
  // with the end-of-turn delayed effects.
  if (clan_discipline(part, type, out)) return true;
  if (strategy2_rule(part, type, out)) return true;
  std::string_view t = part;
  while (t.ends_with(" ")) t.remove_suffix(1);
  if (type != CardType::Strategy || !eat(t, "Before your turn ends, ") ||
      !eat(t, "if this Strategy is in ") || !eat(t, "your discard pile, "))
    return false;
  if (t != "put it in your hand." && t != "put it into your hand." &&
      t != "return it to your hand.")
    return false;
  const json j = {
      {"before", "turn_ends_in_discard"},
      {"effects", json::array({{{"op", "to_hand_before_turn_ends"}, {"card", "self"}}})}};
  auto parsed = checked<Trigger>(json::array({j}), parse_triggers);
  if (!parsed) return false;
  out.json["triggers"].push_back(j);
  out.triggers.push_back((*parsed)[0]);
  return true;
}

std::optional<bool> strategy_sentence(std::string_view s, Body& b) {
  if (auto r = target_colon_choice(s, b)) return r;
  if (auto r = fortification_here(s, b)) return r;
  if (auto r = put_from_discard(s, b)) return r;
  if (auto r = search_for_strategy(s, b)) return r;
  if (auto r = enemy_units_here(s, b)) return r;
  if (auto r = recruit_ignoring_honor(s, b)) return r;
  if (auto r = compared_second_target(s, b)) return r;
  if (auto r = him_or_his_attachments(s, b)) return r;
  if (auto r = move_to_unresolved(s, b)) return r;
  if (auto r = destroy_terrain_here(s, b)) return r;
  if (auto r = either_or(s, b)) return r;
  if (auto r = group_target(s, b)) return r;
  if (auto r = put_into_province(s, b)) return r;
  return strategy2_sentence(s, b);
}

}  // namespace l5r::compile
