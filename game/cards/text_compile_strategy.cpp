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

}  // namespace

bool strategy_rule(std::string_view part, CardType type, CompiledText& out) {
  // "Before your turn ends, if this Strategy is in your discard pile, put it
  // into your hand": a trigger of the card in its owner's Fate discard pile
  // (the format's "before": "turn_ends_in_discard"), whose effect returns it
  // with the end-of-turn delayed effects.
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
  return std::nullopt;
}

}  // namespace l5r::compile
