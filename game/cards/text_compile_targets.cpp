#include "game/cards/text_compile_targets.h"

#include <cctype>
#include <string>
#include <utility>

#include "game/cards/text_compile_created.h"
#include "game/cards/text_target.h"
#include "game/cards/text_words.h"

namespace l5r::compile {

using text_words::eat;
using text_words::eat_suffix;

namespace {

// The one card type of a target ("Follower"); empty when it has none or
// several.
std::string single_type(const json& target) {
  const json types = target.value("type", json::array());
  if (!types.is_array() || types.size() != 1 || !types[0].is_string()) return {};
  return types[0].get<std::string>();
}

// "Create a 1F Follower and attach it to a Personality" (the Onyx text also
// leaves out the "and"): the player picks one of his Personalities as the
// effect resolves (not a target); a player attaches cards only to his own
// Personalities (CR20F "Attachments").
std::optional<bool> create_attach_to_any(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Create ")) return std::nullopt;
  if (!eat_suffix(t, " attach it to a Personality") &&
      !eat_suffix(t, " attach it to one of your Personalities"))
    return std::nullopt;
  eat_suffix(t, " and");
  eat_suffix(t, ",");
  const auto made = created_card_words(t);
  if (!made || made->first["type"] != "Follower" || made->second != 1) return false;
  b.effects.push_back({{"op", "create"},
                       {"created", made->first},
                       {"among", {{"type", json::array({"Personality"})}, {"controller", "you"}}}});
  return true;
}

// After "If you control an opposed unit at the current battlefield":
// "Choose your performing dead Samurai Personality: Bring him into play
// there, paying 2 less Gold and ignoring Honor Requirements". The dead
// Personality is chosen, not targeted (keywords.md "Performing"), and
// Recruited from the discard pile (CR20F "Recruit": an effect that brings a
// Personality into play, paying its cost); Recruited during a battle while
// his player has units at the current battlefield, he enters play there.
std::optional<bool> bring_dead_performer(std::string_view s, Body& b) {
  std::string_view t = s;
  if (!eat(t, "Choose your performing ")) return std::nullopt;
  const std::size_t colon = t.find(": ");
  if (colon == std::string_view::npos) return std::nullopt;
  const std::string_view performer = t.substr(0, colon);
  std::string_view deed = t.substr(colon + 2);
  if (!eat(deed, "Bring him into play there") && !eat(deed, "Bring her into play there"))
    return std::nullopt;
  // "there": the current battlefield, where the player's units must be.
  if (!b.targets.empty() || !b.effects.empty() || !b.cond.is_object() ||
      b.cond.value("location", "") != "current_battlefield" || !b.cond.contains("you_control"))
    return false;
  json recruit = {{"op", "recruit"}};
  if (eat(deed, ", paying ")) {
    const std::size_t less = deed.find(" less Gold");
    if (less == std::string_view::npos) return false;
    const auto n = number(deed.substr(0, less));
    if (!n || *n == 0) return false;
    recruit["amount"] = *n;
    deed.remove_prefix(less + 10);
    if (eat(deed, " and ignoring ") || eat(deed, ", ignoring ")) {
      if (deed != "Honor Requirements" && deed != "his Honor Requirement" &&
          deed != "her Honor Requirement")
        return false;
      recruit["ignore_honor_requirement"] = true;
      deed = {};
    }
  }
  if (!deed.empty()) return false;
  // "dead (not discarded) Samurai Personality": in the Dynasty discard
  // pile (CR20F "Dead"); the rest is an ordinary target phrase.
  std::string_view kind = performer;
  if (!eat(kind, "dead ")) return false;
  eat(kind, "(not discarded) ");
  auto chosen = target_phrase("your target " + std::string(kind));
  if (!chosen || chosen->value("controller", "") != "you" || chosen->contains("location") ||
      chosen->contains("zone") || chosen->contains("count") || chosen->contains("player") ||
      chosen->contains("optional") ||
      (chosen->contains("type") && single_type(*chosen) != "Personality"))
    return false;
  (*chosen)["type"] = json::array({"Personality"});
  (*chosen)["zone"] = "discard";
  (*chosen)["dead"] = true;
  (*chosen)["chosen"] = true;
  b.targets.push_back(*chosen);
  b.effects.push_back(recruit);
  b.recruits = true;
  return true;
}

}  // namespace

std::optional<bool> targets_condition(std::string_view s, Body& b, std::string& rest) {
  std::string_view t = s;
  if (!eat(t, "If you control ")) return std::nullopt;
  std::string state;
  for (std::string_view w : {"an opposed ", "an attacking ", "a defending "})
    if (state.empty() && eat(t, w))
      state = std::string(w.substr(w.find(' ') + 1, w.size() - w.find(' ') - 2));
  if (state.empty() || !eat(t, "unit at the current battlefield, ")) return std::nullopt;
  if (t.empty() || !b.cond.is_null()) return false;
  // A unit is a Personality and his attachments (CR20F "Unit"): one of the
  // player's Personalities there in that state.
  b.cond = {{"you_control", {{"at_least", 1}}},
            {"type", json::array({"Personality"})},
            {state, true},
            {"location", "current_battlefield"}};
  rest = std::string(t);
  rest[0] = static_cast<char>(std::toupper(static_cast<unsigned char>(rest[0])));
  return true;
}

std::optional<bool> targets_sentence(std::string_view s, Body& b) {
  for (auto f : {create_attach_to_any, bring_dead_performer})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

}  // namespace l5r::compile
