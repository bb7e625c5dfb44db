#pragma once
// The header of a printed ability: "[keywords] Designator[/Designator][,
// costs]:" as in "Water Absent Repeatable Battle, :bow::" or the older
// "Limited, :g4: Gain 2 Honor." without the closing colon.
#include <optional>
#include <string>
#include <string_view>
#include <vector>

namespace l5r {

struct AbilityHeader {
  std::vector<std::string> keywords;     // words before the designator: Tireless, Political...
  std::vector<std::string> designators;  // Battle, Open... (two for "Battle/Open")
  std::vector<std::string> icons;        // cost icons without colons: "bow", "g2", "gstar"
  std::size_t length = 0;                // characters of `s` the header takes, spaces after it too
};

// Reads a header at the start of `s`; nullopt when `s` does not start with one.
std::optional<AbilityHeader> parse_ability_header(std::string_view s);

// A cost-only header with no designator (":bow::" on a Holding): its icons,
// and how long it is.
std::optional<AbilityHeader> parse_icon_header(std::string_view s);

}  // namespace l5r
