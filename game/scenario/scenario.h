#pragma once
// Rules scenarios (DESIGN "Testing"; the format is in docs/scenarios.md): a
// file sets a board, feeds answers and checks outcomes. Running one yields a
// line per check, PASS or FAIL with the reason.
#include <map>
#include <memory>
#include <string>
#include <string_view>
#include <vector>

#include "game/cards/card_db.h"

namespace l5r {

struct ScenarioLine {
  bool pass = false;
  std::string text;  // "<file> step 4 check player 0: honor is 5, expected 7"
};

struct ScenarioReport {
  std::string file;
  std::string name;
  std::string rule;
  std::vector<ScenarioLine> lines;
  std::vector<std::string> log;  // the engine's log, to see what happened
  std::string last_question;     // the question pending when the run ended
  int passed() const;
  int failed() const;
};

class ScenarioRunner {
 public:
  // `cards` serves every scenario without its own "assets" directory.
  explicit ScenarioRunner(const CardDb& cards) : default_(cards) {}

  ScenarioReport run_file(const std::string& path);
  // `base_dir` is where a relative "assets" directory is looked up.
  ScenarioReport run_text(std::string_view text, const std::string& file,
                          const std::string& base_dir = ".");

 private:
  const CardDb* cards_in(const std::string& assets_dir, std::string* error);

  const CardDb& default_;
  std::map<std::string, std::unique_ptr<CardDb>> other_;  // by assets directory
};

}  // namespace l5r
