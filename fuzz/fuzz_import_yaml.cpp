// Fuzzes the community YAML set importer (read_yaml_set) and the builder that
// turns its records into cards, compiling their rules text: any bytes must
// give cards or problems naming what is wrong, never a crash or an exception.
#include <cstddef>
#include <cstdint>
#include <string_view>

#include "fuzz/import_check.h"
#include "game/cards/import_yaml.h"

extern "C" int LLVMFuzzerTestOneInput(const std::uint8_t* data, std::size_t size) {
  std::string_view text(reinterpret_cast<const char*>(data), size);
  std::vector<l5r::ImportProblem> problems;
  auto records = l5r::read_yaml_set(text, "fuzz.yaml", problems);
  (void)l5r::read_yaml_set_dates(text, "fuzz_info.yaml", problems);
  l5r::fuzz::check_import(records, problems);
  return 0;
}
