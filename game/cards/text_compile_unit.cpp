#include "game/cards/text_compile_unit.h"

#include <charconv>
#include <optional>

#include "game/abilities/parse.h"

namespace l5r {

using nlohmann::json;

namespace {

// The attacks a sentence names: "Ranged Attacks", "Fear effects, Melee
// Attacks, and Ranged Attacks", "Melee and Ranged Attacks", or the icons
// ":fear:, :melee:, and :ranged:". Empty when it names anything else.
json attack_list(std::string_view list) {
  json attacks = json::array();
  while (!list.empty()) {
    std::size_t end = list.find(", ");
    std::size_t next = end == std::string_view::npos ? list.size() : end + 2;
    if (const std::size_t a = list.find(" and "); a < end) {
      end = a;
      next = a + 5;
    }
    std::string_view w = list.substr(0, end);
    if (w.starts_with("and ")) w.remove_prefix(4);
    if (w == "Fear effects" || w == ":fear:")
      attacks.push_back("fear");
    else if (w == "Melee Attacks" || w == "Melee" || w == ":melee:")
      attacks.push_back("melee");
    else if (w == "Ranged Attacks" || w == "Ranged" || w == ":ranged:")
      attacks.push_back("ranged");
    else
      return json::array();
    list = next >= list.size() ? std::string_view() : list.substr(next);
  }
  return attacks;
}

// "this Follower" (the card itself), "this Personality" or "this Shugenja"
// (the Personality the card is, or is attached to: the one Personality in
// its unit), "cards in this unit".
std::optional<json> protected_cards(std::string_view who, CardType type) {
  if (who == "cards in this unit") return json{{"in_this_unit", true}};
  if (who == "this Follower" && type == CardType::Follower) return json{{"this_card", true}};
  if ((who == "this Personality" || who == "this Shugenja") &&
      (type == CardType::Personality || type == CardType::Item || type == CardType::Spell))
    return json{{"in_this_unit", true}, {"type", json::array({"Personality"})}};
  return std::nullopt;
}

}  // namespace

bool unit_rule(std::string_view part, CardType type, CompiledText& out) {
  // On a Personality his own unit; on an attachment its Personality's.
  if (type != CardType::Personality && type != CardType::Follower && type != CardType::Item &&
      type != CardType::Spell)
    return false;
  // CR20F "Targeting": attacks that may not target the unit's cards.
  if (const std::size_t at = part.find(" may not target "); at != std::string_view::npos && part.ends_with(".")) {
    const json attacks = attack_list(part.substr(0, at));
    std::string_view who = part.substr(at + 16);
    who.remove_suffix(1);
    const auto each = protected_cards(who, type);
    if (attacks.empty() || !each) return false;
    return add_compiled_trait({{"untargetable", true}, {"attacks", attacks}, {"each", *each}}, out);
  }
  // "Ranged Attacks targeting cards in this unit have -4 strength" (also
  // "targeting this Follower", "this Personality").
  const std::size_t at = part.find(" targeting ");
  if (at == std::string_view::npos || !part.ends_with(" strength.")) return false;
  std::string_view rest = part.substr(at + 11);
  const std::size_t have = rest.find(" have ");
  if (have == std::string_view::npos) return false;
  const auto each = protected_cards(rest.substr(0, have), type);
  const json attacks = attack_list(part.substr(0, at));
  // "Melee and Ranged Attacks": only the last may name "Attacks".
  std::string_view n = rest.substr(have + 6);
  n.remove_suffix(10);  // " strength."
  if (!each || attacks.empty() || n.size() < 2 || (n[0] != '+' && n[0] != '-')) return false;
  int v = 0;
  auto [p, ec] = std::from_chars(n.data() + 1, n.data() + n.size(), v);
  if (ec != std::errc() || p != n.data() + n.size() || v == 0 || v > 20) return false;
  return add_compiled_trait({{"strength", n[0] == '-' ? -v : v}, {"attacks", attacks}, {"each", *each}}, out);
}

}  // namespace l5r
