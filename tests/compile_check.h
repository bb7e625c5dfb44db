#pragma once
// The compiler tests' shared step: compile a rules text that must compile
// whole (nothing left manual), naming the text when it does not.
#include <doctest/doctest.h>

#include <string_view>

#include "game/cards/text_compile.h"

namespace l5r::test {

inline CompiledText compile_whole(std::string_view text, CardType type, std::string_view title = {}) {
  CompiledText c = compile_rules_text(text, type, title);
  INFO(text);
  CHECK(c.manual.empty());
  return c;
}

}  // namespace l5r::test
