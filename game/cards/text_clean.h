#pragma once
// Card rules text as community databases print it (HTML-ish markup, icon
// codes like ":bow:", several abilities on one line), cut into the parts the
// text compiler works on: one ability, trait or reminder each.
#include <string>
#include <string_view>
#include <vector>

namespace l5r {

// Removes markup (<b>, <i>...), decodes the common entities (&#8226; &amp;
// ...), and cuts the text at line breaks and before each ability header
// ("... Gain 2 Honor. Tireless Battle: ..."). Parts are trimmed; empty ones
// are dropped.
std::vector<std::string> rules_text_parts(std::string_view text);

// True when the part is only reminder text: all of it in parentheses.
bool is_reminder(std::string_view part);

// The part with every number replaced by "N", for counting which templates
// the card pool repeats ("Battle: Fear N.").
std::string text_template(std::string_view part);

}  // namespace l5r
