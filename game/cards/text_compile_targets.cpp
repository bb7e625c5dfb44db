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

// One capitalized word of letters: a keyword ("Commander").
bool keyword_word(std::string_view w) {
  if (w.empty() || !std::isupper(static_cast<unsigned char>(w[0]))) return false;
  for (char c : w)
    if (!std::isalpha(static_cast<unsigned char>(c))) return false;
  return true;
}

// "a Commander" (also "an ..."): the keyword.
std::optional<std::string> a_keyword(std::string_view w) {
  if (!eat(w, "a ") && !eat(w, "an ")) return std::nullopt;
  if (!keyword_word(w)) return std::nullopt;
  return std::string(w);
}

// The one card type of a target ("Follower"); empty when it has none or
// several.
std::string single_type(const json& target) {
  const json types = target.value("type", json::array());
  if (!types.is_array() || types.size() != 1 || !types[0].is_string()) return {};
  return types[0].get<std::string>();
}

bool plain_card_target(const json& t) {
  return !t.contains("player") && !t.contains("optional") && !t.contains("zone");
}

// After "Bow your target unbowed Follower": "Destroy a target enemy card
// without attachments, which must be a Personality unless your Follower is
// attached to a Commander". The second target is a card of a unit (CR20F
// "Enemy"), a Personality, or any such card while the first target is
// attached to a Personality with that keyword (checked with each first
// target, CR20F Good Faith).
std::optional<bool> unless_first_attached(std::string_view s, Body& b) {
  static constexpr std::pair<std::string_view, std::string_view> kVerbs[] = {
      {"Destroy ", "destroy"}, {"Bow ", "bow"}};
  std::string_view t = s;
  std::string op;
  for (auto [verb, name] : kVerbs)
    if (op.empty() && eat(t, verb)) op = name;
  if (op.empty() || !eat(t, "a target ")) return std::nullopt;
  const std::size_t which = t.find(", which must be ");
  if (which == std::string_view::npos) return std::nullopt;
  const std::string_view phrase = t.substr(0, which);
  std::string_view rest = t.substr(which + 16);
  if (!eat(rest, "a ")) return false;
  const std::size_t unless = rest.find(" unless your ");
  if (unless == std::string_view::npos) return false;
  const std::string must(rest.substr(0, unless));
  rest.remove_prefix(unless + 13);
  const std::size_t is = rest.find(" is attached to ");
  if (is == std::string_view::npos) return false;
  const std::string_view yours = rest.substr(0, is);
  const auto host_keyword = a_keyword(rest.substr(is + 16));
  if (must != "Personality" && must != "Follower") return false;
  if (!host_keyword || b.targets.size() != 1) return false;
  const json& first = b.targets[0];
  if (first.value("controller", "") != "you" || single_type(first) != yours ||
      first.contains("count") || !plain_card_target(first))
    return false;
  if (yours != "Follower" && yours != "Item" && yours != "Spell")
    return false;  // attachments have hosts
  auto other = target_phrase("a target " + std::string(phrase));
  if (!other || other->value("controller", "") != "enemy" || other->contains("type") ||
      other->contains("count") || other->contains("any_of") || !plain_card_target(*other))
    return false;
  // CR20F "Enemy": only cards in units are enemy cards.
  (*other)["type"] = json::array({"Personality", "Follower", "Item", "Spell"});
  (*other)["any_of"] = json::array(
      {json{{"type", json::array({must})}},
       json{{"holds",
             {{"card", "target"}, {"host", {{"keywords", json::array({*host_keyword})}}}}}}});
  b.targets.push_back(*other);
  b.effects.push_back({{"op", op}, {"card", "target2"}});
  return true;
}

// After a straighten of one or two target Followers, "if they are attached
// to a <Keyword>, you may use their abilities an additional time this turn"
// (CR20F "Additional Use"): for each of them attached to a Personality with
// that keyword as it resolves.
std::optional<bool> additional_use(std::string_view s, Body& b) {
  std::string_view t = s;
  bool plural = false;
  if (eat(t, "If they are attached to "))
    plural = true;
  else if (!eat(t, "If it is attached to ") && !eat(t, "If he is attached to ") &&
           !eat(t, "If she is attached to "))
    return std::nullopt;
  const std::size_t comma = t.find(", you may use ");
  if (comma == std::string_view::npos) return std::nullopt;
  const auto host_keyword = a_keyword(t.substr(0, comma));
  t.remove_prefix(comma + 14);
  if (!host_keyword || b.targets.empty()) return false;
  if (!eat_suffix(t, " an additional time this turn") &&
      !eat_suffix(t, " one additional time this turn"))
    return false;
  const json& last = b.targets.back();
  const std::string type = single_type(last);
  if (last.value("controller", "") != "you" || !plain_card_target(last) ||
      last.contains("chosen") || (type != "Follower" && type != "Item" && type != "Spell") ||
      last.contains("count") != plural)
    return false;
  // "the Followers' abilities", "its abilities": the target's.
  const bool named =
      plural ? t == "the " + type + "s' abilities" : t == "the " + type + "'s abilities";
  const bool pronoun = plural
                           ? t == "their abilities"
                           : (t == "its abilities" || t == "his abilities" || t == "her abilities");
  if (!named && !pronoun) return false;
  const std::string who = b.targets.size() == 2 ? "target2" : "target";
  b.effects.push_back(
      {{"op", "additional_use"},
       {"card", who},
       {"if", {{"card", who}, {"host", {{"keywords", json::array({*host_keyword})}}}}}});
  return true;
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
  for (auto f : {unless_first_attached, additional_use, create_attach_to_any, bring_dead_performer})
    if (auto r = f(s, b)) return r;
  return std::nullopt;
}

}  // namespace l5r::compile
