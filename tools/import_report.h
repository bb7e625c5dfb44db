#pragma once
// The coverage report of an imported card database (`rokugan-cli cards
// import PATH --report`): what was read, what was automated, which printed
// templates most often stay manual, and coverage by set.
#include <string>
#include <vector>

#include "game/cards/import_record.h"

namespace l5r {

struct ImportReportOptions {
  bool full = false;   // templates and per-set coverage, not only the totals
  int templates = 25;  // how many uncompiled templates to list
  int problems = 20;   // how many problems to list (-1: all)
  // Only these sets (by name) in the template list and the per-set table;
  // the templates then also show how many records each alone keeps manual.
  std::vector<std::string> sets;
};

std::string import_report(const ImportedDb& db, const ImportReportOptions& o);

}  // namespace l5r
