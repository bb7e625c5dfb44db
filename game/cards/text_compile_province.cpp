#include "game/cards/text_compile_province.h"

#include <charconv>
#include <optional>

#include "game/abilities/parse.h"
#include "game/cards/text_words.h"

namespace l5r {
namespace {

using nlohmann::json;

using text_words::eat;
using text_words::eat_suffix;

std::optional<int> number(std::string_view s, int most) { return text_words::number_in(s, 1, most); }

// "This Province has +2 strength." (also "+2PS", "-1"): CR20F "From" says
// which Province; the engine works it out from the card (its own on a
// Fortification, else the current battlefield's). Only on cards whose traits
// apply in play: not on Events (in a Province, whose traits the engine does
// not read), Regions (not played in this era) or Strategies other than
// Terrains.
bool this_province(std::string_view t, CardType type, bool terrain, CompiledText& out) {
  if (!eat(t, "This Province has ") && !eat(t, "This province has ")) return false;
  if (!eat_suffix(t, " strength.") && !eat_suffix(t, "PS.")) return false;
  if (t.size() < 2 || (t[0] != '+' && t[0] != '-')) return false;
  const auto n = number(t.substr(1), 20);
  if (!n) return false;
  const bool in_play = type == CardType::Holding || type == CardType::Personality ||
                       type == CardType::Follower || type == CardType::Item ||
                       type == CardType::Spell || type == CardType::Stronghold ||
                       (type == CardType::Strategy && terrain);
  if (!in_play) return false;
  return add_compiled_trait({{"this_province_strength", t[0] == '-' ? -*n : *n}}, out);
}

}  // namespace

bool province_rule(std::string_view part, CardType type, bool terrain, CompiledText& out) {
  if (this_province(part, type, terrain, out)) return true;
  std::string_view t = part;
  // A deck-construction rule: "You must have at least 12 Holdings in your
  // deck construction."
  if (eat(t, "You must have at least ") && eat_suffix(t, " deck construction.") &&
      eat_suffix(t, " Holdings in your"))
    if (auto n = number(t, 40)) return add_compiled_trait({{"deck_min_holdings", *n}}, out);
  // A Ring left out of the five that win (CR20F "Enlightenment Victory").
  t = part;
  if (type == CardType::Ring &&
      (eat(t, "This card does not count ") || eat(t, "Does not count ") ||
       eat(t, "This Ring does not count ")) &&
      (t == "toward an Enlightenment Victory." || t == "towards an Enlightenment Victory."))
    return add_compiled_trait({{"no_enlightenment", true}}, out);
  // An attachment Equipped from the discard pile as from the hand.
  t = part;
  if ((type == CardType::Follower || type == CardType::Item) && eat(t, "You may Equip this ") &&
      eat(t, type == CardType::Follower ? "Follower " : "Item ") && t == "from your discard pile.")
    return add_compiled_trait({{"equip_from_discard", true}}, out);
  // "This Fortification enters play bowed" (20F's rule for Fortifications,
  // restated; on other cards a rule of their own).
  t = part;
  if (eat(t, "This ") && eat_suffix(t, " enters play bowed.") &&
      ((t == "Fortification" && type == CardType::Holding) ||
       (t == "Holding" && type == CardType::Holding) ||
       (t == "Personality" && type == CardType::Personality) ||
       (t == "card" && (type == CardType::Holding || type == CardType::Personality))))
    return add_compiled_trait({{"enters_play_bowed", true}}, out);
  // CR20F "Weapon": one Weapon, "Kensai": two; this Personality too.
  t = part;
  if (type == CardType::Personality && (eat(t, "This Personality may ") || eat(t, "May ")) &&
      t == "attach two Weapons.")
    return add_compiled_trait({{"two_weapons", true}}, out);
  return false;
}

}  // namespace l5r
