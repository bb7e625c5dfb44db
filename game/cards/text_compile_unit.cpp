#include "game/cards/text_compile_unit.h"

#include <charconv>

#include "game/abilities/parse.h"

namespace l5r {

using nlohmann::json;

bool unit_rule(std::string_view part, CardType type, CompiledText& out) {
  // On a Personality his own unit; on an attachment its Personality's.
  if (type != CardType::Personality && type != CardType::Follower && type != CardType::Item &&
      type != CardType::Spell)
    return false;
  constexpr std::string_view kTargeting = " targeting cards in this unit have ";
  const std::size_t at = part.find(kTargeting);
  if (at == std::string_view::npos || !part.ends_with(" strength.")) return false;
  // The attacks: "Ranged Attacks", "Fear effects, Melee Attacks, and Ranged
  // Attacks", "Melee and Ranged Attacks".
  std::string_view list = part.substr(0, at);
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
    if (w == "Fear effects")
      attacks.push_back("fear");
    else if (w == "Melee Attacks" || w == "Melee")
      attacks.push_back("melee");
    else if (w == "Ranged Attacks" || w == "Ranged")
      attacks.push_back("ranged");
    else
      return false;
    list = next >= list.size() ? std::string_view() : list.substr(next);
  }
  // "Melee and Ranged Attacks": only the last may name "Attacks".
  std::string_view n = part.substr(at + kTargeting.size());
  n.remove_suffix(10);  // " strength."
  if (attacks.empty() || n.size() < 2 || (n[0] != '+' && n[0] != '-')) return false;
  int v = 0;
  auto [p, ec] = std::from_chars(n.data() + 1, n.data() + n.size(), v);
  if (ec != std::errc() || p != n.data() + n.size() || v == 0 || v > 20) return false;
  const json trait = {
      {"strength", n[0] == '-' ? -v : v}, {"attacks", attacks}, {"each", {{"in_this_unit", true}}}};
  bool ok = true;
  auto parsed = parse_traits(json::array({trait}),
                             [&](const std::string&, const std::string&) { ok = false; });
  if (!ok || parsed.size() != 1) return false;
  out.json["traits"].push_back(trait);
  out.traits.push_back(parsed[0]);
  return true;
}

}  // namespace l5r
