#pragma once
// The compiler tests' shared step: compile a rules text that must compile
// whole (nothing left manual), naming the text when it does not.
#include <doctest/doctest.h>

#include <nlohmann/json.hpp>
#include <string_view>

#include "game/cards/text_compile.h"

namespace l5r::test {

inline CompiledText compile_whole(std::string_view text, CardType type,
                                  std::string_view title = {}) {
  CompiledText c = compile_rules_text(text, type, title);
  INFO(text);
  CHECK(c.manual.empty());
  return c;
}

// The first ability of a text that must compile whole.
inline nlohmann::json first_ability(std::string_view text, CardType type) {
  CompiledText c = compile_whole(text, type);
  REQUIRE(c.json.contains("abilities"));
  return c.json["abilities"][0];
}

// A text of which nothing compiles.
inline void stays_manual(std::string_view text, CardType type) {
  INFO(text);
  CHECK(compile_rules_text(text, type).compiled == 0);
}

}  // namespace l5r::test
