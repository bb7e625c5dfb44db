// Fuzzes the Oracle of the Void JSON importer (read_oracle_json) and the
// builder behind it: any bytes must give cards or problems, never a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/import_check.h"
#include "game/cards/import_oracle_json.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<l5r::ImportProblem> problems;
  auto records = l5r::read_oracle_json(text, "fuzz.json", problems);
  l5r::fuzz::check_import(records, problems);
  return 0;
}
