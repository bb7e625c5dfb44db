// Fuzzes the Egg of P'an Ku cards.xml importer (read_egg_xml) and the builder
// behind it: any bytes must give cards or problems, never a crash.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/import_check.h"
#include "game/cards/import_egg_xml.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<l5r::ImportProblem> problems;
  auto records = l5r::read_egg_xml(text, "fuzz.xml", problems);
  l5r::fuzz::check_import(records, problems);
  return 0;
}
