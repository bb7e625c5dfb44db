// `rokugan-cli scenario FILE...`: runs rules scenarios (docs/scenarios.md),
// prints one line per check and a total, and fails unless every check holds.
#include <algorithm>
#include <filesystem>
#include <iostream>

#include "game/scenario/scenario.h"
#include "tools/commands.h"

namespace l5r {

namespace {

// A directory stands for its *.json files, in name order, leaving out the
// known_bug_* files (they fail on purpose until the engine is fixed).
std::vector<std::string> expand(const std::vector<std::string>& args) {
  namespace fs = std::filesystem;
  std::vector<std::string> out;
  for (const std::string& a : args) {
    if (!fs::is_directory(a)) {
      out.push_back(a);
      continue;
    }
    std::vector<std::string> files;
    for (const auto& e : fs::directory_iterator(a)) {
      const std::string name = e.path().filename().string();
      if (e.path().extension() == ".json" && !name.starts_with("known_bug_"))
        files.push_back(e.path().string());
    }
    std::sort(files.begin(), files.end());
    out.insert(out.end(), files.begin(), files.end());
  }
  return out;
}

}  // namespace

void add_scenario_command(CLI::App& app) {
  auto* cmd = app.add_subcommand("scenario", "Run rules scenario files and check their outcomes");
  auto files = std::make_shared<std::vector<std::string>>();
  auto assets = std::make_shared<std::string>(default_assets_dir());
  auto verbose = std::make_shared<bool>(false);
  cmd->add_option("files", *files, "scenario files, or directories of them")->required();
  cmd->add_option("--assets", *assets, "assets directory for scenarios that name none");
  cmd->add_flag("-v,--verbose", *verbose,
                "print the engine's log and last question of failing scenarios");
  cmd->callback([=] {
    Library lib = load_library_or_fail(*assets);
    ScenarioRunner runner(lib.db);
    int passed = 0, failed = 0;
    for (const std::string& f : expand(*files)) {
      ScenarioReport r = runner.run_file(f);
      for (const ScenarioLine& l : r.lines)
        std::cout << (l.pass ? "PASS " : "FAIL ") << l.text << "\n";
      passed += r.passed();
      failed += r.failed();
      if (*verbose && r.failed() > 0) {
        std::cout << "  -- " << f << (r.name.empty() ? "" : ": " + r.name) << "\n";
        for (const std::string& line : r.log) std::cout << "  | " << line << "\n";
        std::cout << "  -- pending: " << r.last_question << "\n";
      }
    }
    std::cout << passed << " passed, " << failed << " failed" << std::endl;
    if (failed > 0 || passed == 0) throw CLI::RuntimeError(1);
  });
}

}  // namespace l5r
