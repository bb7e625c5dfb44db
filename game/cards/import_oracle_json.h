#pragma once
// The Oracle of the Void JSON export: a list of card objects (or {"cards":
// [...]}) with the fields the Oracle shows; the accepted names of each field
// are in docs/card-import.md. Read into RawRecords.
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/import_record.h"

namespace l5r {

std::vector<RawRecord> read_oracle_json(std::string_view text, const std::string& file,
                                        std::vector<ImportProblem>& problems);

}  // namespace l5r
