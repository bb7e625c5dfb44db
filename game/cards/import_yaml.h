#pragma once
// The community per-set YAML card database (one file per set: {set, cards:
// [{title, types, clans, keywords, text, force, ...}]}), read into RawRecords.
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/import_record.h"

namespace l5r {

// Reads one set file's text. Bad records are reported and skipped.
std::vector<RawRecord> read_yaml_set(std::string_view text, const std::string& file,
                                     std::vector<ImportProblem>& problems);

// Release dates by set name from a set_info.yaml ({arcs: [{sets: [{set_name,
// release_date}]}]}), so that the newest printing of a card can win.
std::vector<std::pair<std::string, std::string>> read_yaml_set_dates(
    std::string_view text, const std::string& file, std::vector<ImportProblem>& problems);

}  // namespace l5r
