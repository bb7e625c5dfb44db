#include "game/cards/text_compile_perform.h"

#include <cctype>
#include <string>
#include <utility>

#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {

using text_words::eat;
using text_words::eat_suffix;

namespace {

bool has_keyword(const json& target, std::string_view k) {
  if (!target.contains("keywords")) return false;
  for (const json& w : target["keywords"])
    if (w == k) return true;
  return false;
}

// The first target is a card chosen without targeting ("Choose your
// performing X").
bool performer_chosen(const Body& b) {
  return !b.targets.empty() && b.targets[0].value("chosen", false);
}

// "with equal or lower Force" after a second target: compared with the
// performer's, as the second target is chosen (CEL "Perform": a comparison
// that names no card is with the performing card). Removed from `phrase`.
std::optional<json> compared_with_first(std::string& phrase) {
  static constexpr std::pair<std::string_view, std::string_view> kOps[] = {
      {"equal or lower ", "at_most"},
      {"equal or higher ", "at_least"},
      {"lower ", "lower_than"},
      {"higher ", "higher_than"}};
  for (std::string_view lead : {" and with ", " with "}) {
    const std::size_t at = phrase.rfind(lead);
    if (at == std::string::npos) continue;
    std::string_view q = std::string_view(phrase).substr(at + lead.size());
    for (auto [words, op] : kOps) {
      std::string_view w = q;
      if (!eat(w, words)) continue;
      const std::string stat = w == "Force" ? "force" : w == "Chi" ? "chi" : "";
      if (stat.empty()) return std::nullopt;
      phrase.resize(at);
      return json{{stat, {{std::string(op), {{stat, "target"}}}}}};
    }
  }
  return std::nullopt;
}

// ", which must have no attachments unless you control a Shugenja": a card
// without attachments, or any such card while the player controls a card
// with that keyword. Removed from `phrase`.
std::optional<json> unless_you_control(std::string& phrase) {
  const std::size_t at = phrase.find(", which must have no attachments");
  if (at == std::string::npos) return std::nullopt;
  std::string_view rest = std::string_view(phrase).substr(at);
  eat(rest, ", which must have no attachments");
  if (!eat(rest, " unless you control a ") && !eat(rest, " unless you control an "))
    return std::nullopt;
  if (rest.empty() || !std::isupper(static_cast<unsigned char>(rest[0]))) return std::nullopt;
  for (char c : rest)
    if (!std::isalpha(static_cast<unsigned char>(c))) return std::nullopt;
  json alt = {
      {"holds",
       {{"you_control", {{"at_least", 1}}}, {"keywords", json::array({std::string(rest)})}}}};
  phrase.resize(at);
  return json::array({json{{"has_attachments", false}}, alt});
}

// "Choose your performing unbowed Tattooed Personality: <effects>", also
// with ", and target <card>" (or " and target <card>") before the colon: the
// performer is chosen as the targets are, but not targeted (CR20F
// "Targeting": choosing is not targeting; keywords.md "Performing"); Good
// Faith needs one. The effects after the colon are read as sentences.
std::optional<bool> choose_performer(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Choose your ") || !eat(t, "performing ")) return std::nullopt;
  const std::size_t colon = t.find(": ");
  if (colon == std::string_view::npos || !b.targets.empty() || !b.effects.empty()) return false;
  const std::string_view head = t.substr(0, colon);
  std::string rest(t.substr(colon + 2));
  std::string_view performer = head, second;
  for (std::string_view sep : {", and target ", " and target "})
    if (const std::size_t at = head.find(sep); at != std::string_view::npos && second.empty()) {
      performer = head.substr(0, at);
      second = head.substr(at + sep.size());
    }
  auto chosen = target_phrase("your target " + std::string(performer));
  if (!chosen || chosen->value("controller", "") != "you" || chosen->contains("count") ||
      chosen->contains("player") || chosen->contains("optional") || chosen->contains("zone"))
    return false;
  (*chosen)["chosen"] = true;
  b.targets.push_back(*chosen);
  if (!second.empty()) {
    std::string phrase(second);
    auto compare = compared_with_first(phrase);
    auto any_of = unless_you_control(phrase);
    std::string_view p = phrase;
    if (!eat(p, "an ") && !eat(p, "a ")) return false;
    auto other = target_phrase("a target " + std::string(p));
    if (!other || other->contains("count") || other->contains("player") ||
        other->contains("optional") || other->contains("any_of"))
      return false;
    if (compare) {
      for (auto& [k, v] : compare->items())
        if (other->contains(k)) return false;
      other->update(*compare);
    }
    if (any_of) {
      if (other->contains("has_attachments")) return false;
      (*other)["any_of"] = *any_of;
    }
    // CR20F "Enemy": only cards in units are enemy cards (not Holdings,
    // Strongholds or Terrains).
    if (other->value("controller", "") == "enemy" && !other->contains("type"))
      (*other)["type"] = json::array({"Personality", "Follower", "Item", "Spell"});
    b.targets.push_back(*other);
  }
  if (rest.empty() || !std::isupper(static_cast<unsigned char>(rest[0]))) return false;
  return sentence(rest, b);
}

// Words of the tale, not of the game, after a Tattoo's performer is chosen:
// "He activates the power of the <name> tattoo", "The tattoo comes alive".
// They change nothing (CR20F: only what the text makes happen is an
// effect); read only right after a chosen Tattooed performer.
std::optional<bool> tattoo_tale(std::string_view s, Body& b) {
  std::string_view t = s;
  const bool power = (eat(t, "He activates ") || eat(t, "She activates ")) &&
                     eat(t, "the power of ") && eat(t, "the ") && eat_suffix(t, " tattoo") &&
                     !t.empty() && t.find(' ') == std::string_view::npos;
  const bool alive = s == "The tattoo comes alive";
  if (!power && !alive) return std::nullopt;
  if (!performer_chosen(b) || !b.effects.empty() || !has_keyword(b.targets[0], "Tattooed"))
    return false;
  return true;
}

// After a chosen performer (and a second target): "Give your Personality
// +2F (until the turn ends)": the performer; "Bow the enemy card", "Bow
// it": the second target.
std::optional<bool> performer_effects(std::string_view s, Body& b) {
  if (!performer_chosen(b)) return std::nullopt;
  std::string_view t = s;
  if (eat(t, "Give your Personality ")) {
    // The reminder repeats the default (CR20F "Duration of Effects").
    eat_suffix(t, " (until the turn ends)");
    auto bonuses = bonus_list(t);
    if (!bonuses || b.targets[0].value("type", json::array()) != json::array({"Personality"}))
      return false;
    for (auto& [stat, n] : *bonuses) b.effects.push_back({{"op", stat}, {"amount", n}});
    return true;
  }
  if (s == "Bow the enemy card" || s == "Bow it") {
    const json units = json::array({"Personality", "Follower", "Item", "Spell"});
    if (b.targets.size() != 2 || b.targets[1].value("controller", "") != "enemy" ||
        (s != "Bow it" && b.targets[1].value("type", units) != units))
      return false;
    b.effects.push_back({{"op", "bow"}, {"card", "target2"}});
    return true;
  }
  return std::nullopt;
}

// "Target your unbowed Personality with 5 or greater printed Force": the
// Force printed on the card (CR20F "Printed").
std::optional<bool> printed_force_target(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Target your ") || !eat_suffix(t, " printed Force")) return std::nullopt;
  const std::size_t with = t.rfind(" with ");
  if (with == std::string_view::npos) return false;
  std::string_view n = t.substr(with + 6);
  std::string op;
  if (eat_suffix(n, " or greater") || eat_suffix(n, " or higher"))
    op = "at_least";
  else if (eat_suffix(n, " or less") || eat_suffix(n, " or lower"))
    op = "at_most";
  const auto v = number(n);
  if (op.empty() || !v || !b.targets.empty()) return false;
  auto f = target_phrase("your target " + std::string(t.substr(0, with)));
  if (!f || f->contains("printed_force") || f->contains("count") || f->contains("player"))
    return false;
  (*f)["printed_force"] = {{op, *v}};
  b.targets.push_back(*f);
  return true;
}

// After "Target your <Personality>": "Bow a target enemy Personality with
// lower current Force, and destroy the target if your Personality has more
// than twice his Force": the second target, compared with the first as it
// is chosen; the destruction only if the first's Force is then more than
// twice the second's.
std::optional<bool> bow_then_destroy_if_twice(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Bow a target ")) return std::nullopt;
  const std::size_t comma = t.find(", and destroy the target if your ");
  if (comma == std::string_view::npos) return std::nullopt;
  std::string_view who = t.substr(0, comma), cond = t.substr(comma + 33);
  std::string stat, op;
  if (eat_suffix(who, " with lower current Force"))
    stat = "force", op = "lower_than";
  else if (eat_suffix(who, " with higher current Force"))
    stat = "force", op = "higher_than";
  else
    return false;
  if (b.targets.size() != 1 || b.targets[0].value("controller", "") != "you" || !b.effects.empty())
    return false;
  std::string_view noun = cond.substr(0, cond.find(' '));
  if (noun.empty() || !eat(cond, noun) || !eat(cond, " has more than twice his Force"))
    return false;
  if (b.targets[0].value("type", json::array()) != json::array({std::string(noun)})) return false;
  auto second = target_phrase("a target " + std::string(who));
  if (!second || second->contains(stat) || second->contains("count") || second->contains("player"))
    return false;
  (*second)[stat] = {{op, {{stat, "target"}}}};
  b.targets.push_back(*second);
  b.effects.push_back({{"op", "bow"}, {"card", "target2"}});
  b.effects.push_back(
      {{"op", "destroy"},
       {"card", "target2"},
       {"if",
        {{"card", "target"}, {"force", {{"higher_than", {{"force", "target2"}, {"times", 2}}}}}}}});
  return true;
}

// A Spell's "this Shugenja" (the Personality it is attached to) in a
// target's comparison: "with Force equal to this Shugenja's Force", "with
// lower Chi than this Shugenja". Removed from `phrase`.
std::optional<json> compared_with_caster(std::string& phrase) {
  for (std::string_view stat : {"Force", "Chi"}) {
    const std::string key = stat == "Force" ? "force" : "chi";
    const std::string equal =
        " with " + std::string(stat) + " equal to this Shugenja's " + std::string(stat);
    if (phrase.ends_with(equal)) {
      phrase.resize(phrase.size() - equal.size());
      return json{{key, {{"equal_to", {{key, "this_personality"}}}}}};
    }
    for (auto [words, op] :
         {std::pair<std::string_view, std::string_view>{" with lower ", "lower_than"},
          {" with higher ", "higher_than"}}) {
      const std::string than = std::string(words) + std::string(stat) + " than this Shugenja";
      if (phrase.ends_with(than)) {
        phrase.resize(phrase.size() - than.size());
        return json{{key, {{std::string(op), {{key, "this_personality"}}}}}};
      }
    }
  }
  return std::nullopt;
}

// On a Spell: "Target an enemy Personality with Force equal to this
// Shugenja's Force", "Give a target enemy Personality with lower Chi than
// this Shugenja -4F": compared with the caster's as the target is chosen.
std::optional<bool> spell_caster_target(std::string_view s, Body& b) {
  if (b.type != CardType::Spell) return std::nullopt;
  std::string_view t = s;
  std::string phrase;
  std::vector<std::pair<std::string, int>> bonuses;
  if (eat(t, "Target an ") || eat(t, "Target a ")) {
    phrase = "a target " + std::string(t);
  } else if (eat(t, "Give a target ")) {
    const std::size_t sp = t.rfind(' ');
    if (sp == std::string_view::npos) return std::nullopt;
    auto list = bonus_list(t.substr(sp + 1));
    if (!list) return std::nullopt;
    bonuses = *list;
    phrase = "a target " + std::string(t.substr(0, sp));
  } else {
    return std::nullopt;
  }
  auto compare = compared_with_caster(phrase);
  if (!compare) return std::nullopt;
  if (b.targets.size() >= 2) return false;
  auto f = target_phrase(phrase);
  if (!f || f->contains("count") || f->contains("player")) return false;
  for (auto& [k, v] : compare->items())
    if (f->contains(k)) return false;
  f->update(*compare);
  b.targets.push_back(*f);
  for (auto& [stat, n] : bonuses)
    b.effects.push_back(on_last_target(b, {{"op", stat}, {"amount", n}}));
  return true;
}

// After a Spell's one enemy target: its Shugenja straightens if that target
// has no attachments; the target and the Spell are destroyed.
std::optional<bool> spell_enemy_target(std::string_view s, Body& b) {
  if (b.type != CardType::Spell) return std::nullopt;
  const bool one_enemy = b.targets.size() == 1 && b.targets[0].value("controller", "") == "enemy";
  if (std::string_view t = s; eat(t, "Straighten this Shugenja ") &&
                              eat(t, "if the enemy target ") && t == "has no attachments") {
    if (!one_enemy) return false;
    b.effects.push_back({{"op", "straighten"},
                         {"card", "this_personality"},
                         {"if", {{"card", "target"}, {"has_attachments", false}}}});
    return true;
  }
  if (s == "Destroy the enemy target and this Spell") {
    if (!one_enemy) return false;
    b.effects.push_back({{"op", "destroy"}});
    b.effects.push_back({{"op", "destroy"}, {"card", "self"}});
    return true;
  }
  return std::nullopt;
}

// "A target <Personality> contributes Force only while bowed":
// until the end of the turn (CR20F "Duration of Effects": an ongoing effect)
// he adds his Force to his army only while bowed (CR20F "Army Force").
std::optional<bool> contributes_only_bowed(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat_suffix(t, " contributes Force only while bowed")) return std::nullopt;
  std::string phrase;
  if (eat(t, "A target "))
    phrase = "a target " + std::string(t);
  else if (eat(t, "Your target "))
    phrase = "your target " + std::string(t);
  else
    return false;
  if (!add_target(b, phrase)) return false;
  const json& f = b.targets.back();
  if (f.value("type", json::array()) != json::array({"Personality"}) || f.contains("count"))
    return false;
  b.effects.push_back(on_last_target(b, {{"op", "contributes_only_bowed"}}));
  return true;
}

// "Actions on cards in the target's unit may not target" the Spell's Shugenja: until
// the end of the turn (CR20F "Duration of Effects"), no action on a card in
// the target Personality's unit (CR20F "Unit") may target the Spell's
// Personality.
std::optional<bool> untargetable_from_unit(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Actions on cards in the target's unit ")) return std::nullopt;
  if (t != "may not target this Shugenja" || b.type != CardType::Spell) return false;
  if (b.targets.size() != 1 ||
      b.targets[0].value("type", json::array()) != json::array({"Personality"}) ||
      b.targets[0].contains("count"))
    return false;
  b.effects.push_back({{"op", "untargetable_from_unit"}, {"with", "this_personality"}});
  return true;
}

// "Bow your target Monk at any location to give a target Personality a
// Force bonus equal to the Force of the performer plus the Personality's own
// Personal Honor": the first target, unbowed, bows (as text_compile_holding's
// "Bow your target X to <verb> ..."); then the bonus, counted as it resolves,
// only if he is bowed by then (CR20F "Independence of Effects": effects
// linked by "to" depend on the first happening).
std::optional<bool> bow_to_give_sum(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Bow your target ")) return std::nullopt;
  const std::size_t to = t.find(" to give a target ");
  if (to == std::string_view::npos) return std::nullopt;
  const std::string_view first = t.substr(0, to);
  std::string_view then = t.substr(to + 18);
  eat_suffix(then, " (until the turn ends)");  // the default (CR20F "Duration of Effects")
  const std::size_t bonus = then.find(" a Force bonus equal to ");
  if (bonus == std::string_view::npos) return std::nullopt;
  std::string_view amount = then.substr(bonus + 24);
  const std::string_view noun = then.substr(0, bonus);
  if (!eat(amount, "the Force of the performer plus the ") || !eat(amount, noun) ||
      !eat(amount, "'s own Personal Honor") || !amount.empty())
    return false;
  if (!b.targets.empty() || !b.effects.empty()) return false;
  if (!add_target(b, "your target " + std::string(first)) || b.targets[0].value("bowed", false) ||
      b.targets[0].contains("count"))
    return false;
  b.targets[0]["bowed"] = false;
  if (!add_target(b, "a target " + std::string(noun)) || b.targets.size() != 2 ||
      b.targets[1].contains("count") || b.targets[1].contains("player"))
    return false;
  b.effects.push_back({{"op", "bow"}});
  b.effects.push_back({{"op", "force"},
                       {"card", "target2"},
                       {"amount", {{"force", "target"}, {"add", {{"personal_honor", "target2"}}}}},
                       {"if", {{"card", "target"}, {"bowed", true}}}});
  return true;
}

}  // namespace

std::optional<bool> perform_sentence(std::string_view s, Body& b) {
  for (auto f : {choose_performer, tattoo_tale, performer_effects, printed_force_target,
                 bow_then_destroy_if_twice, spell_caster_target, spell_enemy_target,
                 contributes_only_bowed, untargetable_from_unit, bow_to_give_sum})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

}  // namespace l5r::compile
