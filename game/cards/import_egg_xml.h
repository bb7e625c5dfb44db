#pragma once
// The Egg of P'an Ku card database (cards.xml): <cards><card id type> with
// child elements name, force, chi, text, cost, focus, personal_honor,
// honor_req, starting_honor, province_strength, gold_production, clan and
// legal (the mapping is in docs/card-import.md), read into RawRecords.
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/import_record.h"

namespace l5r {

std::vector<RawRecord> read_egg_xml(std::string_view text, const std::string& file,
                                    std::vector<ImportProblem>& problems);

// Egg and Oracle texts open with the keyword line ("Unique • Samurai •
// Cavalry"). When `r.keywords` is empty and the text's first line is one,
// this moves it into the keywords.
void take_keyword_line(RawRecord& r);

}  // namespace l5r
