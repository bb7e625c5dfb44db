#pragma once
// Shared test helpers: the built-in library and small hand-made cards.
#include <string>

#include "game/cards/library.h"

namespace l5r::test {

inline const Library& library() {
  static const Library lib = load_library(std::string(ROKUGAN_SOURCE_DIR) + "/assets");
  return lib;
}

}  // namespace l5r::test
