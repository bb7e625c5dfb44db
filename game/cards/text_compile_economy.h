#pragma once
// Templates of a Holding's Gold (Gold for one kind of card only, a cost
// reduction when paying, Gold that depends on whose turn it is, Gold that
// costs Honor) and of cost reductions on cards, for the text compiler
// (text_compile.cpp). Kept in a file of its own so that the compiler's main
// file does not keep growing.
#include <string_view>

#include "game/cards/text_compile.h"

namespace l5r {

// Compiles one whole part (a line of rules text, markup removed) into `out`
// when it is one of these templates; false (and `out` unchanged) otherwise.
bool economy_rule(std::string_view part, CardType type, CompiledText& out);

}  // namespace l5r
