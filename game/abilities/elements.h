#pragma once
// The element keywords (CR20F "Element Keyword": Air, Earth, Fire, Water,
// Void) a give_keyword effect may give besides the keywords whose rules the
// engine knows (given_keyword_index, ability.h): keywords that target
// conditions and Spells' "if this Shugenja is Air" read. The lasting
// modifier (ModKind::Keyword) keeps kGivenElementBase plus the index.
#include <iterator>
#include <string_view>

namespace l5r {

inline constexpr int kGivenElementBase = 100;

inline int given_element_index(std::string_view k) {
  constexpr std::string_view kElements[] = {"Air", "Earth", "Fire", "Water", "Void"};
  for (int i = 0; i < static_cast<int>(std::size(kElements)); ++i)
    if (kElements[i] == k) return i;
  return -1;
}

inline std::string_view given_element_name(int i) {
  constexpr std::string_view kElements[] = {"Air", "Earth", "Fire", "Water", "Void"};
  return i >= 0 && i < static_cast<int>(std::size(kElements)) ? kElements[i] : std::string_view();
}

}  // namespace l5r
