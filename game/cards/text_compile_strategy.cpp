#include "game/cards/text_compile_strategy.h"

#include <string>

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

}  // namespace

std::optional<bool> strategy_sentence(std::string_view s, Body& b) {
  if (auto r = target_colon_choice(s, b)) return r;
  if (auto r = fortification_here(s, b)) return r;
  return std::nullopt;
}

}  // namespace l5r::compile
