// Holdings' templates of the rules text compiler (text_compile_holding.h).
#include "game/cards/text_compile_holding.h"

#include <algorithm>
#include <cctype>
#include <string>
#include <utility>
#include <vector>

#include "game/abilities/parse.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {

namespace {

using text_words::eat;
using text_words::eat_suffix;

// "+2", "-1": a signed number (never zero).
std::optional<int> signed_number(std::string_view w) {
  if (w.empty() || (w[0] != '+' && w[0] != '-')) return std::nullopt;
  auto n = number(w.substr(1));
  if (!n || *n == 0) return std::nullopt;
  return w[0] == '-' ? -*n : *n;
}

// The condition of a Gold Production trait after "when " or "while ": the
// turn (CR20F "Turn": "it is (not) your turn"), or the controller's
// Stronghold's own Gold Production ("your Stronghold's Gold Production is 4
// or greater").
std::optional<json> gp_condition(std::string_view t) {
  if (t == "it is not your turn") return json{{"your_turn", false}};
  if (t == "it is your turn") return json{{"your_turn", true}};
  if (!eat(t, "your Stronghold's ") || !eat(t, "Gold Production is ")) return std::nullopt;
  std::string op;
  if (eat_suffix(t, " or greater") || eat_suffix(t, " or higher") || eat_suffix(t, " or more"))
    op = "at_least";
  else if (eat_suffix(t, " or less") || eat_suffix(t, " or lower") || eat_suffix(t, " or fewer"))
    op = "at_most";
  else
    return std::nullopt;
  auto n = number(t);
  if (!n) return std::nullopt;
  return json{{"card", "your_stronghold"}, {"gold_production", {{op, *n}}}};
}

// "This Holding has +2GP while it is your turn." (or "when ..."): a Gold
// Production bonus or penalty on the Holding itself while the condition
// holds (CR20F "Holding Gold Production": it can be changed by effects).
bool gp_while(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Holding || !eat(t, "This Holding has ") || !eat_suffix(t, "."))
    return false;
  const std::size_t gp = t.find("GP ");
  if (gp == std::string_view::npos) return false;
  auto amount = signed_number(t.substr(0, gp));
  std::string_view rest = t.substr(gp + 3);
  if (!amount || !(eat(rest, "when ") || eat(rest, "while "))) return false;
  auto cond = gp_condition(rest);
  if (!cond) return false;
  const json trait = {
      {"stat", "gold_production"}, {"amount", *amount}, {"card", "self"}, {"while", *cond}};
  return add_compiled_trait(trait, out);
}

// The effects of a triggered trait read as an ability body; false when a
// sentence is not a known template or gives what a trigger cannot carry.
std::optional<json> trigger_effects(std::string_view text, CardType type, json& targets) {
  std::string body(text);
  if (body.empty()) return std::nullopt;
  body[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(body[0])));
  auto ss = sentences(body);
  if (!ss || ss->empty()) return std::nullopt;
  Body b;
  b.type = type;
  for (std::string_view one : *ss)
    if (!sentence(one, b)) return std::nullopt;
  if (b.effects.empty() || b.terrain_pending || b.duel_pending >= 0 || b.play_self || b.recruits ||
      b.discarded || b.opposed_pending || !b.turn.empty() || b.no_terrain_here ||
      !b.interrupting.is_null() || !b.interrupts.empty() || b.search_pending >= 0 ||
      b.kata_pending || !b.cond.is_null())
    return std::nullopt;
  for (const json& e : b.effects) {
    const std::string op = e["op"];
    if (op == "ranged_attack" || op == "melee_attack" || op == "fear" ||
        e.contains("after_it_resolves") || e.contains("delay"))
      return std::nullopt;
  }
  targets = b.targets;
  return b.effects;
}

// "After you bow this Holding, <effects>." (also "After the first time each
// turn you bow ...", and "After you Recruit or bow this Holding, ..."): the
// bows trigger only for bows its controller causes (its costs, his Gold
// production, his own effects), and the recruited trigger.
bool bow_trigger(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Holding || !eat(t, "After ")) return false;
  const bool first = eat(t, "the first time each turn ");
  if (!eat(t, "you ")) return false;
  const bool recruit = !first && eat(t, "Recruit or ");
  if (!eat(t, "bow this ") || !(eat(t, "Holding, ") || eat(t, "card, "))) return false;
  json targets;
  auto effects = trigger_effects(t, type, targets);
  if (!effects) return false;
  json heads = json::array();
  if (recruit) heads.push_back({{"after", "recruited"}});
  json bows = {{"after", "bows"}, {"by_you", true}};
  if (first) bows["first_each_turn"] = true;
  heads.push_back(bows);
  for (json& h : heads) {
    if (!targets.empty()) h["targets"] = targets;
    h["effects"] = *effects;
  }
  auto parsed = checked<Trigger>(heads, parse_triggers);
  if (!parsed) return false;
  for (std::size_t i = 0; i < heads.size(); ++i) {
    out.json["triggers"].push_back(heads[i]);
    out.triggers.push_back((*parsed)[i]);
  }
  return true;
}

// "Will only enter play if you are a Crab Clan player." (also "May only be
// Recruited by a Crab Clan player."; a Holding): it may
// only be Recruited by a player of that clan (CR20F "Clan Alignment": his
// Stronghold's clan); a Holding enters play only by a Recruit.
bool clan_only(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Holding || !eat_suffix(t, " Clan player.")) return false;
  // "May only be Recruited by a Crab Clan player." says the same of the
  // Recruit itself.
  if (eat(t, "Will only enter play if you are a")) {
    eat(t, "n");  // "an"
    if (!eat(t, " ")) return false;
  } else if (!eat(t, "May only be Recruited by a") || !(eat(t, "n ") || eat(t, " "))) {
    return false;
  }
  auto you_are = you_are_clan(t);
  return you_are && add_compiled_trait({{"enters_play_only_if", *you_are}}, out);
}

// "If any of your Provinces have been destroyed this game, refill the
// first Province during your Dynasty Phase face-up." (a Stronghold; the
// "If" may be left out): the first Province its player refills in his own
// Dynasty Phase each turn refills face-up, while the condition holds.
bool first_refill_face_up(std::string_view part, CardType type, CompiledText& out) {
  std::string_view t = part;
  if (type != CardType::Stronghold) return false;
  json trait = {{"first_dynasty_refill_face_up", true}};
  if (eat(t, "If any of your Provinces ")) {
    if (!eat(t, "have been destroyed ") || !eat(t, "this game, refill ")) return false;
    trait["while"] = {{"provinces_destroyed", {{"at_least", 1}}}};
  } else if (!eat(t, "Refill ")) {
    return false;
  }
  if (!eat(t, "the first Province ") || t != "during your Dynasty Phase face-up.") return false;
  return add_compiled_trait(trait, out);
}

// The first opportunity "to pass or take a Battle action, which must come
// from a card in a unit" (CR20F "Unit": a Personality and his attachments):
// the player acts first in the battle's Combat segment, only with an action
// from such a card (or a pass).
std::optional<bool> first_action_from_unit(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You have the first opportunity ")) return std::nullopt;
  if (!eat(t, "in this battle to pass or take ") || !eat(t, "a Battle action, which must come ") ||
      t != "from a card in a unit")
    return std::nullopt;
  b.effects.push_back({{"op", "first_battle_action"}, {"from_unit", true}});
  return true;
}

// "Negate the movement into an attacking army of a target Personality at
// any location" (an Interrupt's): the interrupted action cannot move that
// Personality into an attacking army (CR20F "Negate": a prevention effect).
std::optional<bool> negate_move_into_attack(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Negate the movement into ") || !eat(t, "an attacking army of ")) return std::nullopt;
  if (!b.interrupt || t.find("target") == std::string_view::npos) return false;
  const std::size_t had = b.targets.size();
  if (!add_target(b, t) || b.targets.size() != had + 1 || b.targets.back().value("player", false))
    return false;
  const json types = b.targets.back().value("type", json::array());
  if (types != json::array({"Personality"})) return false;
  b.effects.push_back(on_last_target(b, {{"op", "negate_move"}, {"into_attacking_army", true}}));
  return true;
}

// "Give your target Samurai and each of his Followers Elite": the keyword
// until the end of the turn to the target and to every Follower attached to
// him as the effect resolves (CR20F "Keywords"; "Duration of Effects").
std::optional<bool> keyword_to_unit_followers(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ")) return std::nullopt;
  const std::size_t sp = t.rfind(' ');
  const std::size_t and_each = t.find(" and each of his Followers ");
  if (sp == std::string_view::npos || and_each == std::string_view::npos ||
      and_each + 27 != sp + 1 || given_keyword_index(t.substr(sp + 1)) < 0)
    return std::nullopt;
  const std::string keyword(t.substr(sp + 1));
  const std::size_t had = b.targets.size();
  if (!add_target(b, t.substr(0, and_each)) || b.targets.size() != had + 1 ||
      b.targets.back().value("type", json::array()) != json::array({"Personality"}))
    return false;
  b.effects.push_back(on_last_target(b, {{"op", "give_keyword"}, {"keyword", keyword}}));
  b.effects.push_back({{"op", "give_keyword"},
                       {"keyword", keyword},
                       {"each", {{"type", {"Follower"}}, {"attached_to", had == 0 ? "target" : "target2"}}}});
  return true;
}

// "If you have Compassion, draw a card.": Compassion holds while you have
// fewer Provinces than anyone else (keywords.md, the cards' own reminder):
// an "If" that starts the effects (CR20F Good Faith: the ability's `if`).
std::optional<bool> if_compassion(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "If you have Compassion, ")) return std::nullopt;
  if (t.empty() || !b.effects.empty() || !b.targets.empty() || !b.cond.is_null()) return false;
  std::string rest(t);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  Body trial = b;
  if (!sentence(rest, trial) || trial.effects.empty() || !trial.cond.is_null() ||
      trial.duel_pending >= 0 || trial.search_pending >= 0 || trial.terrain_pending)
    return false;
  trial.cond = {{"fewer_provinces", true}};
  b = std::move(trial);
  return true;
}

// A face-up card of one of the player's Provinces discarded, then that
// Province refilled with his target discarded (not dead) Personality (or
// Holding) from his discard pile: the to_province effect on a Province with
// a face-up card, which alone is discarded (CR20F "Province", "Discard
// Piles"). The first sentence waits for the second (a key the ability
// format refuses, should it stay).
constexpr const char* kFaceUpDiscard = "face_up_discard_pending";

std::optional<bool> refill_from_discard(std::string_view s, Body& b) {
  std::string_view t = s;
  if (eat(t, "Discard a face-up card ") && eat(t, "from one of your Provinces")) {
    if (!t.empty() || b.extra.contains(kFaceUpDiscard)) return false;
    b.extra[kFaceUpDiscard] = true;
    return true;
  }
  t = s;
  if (!eat(t, "Refill the Province with ")) return std::nullopt;
  if (!b.extra.contains(kFaceUpDiscard) || !eat(t, "your target discarded ")) return false;
  json f = {{"controller", "you"}, {"zone", "discard"}};
  if (eat(t, "(not dead) ") && t == "Personality") {
    f["type"] = {"Personality"};
    f["dead"] = false;
  } else if (t == "Holding") {
    f["type"] = {"Holding"};
  } else {
    return false;
  }
  b.extra.erase(kFaceUpDiscard);
  b.targets.push_back(f);
  b.effects.push_back(on_last_target(b, {{"op", "to_province"}, {"from_face_up", true}}));
  return true;
}

// The player's choice to move the target Personality home, or to the
// current battlefield when he would be opposed there, or to leave him
// ("You may move him home, or, if he would ..."): a choice of two moves
// and nothing, the second checked as it resolves (CR20F "Opposed"; the
// moves' rules are move_home's and move_to_battlefield's).
std::optional<bool> home_or_battlefield(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "You may move ")) return std::nullopt;
  constexpr std::pair<std::string_view, std::string_view> kPronouns[] = {
      {"him", "he"}, {"her", "she"}, {"them", "they"}};
  for (auto [obj, subj] : kPronouns) {
    std::string_view r = t;
    if (!eat(r, obj) || !eat(r, " home, or, if ") || !eat(r, subj) || !eat(r, " would be opposed, ") ||
        !eat(r, "you may move ") || !eat(r, obj) || r != " to the current battlefield")
      continue;
    if (b.targets.empty() || b.targets.back().value("player", false) ||
        b.targets.back().value("type", json::array()) != json::array({"Personality"}) ||
        b.targets.back().contains("count"))
      return false;
    const json home = on_last_target(b, {{"op", "move_home"}});
    json there = on_last_target(b, {{"op", "move_to_battlefield"}});
    there["if"] = {{"card", there.value("card", "target")}, {"would_be_opposed", true}};
    b.effects.push_back({{"op", "choose"}, {"choices", {{home}, {there}, json::array()}}});
    return true;
  }
  return std::nullopt;
}

// An element keyword, written as a word ("Air") or an icon (":air:").
std::optional<std::string> element_word(std::string_view w) {
  constexpr std::pair<std::string_view, std::string_view> kElements[] = {
      {"Air", ":air:"}, {"Earth", ":earth:"}, {"Fire", ":fire:"}, {"Water", ":water:"}, {"Void", ":void:"}};
  for (auto [word, icon] : kElements)
    if (w == word || w == icon) return std::string(word);
  return std::nullopt;
}

// "Air, Earth, or Fire" (also "Air or Fire", one element alone): the
// elements named, none twice; nullopt for anything else.
std::optional<std::vector<std::string>> element_list(std::string_view t) {
  std::vector<std::string> out;
  while (!t.empty()) {
    std::size_t end = t.find(", ");
    const std::size_t or_at = t.find(" or ");
    if (or_at < end) end = or_at;
    auto e = element_word(t.substr(0, end));
    if (!e || std::find(out.begin(), out.end(), *e) != out.end()) return std::nullopt;
    out.push_back(*e);
    if (end == std::string_view::npos) break;
    t.remove_prefix(end);
    if (!eat(t, ", or ") && !eat(t, ", ") && !eat(t, " or ")) return std::nullopt;
    if (t.empty()) return std::nullopt;
  }
  if (out.empty()) return std::nullopt;
  return out;
}

// "Give your target Shugenja Air, Earth, or Fire": one element keyword of
// the player's choice as the effect resolves, until the end of the turn
// (CR20F "Element Keyword"; "Duration of Effects": an ongoing effect).
std::optional<bool> give_element(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Give ") || t.find("target") == std::string_view::npos) return std::nullopt;
  // The list starts at the first element word.
  std::optional<std::vector<std::string>> elements;
  std::string_view phrase;
  for (std::size_t sp = t.find(' '); sp != std::string_view::npos; sp = t.find(' ', sp + 1)) {
    const std::string_view rest = t.substr(sp + 1);
    const std::string_view first = rest.substr(0, std::min(rest.find(' '), rest.find(',')));
    if (!element_word(first)) continue;
    elements = element_list(rest);
    phrase = t.substr(0, sp);
    break;
  }
  if (!elements) return std::nullopt;
  const std::size_t had = b.targets.size();
  if (!add_target(b, std::string(phrase)) || b.targets.size() != had + 1 || b.targets.back().value("player", false))
    return false;
  json choices = json::array();
  for (const std::string& e : *elements)
    choices.push_back(json::array({on_last_target(b, {{"op", "give_keyword"}, {"keyword", e}})}));
  if (choices.size() == 1)
    b.effects.push_back(choices[0][0]);
  else
    b.effects.push_back({{"op", "choose"}, {"choices", choices}});
  return true;
}

// "Bow your target Samurai to destroy another player's target Follower
// with lower Force": the first target, unbowed (a bowed one could not bow,
// so nothing would follow), bowed; then the effect on the second target,
// only if the first is bowed by then (CR20F "Independence of Effects":
// effects linked by "to" depend on the first happening).
std::optional<bool> bow_to(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Bow your target ")) return std::nullopt;
  const std::size_t to = t.find(" to ");
  if (to == std::string_view::npos) return std::nullopt;
  const std::string_view first = t.substr(0, to);
  std::string_view then = t.substr(to + 4);
  std::string op;
  for (auto [verb, o] : {std::pair<std::string_view, std::string_view>{"bow ", "bow"},
                         {"straighten ", "straighten"},
                         {"dishonor ", "dishonor"},
                         {"destroy ", "destroy"}})
    if (op.empty() && eat(then, verb)) op = o;
  // A Stronghold bowed so is text_compile_d.cpp's template.
  if (op.empty() || then.find("target") == std::string_view::npos ||
      first.find("Stronghold") != std::string_view::npos)
    return std::nullopt;
  if (!b.targets.empty() || !b.effects.empty()) return false;
  if (!add_target(b, "your target " + std::string(first)) || b.targets.size() != 1 ||
      b.targets[0].value("bowed", false) || b.targets[0].contains("count"))
    return false;
  b.targets[0]["bowed"] = false;
  // "... with lower Chi" (also Force, higher): compared with the first
  // target's, as the second is chosen (CR20F "Targeting").
  json relative;
  for (auto [words, o] : {std::pair<std::string_view, std::string_view>{" with lower ", "lower_than"},
                          {" with higher ", "higher_than"}})
    for (auto [stat, key] : {std::pair<std::string_view, std::string_view>{"Chi", "chi"}, {"Force", "force"}})
      if (relative.is_null() && then.ends_with(std::string(words) + std::string(stat))) {
        then.remove_suffix(words.size() + stat.size());
        relative = {{std::string(key), {{std::string(o), {{std::string(key), "target"}}}}}};
      }
  if (!add_target(b, std::string(then)) || b.targets.size() != 2 || b.targets[1].value("player", false) ||
      b.targets[1].contains("count"))
    return false;
  if (!relative.is_null()) {
    for (auto& [k, v] : relative.items())
      if (b.targets[1].contains(k)) return false;
    b.targets[1].update(relative);
  }
  b.effects.push_back({{"op", "bow"}});
  b.effects.push_back({{"op", op}, {"card", "target2"}, {"if", {{"card", "target"}, {"bowed", true}}}});
  return true;
}

}  // namespace

// "A target <card>'s abilities may not be used" (also "your target ...",
// "another player's target ..."): an ongoing effect until the end of the turn
// (CR20F "Duration of Effects": ongoing effects last until the end of the
// current turn unless they say otherwise).
std::optional<bool> holding_sentence(std::string_view s, Body& b) {
  if (auto r = first_action_from_unit(s, b)) return r;
  if (auto r = negate_move_into_attack(s, b)) return r;
  if (auto r = if_compassion(s, b)) return r;
  if (auto r = keyword_to_unit_followers(s, b)) return r;
  if (auto r = refill_from_discard(s, b)) return r;
  if (auto r = home_or_battlefield(s, b)) return r;
  if (auto r = give_element(s, b)) return r;
  if (auto r = bow_to(s, b)) return r;
  std::string_view t = s;
  // An Event's "turn all cards in other Provinces face-up" (every player's,
  // its own Province excepted; CR20F "Event": it is used from there).
  if (eat(t, "Turn all cards in other ") && eat(t, "Provinces face-up")) {
    if (!t.empty() && !(eat(t, " (including other ") && t == "players' Provinces)"))
      return std::nullopt;
    if (b.type != CardType::Event) return false;
    b.effects.push_back({{"op", "reveal_other_provinces"}});
    return true;
  }
  t = s;
  // "If it is your turn, bow it." (also "not your turn"): the sentence's
  // effects happen only on (another player's) turn of the action's player,
  // checked as they resolve; they may not choose targets of their own.
  if (eat(t, "If it is your turn, ") || eat(t, "If it is not your turn, ")) {
    const bool yours = !s.starts_with("If it is not");
    std::string rest(t);
    if (rest.empty()) return false;
    rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
    Body trial = b;
    const std::size_t had = trial.effects.size();
    if (!sentence(rest, trial) || trial.effects.size() <= had ||
        trial.targets.size() != b.targets.size() || trial.cond != b.cond ||
        trial.duel_pending >= 0 || trial.search_pending >= 0 || trial.terrain_pending)
      return false;
    for (std::size_t i = had; i < trial.effects.size(); ++i) {
      json& e = trial.effects[i];
      if (e.contains("if") || e.contains("each") || e.contains("choices") ||
          e.value("op", "") == "duel")
        return false;
      e["if"] = {{"your_turn", yours}};
    }
    b = std::move(trial);
    return true;
  }
  t = s;
  // "If the active player has 9 or more Family Honor, he loses 2 Honor": an
  // "If" that starts the effects (CR20F Good Faith: the ability's `if`) on
  // the Family Honor of the player whose turn it is (CR20F "Turn"), who
  // then loses Honor.
  if (eat(t, "If the active player has ")) {
    const std::size_t sp = t.find(' ');
    if (sp == std::string_view::npos) return std::nullopt;
    auto n = number(t.substr(0, sp));
    t.remove_prefix(sp);
    if (!n || !eat(t, " or more Family Honor, ")) return std::nullopt;
    if (!eat(t, "he loses ") || !eat_suffix(t, " Honor")) return false;
    auto lose = number(t);
    if (!lose || *lose < 1 || !b.effects.empty() || !b.targets.empty() || !b.cond.is_null())
      return false;
    b.cond = {{"family_honor", {{"at_least", *n}}}, {"player", "active_player"}};
    b.effects.push_back({{"op", "lose_honor"}, {"amount", *lose}, {"player", "active_player"}});
    return true;
  }
  t = s;
  // "Negate all the action's Ranged Attacks": the plain template (CR20F
  // "Negate"), "all" said outright. A Fortification's reminder "(at this
  // battlefield)" adds nothing: its abilities are used only when its
  // battlefield is the current one (CR20F "Fortification").
  if (b.interrupt && eat(t, "Negate all the ") && eat(t, "action's ")) {
    if (eat_suffix(t, " (at this battlefield)") && b.type != CardType::Holding) return false;
    if (!t.ends_with(" Attacks")) return std::nullopt;
    return sentence(std::string("Negate the action's ").append(t), b);
  }
  t = s;
  // "Negate an Engage action" (an Interrupt's): only to actions of that
  // designator, which it negates (CR20F "Negate"; the `interrupts` list).
  if (eat(t, "Negate an ") || eat(t, "Negate a ")) {
    if (!eat_suffix(t, " action") || (t != "Battle" && t != "Engage")) return std::nullopt;
    if (!b.interrupt || !b.interrupts.empty() || !b.interrupting.is_null()) return false;
    b.interrupts = std::string(t);
    b.effects.push_back({{"op", "negate_action"}});
    return true;
  }
  t = s;
  if (!eat_suffix(t, "'s abilities may not be used")) return std::nullopt;
  if (!t.starts_with("A target ") && !t.starts_with("Your target ") &&
      !t.starts_with("Another player's target "))
    return std::nullopt;
  std::string phrase(t);
  phrase[0] = static_cast<char>(std::tolower(static_cast<unsigned char>(phrase[0])));
  if (!add_target(b, phrase)) return false;
  if (b.targets.back().value("player", false)) return false;
  b.effects.push_back(on_last_target(b, {{"op", "abilities_unusable"}}));
  return true;
}

std::optional<json> holding_times_per_turn(std::string_view& body) {
  std::string_view t = body;
  if (!eat(t, "A number of times per turn ") || !eat(t, "equal to the number of ")) return std::nullopt;
  const std::size_t comma = t.find(", ");
  if (comma == std::string_view::npos) return std::nullopt;
  std::string_view kind = t.substr(0, comma);
  // "Retainers you control": the player's cards in play with that keyword
  // (or of that type), wherever they are (a Holding is at no battlefield).
  if (!eat_suffix(kind, " you control") || !eat_suffix(kind, "s") || kind.empty() ||
      kind.find(' ') != std::string_view::npos)
    return std::nullopt;
  auto f = target_phrase("your target " + std::string(kind));
  if (!f || f->size() != 2 || !f->contains("controller") ||
      !(f->contains("keywords") || f->contains("type")))
    return std::nullopt;
  (*f)["location"] = "anywhere";
  body = t.substr(comma + 2);
  return json{{"count", *f}};
}

bool holding_rule(std::string_view part, CardType type, CompiledText& out) {
  // "This Holding enters play unbowed." (CR20F "Holding": Holdings enter
  // play bowed unless they say otherwise).
  if (type == CardType::Holding && part == "This Holding enters play unbowed.")
    return add_compiled_trait({{"enters_play_unbowed", true}}, out);
  return gp_while(part, type, out) || bow_trigger(part, type, out) || clan_only(part, type, out) ||
         first_refill_face_up(part, type, out);
}

}  // namespace l5r::compile
